import StoryboardFormat
import Testing
import StoryboardLayout

/// UIKit sets a wrapping label's lines at its font's line height and rounds their total up to
/// the pixel grid once, not each line: two lines of the 12 pt system font (14.32 pt each) are
/// 29 pt tall on a 2× screen and 28.67 pt on a 3× one, not twice 14.5. Evidence: the corpus's
/// wrapping system-font labels stored at whole lines of their font, 13 texts in 4 projects at
/// the total rounded once and 3 at each line rounded; Habitica's settings (device pairs
/// 096342ea2d, 257bbad15e, ad6b3cee72: 2× to 3×) rewrap a 29 pt label to 28.67.
struct WrappedLineHeightLayoutTests {
    @Test func wrappedLinesRoundTheirTotalToTheNewScreensPixels() throws {
        let document = try storyboard(
            device: "retina6_1",
            rootFrame: #"x="0.0" y="0.0" width="414" height="896""#,
            subviews: """
                <label numberOfLines="0" text="Your party and guild chat messages stay on this device, and nobody else can read them here at all." translatesAutoresizingMaskIntoConstraints="NO" id="note">
                    <rect key="frame" x="20" y="100" width="374" height="29"/>
                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="note" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="note" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="note" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        #expect(DocumentLayout(document: document).frame("note") == rect(20, 100, 374, 29))
        #expect(nearest(DocumentLayout(document: document, device: Device.named("retina5_9")).frame("note")) == nearest(rect(20, 100, 335, 86.0 / 3)))
    }
}
