import Testing
@testable import StoryboardFormat

@Suite("XML reading: attributes")
struct XMLAttributeTests {
    @Test func attributesKeepTheirOrder() throws {
        let tree = try XMLTree(string: #"<r zeta="1" alpha="2" mid="3" beta="4"/>"#)
        let root = try #require(tree.rootElement)
        #expect(tree.attributeNames(of: root) == ["zeta", "alpha", "mid", "beta"])
        #expect(tree.attributes(of: root).map { tree.value(of: $0) } == ["1", "2", "3", "4"])
    }

    @Test func quoteStyleIsKeptPerAttribute() throws {
        let tree = try XMLTree(string: #"<r a="1" b='2' c="it's" d='say "hi"'/>"#)
        let root = try #require(tree.rootElement)
        #expect(tree.attributes(of: root).map { tree.quote(of: $0) } == [.double, .single, .double, .single])
        #expect(tree.attribute("c", of: root) == "it's")
        #expect(tree.attribute("d", of: root) == #"say "hi""#)
        #expect(XMLQuote.double.rawValue == UInt8(ascii: "\""))
        #expect(XMLQuote.single.rawValue == UInt8(ascii: "'"))
    }

    @Test func rawSpellingAndDecodedValue() throws {
        let tree = try XMLTree(string: #"<r v="a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#65;&#x42;&#x63;"/>"#)
        let root = try #require(tree.rootElement)
        let attribute = try #require(tree.attribute(named: "v", of: root))
        #expect(tree.name(of: attribute) == "v")
        #expect(tree.rawValue(of: attribute) == "a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#65;&#x42;&#x63;")
        #expect(tree.value(of: attribute) == #"a & b <c> "d" 'e' ABc"#)
        #expect(tree.attribute("v", of: root) == tree.value(of: attribute))
    }

    @Test func whitespaceAroundTheEqualsSign() throws {
        let tree = try XMLTree(string: "<r a = 'c' b\t=\n\"d\"  c=\"\" />")
        let root = try #require(tree.rootElement)
        #expect(tree.attributeNames(of: root) == ["a", "b", "c"])
        #expect(tree.attribute("a", of: root) == "c")
        #expect(tree.attribute("b", of: root) == "d")
        #expect(tree.attribute("c", of: root) == "")
        #expect(tree.rawValue(of: try must(tree.attribute(named: "c", of: root))) == "")
    }

    @Test func valueNormalizationOfTabNewlineAndCarriageReturn() throws {
        let tree = try XMLTree(string: "<r v=\"a\tb\nc\r\nd\re  f\" keep=\"x&#9;y&#10;z&#13;w\"/>")
        let root = try #require(tree.rootElement)
        // Literal tab, LF, CRLF (one line break) and CR each become one space; runs of spaces stay.
        #expect(tree.attribute("v", of: root) == "a b c d e  f")
        #expect(tree.rawValue(of: try must(tree.attribute(named: "v", of: root))) == "a\tb\nc\r\nd\re  f")
        // Character references to the same characters are not normalized.
        #expect(tree.attribute("keep", of: root) == "x\ty\nz\rw")
    }

    @Test func missingAttributeAndNonElements() throws {
        let tree = try XMLTree(string: "<r a=\"1\"><!--c-->t</r>")
        let root = try #require(tree.rootElement)
        #expect(tree.attribute("b", of: root) == nil)
        #expect(tree.attribute(named: "A", of: root) == nil)  // names are case-sensitive
        #expect(tree.attribute(named: "", of: root) == nil)
        for child in tree.children(of: root) {
            #expect(tree.attributes(of: child).isEmpty)
            #expect(tree.attribute(named: "a", of: child) == nil)
        }
        #expect(tree.attributes(of: tree.document).isEmpty)
    }

    @Test func attributeEqualsComparesDecodedValues() throws {
        let tree = try XMLTree(string: "<r key=\"view\" amp=\"a&amp;b\" tab=\"a\tb\" prefix=\"viewController\"/>")
        let root = try #require(tree.rootElement)
        #expect(tree.attributeEquals("key", "view", of: root))
        #expect(!tree.attributeEquals("key", "vie", of: root))
        #expect(!tree.attributeEquals("key", "views", of: root))
        #expect(!tree.attributeEquals("prefix", "view", of: root))
        #expect(tree.attributeEquals("amp", "a&b", of: root))
        #expect(!tree.attributeEquals("amp", "a&amp;b", of: root))
        #expect(tree.attributeEquals("tab", "a b", of: root))
        #expect(!tree.attributeEquals("missing", "view", of: root))
    }

    @Test func multiByteNamesAndValues() throws {
        let tree = try XMLTree(string: "<r café=\"crème brûlée\" 名前=\"日本語 🎨\"/>")
        let root = try #require(tree.rootElement)
        #expect(tree.attributeNames(of: root) == ["café", "名前"])
        #expect(tree.attribute("café", of: root) == "crème brûlée")
        #expect(tree.attribute("名前", of: root) == "日本語 🎨")
    }

    @Test func namespacedAttributeNames() throws {
        let tree = try XMLTree(string: #"<r xmlns:ib="urn:x" ib:key="v" xml:lang="en"/>"#)
        let root = try #require(tree.rootElement)
        #expect(tree.attributeNames(of: root) == ["xmlns:ib", "ib:key", "xml:lang"])
        #expect(tree.attribute("ib:key", of: root) == "v")
    }

    @Test func greaterThanAndOtherQuoteAreAllowedLiterally() throws {
        let tree = try XMLTree(string: #"<r a="x > y" b='"' c="'"/>"#)
        let root = try #require(tree.rootElement)
        #expect(tree.attribute("a", of: root) == "x > y")
        #expect(tree.attribute("b", of: root) == "\"")
        #expect(tree.attribute("c", of: root) == "'")
    }

    @Test func manyAttributesOnOneElement() throws {
        let names = (0..<200).map { "attribute\($0)" }
        let text = "<r " + names.map { "\($0)=\"\($0.count)\"" }.joined(separator: " ") + "/>"
        let tree = try expectRoundTrip(text)
        let root = try #require(tree.rootElement)
        #expect(tree.attributeNames(of: root) == names)
        #expect(tree.attribute("attribute199", of: root) == "12")
    }
}
