import StoryboardFormat
import StoryboardLayout

/// A visible view placed wholly outside its superview at the designed device: it never shows (or
/// shows only when the superview does not clip, which is rarely meant) and cannot be tapped,
/// since UIKit hit-tests only inside a superview's bounds.
///
/// Both Xcode's stored frames and the layout engine's solution must put it outside: either alone
/// is not proof (a stored frame can be stale, `misplaced`; the engine still misplaces about one
/// view in four of the corpus, see BENCHMARKS.md), and on the corpus the engine alone flags three
/// times as many views as the two together.
public struct ViewOutsideSuperviewRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "view_outside_superview", name: "View outside its superview",
        description: "A visible view is laid out entirely outside its superview, where it cannot be seen or tapped (found by the layout engine).",
        kind: .layout, severity: .warning, isOptIn: true,
        nonTriggeringExamples: [.storyboard(RuleExample.scene(labelAt(x: 20, marked: false)))],
        triggeringExamples: [.storyboard(RuleExample.scene(labelAt(x: 400, marked: true)))])

    /// A root view holding a 100 × 21 label whose leading edge is pinned `x` points in.
    static func labelAt(x: Int, marked: Bool) -> String {
        """
                            <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    \(marked ? "↓" : "")<label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                        <rect key="frame" x="\(x)" y="100" width="100" height="21"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="wid-00-001"/>
                                            <constraint firstAttribute="height" constant="21" id="hgt-00-001"/>
                                        </constraints>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="vw0-00-001" secondAttribute="leading" constant="\(x)" id="led-00-001"/>
                                    <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="vw0-00-001" secondAttribute="top" constant="100" id="top-00-001"/>
                                </constraints>
                            </view>

        """
    }

    /// Superviews whose subviews legitimately sit outside their bounds: the content of a
    /// scroll view (and its table and collection subclasses) scrolls into view.
    static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        let views = file.designedLayout(of: document).views
        let tree = document.tree
        var result: [Violation] = []
        // The placements come in tree order with their depth, so the open ancestors form a stack.
        var ancestors: [(placement: DocumentLayout.Placement, isHidden: Bool)] = []
        for placement in views {
            while let last = ancestors.last, last.placement.depth >= placement.depth { ancestors.removeLast() }
            let element = document.element(withID: placement.id)
            let isHidden = (ancestors.last?.isHidden ?? false)
                || element.map { tree.attributeEquals("hidden", "YES", of: $0.node) } == true
            defer { ancestors.append((placement, isHidden)) }
            guard let parent = ancestors.last?.placement, parent.depth == placement.depth - 1, !isHidden,
                !Self.scrollingElements.contains(parent.elementName), let element
            else { continue }
            let frame = placement.frame
            let bounds = parent.frame
            guard Self.isOutside(x: frame.x, y: frame.y, width: frame.width, height: frame.height, in: bounds.width, bounds.height),
                let storedFrame = IBView(document: document, node: element.node).frame,
                let storedBounds = document.element(withID: parent.id).flatMap({ IBView(document: document, node: $0.node).frame }),
                Self.isOutside(x: storedFrame.x, y: storedFrame.y, width: storedFrame.width, height: storedFrame.height,
                               in: storedBounds.width, storedBounds.height)
            else { continue }
            result.append(violation(
                "<\(placement.elementName)> \"\(placement.id)\" is laid out at (\(Self.points(frame.x)), \(Self.points(frame.y))), outside its superview \"\(parent.id)\" (\(Self.points(bounds.width)) × \(Self.points(bounds.height)))",
                in: file, at: element))
        }
        return result
    }

    /// Whether a non-empty rectangle lies wholly outside a non-empty superview of `width` × `height`.
    static func isOutside(x: Double, y: Double, width: Double, height: Double, in boundsWidth: Double, _ boundsHeight: Double) -> Bool {
        guard width > 0, height > 0, boundsWidth > 0, boundsHeight > 0 else { return false }
        return x >= boundsWidth || y >= boundsHeight || x + width <= 0 || y + height <= 0
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
