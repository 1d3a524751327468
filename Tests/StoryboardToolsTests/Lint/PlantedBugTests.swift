import Foundation
import StoryboardFormat
import StoryboardTestSupport
import Testing

@testable import StoryboardTools

/// Bugs planted in temporary copies of real app files (Habitica's `ChallengeFilterAlert` xib and
/// its Swift class, Loop's Learn storyboard): each mutation is reported by exactly one error of
/// the expected rule, at the exact line and column of the offending attribute or element.
@Suite(.requiresSharedData)
struct PlantedBugTests {
    static let alertFiles = [
        "HabitRPG/Views/ChallengeFilterAlert.xib", "HabitRPG/Views/ChallengeFilterAlert.swift",
        "HabitRPG/Views/LabeledCheckboxView.swift",
    ]
    static let xib = "HabitRPG/Views/ChallengeFilterAlert.xib"
    static let swift = "HabitRPG/Views/ChallengeFilterAlert.swift"
    static let storyboard = "Learn/Base.lproj/Main.storyboard"

    /// The errors of a lint run over the fixture (with the cross-check against its sources),
    /// as `path:line:column [rule]`.
    static func errors(in fixture: ToolsFixture, sources: Bool = true) throws -> [String] {
        var linter = Linter()
        if sources { linter.sourceDirectories = [fixture.root.path] }
        let result = try linter.lint(paths: [fixture.root.path])
        return result.violations.filter { $0.severity == .error }.map {
            "\($0.path ?? ""):\($0.position?.line ?? 0):\($0.position?.column ?? 0) [\($0.ruleID)]"
        }
    }

    static func alert() throws -> ToolsFixture { try ToolsFixture(project: "HabitRPG__habitica-ios", files: alertFiles) }

    @Test func theRealFilesHaveNoErrors() throws {
        let fixture = try Self.alert()
        defer { fixture.remove() }
        #expect(try Self.errors(in: fixture) == [])
    }

    @Test func renamedOutletProperty() throws {
        let fixture = try Self.alert()
        defer { fixture.remove() }
        try fixture.replace("var titleLabel: UILabel!", with: "var headlineLabel: UILabel!", in: Self.swift)
        let expected = try fixture.position(of: #"property="titleLabel""#, in: Self.xib)
        #expect(try Self.errors(in: fixture) == ["\(expected) [missing_outlet]"])
    }

    @Test func deletedActionMethod() throws {
        let fixture = try Self.alert()
        defer { fixture.remove() }
        try fixture.replace("@IBAction func doneTapped(_ sender: Any) {", with: "func finish() {", in: Self.swift)
        let expected = try fixture.position(of: #"selector="doneTapped:""#, in: Self.xib)
        #expect(try Self.errors(in: fixture) == ["\(expected) [missing_action]"])
    }

    @Test func actionLabelChangesTheSelector() throws {
        let fixture = try Self.alert()
        defer { fixture.remove() }
        // `allGroupsTapped(sender:)` is `allGroupsTappedWithSender:`, no longer `allGroupsTapped:`.
        try fixture.replace("@IBAction func allGroupsTapped(_ sender: Any) {", with: "@IBAction func allGroupsTapped(sender: Any) {", in: Self.swift)
        let expected = try fixture.position(of: #"selector="allGroupsTapped:""#, in: Self.xib)
        var linter = Linter()
        linter.sourceDirectories = [fixture.root.path]
        let errors = try linter.lint(paths: [fixture.root.path]).violations.filter { $0.severity == .error }
        #expect(errors.map { "\($0.path ?? ""):\($0.position!.line):\($0.position!.column) [\($0.ruleID)]" } == ["\(expected) [missing_action]"])
        #expect(errors.first?.message == #"ChallengeFilterAlert has no method for the action "allGroupsTapped:"; the code declares "allGroupsTappedWithSender:""#)
    }

    @Test func changedCustomClass() throws {
        let fixture = try Self.alert()
        defer { fixture.remove() }
        try fixture.replace(#"customClass="ChallengeFilterAlert""#, with: #"customClass="ChallengeFilterAlrt""#, in: Self.xib)
        let expected = try fixture.position(of: #"customClass="ChallengeFilterAlrt""#, in: Self.xib)
        #expect(try Self.errors(in: fixture) == ["\(expected) [missing_class]"])
    }

    @Test func outletOfTheWrongType() throws {
        let fixture = try Self.alert()
        defer { fixture.remove() }
        try fixture.replace("var titleLabel: UILabel!", with: "var titleLabel: UIButton!", in: Self.swift)
        let expected = try fixture.position(of: #"destination="ZI2-9S-IzK""#, in: Self.xib)
        #expect(try Self.errors(in: fixture) == ["\(expected) [outlet_type]"])
    }

    @Test func brokenOutletDestinationIsFixedByRemovingTheConnection() throws {
        let fixture = try Self.alert()
        defer { fixture.remove() }
        let original = try fixture.read(Self.xib)
        try fixture.replace(#"destination="ZI2-9S-IzK" id="hAR-Ts-z6B""#, with: #"destination="ZZZ-99-ZZZ" id="hAR-Ts-z6B""#, in: Self.xib)
        let expected = try fixture.position(of: #"destination="ZZZ-99-ZZZ""#, in: Self.xib)
        #expect(try Self.errors(in: fixture, sources: false) == ["\(expected) [dangling_connection]"])

        let result = try Linter().lint(paths: [fixture.root.path])
        let corrections = Corrector.corrections(for: result)
        #expect(corrections.count == 1)
        let line = original.components(separatedBy: "\n").first { $0.contains(#"id="hAR-Ts-z6B""#) }!
        #expect(corrections.first.map { String(decoding: $0.bytes, as: UTF8.self) } == original.replacingOccurrences(of: line + "\n", with: ""))
    }

    static func learn() throws -> ToolsFixture { try ToolsFixture(project: "LoopKit__Loop", files: [storyboard]) }

    @Test func brokenSegueDestination() throws {
        let fixture = try Self.learn()
        defer { fixture.remove() }
        try fixture.replace(#"<segue destination="pc0-i7-iTE""#, with: #"<segue destination="gone-00-000""#, in: Self.storyboard)
        let expected = try fixture.position(of: #"destination="gone-00-000""#, in: Self.storyboard)
        #expect(try Self.errors(in: fixture, sources: false) == ["\(expected) [segue_destination]"])
    }

    @Test func duplicatedStoryboardIdentifier() throws {
        let fixture = try Self.learn()
        defer { fixture.remove() }
        try fixture.replace(#"<tableViewController id="hKP-kb-3pD""#, with: #"<tableViewController storyboardIdentifier="Lessons" id="hKP-kb-3pD""#, in: Self.storyboard)
        try fixture.replace(#"<tableViewController id="pc0-i7-iTE""#, with: #"<tableViewController storyboardIdentifier="Lessons" id="pc0-i7-iTE""#, in: Self.storyboard)
        let expected = try fixture.position(of: #"storyboardIdentifier="Lessons""#, in: Self.storyboard, occurrence: 2)
        #expect(try Self.errors(in: fixture, sources: false) == ["\(expected) [duplicate_storyboard_identifier]"])
    }

    @Test func relationshipOfTheWrongKind() throws {
        let fixture = try Self.learn()
        defer { fixture.remove() }
        try fixture.replace(#"relationship="rootViewController""#, with: #"relationship="viewControllers""#, in: Self.storyboard)
        let expected = try fixture.position(of: #"relationship="viewControllers""#, in: Self.storyboard)
        #expect(try Self.errors(in: fixture, sources: false) == ["\(expected) [relationship_kind]"])
    }

    @Test func duplicatedObjectID() throws {
        let fixture = try Self.learn()
        defer { fixture.remove() }
        try fixture.replace(#"<tableViewController id="pc0-i7-iTE""#, with: #"<tableViewController id="hKP-kb-3pD""#, in: Self.storyboard)
        // The second controller takes the first one's id: the duplicate is reported where its
        // `id` is written; what pointed at the old id now dangles and is reported too.
        let duplicate = try fixture.position(of: #"id="hKP-kb-3pD""#, in: Self.storyboard, occurrence: 2)
        let errors = try Self.errors(in: fixture, sources: false)
        #expect(errors.filter { $0.hasSuffix("[duplicate_id]") } == ["\(duplicate) [duplicate_id]"])
        #expect(errors.contains("\(try fixture.position(of: #"destination="pc0-i7-iTE""#, in: Self.storyboard)) [segue_destination]"))
    }

    @Test func conflictMarkers() throws {
        let fixture = try Self.learn()
        defer { fixture.remove() }
        let text = try fixture.read(Self.storyboard)
        var lines = text.components(separatedBy: "\n")
        lines.insert("<<<<<<< HEAD", at: 13)
        lines.insert("=======", at: 15)
        lines.insert(">>>>>>> feature/lessons", at: 16)
        try lines.joined(separator: "\n").write(toFile: fixture.path(Self.storyboard), atomically: true, encoding: .utf8)
        let path = fixture.path(Self.storyboard)
        #expect(try Self.errors(in: fixture, sources: false) == [
            "\(path):14:1 [conflict_marker]", "\(path):16:1 [conflict_marker]", "\(path):17:1 [conflict_marker]",
        ])
    }

    @Test func renamedSegueIdentifierThatTheCodePerforms() throws {
        let swiftFile = "Learn/View Controllers/LessonConfigurationViewController.swift"
        let controllers = ["LessonsViewController", "LessonResultsViewController"].map { "Learn/View Controllers/\($0).swift" }
        let fixture = try ToolsFixture(project: "LoopKit__Loop", files: [Self.storyboard, swiftFile] + controllers)
        defer { fixture.remove() }
        #expect(try Self.errors(in: fixture) == [])
        try fixture.replace(#"identifier="LessonResultsViewController""#, with: #"identifier="showResults""#, in: Self.storyboard)
        // The code performs `LessonResultsViewController.className`, which no segue has now.
        let expected = try fixture.position(of: "LessonResultsViewController.className", in: swiftFile)
        #expect(try Self.errors(in: fixture) == ["\(expected) [segue_identifier_in_code]"])
    }
}
