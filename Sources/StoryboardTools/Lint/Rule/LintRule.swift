import StoryboardFormat

/// A check over one Interface Builder file, described by its `RuleDescription` so that
/// `storyboard lint --rules`, the configuration and the generic example test all read the same
/// facts (SwiftLint's shape: the examples are the rule's tests).
public protocol LintRule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// The violations in `file`; locations point at the offending element or attribute.
    func validate(_ file: LintFile) -> [Violation]
}

/// A rule that needs the parsed document (every rule but those that read raw bytes); it is not
/// run on a file that could not be read as XML.
public protocol DocumentRule: LintRule {
    func validate(_ document: Document, in file: LintFile) -> [Violation]
}

extension DocumentRule {
    public func validate(_ file: LintFile) -> [Violation] {
        guard let document = file.document else { return [] }
        return validate(document, in: file)
    }
}

/// A rule that looks at the whole project at once (the code's uses of identifiers, unused
/// outlets): run once per lint run, its violations can point into source files.
public protocol ProjectRule: LintRule {
    func validate(project: LintProject, files: [LintFile]) -> [Violation]
}

extension ProjectRule {
    public func validate(_ file: LintFile) -> [Violation] { [] }
}

extension LintRule {
    /// A violation of this rule at `location`, with the rule's default severity (the linter
    /// applies the configured one).
    public func violation(
        _ message: String, in file: LintFile, at location: SourcePosition?, fix: Fix? = nil
    ) -> Violation {
        violation(message, path: file.path, at: location, fix: fix)
    }

    /// A violation in any file (a source file, for the cross-check).
    public func violation(_ message: String, path: String?, at location: SourcePosition?, fix: Fix? = nil) -> Violation {
        Violation(
            rule: Self.description.diagnosticID, severity: Self.description.severity, message: message,
            path: path, position: location, fix: fix)
    }

    /// A violation located at `attribute` of `element` when it is written, else at the element.
    public func violation(
        _ message: String, in file: LintFile, at element: some DocumentElement, attribute: String? = nil,
        fix: Fix? = nil
    ) -> Violation {
        violation(message, in: file, at: file.position(of: element, attribute: attribute), fix: fix)
    }
}
