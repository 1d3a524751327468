import Foundation
import StoryboardTestSupport
import Testing
@testable import StoryboardRuntime

/// The old-style property list reader behind `XcodeProject`.
@Suite("Old-style property lists")
struct PropertyListTextTests {
    @Test func readsProjectFileSyntax() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \t\tA1 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (B1, B2, ); name = "Main storyboard"; path = "a\\"b"; };
            \t};
            }
            """
        let plist = try PropertyListText(parsing: text)
        #expect(plist["archiveVersion"] == .string("1"))
        #expect(plist["objects"]?["A1"]?["children"] == .array([.string("B1"), .string("B2")]))
        #expect(plist["objects"]?["A1"]?["name"] == .string("Main storyboard"))
        #expect(plist["objects"]?["A1"]?["path"] == .string("a\"b"))
    }

    @Test func reportsTheLineAndColumnOfAnError() {
        #expect(throws: PropertyListTextError(.unexpectedCharacter(";", expected: "'='"), position: .init(line: 2, column: 6))) {
            try PropertyListText(parsing: "{\n\tkey ; value;\n}")
        }
        #expect(throws: PropertyListTextError(.unexpectedEnd, position: .init(line: 2, column: 13))) {
            try PropertyListText(parsing: "{\n\tkey = (a, b")
        }
        #expect(throws: PropertyListTextError(.trailingContent, position: .init(line: 1, column: 4))) {
            try PropertyListText(parsing: "{} x")
        }
    }

    @Test(.requiresSharedData) func readsNetNewsWiresProjectTargetsAndMembership() throws {
        let root = SharedData.path("projects/Ranchero-Software__NetNewsWire")
        let project = try XcodeProject(path: root + "/NetNewsWire.xcodeproj")
        let apps = project.targets.filter(\.isApplication).map(\.name)
        #expect(apps == ["NetNewsWire-iOS", "NetNewsWire"] || apps == ["NetNewsWire", "NetNewsWire-iOS"])
        let iOS = try #require(project.targets.first { $0.name == "NetNewsWire-iOS" })
        let absolute = URL(fileURLWithPath: root).standardizedFileURL.path
        #expect(iOS.contains(root + "/iOS/Base.lproj/Main.storyboard") || iOS.contains(absolute + "/iOS/Base.lproj/Main.storyboard"))
        #expect(!iOS.contains(root + "/Mac/Base.lproj/Main.storyboard") && !iOS.contains(absolute + "/Mac/Base.lproj/Main.storyboard"))
    }
}
