import Foundation
@testable import StoryboardRuntime
import Testing

/// `Storyboard(name:bundle:)`: where the file is looked up, that it is parsed once, and the
/// errors of `uikit-semantics.md` §5.
@MainActor
@Suite("Storyboard lookup", .inOwnRuntimeEnvironment)
struct StoryboardLookupTests {
    /// A storyboard whose initial controller is titled `title`, with one identified scene.
    static func titled(_ title: String) -> String {
        DecodingFixture.document(initial: "vc", scenes: DecodingFixture.scene(
            "vc", attributes: "title=\"\(title)\" storyboardIdentifier=\"Titled\"", body: ""))
    }

    static func initialTitle(_ bundle: ResourceBundle) throws -> String? {
        try Storyboard(name: "Main", bundle: bundle).instantiateInitialViewController()?.title
    }

    @Test func localizationThenBaseThenRoot() throws {
        DecodingFixture.reset()
        let directory = DecodingFixture.makeDirectory()
        DecodingFixture.write(Self.titled("root"), to: "Main.storyboard", in: directory)
        DecodingFixture.write(Self.titled("base"), to: "Base.lproj/Main.storyboard", in: directory)
        DecodingFixture.write(Self.titled("english"), to: "en.lproj/Main.storyboard", in: directory)
        DecodingFixture.write(Self.titled("german"), to: "de.lproj/Main.storyboard", in: directory)
        #expect(try Self.initialTitle(ResourceBundle(directory: directory)) == "english")
        #expect(try Self.initialTitle(ResourceBundle(directory: directory, preferredLocalizations: ["de", "en"])) == "german")
        #expect(try Self.initialTitle(ResourceBundle(directory: directory, preferredLocalizations: ["fr"])) == "base")
        try FileManager.default.removeItem(atPath: directory + "/en.lproj")
        #expect(try Self.initialTitle(ResourceBundle(directory: directory)) == "base")
        try FileManager.default.removeItem(atPath: directory + "/Base.lproj")
        #expect(try Self.initialTitle(ResourceBundle(directory: directory)) == "root")
        let path = try Storyboard(name: "Main.storyboard", bundle: ResourceBundle(directory: directory)).path
        #expect(path == directory + "/Main.storyboard")
    }

    @Test func aMissingStoryboardIsATypedError() throws {
        DecodingFixture.reset()
        let directory = DecodingFixture.makeDirectory()
        let error = try #require(throws: RuntimeError.self) {
            try Storyboard(name: "Nope", bundle: ResourceBundle(directory: directory))
        }
        #expect(error.kind == .storyboardNotFound(name: "Nope", searched: "directory \(directory)"))
        #expect(error.message == "Could not find a storyboard named 'Nope' in bundle directory \(directory)")
    }

    @Test func anUnreadableStoryboardIsATypedError() throws {
        DecodingFixture.reset()
        let directory = DecodingFixture.makeDirectory()
        DecodingFixture.write("<document>\n<<<<<<< HEAD\n", to: "Broken.storyboard", in: directory)
        let error = try #require(throws: RuntimeError.self) {
            try Storyboard(name: "Broken", bundle: ResourceBundle(directory: directory))
        }
        guard case .unreadableStoryboard(let name, _) = error.kind else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(name == "Broken.storyboard")
        #expect(error.position?.line == 2)
    }

    @Test func theFileIsParsedOnce() throws {
        DecodingFixture.reset()
        let directory = DecodingFixture.makeDirectory()
        DecodingFixture.write(Self.titled("first"), to: "Main.storyboard", in: directory)
        let bundle = ResourceBundle(directory: directory)
        let one = try Storyboard(name: "Main", bundle: bundle)
        // A rewritten file is not read again: the document is cached by path.
        DecodingFixture.write(Self.titled("second"), to: "Main.storyboard", in: directory)
        let two = try Storyboard(name: "Main", bundle: bundle)
        #expect(one.document === two.document)
        #expect(try two.instantiateInitialViewController()?.title == "first")
        // Another app reads the file afresh.
        let other = try Storyboard(name: "Main", bundle: bundle, environment: RuntimeEnvironment())
        #expect(try other.instantiateInitialViewController()?.title == "second")
    }

    @Test func everyInstantiationIsANewInstance() throws {
        let storyboard = try DecodingFixture.storyboard(
            initial: "vc", DecodingFixture.scene("vc", attributes: "storyboardIdentifier=\"Titled\"", body: DecodingFixture.rootView()))
        let first = try storyboard.instantiateViewController(withIdentifier: "Titled")
        let second = try storyboard.instantiateViewController(withIdentifier: "Titled")
        #expect(first !== second)
        #expect(first.view !== second.view)
        #expect(first.storyboard === storyboard)
        #expect(try storyboard.instantiateInitialViewController() !== first)
    }

    @Test func identifiersAreStoryboardIdentifiersNotXMLIds() throws {
        let storyboard = try DecodingFixture.storyboard(
            DecodingFixture.scene("vc", attributes: "storyboardIdentifier=\"Titled\"", body: ""))
        #expect(try storyboard.instantiateInitialViewController() == nil)
        let error = try #require(throws: RuntimeError.self) { try storyboard.instantiateViewController(withIdentifier: "vc") }
        #expect(error.kind == .unknownIdentifier("vc"))
        #expect(error.message == "Storyboard (Main.storyboard) doesn't contain a view controller with identifier 'vc'")
    }

    @Test func aCreatorClosureBuildsTheController() throws {
        let storyboard = try DecodingFixture.storyboard(
            DecodingFixture.scene("vc", attributes: "title=\"Made\" storyboardIdentifier=\"Titled\"", body: ""))
        var seenID: String?
        let made = try storyboard.instantiateViewController(identifier: "Titled") { coder in
            seenID = coder.member.id
            return ResolvedController()
        }
        #expect(made is ResolvedController)
        #expect(made.title == "Made")
        #expect(seenID == "vc")
        let fallback = try storyboard.instantiateViewController(identifier: "Titled") { _ in nil }
        #expect(type(of: fallback) == ViewController.self)
    }
}
