import Testing
@testable import StoryboardFormat

@Suite("XML security and robustness")
struct XMLSecurityTests {
    private let subsetMessage = "documents with an internal DTD subset are not accepted (entity declarations are never expanded)"

    // MARK: DTDs and entities

    @Test func internalDTDSubsetIsRejected() {
        let error = readError("<!DOCTYPE x [<!ENTITY a \"b\">]>\n<x>&a;</x>")
        #expect(error?.kind == .internalDTDSubset)
        #expect(error?.position == loc(1, 13))
        #expect(error?.message == subsetMessage)
        let onNextLine = readError("<?xml version=\"1.0\"?>\n<!DOCTYPE x\n[]>\n<x/>")
        #expect(onNextLine?.kind == .internalDTDSubset)
        #expect(onNextLine?.position == loc(3, 1))
    }

    @Test func billionLaughsIsRejectedBeforeAnyExpansion() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<lolz>&lol9;</lolz>\n"
        let error = readError(text)
        #expect(error?.kind == .internalDTDSubset)
        #expect(error?.position == loc(2, 16))
        // Without the declarations the references are simply undefined.
        let bare = readError("<lolz>&lol9;&lol9;</lolz>")
        #expect(bare?.kind == .undefinedEntity("lol9"))
        #expect(bare?.position == loc(1, 7))
    }

    @Test func externalEntitiesAreNeverLoaded() throws {
        let external = readError("<!DOCTYPE foo SYSTEM \"file:///etc/passwd\">\n<foo>&ext;</foo>")
        #expect(external?.kind == .undefinedEntity("ext"))
        #expect(external?.position == loc(2, 6))
        #expect(external?.message == "undefined entity '&ext;' (only &amp; &lt; &gt; &quot; &apos; and numeric references are allowed)")
        let declared = readError("<!DOCTYPE foo [<!ENTITY ext SYSTEM \"file:///etc/passwd\">]>\n<foo>&ext;</foo>")
        #expect(declared?.kind == .internalDTDSubset)
        let parameter = readError("<!DOCTYPE foo [<!ENTITY % p SYSTEM \"http://example.invalid/x.dtd\"> %p;]>\n<foo/>")
        #expect(parameter?.kind == .internalDTDSubset)
        // An external DTD is kept as text and never fetched: the document reads, and nothing
        // from the DTD (default attributes, entities) appears in it.
        let tree = try expectRoundTrip("<!DOCTYPE foo SYSTEM \"http://example.invalid/x.dtd\">\n<foo a=\"1\"/>")
        let root = try #require(tree.rootElement)
        #expect(tree.attributeNames(of: root) == ["a"])
        #expect(tree.text(of: root) == "")
        let doctype = try #require(tree.children(of: tree.document).first { _ in true })
        #expect(tree.kind(of: doctype) == .doctype)
    }

    @Test func manyReferencesAreDecodedLinearly() throws {
        // 100,000 references: quadratic work or exponential expansion would show here.
        let text = "<r v=\"" + String(repeating: "&amp;", count: 100_000) + "\">" + String(repeating: "&lt;", count: 100_000) + "</r>"
        let tree = try XMLTree(string: text)
        let root = try #require(tree.rootElement)
        #expect(tree.attribute("v", of: root)?.utf8.count == 100_000)
        #expect(tree.text(of: root) == String(repeating: "<", count: 100_000))
    }

    // MARK: Depth

    @Test func millionNestedElementsReadWriteAndWalk() throws {
        let depth = 1_000_000
        let input = Array((String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)).utf8)
        let tree = try XMLTree(bytes: input)
        #expect(tree.nodeCount == depth + 1)
        #expect(tree.serialized() == input)
        var count = 0
        var deepest = tree.document
        for node in tree.descendants(of: tree.document) {
            count += 1
            deepest = node
        }
        #expect(count == depth + 1)
        #expect(tree.depth(of: deepest) == depth - 1)
        #expect(tree.position(of: deepest) == loc(1, 3 * (depth - 1) + 1))
        let root = try #require(tree.rootElement)
        #expect(tree.descendants(of: root).count(where: { _ in true }) == depth)
    }

    @Test func millionUnclosedElements() {
        let depth = 1_000_000
        let error = readError(String(repeating: "<a>", count: depth))
        #expect(error?.kind == .unclosedElement(name: "a", openedAt: loc(1, 3 * (depth - 1) + 1)))
        #expect(error?.position == loc(1, 3 * depth + 1))
    }

    @Test func deepNestingWithAMismatchAtTheBottom() {
        let depth = 200_000
        let error = readError(String(repeating: "<a>\n", count: depth) + "</b>")
        #expect(error?.kind == .mismatchedEndTag(expected: "a", found: "b", openedAt: loc(depth, 1)))
        #expect(error?.position == loc(depth + 1, 1))
    }

    @Test func wideDocumentWithManySiblings() throws {
        let count = 200_000
        let text = "<r>" + String(repeating: "<c x=\"1\"/>", count: count) + "</r>"
        let tree = try expectRoundTrip(text)
        #expect(tree.elements(of: try must(tree.rootElement)).count(where: { _ in true }) == count)
    }

    // MARK: Truncation and fuzzing

    @Test func everyPrefixOfAStoryboardParsesOrThrows() throws {
        let input = bytes(smallStoryboard)
        let rootEnd = try #require(indexAfter("</document>", in: input))
        var failures = 0
        for cut in 0...input.count {
            let prefix = Array(input[0..<cut])
            do throws(XMLError) {
                let tree = try XMLTree(bytes: prefix)
                #expect(cut >= rootEnd, "prefix of \(cut) bytes should not parse")
                #expect(tree.serialized() == prefix)
            } catch {
                failures += 1
                #expect(cut < rootEnd, "prefix of \(cut) bytes should parse: \(error)")
                let end = XMLTree.locationOfEnd(of: prefix)
                #expect(error.position <= end, "\(cut): \(error)")
                #expect(error.position.line >= 1 && error.position.column >= 1)
                switch error.kind {
                case .unclosedElement, .unexpectedEndOfFile, .noRootElement:
                    #expect(error.position == end, "\(cut): \(error)")
                case .emptyDocument:
                    #expect(cut == 0)
                case .invalidUTF8:
                    // Only a cut inside the multi-byte 'é' is invalid UTF-8.
                    #expect(prefix.last.map { $0 >= 0x80 } == true, "\(cut): \(error)")
                default:
                    break
                }
            }
        }
        #expect(failures == rootEnd)
    }

    @Test func thousandsOfMutationsEitherParseAndRoundTripOrThrow() throws {
        let original = bytes(smallStoryboard)
        let inserts = Array("<>&\"'/".utf8)
        var generator = SplitMix64(seed: 0x0051_0B0A_4D00)
        var parsed = 0
        var failed = 0
        for round in 0..<3000 {
            var input = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<input.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: input[position] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
                case 1: input.remove(at: position)
                default: input.insert(inserts.randomElement(using: &generator)!, at: position)
                }
            }
            do throws(XMLError) {
                let tree = try XMLTree(bytes: input)
                parsed += 1
                #expect(tree.serialized() == input, "round \(round)")
            } catch {
                failed += 1
                let end = XMLTree.locationOfEnd(of: input)
                #expect(error.position.line >= 1 && error.position.column >= 1, "round \(round): \(error)")
                #expect(error.position <= end, "round \(round): \(error)")
                #expect(!error.message.isEmpty)
            }
        }
        // Both outcomes must be exercised, or the test proves nothing.
        #expect(parsed > 100)
        #expect(failed > 1000)
    }

    private func indexAfter(_ text: String, in input: [UInt8]) -> Int? {
        let needle = Array(text.utf8)
        guard input.count >= needle.count else { return nil }
        for start in 0...(input.count - needle.count) where Array(input[start..<(start + needle.count)]) == needle {
            return start + needle.count
        }
        return nil
    }
}

extension XMLTree {
    /// The line and column just after the last byte of `input`, computed by counting line feeds.
    static func locationOfEnd(of input: [UInt8]) -> XMLLocation {
        var line = 1
        var lineStart = 0
        // LF, CRLF and a lone CR each end a line.
        for (index, byte) in input.enumerated()
        where byte == 0x0A || (byte == 0x0D && (index + 1 == input.count || input[index + 1] != 0x0A)) {
            line += 1
            lineStart = index + 1
        }
        return loc(line, input.count - lineStart + 1)
    }
}
