import StoryboardTestSupport
import Testing
@testable import StoryboardFormat

/// One malformed input and exactly what reading it must report.
struct MalformedInput: Sendable, CustomTestStringConvertible {
    let label: String
    let bytes: [UInt8]
    let kind: XMLError.Kind
    let location: XMLLocation
    let message: String

    init(_ label: String, _ text: String, _ kind: XMLError.Kind, _ line: Int, _ column: Int, _ message: String) {
        self.init(label, bytes: Array(text.utf8), kind, line, column, message)
    }

    init(_ label: String, bytes: [UInt8], _ kind: XMLError.Kind, _ line: Int, _ column: Int, _ message: String) {
        self.label = label
        self.bytes = bytes
        self.kind = kind
        self.location = loc(line, column)
        self.message = message
    }

    var testDescription: String { label }
}

private let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
private let notUTF8 = "the document is not valid UTF-8"
private let stray = "'<' must start a tag, comment or processing instruction; write '&lt;' for a literal '<'"
private let outside = "text is not allowed outside the root element"
private let misplaced = "the XML declaration must come first in the document"
private func undefined(_ name: String) -> String {
    "undefined entity '&\(name);' (only &amp; &lt; &gt; &quot; &apos; and numeric references are allowed)"
}
private func badCharacter(_ scalar: String) -> String { "character U+\(scalar) is not allowed in XML" }
private func badReference(_ spelling: String) -> String { "invalid character reference '\(spelling)'" }
private func endOfFile(_ context: String) -> String { "unexpected end of file \(context)" }

@Suite("XML errors: every malformed input gives a typed error with line:column")
struct XMLErrorTests {
    static let empty: [MalformedInput] = [
        .init("empty file", "", .emptyDocument, 1, 1, "the document is empty"),
        .init("whitespace only", " \n\t\r\n", .emptyDocument, 1, 1, "the document is empty"),
        .init("byte-order mark only", bytes: bom, .emptyDocument, 1, 1, "the document is empty"),
        .init("byte-order mark and whitespace", bytes: bom + Array("\n  ".utf8), .emptyDocument, 1, 1, "the document is empty"),
    ]

    static let encoding: [MalformedInput] = [
        .init("lone continuation byte", bytes: bytes("<a>") + [0x80] + bytes("</a>"), .invalidUTF8, 1, 4, notUTF8),
        .init("overlong two-byte form", bytes: bytes("<a>") + [0xC0, 0xAF] + bytes("</a>"), .invalidUTF8, 1, 4, notUTF8),
        .init("overlong C1 lead", bytes: bytes("<a>") + [0xC1, 0xBF] + bytes("</a>"), .invalidUTF8, 1, 4, notUTF8),
        .init("overlong three-byte form", bytes: bytes("<a>") + [0xE0, 0x80, 0xAF] + bytes("</a>"), .invalidUTF8, 1, 4, notUTF8),
        .init("overlong four-byte form", bytes: bytes("<a>") + [0xF0, 0x80, 0x80, 0xAF] + bytes("</a>"), .invalidUTF8, 1, 4, notUTF8),
        .init("UTF-16 surrogate", bytes: bytes("<a>") + [0xED, 0xA0, 0x80] + bytes("</a>"), .invalidUTF8, 1, 4, notUTF8),
        .init("low surrogate", bytes: bytes("<a>") + [0xED, 0xBF, 0xBF] + bytes("</a>"), .invalidUTF8, 1, 4, notUTF8),
        .init("truncated sequence before ASCII", bytes: bytes("<a>") + [0xE6, 0x97] + bytes("</a>"), .invalidUTF8, 1, 4, notUTF8),
        .init("truncated sequence at end of file", bytes: bytes("<a/>") + [0xE6, 0x97], .invalidUTF8, 1, 5, notUTF8),
        .init("above U+10FFFF", bytes: bytes("<a>") + [0xF4, 0x90, 0x80, 0x80] + bytes("</a>"), .invalidUTF8, 1, 4, notUTF8),
        .init("lead byte F5", bytes: bytes("<a>") + [0xF5, 0x80, 0x80, 0x80] + bytes("</a>"), .invalidUTF8, 1, 4, notUTF8),
        .init("byte FF", bytes: bytes("<a>") + [0xFF] + bytes("</a>"), .invalidUTF8, 1, 4, notUTF8),
        .init("Latin-1 in an attribute value", bytes: bytes("<a b=\"") + [0xE9] + bytes("\"/>"), .invalidUTF8, 1, 7, notUTF8),
        .init("invalid byte on a later line", bytes: bytes("<a>é\n  ") + [0x80] + bytes("</a>"), .invalidUTF8, 2, 3, notUTF8),
        .init("invalid byte after a long ASCII run", bytes: bytes("<a>" + String(repeating: "x", count: 37)) + [0x80] + bytes("</a>"), .invalidUTF8, 1, 41, notUTF8),
    ]

    static let characters: [MalformedInput] = [
        .init("NUL", "<a>\u{0}</a>", .invalidCharacter(0), 1, 4, badCharacter("0000")),
        .init("U+0001", "<a>\u{1}</a>", .invalidCharacter(1), 1, 4, badCharacter("0001")),
        .init("bell inside a tag", "<a\u{7}/>", .invalidCharacter(7), 1, 3, badCharacter("0007")),
        .init("vertical tab", "<a>\u{B}</a>", .invalidCharacter(0xB), 1, 4, badCharacter("000B")),
        .init("form feed", "<a>\u{C}</a>", .invalidCharacter(0xC), 1, 4, badCharacter("000C")),
        .init("U+001F in an attribute", "<a b=\"\u{1F}\"/>", .invalidCharacter(0x1F), 1, 7, badCharacter("001F")),
        .init("escape after a long ASCII run", "<a>" + String(repeating: "x", count: 20) + "\u{1B}</a>", .invalidCharacter(0x1B), 1, 24, badCharacter("001B")),
        .init("U+FFFE", "<a>\u{FFFE}</a>", .invalidCharacter(0xFFFE), 1, 4, badCharacter("FFFE")),
        .init("U+FFFF", "<a>\u{FFFF}</a>", .invalidCharacter(0xFFFF), 1, 4, badCharacter("FFFF")),
        .init("control character on line 3", "<a>\n\n  \u{2}</a>", .invalidCharacter(2), 3, 3, badCharacter("0002")),
    ]

    static let truncated: [MalformedInput] = [
        .init("inside a start tag name", "<a", .unexpectedEndOfFile(context: "inside the start tag <a>"), 1, 3, endOfFile("inside the start tag <a>")),
        .init("after a slash", "<a/", .unexpectedEndOfFile(context: "inside the start tag <a>"), 1, 4, endOfFile("inside the start tag <a>")),
        .init("after an attribute", "<a b=\"1\" ", .unexpectedEndOfFile(context: "inside the start tag <a>"), 1, 10, endOfFile("inside the start tag <a>")),
        .init("inside an attribute value", "<a b=\"x", .unexpectedEndOfFile(context: "inside the value of attribute 'b'"), 1, 8, endOfFile("inside the value of attribute 'b'")),
        .init("after '<'", "<a><", .unexpectedEndOfFile(context: "after '<'"), 1, 5, endOfFile("after '<'")),
        .init("inside an end tag", "<a></a", .unexpectedEndOfFile(context: "inside the end tag </a>"), 1, 7, endOfFile("inside the end tag </a>")),
        .init("inside a comment", "<a><!-- x", .unexpectedEndOfFile(context: "inside a comment"), 1, 10, endOfFile("inside a comment")),
        .init("inside a CDATA section", "<a><![CDATA[x", .unexpectedEndOfFile(context: "inside a CDATA section"), 1, 14, endOfFile("inside a CDATA section")),
        .init("inside a DOCTYPE", "<!DOCTYPE a", .unexpectedEndOfFile(context: "inside the DOCTYPE"), 1, 12, endOfFile("inside the DOCTYPE")),
        .init("inside a DOCTYPE literal", "<!DOCTYPE a SYSTEM \"a.dtd", .unexpectedEndOfFile(context: "inside the DOCTYPE"), 1, 26, endOfFile("inside the DOCTYPE")),
        .init("inside a processing instruction", "<?pi x", .unexpectedEndOfFile(context: "inside a processing instruction"), 1, 7, endOfFile("inside a processing instruction")),
        .init("after an attribute name", "<a b", .expected("'=' after attribute name 'b'", found: "end of file"), 1, 5, "expected '=' after attribute name 'b', found end of file"),
        .init("after '='", "<a b=", .expected("a quoted attribute value", found: "end of file"), 1, 6, "expected a quoted attribute value, found end of file"),
        .init("after '</'", "<a></", .expected("an element name after '</'", found: "end of file"), 1, 6, "expected an element name after '</', found end of file"),
    ]

    static let unbalanced: [MalformedInput] = [
        .init("unclosed root", "<a>", .unclosedElement(name: "a", openedAt: loc(1, 1)), 1, 4, "unexpected end of file: element <a> opened at 1:1 is not closed"),
        .init("unclosed child names the innermost element", "<a>\n  <b>\n    <c/>\n", .unclosedElement(name: "b", openedAt: loc(2, 3)), 4, 1, "unexpected end of file: element <b> opened at 2:3 is not closed"),
        .init("mismatched end tag names where the element opened", "<a>\n  <b>\n  </c>\n</a>", .mismatchedEndTag(expected: "b", found: "c", openedAt: loc(2, 3)), 3, 3, "end tag </c> does not match <b> opened at 2:3"),
        .init("mismatched root end tag", "<a></b>", .mismatchedEndTag(expected: "a", found: "b", openedAt: loc(1, 1)), 1, 4, "end tag </b> does not match <a> opened at 1:1"),
        .init("names are case-sensitive", "<a></A>", .mismatchedEndTag(expected: "a", found: "A", openedAt: loc(1, 1)), 1, 4, "end tag </A> does not match <a> opened at 1:1"),
        .init("end tag is a prefix of the name", "<ab></a>", .mismatchedEndTag(expected: "ab", found: "a", openedAt: loc(1, 1)), 1, 5, "end tag </a> does not match <ab> opened at 1:1"),
        .init("end tag extends the name", "<a></ab>", .mismatchedEndTag(expected: "a", found: "ab", openedAt: loc(1, 1)), 1, 4, "end tag </ab> does not match <a> opened at 1:1"),
        .init("end tag without start tag", "</a>", .unexpectedEndTag(name: "a"), 1, 1, "end tag </a> has no matching start tag"),
        .init("end tag after a self-closing root", "<a/></b>", .unexpectedEndTag(name: "b"), 1, 5, "end tag </b> has no matching start tag"),
        .init("one end tag too many", "<a>\n</a>\n</a>", .unexpectedEndTag(name: "a"), 3, 1, "end tag </a> has no matching start tag"),
    ]

    static let attributes: [MalformedInput] = [
        .init("duplicate attribute", "<a x=\"1\" y=\"2\" x=\"3\"/>", .duplicateAttribute(name: "x", firstAt: loc(1, 4)), 1, 16, "duplicate attribute 'x' (first given at 1:4)"),
        .init("duplicate attribute on another line", "<a\n  id=\"1\"\n  id='2'/>", .duplicateAttribute(name: "id", firstAt: loc(2, 3)), 3, 3, "duplicate attribute 'id' (first given at 2:3)"),
        .init("'<' in an attribute value", "<a b=\"x<y\"/>", .lessThanInAttributeValue, 1, 8, "'<' is not allowed in an attribute value; write '&lt;'"),
        .init("'<' in a single-quoted value", "<a b='<'/>", .lessThanInAttributeValue, 1, 7, "'<' is not allowed in an attribute value; write '&lt;'"),
        .init("attribute without value", "<a b></a>", .expected("'=' after attribute name 'b'", found: "'>'"), 1, 5, "expected '=' after attribute name 'b', found '>'"),
        .init("unquoted value", "<a b=c/>", .expected("a quoted attribute value", found: "'c'"), 1, 6, "expected a quoted attribute value, found 'c'"),
        .init("unquoted multi-byte value", "<a b=é/>", .expected("a quoted attribute value", found: "'é'"), 1, 6, "expected a quoted attribute value, found 'é'"),
        .init("no space between attributes", "<a b=\"1\"c=\"2\"/>", .expected("whitespace, '>' or '/>'", found: "'c'"), 1, 9, "expected whitespace, '>' or '/>', found 'c'"),
        .init("equals without a name", "<a\n=\"1\"/>", .expected("an attribute name", found: "'='"), 2, 1, "expected an attribute name, found '='"),
        .init("slash not followed by '>'", "<a/ >", .expected("'>' after '/'", found: "' '"), 1, 4, "expected '>' after '/', found ' '"),
        .init("slash before a line break", "<a/\n>", .expected("'>' after '/'", found: "end of line"), 1, 4, "expected '>' after '/', found end of line"),
    ]

    static let markup: [MalformedInput] = [
        .init("stray '<' in text", "<a>1 < 2</a>", .strayLessThan, 1, 6, stray),
        .init("'<<'", "<a><</a>", .strayLessThan, 1, 4, stray),
        .init("'<' before a digit", "<a><1/></a>", .strayLessThan, 1, 4, stray),
        .init("'<' before a space at the start", "< a/>", .strayLessThan, 1, 1, stray),
        .init("'<' inside a start tag", "<a < b=\"1\"/>", .strayLessThan, 1, 4, stray),
        .init("space after '</'", "<a></ a>", .expected("an element name after '</'", found: "' '"), 1, 6, "expected an element name after '</', found ' '"),
        .init("attribute on an end tag", "<a></a b>", .expected("'>'", found: "'b'"), 1, 8, "expected '>', found 'b'"),
        .init("unknown '<!' markup", "<!FOO><a/>", .expected("a comment, CDATA section or DOCTYPE after '<!'", found: "'F'"), 1, 1, "expected a comment, CDATA section or DOCTYPE after '<!', found 'F'"),
        .init("lowercase doctype", "<!doctype a><a/>", .expected("a comment, CDATA section or DOCTYPE after '<!'", found: "'d'"), 1, 1, "expected a comment, CDATA section or DOCTYPE after '<!', found 'd'"),
        .init("processing instruction without target", "<? ?><a/>", .expected("a processing instruction target after '<?'", found: "' '"), 1, 3, "expected a processing instruction target after '<?', found ' '"),
        .init("DOCTYPE after the root", "<a/>\n<!DOCTYPE a>", .expected("a DOCTYPE only before the root element", found: "'<!DOCTYPE'"), 2, 1, "expected a DOCTYPE only before the root element, found '<!DOCTYPE'"),
        .init("DOCTYPE inside the root", "<a><!DOCTYPE a></a>", .expected("a DOCTYPE only before the root element", found: "'<!DOCTYPE'"), 1, 4, "expected a DOCTYPE only before the root element, found '<!DOCTYPE'"),
        .init("'--' in a comment", "<a><!-- x -- y --></a>", .doubleHyphenInComment, 1, 11, "'--' is not allowed inside a comment"),
        .init("comment ending in '--->'", "<a><!-- x ---></a>", .doubleHyphenInComment, 1, 11, "'--' is not allowed inside a comment"),
        .init("'--' in a comment before the root", "<!--a--b-->\n<a/>", .doubleHyphenInComment, 1, 6, "'--' is not allowed inside a comment"),
    ]

    static let references: [MalformedInput] = [
        .init("undefined entity", "<a>&nbsp;</a>", .undefinedEntity("nbsp"), 1, 4, undefined("nbsp")),
        .init("undefined entity in an attribute", "<a b=\"&copy;\"/>", .undefinedEntity("copy"), 1, 7, undefined("copy")),
        .init("entity names are case-sensitive", "<a>&AMP;</a>", .undefinedEntity("AMP"), 1, 4, undefined("AMP")),
        .init("&#0;", "<a>&#0;</a>", .invalidCharacterReference("&#0;"), 1, 4, badReference("&#0;")),
        .init("&#xD800;", "<a>&#xD800;</a>", .invalidCharacterReference("&#xD800;"), 1, 4, badReference("&#xD800;")),
        .init("&#;", "<a>&#;</a>", .invalidCharacterReference("&#;"), 1, 4, badReference("&#;")),
        .init("&#x;", "<a>&#x;</a>", .invalidCharacterReference("&#x;"), 1, 4, badReference("&#x;")),
        .init("decimal with a letter", "<a>&#12a;</a>", .invalidCharacterReference("&#12a;"), 1, 4, badReference("&#12a;")),
        .init("uppercase X", "<a>&#X41;</a>", .invalidCharacterReference("&#X41;"), 1, 4, badReference("&#X41;")),
        .init("above U+10FFFF", "<a>&#x110000;</a>", .invalidCharacterReference("&#x110000;"), 1, 4, badReference("&#x110000;")),
        .init("huge decimal", "<a>&#99999999999999999999;</a>", .invalidCharacterReference("&#99999999999999999999;"), 1, 4, badReference("&#99999999999999999999;")),
        .init("&#xFFFE;", "<a>&#xFFFE;</a>", .invalidCharacterReference("&#xFFFE;"), 1, 4, badReference("&#xFFFE;")),
        .init("reference to a control character", "<a>&#8;</a>", .invalidCharacterReference("&#8;"), 1, 4, badReference("&#8;")),
        .init("bad reference in an attribute", "<a b=\"&#0;\"/>", .invalidCharacterReference("&#0;"), 1, 7, badReference("&#0;")),
        .init("numeric reference without ';'", "<a>&#65</a>", .invalidCharacterReference("&#65"), 1, 4, badReference("&#65")),
        .init("entity without ';'", "<a>&amp</a>", .invalidCharacterReference("&amp"), 1, 4, badReference("&amp")),
        .init("bare ampersand", "<a>a & b</a>", .invalidCharacterReference("&"), 1, 6, badReference("&")),
        .init("bare ampersand in an attribute", "<a b=\"x&y\"/>", .invalidCharacterReference("&y"), 1, 8, badReference("&y")),
        .init("very long reference", "<a>&" + String(repeating: "x", count: 50) + ";</a>", .invalidCharacterReference("&" + String(repeating: "x", count: 39)), 1, 4, badReference("&" + String(repeating: "x", count: 39))),
    ]

    static let documentStructure: [MalformedInput] = [
        .init("text after the root", "<a/>oops", .textOutsideRootElement, 1, 5, outside),
        .init("text before the root", "hello<a/>", .textOutsideRootElement, 1, 1, outside),
        .init("text before the root after whitespace", "  \n  hello<a/>", .textOutsideRootElement, 2, 3, outside),
        .init("reference after the root", "<a/>&amp;", .textOutsideRootElement, 1, 5, outside),
        .init("CDATA after the root", "<a/>\n<![CDATA[x]]>", .textOutsideRootElement, 2, 1, outside),
        .init("two root elements", "<a/>\n<b/>", .multipleRootElements, 2, 1, "a document has one root element; found a second one"),
        .init("two root elements with content", "<a></a><a></a>", .multipleRootElements, 1, 8, "a document has one root element; found a second one"),
        .init("only a prolog", "<?xml version=\"1.0\"?>\n<!-- c -->\n", .noRootElement, 3, 1, "the document has no root element"),
        .init("only a comment", "<!-- only -->", .noRootElement, 1, 14, "the document has no root element"),
        .init("declaration after whitespace", " <?xml version=\"1.0\"?><a/>", .misplacedXMLDeclaration, 1, 2, misplaced),
        .init("declaration after a comment", "<!--c--><?xml version=\"1.0\"?><a/>", .misplacedXMLDeclaration, 1, 9, misplaced),
        .init("declaration inside the root", "<a><?xml version=\"1.0\"?></a>", .misplacedXMLDeclaration, 1, 4, misplaced),
        .init("declaration after the root", "<a/><?xml version=\"1.0\"?>", .misplacedXMLDeclaration, 1, 5, misplaced),
        .init("two declarations", "<?xml version=\"1.0\"?><?xml version=\"1.0\"?><a/>", .misplacedXMLDeclaration, 1, 22, misplaced),
        .init("declaration after a byte-order mark and a space", bytes: bom + bytes(" <?xml version=\"1.0\"?><a/>"), .misplacedXMLDeclaration, 1, 5, misplaced),
    ]

    private func check(_ input: MalformedInput) {
        let error = readError(input.bytes)
        #expect(error?.kind == input.kind)
        #expect(error?.position == input.location)
        #expect(error?.message == input.message)
        #expect(error?.description == "\(input.location.line):\(input.location.column): error: \(input.message)")
    }

    @Test(arguments: empty) func emptyDocuments(_ input: MalformedInput) { check(input) }
    @Test(arguments: encoding) func invalidUTF8(_ input: MalformedInput) { check(input) }
    @Test(arguments: characters) func forbiddenCharacters(_ input: MalformedInput) { check(input) }
    @Test(arguments: truncated) func truncatedMarkup(_ input: MalformedInput) { check(input) }
    @Test(arguments: unbalanced) func unbalancedTags(_ input: MalformedInput) { check(input) }
    @Test(arguments: attributes) func malformedAttributes(_ input: MalformedInput) { check(input) }
    @Test(arguments: markup) func malformedMarkup(_ input: MalformedInput) { check(input) }
    @Test(arguments: references) func badReferences(_ input: MalformedInput) { check(input) }
    @Test(arguments: documentStructure) func badDocumentStructure(_ input: MalformedInput) { check(input) }

    @Test func mergeConflictMarkersAreNamedAtTheFirstMarkerLine() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document>
            <scenes>
        <<<<<<< HEAD
                <scene sceneID="abc-12-xyz"/>
        =======
                <scene sceneID="def-34-uvw"/>
        >>>>>>> feature/colors
            </scenes>
        </document>

        """
        let error = readError(text)
        #expect(error?.kind == .mergeConflictMarker("<<<<<<< HEAD"))
        #expect(error?.position == loc(4, 1))
        #expect(error?.message == "unresolved git merge-conflict marker '<<<<<<< HEAD': resolve the conflict before opening the file")
        #expect(error?.message.contains("merge-conflict") == true)
        // The same with CRLF line endings: the marker text stops before the carriage return.
        let crlf = readError(text.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(crlf?.kind == .mergeConflictMarker("<<<<<<< HEAD"))
        #expect(crlf?.position == loc(4, 1))
    }

    @Test func mergeConflictMarkerInsideAStartTag() {
        // Xcode's diff3 style puts markers between attribute lines of one tag.
        let text = "<document>\n    <scene\n<<<<<<< ours\n        id=\"1\"\n=======\n        id=\"2\"\n>>>>>>> theirs\n    />\n</document>"
        let error = readError(text)
        #expect(error?.kind == .mergeConflictMarker("<<<<<<< ours"))
        #expect(error?.position == loc(3, 1))
    }

    @Test func mergeConflictMarkerIsReportedEvenWhenTheSymptomComesFirst() {
        // The reader trips on the unclosed element before reaching the marker; the marker is
        // still what the user has to fix.
        let text = "<a>\n  <b>\n=======\n</a>\n>>>>>>> branch\n"
        let error = readError(text)
        #expect(error?.kind == .mergeConflictMarker("======="))
        #expect(error?.position == loc(3, 1))
    }

    @Test func markerLikeTextThatParsesIsNotAnError() throws {
        // `=======` in text and `>>>>>>>` in a comment are well-formed XML.
        let tree = try XMLTree(string: "<a>\n=======\n<!--\n<<<<<<< HEAD\n-->\n</a>")
        #expect(tree.name(of: try must(tree.rootElement)) == "a")
    }

    @Test(.requiresSharedData) func mergeConflictInTheCorpusFile() throws {
        let input = try Corpus.bytes("HabitRPG__habitica-ios/_history/606153f466/HabitRPG/Base.lproj/Main.storyboard")
        let error = readError(input)
        #expect(error?.position == loc(1629, 1))
        guard case .mergeConflictMarker(let marker)? = error?.kind else {
            Issue.record("expected a merge-conflict marker, got \(String(describing: error))")
            return
        }
        #expect(marker.hasPrefix("<<<<<<< "))
    }

    @Test func errorsAsXcodeDiagnostics() {
        let error = readError("<a>\n  <b>\n  </c>\n</a>")
        let diagnostic = error?.diagnostic(path: "Main.storyboard")
        #expect(diagnostic?.description == "Main.storyboard:3:3: error: end tag </c> does not match <b> opened at 2:3 [xml]")
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.id == .xml)
        #expect(diagnostic?.position == loc(3, 3))
        #expect(error?.diagnostic(path: nil).description == "error: end tag </c> does not match <b> opened at 2:3 [xml]")
    }

    @Test func everyErrorLocationIsInsideTheFile() {
        let all = Self.empty + Self.encoding + Self.characters + Self.truncated + Self.unbalanced
            + Self.attributes + Self.markup + Self.references + Self.documentStructure
        for input in all {
            let lines = input.bytes.count(where: { $0 == 0x0A }) + 1
            #expect(input.location.line >= 1 && input.location.line <= lines, "\(input.label)")
            #expect(input.location.column >= 1, "\(input.label)")
            #expect(offset(of: input.location, in: input.bytes).map { $0 <= input.bytes.count } == true, "\(input.label)")
        }
    }
}
