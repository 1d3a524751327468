import Foundation
import StoryboardTestSupport
import Testing
@testable import StoryboardFormat

/// The document model over every real file of the corpus: counts agree with the manifest,
/// every reference resolves or is reported, and JSON encoding succeeds.
@Suite("Model corpus", .requiresSharedData)
struct ModelCorpusTests {
    /// The files that are not XML documents at all (see the corpus README).
    static func isKnownBad(_ entry: Corpus.Entry) -> Bool {
        entry.file == "HabitRPG__habitica-ios/_history/606153f466/HabitRPG/Base.lproj/Main.storyboard"
            || (entry.bytes == 0 && entry.file.hasPrefix("IBDecodable__IBLinter/"))
    }

    @Test("every parseable manifest file builds a Document that agrees with the manifest")
    func everyFileBuildsAConsistentDocument() throws {
        let manifest = try Corpus.manifest()
        #expect(manifest.count == 2221)
        var documents = 0
        var knownBad = 0
        var legacy = 0
        var references = 0
        var dangling: [String] = []
        var duplicates = 0
        var segues = 0
        var jsonBytes = 0
        let encoder = JSONEncoder()
        for entry in manifest {
            let bytes = try Corpus.bytes(entry.file)
            if Self.isKnownBad(entry) {
                #expect(throws: XMLError.self, "\(entry.file) should not parse") {
                    _ = try Document(bytes: bytes, path: entry.file)
                }
                knownBad += 1
                continue
            }
            let document: Document
            do {
                document = try Document(bytes: bytes, path: entry.file)
            } catch {
                Issue.record("\(entry.file): \(error)")
                continue
            }
            documents += 1

            // Header against the manifest.
            if entry.documentType.hasPrefix("archive:") {
                #expect(document.format == .legacyArchive, "\(entry.file)")
                #expect(document.header.type == String(entry.documentType.dropFirst("archive:".count)), "\(entry.file)")
                legacy += 1
            } else {
                #expect(document.format == .document, "\(entry.file)")
                #expect(document.header.type == entry.documentType, "\(entry.file)")
                #expect(document.header.targetRuntime == entry.targetRuntime, "\(entry.file)")
                #expect(document.platform != .unknown(entry.targetRuntime), "\(entry.file)")
                let isStoryboard = entry.file.hasSuffix(".storyboard")
                #expect(document.kind == (isStoryboard ? .storyboard : .xib), "\(entry.file)")
            }

            // Scene and segue counts: the manifest counts `<scene>` and `<segue>` elements, and
            // the latter include the tie-breaker back-references, which are not segues.
            #expect(document.scenes.count == entry.scenes, "\(entry.file): scenes")
            #expect(document.segueElementCount == entry.segues, "\(entry.file): segue elements")
            let documentSegues = document.segues
            #expect(documentSegues.count + document.segueTieBreakers.count == entry.segues, "\(entry.file): segues")
            segues += documentSegues.count
            let bySceneCount = document.scenes.reduce(0) { $0 + $1.segues.count }
            if document.kind == .storyboard {
                #expect(bySceneCount == documentSegues.count, "\(entry.file): segues outside scenes")
            }
            #expect(document.segueCountsByKind.values.reduce(0, +) == documentSegues.count)

            // References: each resolves to the element with that id, or is in the dangling list
            // and has a diagnostic at its position.
            let index = document.index
            references += index.references.count
            var danglingSeen = 0
            for reference in index.references {
                if let target = reference.target {
                    #expect(document.tree.attribute("id", of: target) == reference.id)
                } else {
                    #expect(index.node(forID: reference.id) == nil)
                    danglingSeen += 1
                    dangling.append("\(entry.file):\(reference.position.map(\.description) ?? "?"): \(reference.attribute)=\(reference.id)")
                }
            }
            #expect(danglingSeen == index.danglingReferences.count)
            #expect(index.diagnostics.count == index.danglingReferences.count + index.duplicates.count)
            for diagnostic in index.diagnostics {
                #expect(diagnostic.position != nil && diagnostic.path == entry.file && diagnostic.severity == .warning)
            }
            duplicates += index.duplicates.count
            // Every segue, outlet and action destination was checked by the index.
            let checked = Set(index.references.map { "\($0.source.index).\($0.attribute)" })
            for connection in document.connections {
                if let destination = connection.element.attribute("destination"), connection.element.attribute("reference") == nil {
                    #expect(checked.contains("\(connection.node.index).destination"), "\(entry.file): \(destination) unchecked")
                    #expect((document.element(withID: destination) != nil) == (index.node(forID: destination) != nil))
                }
            }
            if let initial = document.header.initialViewControllerID {
                #expect((document.initialViewController != nil) == (index.node(forID: initial) != nil))
            }

            // JSON encoding succeeds and is valid JSON with the same scene count.
            let data = try encoder.encode(document)
            jsonBytes += data.count
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            #expect(object != nil, "\(entry.file): JSON is not an object")
            if document.format == .document {
                #expect((object?["scenes"] as? [Any])?.count == entry.scenes, "\(entry.file): JSON scenes")
            }
        }
        #expect(knownBad == 9)
        #expect(documents == manifest.count - 9)
        #expect(legacy == 20)
        print("model corpus: \(documents) documents, \(legacy) legacy archives, \(segues) segues, \(references) references, \(dangling.count) dangling, \(duplicates) duplicate ids, \(jsonBytes) bytes of JSON")
        for line in dangling.prefix(20) { print("  dangling: \(line)") }
    }
}
