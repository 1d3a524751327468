import Testing
@testable import StoryboardFormat

@Suite("XML editing and writing edits")
struct XMLEditingTests {
    private func edited(_ text: String, _ edit: (inout XMLTree) throws -> Void) throws -> String {
        var tree = try XMLTree(string: text)
        try edit(&tree)
        #expect(tree.isEdited)
        let output = tree.serializedString()
        // What an edit writes must itself be well-formed.
        #expect(throws: Never.self) { try XMLTree(string: output) }
        return output
    }

    // MARK: Attribute values

    @Test func setAttributeValueKeepsEverythingElse() throws {
        let output = try edited("<r>\n    <a x=\"1\"  y=\"2\"\tz=\"3\"/>\n</r>") { tree in
            tree.setAttribute("y", to: "two", of: try #require(tree.first("a")))
        }
        #expect(output == "<r>\n    <a x=\"1\"  y=\"two\"\tz=\"3\"/>\n</r>")
    }

    @Test func setAttributeEscapesAsXcodeDoes() throws {
        let output = try edited("<a x=\"1\" y=\"2\"/>") { tree in
            tree.setAttribute("x", to: "a&b<c>d\"e'f\ng\th\ri", of: try #require(tree.rootElement))
        }
        #expect(output == "<a x=\"a&amp;b&lt;c&gt;d&quot;e'f&#10;g&#9;h&#13;i\" y=\"2\"/>")
    }

    @Test func setAttributeKeepsSingleQuotes() throws {
        var tree = try XMLTree(string: "<a x='1' y=\"2\"/>")
        let root = try #require(tree.rootElement)
        tree.setAttribute("x", to: "it's \"q\" & <", of: root)
        #expect(tree.serializedString() == "<a x='it&apos;s \"q\" &amp; &lt;' y=\"2\"/>")
        let attribute = try #require(tree.attribute(named: "x", of: root))
        #expect(tree.quote(of: attribute) == .single)
        #expect(tree.value(of: attribute) == "it's \"q\" & <")
        // The raw spelling is what the writer puts between the quotes.
        #expect(tree.rawValue(of: attribute) == "it&apos;s \"q\" &amp; &lt;")
    }

    @Test func editedValuesReadBackAndReparse() throws {
        let values = ["", "plain", "a & b", "<tag>", "\"quoted\"", "it's", "line\nbreak", "tab\there", "cr\rhere", "日本 🎨", "&amp;"]
        for value in values {
            var tree = try XMLTree(string: "<a x=\"old\" y='old'/>")
            let root = try #require(tree.rootElement)
            tree.setAttribute("x", to: value, of: root)
            tree.setAttribute("y", to: value, of: root)
            tree.setAttribute("new", to: value, of: root)
            #expect(tree.attribute("x", of: root) == value)
            #expect(tree.attributeEquals("x", value, of: root))
            #expect(tree.attribute("new", of: root) == value)
            let reread = try XMLTree(bytes: tree.serialized())
            let rereadRoot = try #require(reread.rootElement)
            #expect(reread.attribute("x", of: rereadRoot) == value, "\(value)")
            #expect(reread.attribute("y", of: rereadRoot) == value, "\(value)")
            #expect(reread.attribute("new", of: rereadRoot) == value, "\(value)")
        }
    }

    @Test func setAttributeTwiceAndOnAnAttributeWithReferences() throws {
        let output = try edited("<a x=\"&amp;&#10;\" y=\"2\"/>") { tree in
            let root = try #require(tree.rootElement)
            tree.setAttribute("x", to: "first", of: root)
            tree.setAttribute("x", to: "second", of: root)
        }
        #expect(output == "<a x=\"second\" y=\"2\"/>")
    }

    @Test func settingTheSameValueWritesTheSameBytes() throws {
        let output = try edited(smallStoryboard) { tree in
            let scene = try #require(tree.first("scene"))
            tree.setAttribute("sceneID", to: "scn-00-one", of: scene)
        }
        #expect(output == smallStoryboard)
    }

    // MARK: Adding and removing attributes

    @Test(arguments: [
        ("<a x=\"1\"/>", "<a x=\"1\" z=\"v&amp;&quot;\"/>"),
        ("<a x=\"1\" />", "<a x=\"1\" z=\"v&amp;&quot;\" />"),
        ("<a/>", "<a z=\"v&amp;&quot;\"/>"),
        ("<a>text</a>", "<a z=\"v&amp;&quot;\">text</a>"),
        ("<a x='1'>text</a>", "<a x='1' z=\"v&amp;&quot;\">text</a>"),
        ("<a\n    x=\"1\"/>", "<a\n    x=\"1\" z=\"v&amp;&quot;\"/>"),
    ])
    func addAttributeAppendsItAtTheEndOfTheTag(input: String, expected: String) throws {
        let output = try edited(input) { tree in
            tree.setAttribute("z", to: "v&\"", of: try #require(tree.rootElement))
        }
        #expect(output == expected)
    }

    @Test func addedAttributesComeAfterTheOthersInOrder() throws {
        var tree = try XMLTree(string: "<r><a x=\"1\"/><b/></r>")
        let a = try #require(tree.first("a"))
        let b = try #require(tree.first("b"))
        tree.setAttribute("y", to: "2", of: a)
        tree.setAttribute("z", to: "3", of: a)
        tree.setAttribute("w", to: "4", of: b)
        #expect(tree.attributeNames(of: a) == ["x", "y", "z"])
        #expect(tree.attribute("z", of: a) == "3")
        #expect(tree.attributeNames(of: b) == ["w"])
        #expect(tree.position(of: try must(tree.attribute(named: "y", of: a))) == nil)
        #expect(tree.position(of: try must(tree.attribute(named: "x", of: a))) == loc(1, 7))
        #expect(tree.serializedString() == "<r><a x=\"1\" y=\"2\" z=\"3\"/><b w=\"4\"/></r>")
    }

    @Test(arguments: [
        ("y", "<a x=\"1\" z=\"3\"/>"),
        ("x", "<a y=\"2\" z=\"3\"/>"),
        ("z", "<a x=\"1\" y=\"2\"/>"),
    ])
    func removeAttributeTakesItsLeadingWhitespace(name: String, expected: String) throws {
        let output = try edited("<a x=\"1\" y=\"2\" z=\"3\"/>") { tree in
            tree.removeAttribute(name, of: try #require(tree.rootElement))
        }
        #expect(output == expected)
    }

    @Test func removeAttributesOnSeveralLinesAndAll() throws {
        let multiLine = try edited("<a\n    x=\"1\"\n    y=\"2\" >t</a>") { tree in
            tree.removeAttribute("y", of: try #require(tree.rootElement))
        }
        #expect(multiLine == "<a\n    x=\"1\" >t</a>")
        let all = try edited("<a x=\"1\" y='2'/>") { tree in
            let root = try #require(tree.rootElement)
            tree.removeAttribute("x", of: root)
            tree.removeAttribute("y", of: root)
            #expect(tree.attributes(of: root).isEmpty)
            #expect(tree.attribute("x", of: root) == nil)
        }
        #expect(all == "<a/>")
    }

    @Test func removingAMissingAttributeChangesNothing() throws {
        var tree = try XMLTree(string: "<a x=\"1\"/>")
        tree.removeAttribute("nope", of: try #require(tree.rootElement))
        #expect(!tree.isEdited)
        #expect(tree.serializedString() == "<a x=\"1\"/>")
    }

    @Test func removeThenAddAgain() throws {
        let output = try edited("<a x=\"1\" y=\"2\"/>") { tree in
            let root = try #require(tree.rootElement)
            tree.removeAttribute("x", of: root)
            tree.setAttribute("x", to: "9", of: root)
            tree.setAttribute("q", to: "0", of: root)
            tree.removeAttribute("q", of: root)
        }
        #expect(output == "<a y=\"2\" x=\"9\"/>")
    }

    // MARK: Appending elements

    @Test func appendElementOnItsOwnLineIndentedOneLevelDeeper() throws {
        let output = try edited("<r>\n    <a/>\n</r>") { tree in
            let element = tree.appendElement("x", attributes: ["a": "b", "c": "d & e"], to: try #require(tree.rootElement))
            #expect(tree.name(of: element) == "x")
            #expect(tree.kind(of: element) == .element)
            #expect(tree.attributeNames(of: element) == ["a", "c"])
            #expect(tree.attribute("c", of: element) == "d & e")
            #expect(tree.position(of: element) == nil)
            #expect(tree.sourceBytes(of: element) == nil)
            #expect(tree.parent(of: element) == tree.rootElement)
        }
        #expect(output == "<r>\n    <a/>\n    <x a=\"b\" c=\"d &amp; e\"/>\n</r>")
    }

    @Test func appendTwiceKeepsOrder() throws {
        let output = try edited("<r>\n    <a/>\n</r>\n") { tree in
            let root = try #require(tree.rootElement)
            tree.appendElement("x", to: root)
            tree.appendElement("y", to: root)
            #expect(tree.elements(of: root).map { tree.name(of: $0) } == ["a", "x", "y"])
        }
        #expect(output == "<r>\n    <a/>\n    <x/>\n    <y/>\n</r>\n")
    }

    @Test(arguments: [
        ("<r>\n    <p/>\n</r>", "<r>\n    <p>\n        <c/>\n    </p>\n</r>"),
        ("<r>\n    <p k=\"v\"/>\n</r>", "<r>\n    <p k=\"v\">\n        <c/>\n    </p>\n</r>"),
        ("<r>\n    <p></p>\n</r>", "<r>\n    <p>\n        <c/>\n    </p>\n</r>"),
        ("<r>\n\t<p/>\n</r>", "<r>\n\t<p>\n\t\t<c/>\n\t</p>\n</r>"),
        ("<r>\r\n    <p/>\r\n</r>\r\n", "<r>\r\n    <p>\r\n        <c/>\r\n    </p>\r\n</r>\r\n"),
        ("<r>\r\n\t<p/>\r\n</r>", "<r>\r\n\t<p>\r\n\t\t<c/>\r\n\t</p>\r\n</r>"),
    ])
    func appendToAChildlessElementOpensIt(input: String, expected: String) throws {
        let output = try edited(input) { tree in
            tree.appendElement("c", to: try #require(tree.first("p")))
        }
        #expect(output == expected)
    }

    @Test(arguments: [
        ("<r/>", "<r>\n    <x/>\n</r>"),
        ("<r></r>", "<r>\n    <x/>\n</r>"),
        ("<r k=\"v\"/>\n", "<r k=\"v\">\n    <x/>\n</r>\n"),
        ("<r>\r\n    <a/>\r\n</r>\r\n", "<r>\r\n    <a/>\r\n    <x/>\r\n</r>\r\n"),
        ("<r>\n\t<a/>\n</r>", "<r>\n\t<a/>\n\t<x/>\n</r>"),
        ("<r><a/></r>", "<r><a/>\n    <x/>\n</r>"),
    ])
    func appendToTheRoot(input: String, expected: String) throws {
        let output = try edited(input) { tree in
            tree.appendElement("x", to: try #require(tree.rootElement))
        }
        #expect(output == expected)
    }

    @Test func appendInsideANewElement() throws {
        let output = try edited("<r>\n    <a/>\n</r>") { tree in
            let x = tree.appendElement("x", attributes: ["k": "1"], to: try #require(tree.rootElement))
            tree.appendElement("y", to: x)
            tree.appendElement("z", to: x)
        }
        #expect(output == "<r>\n    <a/>\n    <x k=\"1\">\n        <y/>\n        <z/>\n    </x>\n</r>")
    }

    @Test func appendToADeepStoryboardElement() throws {
        let output = try edited(smallStoryboard) { tree in
            let connections = try #require(tree.first("connections"))
            tree.appendElement("segue", attributes: ["destination": "tvc-00-two", "kind": "show", "id": "new-00-seg"], to: connections)
            let item = try #require(tree.first("navigationItem"))
            tree.appendElement("barButtonItem", attributes: ["key": "rightBarButtonItem", "systemItem": "add", "id": "add-00-btn"], to: item)
        }
        let segue = "id=\"seg-00-one\"/>\n"
        let item = "<navigationItem key=\"navigationItem\" title=\"&quot;Colors&quot;\" id=\"itm-00-two\"/>\n"
        let expected = smallStoryboard
            .replacingOccurrences(of: segue, with: segue + String(repeating: " ", count: 24) + "<segue destination=\"tvc-00-two\" kind=\"show\" id=\"new-00-seg\"/>\n")
            .replacingOccurrences(
                of: item,
                with: "<navigationItem key=\"navigationItem\" title=\"&quot;Colors&quot;\" id=\"itm-00-two\">\n"
                    + String(repeating: " ", count: 24) + "<barButtonItem key=\"rightBarButtonItem\" systemItem=\"add\" id=\"add-00-btn\"/>\n"
                    + String(repeating: " ", count: 20) + "</navigationItem>\n")
        #expect(expected != smallStoryboard)
        #expect(output == expected)
    }

    @Test func indentationOfNodes() throws {
        let tree = try XMLTree(string: "<r>\n    <a>\n\t\t<b/>\n    </a><c/>\n</r>")
        #expect(tree.indentation(of: try must(tree.rootElement)) == "")
        #expect(tree.indentation(of: try must(tree.first("a"))) == "    ")
        #expect(tree.indentation(of: try must(tree.first("b"))) == "\t\t")
        #expect(tree.indentation(of: try must(tree.first("c"))) == "")
        #expect(tree.indentation(of: tree.document) == "")
    }

    // MARK: Removing elements

    @Test(arguments: [
        ("a", "<r>\n    <b/>\n</r>"),
        ("b", "<r>\n    <a>\n        <c/>\n    </a>\n</r>"),
        ("c", "<r>\n    <a/>\n    <b/>\n</r>"),
    ])
    func removeElementTakesItsLine(name: String, expected: String) throws {
        let output = try edited("<r>\n    <a>\n        <c/>\n    </a>\n    <b/>\n</r>") { tree in
            let node = try #require(tree.first(name))
            tree.remove(node)
            #expect(tree.parent(of: node) == nil)
        }
        #expect(output == expected)
    }

    @Test func removingEveryChildLeavesASelfClosingElement() throws {
        let output = try edited("<r>\n    <a/>\n    <b/>\n</r>") { tree in
            tree.remove(try #require(tree.first("a")))
            tree.remove(try #require(tree.first("b")))
        }
        #expect(output == "<r/>")
    }

    @Test func removeElementWithoutWhitespaceAround() throws {
        let output = try edited("<r><a/><b/><c/></r>") { tree in
            tree.remove(try #require(tree.first("b")))
        }
        #expect(output == "<r><a/><c/></r>")
    }

    @Test func removeCRLFAndTabLines() throws {
        let crlf = try edited("<r>\r\n    <a/>\r\n    <b/>\r\n</r>\r\n") { tree in
            tree.remove(try #require(tree.first("a")))
        }
        #expect(crlf == "<r>\r\n    <b/>\r\n</r>\r\n")
        let tabs = try edited("<r>\n\t<a/>\n\t<b/>\n</r>") { tree in
            tree.remove(try #require(tree.first("b")))
        }
        #expect(tabs == "<r>\n\t<a/>\n</r>")
    }

    @Test func removeAStoryboardLineAndAComment() throws {
        let placeholder = "                <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"frs-00-one\" userLabel=\"First Responder\" sceneMemberID=\"firstResponder\"/>\n"
        let comment = "        <!--Navigation Controller-->\n"
        #expect(smallStoryboard.contains(placeholder) && smallStoryboard.contains(comment))
        let output = try edited(smallStoryboard) { tree in
            tree.remove(try #require(tree.first("placeholder")))
            let node = try #require(tree.descendants(of: tree.document).first { tree.kind(of: $0) == .comment })
            tree.remove(node)
        }
        #expect(output == smallStoryboard.replacingOccurrences(of: placeholder, with: "").replacingOccurrences(of: comment, with: ""))
    }

    @Test func appendThenRemoveRestoresTheInput() throws {
        var tree = try XMLTree(string: smallStoryboard)
        let objects = try #require(tree.first("objects"))
        let added = tree.appendElement("placeholder", attributes: ["id": "tmp"], to: objects)
        #expect(tree.serializedString() != smallStoryboard)
        tree.remove(added)
        #expect(tree.serializedString() == smallStoryboard)
    }

    // MARK: Text

    @Test func setTextOfAnElementEscapes() throws {
        let output = try edited("<r>\n    <t>old</t>\n</r>") { tree in
            let t = try #require(tree.first("t"))
            tree.setText("x < y & z > \"w\"", of: t)
            #expect(tree.text(of: t) == "x < y & z > \"w\"")
        }
        #expect(output == "<r>\n    <t>x &lt; y &amp; z &gt; \"w\"</t>\n</r>")
    }

    @Test(arguments: [
        ("<r><t/></r>", "v", "<r><t>v</t></r>"),
        ("<r><t k=\"1\"/></r>", "v", "<r><t k=\"1\">v</t></r>"),
        ("<r><t>a<b/>c<!--d--></t></r>", "z", "<r><t>z</t></r>"),
        ("<r><t>old</t></r>", "", "<r><t/></r>"),
        ("<r><t>&amp;</t></r>", "&", "<r><t>&amp;</t></r>"),
    ])
    func setTextOfElements(input: String, text: String, expected: String) throws {
        let output = try edited(input) { tree in
            tree.setText(text, of: try #require(tree.first("t")))
        }
        #expect(output == expected)
    }

    @Test func setTextOfATextNode() throws {
        var tree = try XMLTree(string: "<r>\n    <t>old &amp; cold</t>\n</r>")
        let t = try #require(tree.first("t"))
        let text = try #require(tree.children(of: t).first { _ in true })
        tree.setText("new & <fresh>", of: text)
        #expect(tree.kind(of: text) == .text)
        #expect(tree.text(of: text) == "new & <fresh>")
        #expect(tree.position(of: text) == nil)
        #expect(tree.serializedString() == "<r>\n    <t>new &amp; &lt;fresh&gt;</t>\n</r>")
    }

    // MARK: Untouched nodes

    @Test func untouchedNodesKeepBytesPositionsAndHandles() throws {
        var tree = try XMLTree(string: smallStoryboard)
        struct Snapshot: Equatable {
            var name: String
            var location: XMLLocation?
            var attributes: [String]
            var attributeLocations: [XMLLocation?]
        }
        func snapshot(_ node: XMLNode) -> Snapshot {
            Snapshot(
                name: tree.name(of: node), location: tree.position(of: node),
                attributes: tree.attributes(of: node).map { "\(tree.name(of: $0))=\(tree.value(of: $0))" },
                attributeLocations: tree.attributes(of: node).map { tree.position(of: $0) })
        }
        let elements = tree.descendants(of: tree.document).filter { tree.kind(of: $0) == .element }
        let before = elements.map(snapshot)
        let rect = try #require(tree.first("rect"))
        let rectAttribute = try #require(tree.attribute(named: "width", of: rect))
        let device = try #require(tree.first("device"))
        let segue = try #require(tree.first("segue"))
        let scene = try #require(tree.all("scene").last)
        let point = try #require(tree.first("point"))

        tree.setAttribute("id", to: "retina6_12", of: device)
        tree.setAttribute("identifier", to: "ExistingColor", of: segue)
        tree.removeAttribute("x", of: point)
        let added = tree.appendElement("point", attributes: ["key": "canvasLocation", "x": "600", "y": "251"], to: scene)
        tree.remove(try #require(tree.first("autoresizingMask")))

        let touched: Set<XMLNode> = [device, segue, point]
        for (node, old) in zip(elements, before) where !touched.contains(node) {
            guard tree.parent(of: node) != nil else { continue }  // the removed one
            #expect(snapshot(node) == old, "\(old.name)")
        }
        #expect(tree.value(of: rectAttribute) == "414")
        #expect(tree.position(of: rectAttribute) == loc(13, 58))
        #expect(tree.position(of: rect) == loc(13, 25))
        #expect(tree.attribute("identifier", of: segue) == "ExistingColor")
        #expect(tree.position(of: segue) == loc(17, 25))
        #expect(tree.position(of: added) == nil)

        let expected = smallStoryboard
            .replacingOccurrences(of: "<device id=\"retina6_1\"", with: "<device id=\"retina6_12\"")
            .replacingOccurrences(of: "id=\"seg-00-one\"/>", with: "id=\"seg-00-one\" identifier=\"ExistingColor\"/>")
            .replacingOccurrences(of: "<point key=\"canvasLocation\" x=\"-3\" y=\"251\"/>", with: "<point key=\"canvasLocation\" y=\"251\"/>")
            .replacingOccurrences(of: "                        <autoresizingMask key=\"autoresizingMask\"/>\n", with: "")
            .replacingOccurrences(
                of: "                </tableViewController>\n            </objects>\n        </scene>",
                with: "                </tableViewController>\n            </objects>\n            <point key=\"canvasLocation\" x=\"600\" y=\"251\"/>\n        </scene>")
        #expect(tree.serializedString() == expected)
    }

    @Test func editsDoNotChangeTheSource() throws {
        var tree = try XMLTree(string: "<r a=\"1\"/>")
        tree.setAttribute("a", to: "2", of: try #require(tree.rootElement))
        #expect(tree.source == bytes("<r a=\"1\"/>"))
        #expect(tree.isEdited)
    }

    @Test func anEditedCopyLeavesTheOriginalAlone() throws {
        let original = try XMLTree(string: "<r>\n    <a x=\"1\"/>\n</r>")
        var copy = original
        copy.setAttribute("x", to: "2", of: try #require(copy.first("a")))
        copy.appendElement("b", to: try #require(copy.rootElement))
        #expect(original.serializedString() == "<r>\n    <a x=\"1\"/>\n</r>")
        #expect(!original.isEdited)
        #expect(copy.serializedString() == "<r>\n    <a x=\"2\"/>\n    <b/>\n</r>")
    }

    @Test func editingAFileWithAByteOrderMarkKeepsIt() throws {
        var tree = try XMLTree(bytes: [0xEF, 0xBB, 0xBF] + bytes("<r>\n    <a/>\n</r>"))
        tree.appendElement("b", to: try #require(tree.rootElement))
        #expect(tree.serialized() == [0xEF, 0xBB, 0xBF] + bytes("<r>\n    <a/>\n    <b/>\n</r>"))
    }
}
