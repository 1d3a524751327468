import Foundation
import StoryboardFormat
import StoryboardTestSupport
import Testing

/// The `.strings` reader: what ibtool and translators write (comments, every escape,
/// UTF-8 and UTF-16), and typed errors at the exact line and column for what is broken.
@Suite("Strings tables")
struct StringsTableTests {
    static func utf16(_ text: String, bigEndian: Bool = false, bom: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    static func parseError(_ text: String) -> StringsTableError? {
        parseError(Array(text.utf8))
    }

    static func parseError(_ bytes: [UInt8]) -> StringsTableError? {
        do {
            _ = try StringsTable(bytes: bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func ibtoolOutputWithComments() throws {
        let table = try StringsTable(text: """

            /* Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-xyz"; */
            "abc-12-xyz.text" = "Hallo";

            // a line comment with "quotes" = and ;
            "NJH-oV-DbS.segmentTitles[0]"="Alle";/* right after */"k" = "v" ; // trailing
            """)
        #expect(table.entries == ["abc-12-xyz.text": "Hallo", "NJH-oV-DbS.segmentTitles[0]": "Alle", "k": "v"])
        #expect(table["abc-12-xyz.text"] == "Hallo")
        #expect(table["missing"] == nil)
    }

    @Test func everyEscape() throws {
        let text = #"""
            "escapes" = "quote \" backslash \\ newline \n tab \t cr \r bell \a bs \b ff \f vt \v single \' other \q";
            "unicode" = "\U00e9\U00E9 short \U41 lower \u00fc emoji \UD83D\UDE00 octal \101\0122";
            "line" = "a\
            b";
            """#
        let table = try StringsTable(text: text)
        #expect(table["escapes"] == "quote \" backslash \\ newline \n tab \t cr \r bell \u{07} bs \u{08} ff \u{0C} vt \u{0B} single ' other q")
        #expect(table["unicode"] == "éé short A lower ü emoji 😀 octal A\n2")
        #expect(table["line"] == "a\nb")
    }

    @Test func quotingForms() throws {
        let table = try StringsTable(text: #"""
            { unquoted.key-1 = plain_value/2;
              'single' = 'it\'s "quoted"';
              "same";
              "empty" = "";
              "dup" = "first"; "dup" = "second"; }
            """#)
        #expect(table.entries == [
            "unquoted.key-1": "plain_value/2", "single": "it's \"quoted\"", "same": "same", "empty": "", "dup": "second",
        ])
    }

    @Test func emptyAndCommentOnlyFiles() throws {
        #expect(try StringsTable(bytes: []).isEmpty)
        #expect(try StringsTable(text: "  /* nothing */ \n// here\n").isEmpty)
        #expect(try StringsTable(bytes: [0xEF, 0xBB, 0xBF]).isEmpty)
    }

    @Test func encodings() throws {
        let text = "/* Grüße */\n\"k\" = \"Grüße 😀\";\n"
        let expected = ["k": "Grüße 😀"]
        #expect(try StringsTable(bytes: Array(text.utf8)).entries == expected)
        #expect(try StringsTable(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8)).entries == expected)
        #expect(try StringsTable(bytes: Self.utf16(text)).entries == expected)
        #expect(try StringsTable(bytes: Self.utf16(text, bigEndian: true)).entries == expected)
        #expect(try StringsTable(bytes: Self.utf16(text, bom: false)).entries == expected)
        #expect(try StringsTable(bytes: Self.utf16(text, bigEndian: true, bom: false)).entries == expected)
    }

    // MARK: Errors

    @Test func missingSemicolon() {
        let error = Self.parseError("\"a\" = \"b\"\n\"c\" = \"d\";")
        #expect(error == StringsTableError(.expected("';' after the value", found: "'\"'"), line: 2, column: 1))
        #expect(error?.description == "2:1: expected ';' after the value, found '\"'")
    }

    @Test func missingEquals() {
        #expect(Self.parseError("\"a\" \"b\";") == StringsTableError(.expected("'=' after the key", found: "'\"'"), line: 1, column: 5))
    }

    @Test func missingValueAfterCRLF() {
        #expect(Self.parseError("\"a\" = \"b\";\r\n\"c\" = ;") == StringsTableError(.expected("a quoted value", found: "';'"), line: 2, column: 7))
    }

    @Test func endOfFileInsideAnEntry() {
        #expect(Self.parseError("\"a\" = \"b\"") == StringsTableError(.expected("';' after the value", found: "end of file"), line: 1, column: 10))
        #expect(Self.parseError("\"a\" =\n") == StringsTableError(.expected("a quoted value", found: "end of file"), line: 2, column: 1))
    }

    @Test func garbageWhereAKeyBelongs() {
        #expect(Self.parseError("\"a\" = \"b\";\n  = \"c\";") == StringsTableError(.expected("a quoted key", found: "'='"), line: 2, column: 3))
    }

    @Test func unterminatedStringIsReportedAtItsQuote() {
        #expect(Self.parseError("\"a\" = \"b\";\n\"c\" = \"d;\n") == StringsTableError(.unterminatedString, line: 2, column: 7))
        #expect(Self.parseError("\"a\" = \"ends in a backslash\\") == StringsTableError(.unterminatedString, line: 1, column: 7))
    }

    @Test func unterminatedCommentIsReportedAtItsStart() {
        let error = Self.parseError("\"a\" = \"b\";\n  /* open")
        #expect(error == StringsTableError(.unterminatedComment, line: 2, column: 3))
        #expect(error?.description == "2:3: unterminated comment (missing '*/')")
    }

    @Test func badUnicodeEscapes() {
        #expect(Self.parseError(#""a" = "x\Uzz";"#) == StringsTableError(.invalidUnicodeEscape("\\U"), line: 1, column: 9))
        #expect(Self.parseError(#""a" = "\UD83D";"#) == StringsTableError(.invalidUnicodeEscape("\\UD83D"), line: 1, column: 8))
        #expect(Self.parseError(#""a" = "\UDE00";"#) == StringsTableError(.invalidUnicodeEscape("\\UDE00"), line: 1, column: 8))
    }

    @Test func columnsCountUTF8Bytes() {
        #expect(Self.parseError("\"é😀\" = \"b\" x") == StringsTableError(.expected("';' after the value", found: "'x'"), line: 1, column: 16))
        // The same text in UTF-16: the same position, in UTF-8 bytes of the text as everywhere.
        #expect(Self.parseError(Self.utf16("\"é😀\" = \"b\" x")) == StringsTableError(.expected("';' after the value", found: "'x'"), line: 1, column: 16))
        #expect(Self.parseError(Self.utf16("\"a\" = \"b\"\n\"c\" = \"d\";")) == StringsTableError(.expected("';' after the value", found: "'\"'"), line: 2, column: 1))
    }

    @Test func invalidEncodings() {
        #expect(Self.parseError(Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF] + Array("\";".utf8))
            == StringsTableError(.invalidEncoding(encoding: "UTF-8"), line: 2, column: 8))
        // An unpaired surrogate in UTF-16 (little endian, with its byte-order mark).
        #expect(Self.parseError([0xFF, 0xFE, 0x22, 0x00, 0x3D, 0xD8, 0x22, 0x00])
            == StringsTableError(.invalidEncoding(encoding: "UTF-16"), line: 1, column: 2))
        #expect(Self.parseError([0xFF, 0xFE, 0x22, 0x00, 0x61])
            == StringsTableError(.invalidEncoding(encoding: "UTF-16 (odd number of bytes)"), line: 1, column: 2))
    }

    @Test func bracesMustClose() {
        #expect(Self.parseError("{ \"a\" = \"b\";") == StringsTableError(.expected("'}'", found: "end of file"), line: 1, column: 13))
        #expect(Self.parseError("{ \"a\" = \"b\"; } x") == StringsTableError(.expected("end of file", found: "'x'"), line: 1, column: 16))
    }
}
