import StoryboardFormat
import Testing
import StoryboardLayout

/// A regular bar progress indicator is laid out by its 18 pt track, which its 20 pt frame
/// reaches 1 pt beyond above and below. The corpus: pinned below a label or above its window's
/// bottom (WWDC's PDF window and NetNewsWire's RSCore progress window, tools 8191 and 11198), the
/// frame 1 pt beyond the constraint in 3 of 3; in a top-aligned stack (Apple's remote command
/// sample, tools 11539) 1 pt above the stack's top.
struct ProgressBarInsetLayoutTests {
    @Test func barsAreAlignedByTheirTrack() throws {
        let document = try appKitXib(
            height: 40, toolsVersion: "11198",
            subviews: """
                <progressIndicator wantsLayer="YES" maxValue="100" indeterminate="YES" style="bar" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="20" y="10" width="200" height="20"/>
                </progressIndicator>
                """,
            constraints: """
                <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="20" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("bar") == rect(20, 11, 200, 20))
    }
}
