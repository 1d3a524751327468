import StoryboardFormat

/// One file being linted: its bytes, its document when it could be read, the project around
/// it, and the options of the rule that looks at it.
public struct LintFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Nil when the bytes are not well-formed XML (only byte-level rules run then).
    public let document: Document?
    public let project: LintProject
    public let options: [String: RuleOptions]
    /// The layout engine's frames for this file, computed on first use by a layout rule.
    let layoutCache = FileLayout()

    public init(path: String, bytes: [UInt8], document: Document?, project: LintProject, options: [String: RuleOptions] = [:]) {
        self.path = path
        self.bytes = bytes
        self.document = document
        self.project = project
        self.options = options
    }

    /// The file name without directories or extension (`Main` for `Base.lproj/Main.storyboard`).
    public var baseName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    public var isStoryboard: Bool { path.hasSuffix(".storyboard") }

    /// The options of rule `identifier`.
    public func options(for identifier: String) -> RuleOptions { options[identifier] ?? [:] }

    /// Where `attribute` of `element` is written, else where the element starts.
    public func position(of element: some DocumentElement, attribute: String? = nil) -> SourcePosition? {
        let tree = element.tree
        if let attribute, let handle = tree.attribute(named: attribute, of: element.node),
            let location = tree.position(of: handle)
        {
            return location
        }
        return tree.position(of: element.node)
    }
}
