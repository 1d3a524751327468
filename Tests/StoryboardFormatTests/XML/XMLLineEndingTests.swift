import Testing
@testable import StoryboardFormat

@Suite("XML reading: LF, CRLF and a lone CR each end a line for positions")
struct XMLLineEndingTests {
    /// 31 lines of elements, then a duplicate attribute on line 32 at column 47.
    private func document(lineEnding: String) -> String {
        var lines = ["<root>"]
        for index in 2...31 { lines.append("    <item index=\"\(index)\"/>") }
        lines.append("    <broken identifier=\"a-long-identifier-xx\" identifier=\"b\"/>")
        lines.append("</root>")
        return lines.joined(separator: lineEnding) + lineEnding
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func anErrorOnLine32IsReportedThereWhateverTheLineEnding(_ lineEnding: String) {
        let error = readError(document(lineEnding: lineEnding))
        #expect(error?.kind == .duplicateAttribute(name: "identifier", firstAt: loc(32, 13)))
        #expect(error?.position == loc(32, 47))
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func elementAndAttributePositionsCountLinesTheSameWay(_ lineEnding: String) throws {
        let tree = try expectRoundTrip(["<r>", "  <a x=\"1\"/>", "", "\t<b", " y=\"2\"/>", "</r>"].joined(separator: lineEnding))
        #expect(tree.position(of: try must(tree.first("a"))) == loc(2, 3))
        #expect(tree.position(of: try must(tree.first("b"))) == loc(4, 2))
        let y = try must(tree.attribute(named: "y", of: try must(tree.first("b"))))
        #expect(tree.position(of: y) == loc(5, 2))
    }

    @Test func mixedLineEndingsCountOneLineEach() throws {
        // LF, CR, CRLF, then CR CR (two lines), then LF CR (two lines).
        let tree = try XMLTree(string: "<r>\n<a/>\r<b/>\r\n<c/>\r\r<d/>\n\r<e/></r>")
        let lines = ["a", "b", "c", "d", "e"].map { name in tree.first(name).flatMap { tree.position(of: $0) }?.line }
        #expect(lines == [2, 3, 4, 6, 8])
    }

    @Test func aLoneCRAtTheEndOfFileEndsTheLastLine() {
        #expect(readError("<r>\r")?.position == loc(2, 1))
        #expect(readError("<r>\r\n")?.position == loc(2, 1))
    }

    @Test func aMergeConflictMarkerAfterALoneCRIsFound() {
        let error = readError("<a>\r  <b>\r=======\r</a>\r>>>>>>> branch\r")
        #expect(error?.kind == .mergeConflictMarker("======="))
        #expect(error?.position == loc(3, 1))
    }

    @Test func editsInAClassicMacFileUseItsLineEnding() throws {
        var tree = try XMLTree(string: "<r>\r    <a/>\r</r>\r")
        tree.appendElement("x", to: try must(tree.rootElement))
        #expect(String(decoding: tree.serialized(), as: UTF8.self) == "<r>\r    <a/>\r    <x/>\r</r>\r")
    }
}
