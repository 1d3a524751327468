import Foundation
import StoryboardFormat
import StoryboardTestSupport
import Testing
@testable import StoryboardTools

/// The 605 real merges: what the scorer of `../shared/merges` measures, checked in-process.
@Suite("Merge corpus", .requiresSharedData)
struct MergeCorpusTests {
    /// The scorer's canonical form: attributes sorted, whitespace between elements and the
    /// version stamps Xcode rewrites on every save left out.
    static func canonical(_ bytes: [UInt8]) -> String? {
        guard let tree = try? XMLTree(bytes: bytes), let root = tree.rootElement else { return nil }
        let stamps: Set<String> = ["document toolsVersion", "document systemVersion", "plugIn version", "capability minToolsVersion"]
        var output = ""
        func walk(_ node: XMLNode) {
            let name = tree.name(of: node)
            output += "(" + name
            for (key, value) in tree.attributes(of: node).map({ (tree.name(of: $0), tree.value(of: $0)) }).sorted(by: { $0.0 < $1.0 })
            where !stamps.contains("\(name) \(key)") {
                output += " \(key)=\(value)"
            }
            var text = ""
            for child in tree.children(of: node) {
                if tree.kind(of: child) == .element { break }
                if tree.kind(of: child) == .text || tree.kind(of: child) == .cdata { text += tree.text(of: child) }
            }
            output += "|" + text.trimmingCharacters(in: .whitespacesAndNewlines)
            for child in tree.elements(of: node) { walk(child) }
            output += ")"
        }
        walk(root)
        return output
    }

    /// Every ` id="…"` value, as the scorer's regular expression finds them.
    static func ids(_ bytes: [UInt8]) -> Set<String> {
        var result: Set<String> = []
        let pattern: [UInt8] = Array("id=\"".utf8)
        var index = 1
        while index + pattern.count < bytes.count {
            let space = bytes[index - 1]
            if (space == 0x20 || space == 0x0A || space == 0x09 || space == 0x0D) && bytes[index] == 0x69
                && bytes[index + 1] == 0x64 && bytes[index + 2] == 0x3D && bytes[index + 3] == 0x22
            {
                var end = index + pattern.count
                while end < bytes.count && bytes[end] != 0x22 { end += 1 }
                if end > index + pattern.count { result.insert(String(decoding: bytes[(index + pattern.count)..<end], as: UTF8.self)) }
                index = end
            }
            index += 1
        }
        return result
    }

    @Test("the real merges: clean, well-formed, equal to what developers committed, nothing lost")
    func realMerges() throws {
        let corpus = try MergeCases.extract()
        defer { try? FileManager.default.removeItem(atPath: corpus.root) }
        #expect(corpus.cases.count == 605)
        var clean = 0, equal = 0, lineMerged = 0
        var lossy: [String] = [], malformed: [String] = []
        for mergeCase in corpus.cases {
            let base = try mergeCase.bytes("base"), ours = try mergeCase.bytes("ours"), theirs = try mergeCase.bytes("theirs")
            let committed = try mergeCase.bytes("result")
            let result = StoryboardMerge().merge(base: base, ours: ours, theirs: theirs)
            if case .lineMerge = result.method { lineMerged += 1 }
            guard result.isClean else { continue }
            clean += 1
            guard let merged = Self.canonical(result.merged) else {
                malformed.append(mergeCase.directory)
                continue
            }
            if merged == Self.canonical(committed) { equal += 1 }
            let (m, r, b, o, t) = (Self.ids(result.merged), Self.ids(committed), Self.ids(base), Self.ids(ours), Self.ids(theirs))
            let lost = o.intersection(t).union(o.subtracting(b).intersection(r)).union(t.subtracting(b).intersection(r)).subtracting(m)
            let resurrected = b.subtracting(o).union(b.subtracting(t)).intersection(m).subtracting(r)
            if !lost.isEmpty || !resurrected.isEmpty { lossy.append(mergeCase.directory) }
        }
        #expect(malformed == [])
        #expect(lossy == [])
        // Figures of this implementation (see BENCHMARKS.md); git's line merge: 267 clean, 261 equal.
        #expect(clean >= 511)
        #expect(equal >= 327)
        // The 22 Xcode 3/4 archive-format xibs and the one whose side holds git's conflict markers
        // go to git's line merge, nothing else.
        #expect(lineMerged == 23)
    }
}
