import Foundation
import StoryboardFormat
import StoryboardTestSupport
import Testing

@testable import StoryboardRender

/// Every scene of every storyboard of the corpus draws without crashing, and every drawing
/// (scenes light and dark, and the canvas) is well-formed XML.
@Suite(.requiresSharedData) struct RenderCorpusTests {
    static let repositories: [String] = {
        guard let entries = try? Corpus.manifest() else { return ["<missing corpus>"] }
        return Array(Set(entries.filter { $0.documentType.contains("Storyboard") }.map { String($0.file.split(separator: "/")[0]) })).sorted()
    }()

    @Test(arguments: repositories)
    func everySceneRenders(_ repository: String) throws {
        let entries = try Corpus.manifest().filter { $0.documentType.contains("Storyboard") && $0.file.hasPrefix(repository + "/") }
        #expect(!entries.isEmpty)
        var scenes = 0
        for entry in entries {
            let path = try Corpus.path(entry.file)
            guard let document = try? Document(contentsOfFile: path), document.format == .document else { continue }
            let screens = DocumentScreens(document: document)
            for (index, screen) in screens.screens.enumerated() {
                let appearance: Appearance = index % 2 == 0 ? .light : .dark
                let svg = ScreenRenderer(appearance: appearance).svg(screen)
                #expect(RenderCorpusTests.isWellFormed(svg), "\(entry.file) scene \(screen.id)")
                scenes += 1
            }
            let canvas = CanvasRenderer().svg(screens, title: entry.file)
            #expect(RenderCorpusTests.isWellFormed(canvas), "\(entry.file) canvas")
        }
        #expect(scenes > 0 || entries.allSatisfy { $0.scenes == 0 } || repository.contains("archive"))
    }

    static let xibRepositories: [String] = {
        guard let entries = try? Corpus.manifest() else { return ["<missing corpus>"] }
        return Array(Set(entries.filter(isXib).map { String($0.file.split(separator: "/")[0]) })).sorted()
    }()

    static func isXib(_ entry: Corpus.Entry) -> Bool {
        entry.documentType.hasSuffix(".XIB") && !entry.documentType.contains("Storyboard") && !entry.documentType.hasPrefix("archive:")
    }

    /// Every top-level view of every xib of the corpus draws as well-formed SVG.
    @Test(arguments: xibRepositories)
    func everyXibRenders(_ repository: String) throws {
        let entries = try Corpus.manifest().filter { RenderCorpusTests.isXib($0) && $0.file.hasPrefix(repository + "/") }
        #expect(!entries.isEmpty)
        for entry in entries {
            let path = try Corpus.path(entry.file)
            guard let document = try? Document(contentsOfFile: path), document.format == .document else { continue }
            for screen in DocumentScreens(document: document).nibScreens {
                #expect(RenderCorpusTests.isWellFormed(ScreenRenderer().svg(screen)), "\(entry.file) view \(screen.id)")
            }
        }
    }

    static func isWellFormed(_ svg: String) -> Bool {
        guard let tree = try? XMLTree(bytes: Array(svg.utf8)), let root = tree.rootElement else { return false }
        return tree.nameEquals(root, "svg")
    }
}
