import StoryboardFormat
import Testing
import StoryboardLayout

/// A macOS xib whose one top-level view, 300 × `height`, holds `subviews`.
private func viewXib(height: Double, subviews: String, constraints: String) throws -> Document {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="17506" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    return try Document(bytes: Array(text.utf8), path: "Test.xib")
}

private let label = """
    <textField horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
        <rect key="frame" x="18" y="264" width="264" height="16"/>
        <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="labelCell">
            <font key="font" metaFont="system"/>
        </textFieldCell>
    </textField>
    <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
        <rect key="frame" x="20" y="20" width="260" height="40"/>
    </customView>
    """

/// Interface Builder holds an AppKit root's stored height below content priorities (as a
/// window holds its content view's, at 500): content whose constraints and hugging above it set
/// the height is laid out at that height (stored frames count from the root's bottom), the root
/// flagged misplaced. The corpus: NetNewsWire 3 import panel's accessory view (tools 17506), a
/// three-line label hugging at 750 above a pop-up in a 133 pt view whose content is stored as in
/// a 118 pt one; iina's and WWDC's preference panes: 13 roots, all flagged, 40 views. Its width
/// stays as stored (no root of the corpus is laid out at another width).
struct RootHeightPriorityLayoutTests {
    /// A label (hugging 750) and a 40 pt view pinned 20 pt inside the top and bottom: the
    /// root is 104 pt tall, the label 16 pt, its stored 300 pt notwithstanding; the label
    /// (hugging 750 across too) keeps the stored 300 pt width between its pins.
    @Test func contentSetByConstraintsSetsTheRootHeight() throws {
        let document = try viewXib(
            height: 300, subviews: label,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="20" id="c8"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="8" id="c3"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c5"/>
                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="c6"/>
                <constraint firstItem="box" firstAttribute="height" constant="40" id="c7"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("root") == rect(0, 0, 300, 104))
        #expect(layout.frame("label") == rect(18, 68, 264, 16))
        #expect(layout.frame("box") == rect(20, 20, 260, 40))
    }

    /// Content that does not set the height (a view without an intrinsic size between the
    /// pins) keeps the stored height.
    @Test func flexibleContentKeepsTheStoredHeight() throws {
        let document = try viewXib(
            height: 300, subviews: label,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="8" id="c3"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c5"/>
                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="c6"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("root") == rect(0, 0, 300, 300))
        #expect(layout.frame("box") == rect(20, 20, 260, 236))
    }
}
