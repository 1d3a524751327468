@testable import StoryboardRuntime
import Testing

/// The warning for a custom class the app does not have. UIKit logs "Unknown class X in
/// Interface Builder file." each time it decodes an instance and carries on with the base
/// class; here the warning comes once per class and file, at the first instance decoded, and
/// names the file's other instances, so that a class used in many places is one line that
/// says where, not a line per decoding.
@MainActor
@Suite("Unknown class warnings", .inOwnRuntimeEnvironment)
struct UnknownClassWarningTests {
    static func badgeLabel(_ id: String, y: Int) -> String {
        """
        <label opaque="NO" contentMode="left" text="\(id)" customClass="BadgeLabel" customModule="App" id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="100" height="21"/>
        </label>
        """
    }

    static func storyboard() throws -> Storyboard {
        try DecodingFixture.storyboard(initial: "vc", DecodingFixture.scene(
            "vc", attributes: #"customClass="MissingController" customModule="App""#,
            body: DecodingFixture.rootView(subviews: [badgeLabel("one", y: 0), badgeLabel("two", y: 30), badgeLabel("three", y: 60)].joined(separator: "\n"))))
    }

    var unknownClassWarnings: [String] {
        testEnvironment.diagnostics.warnings.filter { $0.id == .unknownClass }.map(\.description)
    }

    @Test func oneWarningPerClassNamesEveryInstanceOfTheFile() throws {
        let storyboard = try Self.storyboard()
        let path = storyboard.path
        let first = try #require(try storyboard.instantiateInitialViewController())
        _ = first.view
        let text = try String(contentsOfFile: path, encoding: .utf8)
        func position(of marker: String) throws -> String {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = try #require(lines.firstIndex { $0.contains(marker) })
            let column = try #require(lines[line].range(of: "<")).lowerBound.utf16Offset(in: lines[line]) + 1
            return "\(line + 1):\(column)"
        }
        #expect(unknownClassWarnings == [
            "\(path):\(try position(of: #"id="vc""#)): warning: Unknown class App.MissingController in Interface Builder file; using ViewController [unknown-class]",
            "\(path):\(try position(of: #"id="one""#)): warning: Unknown class App.BadgeLabel in Interface Builder file; using Label (also at \(path):\(try position(of: #"id="two""#)), \(path):\(try position(of: #"id="three""#))) [unknown-class]",
        ])
    }

    @Test func decodingTheSceneAgainDoesNotRepeatTheWarnings() throws {
        let storyboard = try Self.storyboard()
        for _ in 0..<3 {
            _ = try #require(try storyboard.instantiateInitialViewController()).view
        }
        #expect(unknownClassWarnings.count == 2)
        // Every instance still stands in as the base class, with the document's class name.
        let controller = try #require(try storyboard.instantiateInitialViewController())
        #expect(controller.view.subviews.map(\.className) == ["BadgeLabel", "BadgeLabel", "BadgeLabel"])
        #expect(controller.view.subviews.allSatisfy { type(of: $0) == Label.self })
    }
}
