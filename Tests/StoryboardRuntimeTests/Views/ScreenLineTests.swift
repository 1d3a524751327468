@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// The quoting of texts in screen descriptions: one line per view whatever the text holds,
    /// and one pass over the bytes however long the text is (a 50 MB label, hostile input).
    @MainActor
    @Suite("Views: screen line quoting")
    struct ScreenLineTests {
        @Test func quotesNewlinesQuotesBackslashesAndTabsOnOneLine() {
            #expect(ScreenLine.quote("") == #""""#)
            #expect(ScreenLine.quote("Plain text") == #""Plain text""#)
            #expect(ScreenLine.quote("a\"b\\c\td") == #""a\"b\\c\td""#)
            // LF, CRLF and a lone CR each end one line.
            #expect(ScreenLine.quote("1\n2\r\n3\r4\r") == #""1\n2\n3\n4\n""#)
            #expect(ScreenLine.quote("\r\r\n\n") == #""\n\n\n""#)
        }

        @Test func keepsMultiByteCharactersWhole() {
            #expect(ScreenLine.quote("Grüße 👋🏽\n日本") == #""Grüße 👋🏽\n日本""#)
            // A quote followed by a combining accent is one Character: it is escaped all the same,
            // so the line still parses back.
            #expect(ScreenLine.quote("\"\u{301}") == "\"\\\"\u{301}\"")
        }

        /// A 50 MB text with a quote, a backslash, a CRLF and a tab in every 64-byte chunk:
        /// each one escaped exactly, everything else kept byte for byte.
        @Test func quotesAFiftyMegabyteTextExactly() {
            let chunk = "Lorem ipsum dolor sit amet, \"consectetur\" adipiscing\\elit\r\n\t…!"
            #expect(chunk.utf8.count == 64)
            let count = 50 * 1024 * 1024 / 64
            let text = String(repeating: chunk, count: count)
            let quoted = ScreenLine.quote(text)
            let escapedChunk = #"Lorem ipsum dolor sit amet, \"consectetur\" adipiscing\\elit\n\t…!"#
            #expect(quoted.utf8.count == 2 + count * escapedChunk.utf8.count)
            #expect(quoted == "\"" + String(repeating: escapedChunk, count: count) + "\"")
            #expect(!quoted.utf8.contains(0x0A) && !quoted.utf8.contains(0x0D))
        }

        /// The same through a storyboard: a label whose text is 5 MB is described on one line.
        @Test func aLabelOfFiveMegabytesIsDescribedOnOneLine() throws {
            let count = 5 * 1024 * 1024 / 8
            let text = String(repeating: "ab&quot;cd&#10;", count: count)
            let fixture = try Fixture(main: StoryboardXML.document(initial: "a", StoryboardXML.controller(
                "a", title: "A", subviews: #"<label text="\#(text)" id="big"/>"#)))
            try fixture.launch()
            let lines = fixture.driver().describeScreen().split(separator: "\n")
            #expect(lines.count == 2)
            #expect(lines[1] == "  Label \"" + String(repeating: #"ab\"cd\n"#, count: count) + "\"")
        }
    }
}
