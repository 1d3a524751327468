import StoryboardTestSupport
import Testing
@testable import StoryboardFormat

/// Every real Interface Builder file of the corpus reads, and writes back byte for byte; the
/// known-bad ones fail with the right error at the right place.
@Suite("XML corpus", .requiresSharedData)
struct XMLCorpusTests {
    /// The corpus's deliberately broken inputs (see its README) and what each must report.
    static let knownBad: [String: (XMLError.Kind, SourcePosition)] = {
        var bad: [String: (XMLError.Kind, SourcePosition)] = [
            "HabitRPG__habitica-ios/_history/606153f466/HabitRPG/Base.lproj/Main.storyboard":
                (.mergeConflictMarker("<<<<<<< HEAD"), SourcePosition(line: 1629, column: 1)),
        ]
        for mock in [
            "IBLinterKitTest/Resources/Utils/Glob/ProjectMock/Level1_1/Level1_1.xib",
            "IBLinterKitTest/Resources/Utils/Glob/ProjectMock/Level1_1/Level2_1/Level2_1.xib",
            "IBLinterKitTest/Resources/Utils/Glob/ProjectMock/Level1_1/Level2_2/Level2_2.xib",
            "IBLinterKitTest/Resources/Utils/Glob/ProjectMock/Level1_2/Level1_2.xib",
            "IBLinterTest/Resources/ProjectMock/Level1_1/Level1_1.xib",
            "IBLinterTest/Resources/ProjectMock/Level1_1/Level2_1/Level2_1.xib",
            "IBLinterTest/Resources/ProjectMock/Level1_1/Level2_2/Level2_2.xib",
            "IBLinterTest/Resources/ProjectMock/Level1_2/Level1_2.xib",
        ] {
            bad["IBDecodable__IBLinter/Tests/" + mock] = (.emptyDocument, SourcePosition(line: 1, column: 1))
        }
        return bad
    }()

    @Test("every manifest file parses and round-trips, except the known-bad ones")
    func everyFileParsesAndRoundTrips() throws {
        let manifest = try Corpus.manifest()
        #expect(manifest.count == 2221)
        var parsed = 0
        var failures: [String] = []
        var mismatches: [String] = []
        var bytesRead = 0
        for entry in manifest {
            let bytes = try Corpus.bytes(entry.file)
            #expect(bytes.count == entry.bytes, "\(entry.file): size differs from MANIFEST.tsv")
            bytesRead += bytes.count
            do {
                let tree = try XMLTree(bytes: bytes)
                parsed += 1
                if tree.serialized() != bytes { mismatches.append(entry.file) }
                if Self.knownBad[entry.file] != nil { failures.append("\(entry.file): parsed but must fail") }
            } catch {
                guard let (kind, location) = Self.knownBad[entry.file] else {
                    failures.append("\(entry.file):\(error.position): \(error.message)")
                    continue
                }
                #expect(error.kind == kind, "\(entry.file)")
                #expect(error.position == location, "\(entry.file)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(mismatches.isEmpty, "round-trip mismatches: \(mismatches)")
        #expect(parsed == 2212)
        print("XML corpus: \(manifest.count) files, \(bytesRead) bytes, \(parsed) parsed, \(manifest.count - parsed) rejected, \(mismatches.count) round-trip mismatches")
    }

    @Test("the merge-conflict file names the marker in Xcode's format")
    func mergeConflictDiagnostic() throws {
        let file = "HabitRPG__habitica-ios/_history/606153f466/HabitRPG/Base.lproj/Main.storyboard"
        let error = try #require(throws: XMLError.self) { try XMLTree(bytes: Corpus.bytes(file)) }
        #expect(
            error.diagnostic(path: "Main.storyboard").description
                == "Main.storyboard:1629:1: error: unresolved git merge-conflict marker '<<<<<<< HEAD': resolve the conflict before opening the file [xml]")
    }

    @Test("positions point at real elements of real files")
    func positionsInRealFile() throws {
        let tree = try XMLTree(bytes: Corpus.bytes("katak__BNRColorboard/Colorboard/Colorboard.storyboard"))
        let root = try #require(tree.rootElement)
        #expect(tree.name(of: root) == "document")
        #expect(tree.position(of: root) == SourcePosition(line: 2, column: 1))
        let initial = try #require(tree.attribute(named: "initialViewController", of: root))
        #expect(tree.position(of: initial) == SourcePosition(line: 2, column: 208))
        let scenes = try #require(tree.firstElement(of: root, named: "scenes"))
        let firstScene = try #require(tree.elements(of: scenes, named: "scene").first { _ in true })
        #expect(tree.position(of: firstScene) == SourcePosition(line: 8, column: 9))
        #expect(tree.attribute("sceneID", of: firstScene) == "gbV-iD-oxi")
    }
}
