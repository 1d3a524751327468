import Testing
@testable import StoryboardFormat

@Suite("XML reading: text, CDATA and references")
struct XMLTextAndReferenceTests {
    private func onlyText(_ document: String) throws -> (XMLTree, XMLNode) {
        let tree = try XMLTree(string: document)
        let root = try #require(tree.rootElement)
        let text = try #require(tree.children(of: root).first { _ in true })
        return (tree, text)
    }

    @Test func predefinedEntitiesAreDecodedAndTheRawSpellingKept() throws {
        let (tree, text) = try onlyText("<r>&lt;a&gt; &amp; &quot;b&quot; &apos;c&apos;</r>")
        #expect(tree.kind(of: text) == .text)
        #expect(tree.text(of: text) == #"<a> & "b" 'c'"#)
        #expect(tree.sourceBytes(of: text).map(Array.init) == bytes("&lt;a&gt; &amp; &quot;b&quot; &apos;c&apos;"))
    }

    @Test(arguments: [
        ("&#65;", "A"), ("&#x41;", "A"), ("&#x6a;", "j"), ("&#x6A;", "j"), ("&#0065;", "A"),
        ("&#169;", "©"), ("&#xA9;", "©"), ("&#x65E5;", "日"), ("&#128512;", "😀"), ("&#x1F600;", "😀"),
        ("&#9;", "\t"), ("&#10;", "\n"), ("&#13;", "\r"), ("&#x10FFFF;", "\u{10FFFF}"),
        ("&#xE000;", "\u{E000}"), ("&#xFFFD;", "\u{FFFD}"), ("&#32;", " "),
    ])
    func numericReferences(spelling: String, value: String) throws {
        let (tree, text) = try onlyText("<r>\(spelling)</r>")
        #expect(tree.text(of: text) == value)
        #expect(tree.sourceBytes(of: text).map(Array.init) == bytes(spelling))
        let attributeTree = try XMLTree(string: "<r v=\"\(spelling)\"/>")
        let root = try #require(attributeTree.rootElement)
        #expect(attributeTree.attribute("v", of: root) == value)
        #expect(attributeTree.rawValue(of: try must(attributeTree.attribute(named: "v", of: root))) == spelling)
    }

    @Test func textLineEndingsAreNormalizedWhenDecoded() throws {
        let (tree, text) = try onlyText("<r>a\r\nb\rc\nd\r\n\r\ne</r>")
        #expect(tree.text(of: text) == "a\nb\nc\nd\n\ne")
        #expect(tree.sourceBytes(of: text).map(Array.init) == bytes("a\r\nb\rc\nd\r\n\r\ne"))
    }

    @Test func referencesAndCarriageReturnTogether() throws {
        let (tree, text) = try onlyText("<r>x &amp;\r\ny&#13;\r\n</r>")
        #expect(tree.text(of: text) == "x &\ny\r\n")
    }

    @Test func cdataIsNotDecoded() throws {
        let (tree, cdata) = try onlyText("<r><![CDATA[<a> &amp; ]] ]>]]></r>")
        #expect(tree.kind(of: cdata) == .cdata)
        #expect(tree.text(of: cdata) == "<a> &amp; ]] ]>")
        let (emptyTree, empty) = try onlyText("<r><![CDATA[]]></r>")
        #expect(emptyTree.text(of: empty) == "")
    }

    @Test func commentContentIsRaw() throws {
        let (tree, comment) = try onlyText("<r><!-- a &amp; <b> - c --></r>")
        #expect(tree.kind(of: comment) == .comment)
        #expect(tree.text(of: comment) == " a &amp; <b> - c ")
        let (emptyTree, empty) = try onlyText("<r><!----></r>")
        #expect(emptyTree.kind(of: empty) == .comment)
        #expect(emptyTree.text(of: empty) == "")
    }

    @Test func elementTextConcatenatesTextAndCdataBelowIt() throws {
        let tree = try XMLTree(string: "<r>a<b>b<!--no-->c</b><![CDATA[d]]><?p no?>e&amp;</r>")
        #expect(tree.text(of: try must(tree.rootElement)) == "abcde&")
        #expect(tree.text(of: try must(tree.first("b"))) == "bc")
        #expect(tree.text(of: tree.document) == "abcde&")
    }

    @Test func textMayContainGreaterThanAndQuotes() throws {
        let (tree, text) = try onlyText("<r>a > b \"c\" 'd' ]]</r>")
        #expect(tree.text(of: text) == "a > b \"c\" 'd' ]]")
    }

    @Test func whitespaceDetection() throws {
        let tree = try XMLTree(string: "<r> \t\r\n<a/>x<b/>&#32;</r>")
        let children = Array(tree.children(of: try #require(tree.rootElement)))
        #expect(children.map { tree.isWhitespace($0) } == [true, false, false, false, false])
    }

    @Test func multiByteText() throws {
        let (tree, text) = try onlyText("<r>日本語 🎨 café\u{0085}\u{2028}</r>")
        #expect(tree.text(of: text) == "日本語 🎨 café\u{0085}\u{2028}")
    }
}
