import Testing
@testable import StoryboardFormat

/// Shapes of hostile input that once took quadratic time, generated here at sizes where a
/// quadratic step would not finish in any reasonable time (timings themselves live in
/// `storyboard-bench complexity`, not in tests).
@Suite("XML reading: hostile input shapes")
struct XMLHostileInputTests {
    /// One element with `count` attributes `a0="0" a1="1" …`, optionally repeating the first
    /// name at the end.
    private func manyAttributes(_ count: Int, duplicateFirst: Bool = false) -> [UInt8] {
        var text = "<r"
        text.reserveCapacity(count * 14)
        for index in 0..<count { text += " a\(index)=\"\(index)\"" }
        if duplicateFirst { text += "\na0=\"again\"" }
        text += "/>"
        return bytes(text)
    }

    @Test func attributeLookupOnAnElementWithTwoHundredThousandAttributes() throws {
        let count = 200_000
        let tree = try XMLTree(bytes: manyAttributes(count))
        let root = try must(tree.rootElement)
        #expect(tree.attributes(of: root).count == count)
        // Every lookup, first to last, and one that misses.
        var found = 0
        for index in stride(from: 0, to: count, by: 1) where tree.attribute("a\(index)", of: root) == "\(index)" {
            found += 1
        }
        #expect(found == count)
        #expect(tree.attribute("a\(count)", of: root) == nil)
        #expect(tree.attribute(named: "a199999", of: root).flatMap { tree.position(of: $0) } == loc(1, 3_177_767))
    }

    @Test func aDuplicateAfterTwoHundredThousandAttributesIsFoundWithBothPositions() {
        let error = readError(manyAttributes(200_000, duplicateFirst: true))
        #expect(error?.kind == .duplicateAttribute(name: "a0", firstAt: loc(1, 4)))
        #expect(error?.position == loc(2, 1))
    }

    @Test(arguments: [1, 15, 16, 17, 40])
    func duplicatesAreFoundOnEitherSideOfTheLookupTableThreshold(_ count: Int) {
        // The repeated name is the last one before the duplicate, and the first. ` n0='v'` takes
        // seven bytes, ` n10='v'` eight.
        var text = "<r"
        for index in 0..<count { text += " n\(index)='v'" }
        let last = readError(text + " n\(count - 1)='w'/>")
        #expect(last?.kind == .duplicateAttribute(name: "n\(count - 1)", firstAt: loc(1, 4 + 7 * min(count - 1, 10) + 8 * max(count - 11, 0))))
        #expect(readError(text + " n0='w'/>")?.kind == .duplicateAttribute(name: "n0", firstAt: loc(1, 4)))
        #expect(readError(text + "/>") == nil)
    }

    @Test func editsKeepLookupsRightOnAnElementWithManyAttributes() throws {
        var tree = try XMLTree(bytes: manyAttributes(100))
        let root = try must(tree.rootElement)
        tree.setAttribute("added", to: "new", of: root)
        tree.setAttribute("a5", to: "five", of: root)
        tree.removeAttribute("a7", of: root)
        #expect(tree.attribute("added", of: root) == "new")
        #expect(tree.attribute("a5", of: root) == "five")
        #expect(tree.attribute("a7", of: root) == nil)
        #expect(tree.attribute("a99", of: root) == "99")
        tree.setAttribute("a7", to: "back", of: root)
        #expect(tree.attribute("a7", of: root) == "back")
        #expect(tree.attribute("a0", of: root) == "0")
        #expect(tree.attributes(of: root).count == 101)
        let written = String(decoding: tree.serialized(), as: UTF8.self)
        #expect(written.hasSuffix(#" a99="99" added="new" a7="back"/>"#))
        #expect(written.contains(#" a5="five" a6="6" a8="8""#))
    }

    @Test func nestingFiftyThousandDeepReadsAndWritesBack() throws {
        let depth = 50_000
        let text = String(repeating: "<v>", count: depth) + String(repeating: "</v>", count: depth)
        let tree = try expectRoundTrip(text)
        let innermost = try must(tree.descendants(of: tree.document).reduce(nil as XMLNode?) { _, node in node })
        #expect(tree.depth(of: innermost) == depth - 1)
    }
}
