import StoryboardFormat
import Testing
@testable import StoryboardLayout

/// A one-view macOS xib: a 240 × `height` custom view around `subviews` and `constraints`.
/// AppKit stores frames from the bottom of an unflipped superview, and so do these tests.
func appKitXib(height: Double = 30, subviews: String, constraints: String) throws -> Document {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="\(height)"/>
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

/// AppKit controls are laid out by their alignment rectangles, not their frames.
struct AppKitLayoutTests {
    /// NSBox's separator is a 1 pt line in a 5 pt frame: pinned to its superview's top, the
    /// line starts there and the frame 2 pt above (NetNewsWire's UnifiedWindow.storyboard
    /// stores y 25 in a 28 pt bar, the corpus's horizontal separators are all 5 pt high).
    @Test func separatorBoxesAreAlignedByTheirLine() throws {
        let document = try appKitXib(
            subviews: """
                <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                    <rect key="frame" x="40" y="0.0" width="100" height="5"/>
                </box>
                """,
            constraints: """
                <constraint firstItem="line" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="line" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("line") == rect(0, 27, 240, 5))
    }
}
