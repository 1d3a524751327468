import StoryboardTestSupport
import Testing
@testable import StoryboardFormat

@Suite("XML writing: unchanged documents round trip byte for byte")
struct XMLRoundTripTests {
    static let shapes: [String] = [
        "<a/>",
        "<a></a>",
        "<a ></a>",
        "<a></a >",
        "<a\n></a\n>",
        "<a b = 'c' />",
        "<a b='c'/>",
        "<a\tb=\"c\"\r\n\td='e'\n/>",
        "<a b=\"\"/>",
        "<a>text</a>",
        "<a>\n    <b/>\n</a>",
        "<a>\n\t<b/>\n</a>",
        "<a>\r\n    <b/>\r\n</a>\r\n",
        "<a>\r\n\t<b>\r\n\t\t<c/>\r\n\t</b>\r\n</a>",
        "<a>x</a>\n",
        "<a>x</a>\n\n\n",
        "\n\n<a/>",
        "  \t<a/>  \t",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a/>",
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\r\n<a/>\r\n",
        "<?xml version='1.0'?><a/>",
        "<!--before--><a/><!--after-->",
        "<!-- before -->\n<a/>\n<!-- after -->\n",
        "<!DOCTYPE a>\n<a/>",
        "<!DOCTYPE a SYSTEM \"a.dtd\">\n<a/>",
        "<!DOCTYPE a PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<a/>",
        "<!DOCTYPE a SYSTEM \"odd[name]>.dtd\">\n<a/>",
        "<?xml version=\"1.0\"?>\n<!DOCTYPE a>\n<!--c-->\n<?pi data?>\n<a/>\n<?pi after?>\n",
        "<a><![CDATA[<b>&amp;]]></a>",
        "<a><!----></a>",
        "<a><?pi?></a>",
        "<a>&lt;&gt;&amp;&quot;&apos;&#65;&#x42;&#x1F600;</a>",
        "<a b=\"&lt;&gt;&amp;&quot;&apos;&#10;&#x9;\"/>",
        "<a b=\"line\none\ttab\r\ncrlf\"/>",
        "<a>line\r\none\rcr</a>",
        "<a>日本語 🎨 café</a>",
        "<é ñ=\"ü\">ß</é>",
        "<a xmlns:x=\"urn:x\" x:b=\"1\"><x:c/></a>",
        "<a b=\"1\"   c=\"2\"\n   d=\"3\"/>",
        "<a>\n    <b c=\"1\"/>\n    <d>\n        <e/>\n    </d>\n</a>",
    ]

    @Test(arguments: shapes)
    func shape(_ text: String) throws {
        try expectRoundTrip(text)
    }

    @Test(arguments: shapes)
    func shapeAfterAByteOrderMark(_ text: String) throws {
        let tree = try expectRoundTrip([0xEF, 0xBB, 0xBF] + bytes(text))
        #expect(tree.hasByteOrderMark)
    }

    @Test func noTrailingNewlineStaysWithout() throws {
        let input = bytes("<?xml version=\"1.0\"?>\n<a>\n    <b/>\n</a>")
        let tree = try expectRoundTrip(input)
        #expect(tree.serialized().last == UInt8(ascii: ">"))
    }

    @Test func serializedStringMatchesTheInput() throws {
        let tree = try XMLTree(string: smallStoryboard)
        #expect(tree.serializedString() == smallStoryboard)
        #expect(tree.serialized() == bytes(smallStoryboard))
    }

    @Test func smallStoryboardInEveryLayout() throws {
        try expectRoundTrip(smallStoryboard)
        try expectRoundTrip(smallStoryboard.replacingOccurrences(of: "\n", with: "\r\n"))
        try expectRoundTrip(smallStoryboard.replacingOccurrences(of: "    ", with: "\t"))
        try expectRoundTrip(String(smallStoryboard.dropLast()))
        try expectRoundTrip([0xEF, 0xBB, 0xBF] + bytes(smallStoryboard))
    }

    @Test(.requiresSharedData) func realStoryboardsFromTheCorpus() throws {
        for path in [
            "katak__BNRColorboard/Colorboard/Colorboard.storyboard",
            "rpattillo__bnr-colorboard/Colorboard/Colorboard.storyboard",
            "whwkong__BNR4e_28_Colorboard-UIStoryboard/Colorboard.storyboard",
            // CRLF line endings.
            "iOSDevLog__raywenderlich/code/2357. Directions mapkit-p2-e18/Final/InterestingPlaces/InterestingPlaces/Base.lproj/LaunchScreen.storyboard",
            // Tab indentation.
            "bqlin__Apple-Sample-Code/AudioVideo/GLCameraRipple/GLCameraRipple/en.lproj/RippleViewController_iPhone.xib",
        ] {
            try expectRoundTrip(try Corpus.bytes(path))
        }
    }

    @Test func writingTwiceGivesTheSameBytes() throws {
        let tree = try XMLTree(string: smallStoryboard)
        #expect(tree.serialized() == tree.serialized())
        let again = try XMLTree(bytes: tree.serialized())
        #expect(again.serialized() == bytes(smallStoryboard))
    }
}
