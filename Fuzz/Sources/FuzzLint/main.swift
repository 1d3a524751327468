import FuzzSupport
import StoryboardFormat
import StoryboardTools

/// Every lint rule (opt-in ones too) on arbitrary bytes, then the safe fix-its applied: each
/// violation has a message and, when located, a position inside the input; the corrected text
/// is still well-formed XML.
runFuzzer { data, size in
    let bytes = fuzzInput(data, size)
    let end = SourcePosition.end(of: bytes)
    let result = Linters.all.lint([Linter.Input(path: "fuzz.storyboard", bytes: bytes)])
    for violation in result.violations {
        invariant(!violation.message.isEmpty, "empty message from \(violation.ruleID)")
        if let position = violation.position {
            invariant(
                position.line >= 1 && position.column >= 1 && position <= end,
                "\(violation.ruleID) at \(position) outside the input (end \(end))")
        }
    }
    for correction in Corrector.corrections(for: result) {
        do throws(XMLError) {
            _ = try XMLTree(bytes: correction.bytes)
        } catch {
            invariant(false, "the corrections of \(correction.fixed.map(\.ruleID)) made malformed XML: \(error.message)")
        }
    }
    return 0
}

/// A linter with every rule of the registry enabled.
enum Linters {
    static let all: Linter = {
        var configuration = LintConfiguration()
        configuration.optInRules = Set(RuleRegistry.all.map { $0.description.identifier })
        return Linter(configuration: configuration)
    }()
}
