import Testing
@testable import StoryboardFormat

private func malformed(_ expected: String, _ found: String) -> String {
    "malformed XML declaration: expected \(expected), found \(found)"
}

private let reservedMessage = "' is reserved: 'xml' in any case names only the XML declaration at the very start"

@Suite("XML reading: the declaration and reserved processing-instruction targets, as XML 1.0 §2.6 and §2.8 say")
struct XMLDeclarationTests {
    @Test(arguments: [
        #"<?xml version="1.0"?><a/>"#,
        #"<?xml version='1.0'?><a/>"#,
        #"<?xml version="1.0" encoding="UTF-8"?><a/>"#,
        #"<?xml version="1.0" encoding="utf-8"?><a/>"#,
        #"<?xml version="1.0" encoding="UTF-8" standalone="no"?><a/>"#,
        #"<?xml version="1.0" standalone='yes'?><a/>"#,
        "<?xml\tversion = \"1.1\"\n encoding= 'Utf-8'\r\n standalone =\"yes\"  ?>\n<a/>",
        #"<?xml version="1.10"?><a/>"#,
    ])
    func wellFormedDeclarationsReadAndRoundTrip(_ text: String) throws {
        let tree = try expectRoundTrip(text)
        let first = try must(tree.children(of: tree.document).first { _ in true })
        #expect(tree.kind(of: first) == .declaration)
        #expect(tree.name(of: first) == "xml")
        #expect(tree.name(of: try must(tree.rootElement)) == "a")
    }

    @Test func declarationContentIsWhatFollowsTheTarget() throws {
        let tree = try XMLTree(string: "<?xml  version=\"1.0\" encoding=\"UTF-8\" ?>\n<a/>")
        let first = try must(tree.children(of: tree.document).first { _ in true })
        #expect(tree.text(of: first) == "version=\"1.0\" encoding=\"UTF-8\" ")
    }

    static let malformedDeclarations: [MalformedInput] = [
        // The issue's inputs.
        .init("garbage after the version", #"<?xml version="1.0" <<<garbage>>> & ]]> ?><a/>"#,
              .malformedXMLDeclaration(expected: "'encoding', 'standalone' or '?>'", found: "'<'"), 1, 21,
              malformed("'encoding', 'standalone' or '?>'", "'<'")),
        .init("EBCDIC", #"<?xml version="1.0" encoding="EBCDIC"?><a/>"#, .unsupportedEncoding("EBCDIC"), 1, 31,
              "encoding 'EBCDIC' is not supported: Interface Builder documents are UTF-8 (convert the file and declare encoding=\"UTF-8\")"),
        .init("UTF-16 declared", #"<?xml version="1.0" encoding="UTF-16"?><a/>"#, .unsupportedEncoding("UTF-16"), 1, 31,
              "encoding 'UTF-16' is not supported: Interface Builder documents are UTF-8 (convert the file and declare encoding=\"UTF-8\")"),
        .init("standalone maybe", #"<?xml version="1.0" standalone="maybe"?><a/>"#,
              .malformedXMLDeclaration(expected: "'yes' or 'no' for 'standalone'", found: "'maybe'"), 1, 33,
              malformed("'yes' or 'no' for 'standalone'", "'maybe'")),
        .init("a declaration that would run on to a later '?>' swallowing the root start tag",
              "<?xml version=\"1.0\"\n<document type=\"x\">\n<?pi ?>\n</document>",
              .malformedXMLDeclaration(expected: "'encoding', 'standalone' or '?>'", found: "'<'"), 2, 1,
              malformed("'encoding', 'standalone' or '?>'", "'<'")),
        .init("unterminated version value swallowing the root", "<?xml version=\"1.0\n<a x='?>'/>",
              .malformedXMLDeclaration(expected: "the closing quote of 'version'", found: "end of line"), 1, 19,
              malformed("the closing quote of 'version'", "end of line")),
        // The grammar, piece by piece.
        .init("no version", "<?xml?><a/>", .malformedXMLDeclaration(expected: "'version'", found: "'?>'"), 1, 6,
              malformed("'version'", "'?>'")),
        .init("no version, only whitespace", "<?xml ?><a/>", .malformedXMLDeclaration(expected: "'version'", found: "'?>'"), 1, 7,
              malformed("'version'", "'?>'")),
        .init("encoding before version", #"<?xml encoding="UTF-8" version="1.0"?><a/>"#,
              .malformedXMLDeclaration(expected: "'version'", found: "'encoding'"), 1, 7, malformed("'version'", "'encoding'")),
        .init("standalone before encoding", #"<?xml version="1.0" standalone="no" encoding="UTF-8"?><a/>"#,
              .malformedXMLDeclaration(expected: "'?>'", found: "'e'"), 1, 37, malformed("'?>'", "'e'")),
        .init("version twice", #"<?xml version="1.0" version="1.0"?><a/>"#,
              .malformedXMLDeclaration(expected: "'encoding', 'standalone' or '?>'", found: "'version'"), 1, 21,
              malformed("'encoding', 'standalone' or '?>'", "'version'")),
        .init("encoding twice", #"<?xml version="1.0" encoding="UTF-8" encoding="UTF-8"?><a/>"#,
              .malformedXMLDeclaration(expected: "'standalone' or '?>'", found: "'encoding'"), 1, 38,
              malformed("'standalone' or '?>'", "'encoding'")),
        .init("unknown pseudo-attribute", #"<?xml version="1.0" foo="bar"?><a/>"#,
              .malformedXMLDeclaration(expected: "'encoding', 'standalone' or '?>'", found: "'foo'"), 1, 21,
              malformed("'encoding', 'standalone' or '?>'", "'foo'")),
        .init("uppercase pseudo-attribute", #"<?xml VERSION="1.0"?><a/>"#,
              .malformedXMLDeclaration(expected: "'version'", found: "'VERSION'"), 1, 7, malformed("'version'", "'VERSION'")),
        .init("no whitespace between pseudo-attributes", #"<?xml version="1.0"encoding="UTF-8"?><a/>"#,
              .malformedXMLDeclaration(expected: "whitespace or '?>'", found: "'e'"), 1, 20, malformed("whitespace or '?>'", "'e'")),
        .init("no '='", #"<?xml version "1.0"?><a/>"#,
              .malformedXMLDeclaration(expected: "'=' after 'version'", found: "'\"'"), 1, 15, malformed("'=' after 'version'", "'\"'")),
        .init("unquoted value", "<?xml version=1.0?><a/>",
              .malformedXMLDeclaration(expected: "a quoted value for 'version'", found: "'1'"), 1, 15, malformed("a quoted value for 'version'", "'1'")),
        .init("mixed quotes", #"<?xml version="1.0'?><a/>"#,
              .malformedXMLDeclaration(expected: "the closing quote of 'version'", found: "'''"), 1, 19, malformed("the closing quote of 'version'", "'''")),
        .init("version 2.0", #"<?xml version="2.0"?><a/>"#,
              .malformedXMLDeclaration(expected: "a version '1.0'", found: "'2.0'"), 1, 16, malformed("a version '1.0'", "'2.0'")),
        .init("version 1.", #"<?xml version="1."?><a/>"#,
              .malformedXMLDeclaration(expected: "a version '1.0'", found: "'1.'"), 1, 16, malformed("a version '1.0'", "'1.'")),
        .init("version 1.0a", #"<?xml version="1.0a"?><a/>"#,
              .malformedXMLDeclaration(expected: "a version '1.0'", found: "'1.0a'"), 1, 16, malformed("a version '1.0'", "'1.0a'")),
        .init("empty encoding", #"<?xml version="1.0" encoding=""?><a/>"#,
              .malformedXMLDeclaration(expected: "an encoding name", found: "''"), 1, 31, malformed("an encoding name", "''")),
        .init("encoding starting with a digit", #"<?xml version="1.0" encoding="8859-1"?><a/>"#,
              .malformedXMLDeclaration(expected: "an encoding name", found: "'8859-1'"), 1, 31, malformed("an encoding name", "'8859-1'")),
        .init("standalone YES", #"<?xml version="1.0" standalone="YES"?><a/>"#,
              .malformedXMLDeclaration(expected: "'yes' or 'no' for 'standalone'", found: "'YES'"), 1, 33,
              malformed("'yes' or 'no' for 'standalone'", "'YES'")),
        .init("a space inside the closing '?>'", #"<?xml version="1.0"? ><a/>"#,
              .malformedXMLDeclaration(expected: "whitespace or '?>'", found: "'?'"), 1, 20, malformed("whitespace or '?>'", "'?'")),
        .init("a long hostile name is quoted short", "<?xml version=\"1.0\" " + String(repeating: "x", count: 5000) + "?><a/>",
              .malformedXMLDeclaration(expected: "'encoding', 'standalone' or '?>'", found: "'" + String(repeating: "x", count: 40) + "…'"), 1, 21,
              malformed("'encoding', 'standalone' or '?>'", "'" + String(repeating: "x", count: 40) + "…'")),
        .init("truncated declaration", #"<?xml version="1.0" "#,
              .unexpectedEndOfFile(context: "inside the XML declaration"), 1, 21, "unexpected end of file inside the XML declaration"),
        .init("declaration on a later line after a CR", "\r<?xml version=\"1.0\"?><a/>", .misplacedXMLDeclaration, 2, 1,
              "the XML declaration must come first in the document"),
    ]

    static let reservedTargets: [MalformedInput] = [
        .init("uppercase XML at the start", #"<?XML version="1.0"?><a/>"#, .reservedProcessingInstructionTarget("XML"), 1, 3,
              "processing instruction target 'XML" + reservedMessage),
        .init("mixed-case Xml inside the root", "<a>\n  <?Xml data?>\n</a>", .reservedProcessingInstructionTarget("Xml"), 2, 5,
              "processing instruction target 'Xml" + reservedMessage),
        .init("xmL after the root", "<a/><?xmL?>", .reservedProcessingInstructionTarget("xmL"), 1, 7,
              "processing instruction target 'xmL" + reservedMessage),
        .init("lowercase xml inside the root", "<a><?xml version=\"1.0\"?></a>", .misplacedXMLDeclaration, 1, 4,
              "the XML declaration must come first in the document"),
        .init("target glued to its data", "<a><?pi\"data\"?></a>",
              .expected("whitespace or '?>' after the processing instruction target", found: "'\"'"), 1, 8,
              "expected whitespace or '?>' after the processing instruction target, found '\"'"),
    ]

    private func check(_ input: MalformedInput) {
        let error = readError(input.bytes)
        #expect(error?.kind == input.kind)
        #expect(error?.position == input.location)
        #expect(error?.message == input.message)
    }

    @Test(arguments: malformedDeclarations) func malformedDeclarationsAreRefusedWhereTheyGoWrong(_ input: MalformedInput) {
        check(input)
    }

    @Test(arguments: reservedTargets) func reservedTargetsAreRefusedAnywhereButTheStart(_ input: MalformedInput) {
        check(input)
    }

    @Test func targetsThatOnlyStartWithXmlAreOrdinaryInstructions() throws {
        let tree = try expectRoundTrip("<?xml version=\"1.0\"?><?xml-stylesheet href=\"a.css\"?><a><?XMLfoo?><?xml2 x?></a>")
        let kinds = tree.descendants(of: tree.document).map { tree.kind(of: $0) }
        #expect(kinds == [.document, .declaration, .processingInstruction, .element, .processingInstruction, .processingInstruction])
    }

    @Test func everyDeclarationInTheCorpusShapeReads() throws {
        // The two spellings the 2,221 corpus files use, with a byte-order mark and without.
        for declaration in [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"#] {
            try expectRoundTrip(declaration + "\n<document/>\n")
            try expectRoundTrip([0xEF, 0xBB, 0xBF] + bytes(declaration + "\r\n<document/>"))
        }
    }
}
