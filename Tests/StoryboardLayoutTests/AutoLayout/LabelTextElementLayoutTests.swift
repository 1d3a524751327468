import Foundation
import StoryboardFormat
import Testing
import StoryboardLayout

/// A label's text that Xcode cannot write as an attribute (line breaks, a trailing space) is a
/// `<string key="text">` child, and wraps at a new width as an attribute's does (145 of the
/// corpus's wrapping labels store their text so). Habitica's intro: a 15 pt text 315 pt wide
/// on an iPhone 8 takes three lines (54 pt); 260 pt wide on an iPhone SE, four (72 pt).
struct LabelTextElementLayoutTests {
    @Test func aTextChildWrapsAtANewWidth() throws {
        let document = try storyboard(
            subviews: """
                <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="intro">
                    <rect key="frame" x="30" y="100" width="315" height="54"/>
                    <string key="text">Unlock features in the game by checking off your real life tasks. Earn armor, pets, and more as rewards for meeting your goals. </string>
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="intro" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="intro" secondAttribute="trailing" constant="30" id="c2"/>
                <constraint firstItem="intro" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        #expect(DocumentLayout(document: document).frame("intro") == rect(30, 100, 315, 54))
        #expect(DocumentLayout(document: document, device: Device.named("retina4_0")).frame("intro") == rect(30, 100, 260, 72))
    }
}
