import StoryboardFormat
import Testing
import StoryboardLayout

/// Text measured with Inter's glyph advances (fonts-inter, installed by CI) scaled to SF Pro's,
/// and wrapping labels re-measured where their width changes.
struct WrappingTextTests {
    @Test func measuresTextWithTheFontsGlyphs() throws {
        #expect(SystemTextMeasure.isAvailable)
        // Inter's advances: "Hello World" is 15,348 units of 2,816 per em; × 17 pt × 0.998,
        // plus SF Pro's tracking at 17 pt (−26/1000 em) after each of its 11 characters.
        let width = try #require(SystemTextMeasure.width(of: "Hello World", size: 17))
        #expect((width * 100).rounded() / 100 == 87.61)
        let bold = try #require(SystemTextMeasure.width(of: "Hello World", size: 17, weight: .bold))
        #expect(bold > width)
        // Lines wrap by words: 555 pt of text in 343 pt takes two lines, in 728 pt one.
        let text = "Interface Builder lays this label out again when the screen gets narrower"
        #expect(SystemTextMeasure.lineCount(of: text, size: 17, width: 343) == 2)
        #expect(SystemTextMeasure.lineCount(of: text, size: 17, width: 728) == 1)
        #expect(SystemTextMeasure.lineCount(of: "one\ntwo", size: 17, width: 728) == 2)
        // Every line break UIKit breaks at: carriage returns, U+2028 and U+2029 too (the
        // corpus's InsomniOwl labels use U+2028); a line is as wide as its widest paragraph.
        for separator in ["\r", "\r\n", "\u{2028}", "\u{2029}"] {
            #expect(SystemTextMeasure.lineCount(of: "one" + separator + "two", size: 17, width: 728) == 2)
            #expect(SystemTextMeasure.width(of: "Hello" + separator + "Hello World", size: 17) == width)
        }
    }

    /// A label with `numberOfLines="0"` between the margins keeps the stored height where its
    /// width is unchanged, and takes the height of its lines where the width changes (two
    /// 20.5 pt lines on an iPhone 8, one on an iPad).
    @Test func wrappingLabelTakesTheHeightOfItsLinesAtTheNewWidth() throws {
        let document = try storyboard(
            subviews: """
                <label text="Interface Builder lays this label out again when the screen gets narrower" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                    <rect key="frame" x="16" y="20" width="343" height="41"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="l" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c2"/>
                <constraint firstItem="l" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                """)
        #expect(DocumentLayout(document: document).frame("l") == rect(16, 20, 343, 41))
        let pad = DocumentLayout(document: document, device: Device.named("ipad9_7"))
        #expect(pad.frame("l") == rect(20, 20, 728, 20.5))
        let small = DocumentLayout(document: document, device: Device.named("retina3_5"))
        #expect(small.frame("l") == rect(16, 20, 288, 41))
    }

    /// A wrapping label that only its center places wraps at the width Interface Builder drew
    /// it: Xcode takes a label's current width for its preferred maximum width, so its
    /// intrinsic width is the stored one, not its text's on one line (the corpus: 45 views of
    /// such labels and their stacks, SwiftGen's Message.storyboard `bRe-yk-AVy` among them,
    /// 370 × 41 and not 675 × 20.5).
    @Test func freeWrappingLabelKeepsItsStoredWidth() throws {
        let document = try storyboard(
            subviews: """
                <label text="This scene is unreachable on purpose, to test that nothing is generated for it" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                    <rect key="frame" x="87.5" y="313" width="200" height="41"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="l" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                <constraint firstItem="l" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                """)
        #expect(DocumentLayout(document: document).frame("l") == rect(87.5, 313, 200, 41))
        let pad = DocumentLayout(document: document, device: Device.named("ipad9_7"))
        #expect(pad.frame("l") == rect(284, 491.5, 200, 41))
    }
    /// A wrapping label in a custom font keeps its stored height where its width changes: the
    /// measure knows only the system font, and a custom font's lines cannot be counted with it
    /// (the device pairs: of 49 such labels whose width Xcode changed, 43 kept their height;
    /// DuckDuckGo's HomeRow.storyboard `2XY-i6-Bae`, "Search and browse privately, every day."
    /// in Proxima Nova 16 pt, one 16 pt line at 320 pt on an iPad and still one at 284 pt on an
    /// iPhone SE, where SF's measure took two).
    @Test func customFontWrappingLabelKeepsItsStoredHeight() throws {
        let document = try storyboard(
            subviews: """
                <label text="Interface Builder lays this label out again when the screen gets narrower" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                    <rect key="frame" x="16" y="20" width="343" height="41"/>
                    <fontDescription key="fontDescription" name="ProximaNova-Regular" family="Proxima Nova" pointSize="17"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="l" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c2"/>
                <constraint firstItem="l" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                """)
        let pad = DocumentLayout(document: document, device: Device.named("ipad9_7"))
        #expect(pad.frame("l") == rect(20, 20, 728, 41))
    }
}
