import StoryboardFormat
import StoryboardLayout

/// Required constraints that contradict each other: at run time UIKit logs "Unable to
/// simultaneously satisfy constraints" and breaks one of them, so the screen differs from the
/// canvas. The layout engine breaks one the same way (lowest priority first) and names it.
public struct UnsatisfiableConstraintsRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unsatisfiable_constraints", name: "Unsatisfiable constraints",
        description: "Required constraints contradict each other; UIKit breaks one at run time (found by the layout engine).",
        kind: .layout, severity: .warning, isOptIn: true,
        nonTriggeringExamples: [.storyboard(RuleExample.scene(widthConstraints(contradicting: false)))],
        triggeringExamples: [.storyboard(RuleExample.scene(widthConstraints(contradicting: true)))])

    /// A root view holding a label pinned to 100 points wide, and, when `contradicting`, to 200
    /// points too (the engine breaks that one, the later of two equal priorities).
    static func widthConstraints(contradicting: Bool) -> String {
        let second = contradicting
            ? "                                    ↓<constraint firstAttribute=\"width\" constant=\"200\" id=\"wid-00-002\"/>\n" : ""
        return """
                            <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                        <rect key="frame" x="20" y="100" width="100" height="21"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="wid-00-001"/>
                                            <constraint firstAttribute="height" constant="21" id="hgt-00-001"/>
        \(second)                                </constraints>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="vw0-00-001" secondAttribute="leading" constant="20" id="led-00-001"/>
                                    <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="vw0-00-001" secondAttribute="top" constant="100" id="top-00-001"/>
                                </constraints>
                            </view>

        """
    }

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        file.designedLayout(of: document).warnings
            .filter { $0.id == .layoutUnsatisfiable }
            .map { violation($0.message, in: file, at: $0.position) }
    }
}
