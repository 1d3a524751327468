import StoryboardFormat
import Testing

@testable import StoryboardTools

/// Runs every rule on its own examples (SwiftLint's way): non-triggering examples give no
/// violation, triggering ones give exactly one violation at each `↓`, and correctable rules
/// fix their triggering examples into the given corrected text.
struct RuleExampleTests {
    static let identifiers = RuleRegistry.all.map { $0.description.identifier }

    /// Lints `example` with only the rule `identifier` enabled, through the whole pipeline.
    static func lint(_ example: RuleExample, rule identifier: String) -> (text: String, result: Linter.Result) {
        var configuration = LintConfiguration()
        configuration.onlyRules = [identifier]
        configuration.options[identifier] = example.options
        let text = example.unmarked.text
        var inputs = [Linter.Input(path: "/project/" + example.fileName, bytes: Array(text.utf8))]
        for (name, companion) in example.companions.sorted(by: { $0.key < $1.key }) {
            inputs.append(Linter.Input(path: "/project/" + name, bytes: Array(companion.utf8)))
        }
        let catalogs = example.images.isEmpty && example.colors.isEmpty
            ? nil : AssetCatalogs(images: example.images, colors: example.colors)
        let sources = example.sources.isEmpty
            ? nil
            : SourceIndex.scanning(files: example.sources.sorted { $0.key < $1.key }.map { ("/project/" + $0.key, RuleExample.unmark($0.value).text) })
        return (text, Linter(configuration: configuration).lint(inputs, catalogs: catalogs, sources: sources))
    }

    /// Every `↓` of the example and its sources, as `path:line:column`, sorted.
    static func marks(of example: RuleExample) -> [String] {
        var marks = example.unmarked.marks.map { "/project/\(example.fileName):\($0.line):\($0.column)" }
        for (name, text) in example.sources {
            marks += RuleExample.unmark(text).marks.map { "/project/\(name):\($0.line):\($0.column)" }
        }
        return marks.sorted()
    }

    @Test(arguments: identifiers)
    func descriptionIsComplete(identifier: String) throws {
        let description = try #require(RuleRegistry.rule(withIdentifier: identifier)).description
        #expect(!description.name.isEmpty)
        #expect(description.description.hasSuffix("."))
        #expect(!description.triggeringExamples.isEmpty)
        #expect(!description.nonTriggeringExamples.isEmpty)
        #expect(Self.identifiers.filter { $0 == identifier }.count == 1)
        #expect(description.triggeringExamples.allSatisfy { !Self.marks(of: $0).isEmpty })
    }

    @Test(arguments: identifiers)
    func nonTriggeringExamplesPass(identifier: String) throws {
        let description = try #require(RuleRegistry.rule(withIdentifier: identifier)).description
        for example in description.nonTriggeringExamples {
            let run = Self.lint(example, rule: identifier)
            #expect(run.result.violations.map(\.diagnostic.description) == [], "\(run.text)")
        }
    }

    @Test(arguments: identifiers)
    func triggeringExamplesReportAtTheirMarks(identifier: String) throws {
        let description = try #require(RuleRegistry.rule(withIdentifier: identifier)).description
        for example in description.triggeringExamples {
            let run = Self.lint(example, rule: identifier)
            let violations = run.result.violations
            let found = violations.map { "\($0.path ?? ""):\($0.position?.line ?? 0):\($0.position?.column ?? 0)" }.sorted()
            #expect(found == Self.marks(of: example), "\(violations.map(\.diagnostic.description))\n\(run.text)")
            #expect(violations.allSatisfy { $0.ruleID == identifier && $0.severity == description.severity })
        }
    }

    @Test(arguments: identifiers)
    func correctableRulesFixTheirExamples(identifier: String) throws {
        let description = try #require(RuleRegistry.rule(withIdentifier: identifier)).description
        let corrected = description.triggeringExamples.compactMap(\.corrected)
        #expect(description.isCorrectable == !corrected.isEmpty)
        for example in description.triggeringExamples {
            guard let expected = example.corrected else { continue }
            let run = Self.lint(example, rule: identifier)
            let corrections = Corrector.corrections(for: run.result)
            #expect(corrections.count == 1)
            let text = corrections.first.map { String(decoding: $0.bytes, as: UTF8.self) }
            #expect(text == expected)
            // The corrected document is clean.
            if let text {
                #expect(Self.lint(RuleExample(text, fileName: example.fileName), rule: identifier).result.violations.isEmpty)
            }
        }
    }
}
