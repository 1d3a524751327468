import Testing
@testable import StoryboardFormat

@Suite("XML reading: structure")
struct XMLReadingStructureTests {
    @Test func everyKindOfNodeIsReadInDocumentOrder() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE root>
        <!--before-->
        <root a="1"><child/>text<![CDATA[c<d&e]]><!--inside--><?target some data?></root>
        <!--after-->
        <?after-root x?>

        """
        let tree = try XMLTree(string: text)
        let top = Array(tree.children(of: tree.document))
        #expect(top.map { tree.kind(of: $0) } == [
            .declaration, .text, .doctype, .text, .comment, .text, .element, .text, .comment, .text,
            .processingInstruction, .text,
        ])
        #expect(tree.kind(of: tree.document) == .document)
        #expect(tree.parent(of: tree.document) == nil)
        let root = try #require(tree.rootElement)
        #expect(root == top[6])
        #expect(tree.name(of: root) == "root")
        #expect(tree.parent(of: root) == tree.document)

        let inside = Array(tree.children(of: root))
        #expect(inside.map { tree.kind(of: $0) } == [.element, .text, .cdata, .comment, .processingInstruction])
        #expect(tree.name(of: inside[0]) == "child")
        #expect(tree.text(of: inside[1]) == "text")
        #expect(tree.text(of: inside[2]) == "c<d&e")
        #expect(tree.text(of: inside[3]) == "inside")
        #expect(tree.name(of: inside[4]) == "target")
        #expect(tree.text(of: inside[4]) == "some data")
        #expect(inside.allSatisfy { tree.parent(of: $0) == root })
        #expect(tree.text(of: root) == "textc<d&e")

        #expect(tree.name(of: top[0]) == "xml")
        #expect(tree.text(of: top[0]) == #"version="1.0" encoding="UTF-8""#)
        #expect(tree.text(of: top[4]) == "before")
        #expect(tree.text(of: top[8]) == "after")
        #expect(tree.name(of: top[10]) == "after-root")
        #expect(tree.text(of: top[10]) == "x")
        // Kinds without a name have an empty one.
        #expect(tree.name(of: top[1]) == "")
        #expect(tree.name(of: top[4]) == "")
        #expect(tree.name(of: tree.document) == "")
    }

    @Test func declarationIsItsOwnKindOnlyForTheTargetXml() throws {
        let tree = try XMLTree(string: #"<?xml version="1.0"?><?xml-stylesheet href="a.css"?><?xmlfoo?><r/>"#)
        let kinds = tree.children(of: tree.document).map { tree.kind(of: $0) }
        #expect(kinds == [.declaration, .processingInstruction, .processingInstruction, .element])
        let names = tree.children(of: tree.document).map { tree.name(of: $0) }
        #expect(names == ["xml", "xml-stylesheet", "xmlfoo", "r"])
    }

    @Test func processingInstructionWithoutData() throws {
        let tree = try XMLTree(string: "<r><?empty?><?spaced   ?></r>")
        let pis = Array(tree.children(of: try #require(tree.rootElement)))
        #expect(pis.map { tree.kind(of: $0) } == [.processingInstruction, .processingInstruction])
        #expect(pis.map { tree.text(of: $0) } == ["", ""])
        #expect(pis.map { tree.name(of: $0) } == ["empty", "spaced"])
    }

    @Test func elementNamesAndNameComparison() throws {
        let tree = try XMLTree(string: "<ns:root><a.b-c_1/><_x/><été/></ns:root>")
        let root = try #require(tree.rootElement)
        #expect(tree.name(of: root) == "ns:root")
        #expect(tree.elements(of: root).map { tree.name(of: $0) } == ["a.b-c_1", "_x", "été"])
        #expect(tree.nameEquals(root, "ns:root"))
        #expect(!tree.nameEquals(root, "ns:roo"))
        #expect(!tree.nameEquals(root, "ns:roots"))
        #expect(tree.isElement(root, named: "ns:root"))
        let text = try XMLTree(string: "<r>x</r>")
        let x = try #require(text.children(of: try must(text.rootElement)).first { _ in true })
        #expect(!text.isElement(x, named: "x"))
    }

    @Test func childrenElementsAndNamedLookups() throws {
        let tree = try XMLTree(string: """
        <root>
            <view key="view" id="1"/>
            <rect key="frame" id="2"/>
            <view key="other" id="3"><view id="4"/></view>
            text
        </root>
        """)
        let root = try #require(tree.rootElement)
        #expect(tree.children(of: root).map { tree.kind(of: $0) } == [.text, .element, .text, .element, .text, .element, .text])
        #expect(tree.elements(of: root).map { tree.attribute("id", of: $0) } == ["1", "2", "3"])
        #expect(tree.elements(of: root, named: "view").map { tree.attribute("id", of: $0) } == ["1", "3"])
        #expect(tree.elements(of: root, named: "missing").map { $0 }.isEmpty)
        #expect(tree.firstElement(of: root, named: "rect").map { tree.attribute("id", of: $0) } == "2")
        #expect(tree.firstElement(of: root, named: "nothing") == nil)
        #expect(tree.firstElement(of: root, withKey: "other").map { tree.attribute("id", of: $0) } == "3")
        #expect(tree.firstElement(of: root, withKey: "frame").map { tree.attribute("id", of: $0) } == "2")
        #expect(tree.firstElement(of: root, withKey: "none") == nil)
        // The nested view is not a child of the root.
        #expect(tree.elements(of: root, named: "view").count(where: { _ in true }) == 2)
    }

    @Test func descendantsWalkInDocumentOrderAndStayInsideTheSubtree() throws {
        let tree = try XMLTree(string: "<r><a><b/><c><d/></c></a><e/></r>")
        let names = tree.descendants(of: tree.document).filter { tree.kind(of: $0) == .element }.map { tree.name(of: $0) }
        #expect(names == ["r", "a", "b", "c", "d", "e"])
        let a = try #require(tree.first("a"))
        #expect(tree.descendants(of: a).map { tree.name(of: $0) } == ["a", "b", "c", "d"])
        let d = try #require(tree.first("d"))
        #expect(tree.descendants(of: d).map { tree.name(of: $0) } == ["d"])
        #expect(tree.depth(of: try must(tree.rootElement)) == 0)
        #expect(tree.depth(of: a) == 1)
        #expect(tree.depth(of: d) == 3)
        #expect(tree.descendants(of: tree.document).map { $0 } == tree.descendants(of: tree.document).map { $0 }.sorted())
    }

    @Test func whitespaceBetweenEverythingIsKeptAsTextNodes() throws {
        let text = "\n \t<?xml version=\"1.0\"?>"
        // The declaration must be first; whitespace is kept everywhere else.
        #expect(readError(text + "<r/>")?.kind == .misplacedXMLDeclaration)
        let tree = try XMLTree(string: "<?xml version=\"1.0\"?> \n\t<!--c--> \r\n<r >\n\t <a\n b = 'c' \n/> \n</r \n>\n\n")
        let top = Array(tree.children(of: tree.document))
        #expect(top.map { tree.kind(of: $0) } == [.declaration, .text, .comment, .text, .element, .text])
        #expect(tree.isWhitespace(top[1]))
        #expect(tree.text(of: top[1]) == " \n\t")
        #expect(tree.text(of: top[3]) == " \n")  // CRLF read as LF
        #expect(tree.text(of: top[5]) == "\n\n")
        let root = top[4]
        let inside = Array(tree.children(of: root))
        #expect(inside.map { tree.kind(of: $0) } == [.text, .element, .text])
        #expect(tree.text(of: inside[0]) == "\n\t ")
        #expect(tree.text(of: inside[2]) == " \n")
        #expect(tree.attribute("b", of: inside[1]) == "c")
        #expect(!tree.isWhitespace(inside[1]))
    }

    @Test func selfClosingAndEmptyElementsHaveNoChildren() throws {
        let tree = try XMLTree(string: "<r><a/><b></b><c ></c ><d /></r>")
        for name in ["a", "b", "c", "d"] {
            let element = try #require(tree.first(name))
            #expect(tree.children(of: element).first { _ in true } == nil, "\(name)")
            #expect(tree.text(of: element) == "")
        }
    }

    @Test func byteOrderMarkIsReadAndNotPartOfAnyNode() throws {
        let input: [UInt8] = [0xEF, 0xBB, 0xBF] + bytes("<?xml version=\"1.0\"?>\n<r/>")
        let tree = try XMLTree(bytes: input)
        #expect(tree.hasByteOrderMark)
        let first = try #require(tree.children(of: tree.document).first { _ in true })
        #expect(tree.kind(of: first) == .declaration)
        #expect(tree.sourceOffset(of: first) == 3)
        #expect(tree.sourceBytes(of: first).map(Array.init) == bytes("<?xml version=\"1.0\"?>"))
        #expect(tree.name(of: try must(tree.rootElement)) == "r")
        #expect(try !XMLTree(string: "<r/>").hasByteOrderMark)
        // A BOM-like sequence later in the file is an ordinary character (U+FEFF).
        let later = try XMLTree(bytes: bytes("<r>") + [0xEF, 0xBB, 0xBF] + bytes("</r>"))
        #expect(!later.hasByteOrderMark)
        #expect(later.text(of: try must(later.rootElement)) == "\u{FEFF}")
    }

    @Test func sourceBytesOfEveryNodeKind() throws {
        let text = "<?xml version=\"1.0\"?><!--c--><r a='1'>t&amp;<![CDATA[x]]><?p d?><e/></r>"
        let tree = try XMLTree(string: text)
        let spelled = tree.descendants(of: tree.document).dropFirst().map {
            String(decoding: tree.sourceBytes(of: $0) ?? [], as: UTF8.self)
        }
        #expect(spelled == [
            "<?xml version=\"1.0\"?>", "<!--c-->", "<r a='1'>t&amp;<![CDATA[x]]><?p d?><e/></r>",
            "t&amp;", "<![CDATA[x]]>", "<?p d?>", "<e/>",
        ])
        #expect(tree.sourceBytes(of: tree.document).map(Array.init) == bytes(text))
    }

    @Test func nodeAndAttributeCounts() throws {
        let tree = try XMLTree(string: "<r a=\"1\" b=\"2\">\n<c d=\"3\"/>\n</r>")
        // document, r, text, c, text
        #expect(tree.nodeCount == 5)
        #expect(tree.attributeCount == 3)
    }

    @Test func smallStoryboardReads() throws {
        let tree = try XMLTree(string: smallStoryboard)
        let root = try #require(tree.rootElement)
        #expect(tree.name(of: root) == "document")
        #expect(tree.attribute("initialViewController", of: root) == "nav-00-one")
        #expect(tree.all("scene").map { tree.attribute("sceneID", of: $0) } == ["scn-00-one", "scn-00-two"])
        #expect(tree.all("segue").map { tree.attribute("destination", of: $0) } == ["tvc-00-two"])
        let comments = tree.descendants(of: tree.document).filter { tree.kind(of: $0) == .comment }
        #expect(comments.map { tree.text(of: $0) } == ["Navigation Controller", "Café & Colors"])
        #expect(tree.attribute("title", of: try must(tree.first("tableViewController"))) == "Café & Colors")
        #expect(tree.attribute("title", of: try must(tree.first("navigationItem"))) == "\"Colors\"")
    }
}
