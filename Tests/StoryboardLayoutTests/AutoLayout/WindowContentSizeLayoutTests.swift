import StoryboardFormat
import Testing
import StoryboardLayout

/// A macOS xib with one window whose 300 × `height` content view holds `subviews`.
private func windowXib(height: Double, subviews: String, constraints: String) throws -> Document {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <window title="Window" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="window">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <rect key="contentRect" x="196" y="240" width="300" height="\(height)"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="2560" height="1417"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
        \(subviews)
                        </subviews>
                        <constraints>
        \(constraints)
                        </constraints>
                    </view>
                </window>
            </objects>
        </document>
        """
    return try Document(bytes: Array(text.utf8), path: "Test.xib")
}

/// A window keeps its content view's size at `NSLayoutPriorityWindowSizeStayPut` (500), not
/// required: content whose constraints and hugging above 500 set its height resizes the window,
/// and Interface Builder lays the content out at that height (stored frames count from the
/// content's bottom), flagging the content view misplaced. The corpus: NetNewsWire's folder
/// sheet (tools 14460), a label, a pop-up and two buttons in a chain 135 pt tall in a content
/// view stored 217 pt tall, 5 of 5 views where that chain puts them; iina's URL window and
/// NetNewsWire's account sheets likewise (23 views in 6 files, none of them right before).
struct WindowContentSizeLayoutTests {
    /// A label (hugging 750) and a 40 pt view pinned 20 pt inside the top and bottom: the
    /// content is 104 pt tall, the label 16 pt, its stored 300 pt notwithstanding.
    @Test func contentSetByConstraintsResizesTheWindow() throws {
        let document = try windowXib(
            height: 300,
            subviews: """
                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="18" y="264" width="39" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="labelCell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="20" y="20" width="260" height="40"/>
                </customView>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="8" id="c3"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c4"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c5"/>
                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="c6"/>
                <constraint firstItem="box" firstAttribute="height" constant="40" id="c7"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("content") == rect(0, 0, 300, 104))
        #expect(layout.frame("label") == rect(18, 68, 39, 16))
        #expect(layout.frame("box") == rect(20, 20, 260, 40))
    }

    /// Content that does not set the height (a view without an intrinsic size between the
    /// pins) keeps the stored content size.
    @Test func flexibleContentKeepsTheStoredSize() throws {
        let document = try windowXib(
            height: 300,
            subviews: """
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="20" y="20" width="260" height="260"/>
                </customView>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("content") == rect(0, 0, 300, 300))
        #expect(layout.frame("box") == rect(20, 20, 260, 260))
    }
}

extension WindowContentSizeLayoutTests {
    /// Changing the screen of a built system leaves a window's content size alone (its size
    /// constraints are not required, and a window does not follow the screen).
    @Test func aScreenChangeKeepsTheWindowContent() throws {
        let document = try windowXib(
            height: 300,
            subviews: """
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="20" y="20" width="260" height="260"/>
                </customView>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c2"/>
                """)
        let context = DocumentLayoutContext(document: document)
        let environment = LayoutEnvironment(device: Device.named("mac")!, orientation: .portrait, detectsAmbiguity: false)
        let other = LayoutEnvironment(device: Device.named("retina4_7")!, orientation: .portrait, designedDevice: Device.named("mac"), detectsAmbiguity: false)
        let unit = try #require(context.units.first)
        var system = LayoutEngine.system(for: DocumentLayoutTree(document: document, root: unit, environment: environment, context: context), environment: environment)
        try system.resizeRoots(to: other)
        #expect(system.absoluteFrames()[0] == rect(0, 0, 300, 300))
    }
}
