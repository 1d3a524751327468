import StoryboardTestSupport
import Testing
@testable import StoryboardFormat

@Suite("XML reading: source positions")
struct XMLSourcePositionTests {
    private func locations(_ tree: XMLTree, _ names: [String]) -> [XMLLocation?] {
        names.map { name in tree.first(name).flatMap { tree.position(of: $0) } }
    }

    private func attributeLocation(_ tree: XMLTree, _ element: String, _ attribute: String) -> XMLLocation? {
        guard let node = tree.first(element), let handle = tree.attribute(named: attribute, of: node) else { return nil }
        return tree.position(of: handle)
    }

    @Test func elementsAndAttributesOnSeveralLines() throws {
        let tree = try XMLTree(string: """
        <?xml version="1.0"?>
        <root a="1">
            <child b="2"   c='3'/>
          <other
              d="4"
        e="5"></other>
        </root>
        """)
        #expect(locations(tree, ["root", "child", "other"]) == [loc(2, 1), loc(3, 5), loc(4, 3)])
        #expect(attributeLocation(tree, "root", "a") == loc(2, 7))
        #expect(attributeLocation(tree, "child", "b") == loc(3, 12))
        #expect(attributeLocation(tree, "child", "c") == loc(3, 20))
        #expect(attributeLocation(tree, "other", "d") == loc(5, 7))
        #expect(attributeLocation(tree, "other", "e") == loc(6, 1))
        #expect(tree.position(of: tree.document) == loc(1, 1))
        let declaration = try #require(tree.children(of: tree.document).first { _ in true })
        #expect(tree.position(of: declaration) == loc(1, 1))
    }

    @Test func firstLineAndFirstColumnAreOne() throws {
        let tree = try XMLTree(string: "<r x=\"1\"/>")
        #expect(tree.position(of: try must(tree.rootElement)) == loc(1, 1))
        #expect(attributeLocation(tree, "r", "x") == loc(1, 4))
        #expect(tree.position(ofOffset: 0) == loc(1, 1))
    }

    @Test func columnsCountUTF8BytesAfterMultiByteCharacters() throws {
        let tree = try XMLTree(string: "<r t=\"日本\">\n<é y=\"é\" z=\"1\"/><b/>🎨<c/>\n</r>")
        // "<r t="日本">": 日 and 本 take three bytes each.
        #expect(locations(tree, ["é", "b", "c"]) == [loc(2, 1), loc(2, 19), loc(2, 27)])
        #expect(attributeLocation(tree, "é", "y") == loc(2, 5))
        #expect(attributeLocation(tree, "é", "z") == loc(2, 12))
    }

    @Test func positionsAfterCRLFLines() throws {
        let tree = try XMLTree(string: "<r>\r\n  <a x=\"1\"/>\r\n\r\n\t<b\r\n y=\"2\"/>\r\n</r>\r\n")
        #expect(locations(tree, ["r", "a", "b"]) == [loc(1, 1), loc(2, 3), loc(4, 2)])
        #expect(attributeLocation(tree, "a", "x") == loc(2, 6))
        #expect(attributeLocation(tree, "b", "y") == loc(5, 2))
    }

    @Test func positionsAfterAByteOrderMark() throws {
        // The byte-order mark is three bytes of line 1; columns count bytes from the line's start,
        // as clang counts them, so the root element that follows it starts at column 4.
        let input: [UInt8] = [0xEF, 0xBB, 0xBF] + bytes("<r a=\"1\">\n  <b c=\"2\"/>\n</r>")
        let tree = try XMLTree(bytes: input)
        #expect(locations(tree, ["r", "b"]) == [loc(1, 4), loc(2, 3)])
        #expect(attributeLocation(tree, "r", "a") == loc(1, 7))
        #expect(attributeLocation(tree, "b", "c") == loc(2, 6))
    }

    @Test func positionsOfOtherNodeKinds() throws {
        let tree = try XMLTree(string: "<!--a-->\n<r>text<![CDATA[x]]>\n  <?p?></r>")
        let top = Array(tree.children(of: tree.document))
        #expect(tree.position(of: top[0]) == loc(1, 1))
        let inside = Array(tree.children(of: try #require(tree.rootElement)))
        #expect(inside.map { tree.position(of: $0) } == [loc(2, 4), loc(2, 8), loc(2, 21), loc(3, 3)])
        #expect(inside.map { tree.sourceOffset(of: $0) } == [12, 16, 29, 32])
    }

    @Test func locationOfOffsetsAroundLineBreaks() throws {
        let tree = try XMLTree(string: "<r>\nab\n\ncd</r>")
        #expect(tree.position(ofOffset: 3) == loc(1, 4))  // the line feed ends line 1
        #expect(tree.position(ofOffset: 4) == loc(2, 1))
        #expect(tree.position(ofOffset: 6) == loc(2, 3))
        #expect(tree.position(ofOffset: 7) == loc(3, 1))
        #expect(tree.position(ofOffset: 8) == loc(4, 1))
        #expect(tree.position(ofOffset: 14) == loc(4, 7))  // end of file
    }

    @Test func sourceLocationOrderingAndDescription() {
        #expect(loc(1, 9) < loc(2, 1))
        #expect(loc(2, 1) < loc(2, 2))
        #expect(!(loc(2, 2) < loc(2, 2)))
        #expect(loc(12, 34).description == "12:34")
    }

    /// Every element and attribute location, turned back into a byte offset independently,
    /// must point at `<name` and at `name=` in the source.
    private func checkEveryPosition(_ input: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let tree = try XMLTree(bytes: input)
        var elements = 0
        var attributes = 0
        for node in tree.descendants(of: tree.document) where tree.kind(of: node) == .element {
            let location = try #require(tree.position(of: node), sourceLocation: sourceLocation)
            let start = try #require(offset(of: location, in: input), sourceLocation: sourceLocation)
            #expect(start == tree.sourceOffset(of: node), sourceLocation: sourceLocation)
            #expect(bytesMatch(input, at: start, "<" + tree.name(of: node)), sourceLocation: sourceLocation)
            elements += 1
            for attribute in tree.attributes(of: node) {
                let location = try #require(tree.position(of: attribute), sourceLocation: sourceLocation)
                let start = try #require(offset(of: location, in: input), sourceLocation: sourceLocation)
                var after = start + tree.name(of: attribute).utf8.count
                #expect(bytesMatch(input, at: start, tree.name(of: attribute)), sourceLocation: sourceLocation)
                while after < input.count && (input[after] == 0x20 || input[after] == 0x0A || input[after] == 0x0D || input[after] == 0x09) { after += 1 }
                #expect(after < input.count && input[after] == UInt8(ascii: "="), sourceLocation: sourceLocation)
                attributes += 1
            }
        }
        #expect(elements > 0 && attributes > 0, sourceLocation: sourceLocation)
    }

    @Test func everyPositionInTheSmallStoryboard() throws {
        try checkEveryPosition(bytes(smallStoryboard))
        try checkEveryPosition(bytes(smallStoryboard.replacingOccurrences(of: "\n", with: "\r\n")))
        try checkEveryPosition(bytes(smallStoryboard.replacingOccurrences(of: "    ", with: "\t")))
    }

    @Test(.requiresSharedData) func everyPositionInTheBookReadersColorboards() throws {
        for path in [
            "katak__BNRColorboard/Colorboard/Colorboard.storyboard",
            "rpattillo__bnr-colorboard/Colorboard/Colorboard.storyboard",
        ] {
            try checkEveryPosition(try Corpus.bytes(path))
        }
    }
}
