import StoryboardFormat

/// What the project's documents connect, by class: the outlet properties set on objects of
/// each class and the selectors sent to them (a subclass's connections count for its
/// superclasses, where the member is declared).
struct ConnectionUse {
    var outlets: [String: Set<String>] = [:]
    var actions: [String: Set<String>] = [:]
    /// Selectors sent up the responder chain (to First Responder): any class may implement them.
    var responderSelectors: Set<String> = []
    /// Classes documents instantiate (custom classes of any object).
    var instantiated: Set<String> = []

    init(files: [LintFile], sources: SourceIndex) {
        var cache: [String: [String]] = [:]
        func chain(_ name: String) -> [String] {
            if let cached = cache[name] { return cached }
            let names = [name] + sources.chain(of: name).classes.map(\.name).filter { $0 != name }
            cache[name] = names
            return names
        }
        for file in files {
            guard let document = file.document, let root = document.root else { continue }
            let tree = document.tree
            for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
                if let custom = tree.attribute("customClass", of: node) { instantiated.formUnion(chain(custom)) }
            }
            for connection in document.connections {
                switch connection {
                case .outlet, .outletCollection:
                    guard let property = connection.element.attribute("property"),
                        let source = connection.source, let objectClass = ObjectClass.of(source)
                    else { continue }
                    // Key-value coding reaches `noGroupsButton` from the key `NoGroupsButton`.
                    let lowered = property.prefix(1).lowercased() + property.dropFirst()
                    for name in chain(objectClass.name) { outlets[name, default: []].formUnion([property, lowered]) }
                case .action(let action):
                    guard let selector = action.selector else { continue }
                    if let receiver = action.receiverID.flatMap({ document.element(withID: $0) }), let objectClass = ObjectClass.of(receiver) {
                        for name in chain(objectClass.name) { actions[name, default: []].insert(selector) }
                    } else {
                        responderSelectors.insert(selector)
                    }
                default:
                    // `<segue destinationCreationSelector>` calls an @IBSegueAction, and an
                    // unwind segue's `unwindAction` is looked for along the chain of controllers.
                    for key in ["destinationCreationSelector", "unwindAction"] {
                        if let selector = connection.element.attribute(key) { responderSelectors.insert(selector) }
                    }
                }
            }
        }
    }
}

/// An `@IBOutlet` no document connects: dead code, or a connection lost in a merge (the
/// property then stays nil and crashes when unwrapped).
public struct UnusedOutletRule: ProjectRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unused_outlet", name: "Unused outlet",
        description: "An @IBOutlet of a class that documents instantiate is connected by none of them.",
        kind: .correctness, severity: .warning,
        nonTriggeringExamples: [
            .storyboard(
                CrossCheckExamples.scene("HomeViewController", connections: """
                                            <outlet property="titleLabel" destination="lbl-00-001" id="out-00-001"/>
                                            <outletCollection property="buttons" destination="btn-00-001" collectionClass="NSMutableArray" id="out-00-002"/>
                    """),
                sources: ["Home.swift": CrossCheckExamples.homeSwift.replacingOccurrences(of: "    @IBAction", with: "    // ")]),
        ],
        triggeringExamples: [
            .storyboard(
                CrossCheckExamples.scene("HomeViewController", connections: #"                        <outlet property="titleLabel" destination="lbl-00-001" id="out-00-001"/>"#),
                sources: ["Home.swift": CrossCheckExamples.homeSwift.replacingOccurrences(of: "    @IBAction", with: "    // ")
                    .replacingOccurrences(of: "var buttons", with: "var ↓buttons")]),
        ])

    public func validate(project: LintProject, files: [LintFile]) -> [Violation] {
        guard let sources = project.sources?.all else { return [] }
        let use = ConnectionUse(files: files, sources: sources)
        var result: [Violation] = []
        for declared in sources.classes.values where use.instantiated.contains(declared.name) {
            for outlet in declared.outlets.values where !(use.outlets[declared.name]?.contains(outlet.name) ?? false) {
                result.append(violation(
                    "@IBOutlet \"\(outlet.name)\" of \(declared.name) is connected in no document", path: outlet.place.path,
                    at: outlet.place.position))
            }
        }
        return result
    }
}

/// An `@IBAction` no document sends: dead code, or a control whose action was lost.
public struct UnusedActionRule: ProjectRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unused_action", name: "Unused action",
        description: "An @IBAction of a class that documents instantiate is sent by none of them.",
        kind: .correctness, severity: .warning,
        nonTriggeringExamples: [
            .storyboard(
                CrossCheckExamples.scene("HomeViewController", connections: "", buttonConnections: """
                                                <action selector="tap:" destination="vc0-00-001" eventType="touchUpInside" id="act-00-001"/>
                                                <action selector="shareWithSender:" destination="vc0-00-001" eventType="touchUpInside" id="act-00-002"/>
                                                <action selector="refreshNow:" destination="vc0-00-001" eventType="touchUpInside" id="act-00-003"/>
                    """),
                sources: ["Home.swift": CrossCheckExamples.homeSwift]),
        ],
        triggeringExamples: [
            .storyboard(
                CrossCheckExamples.scene("HomeViewController", connections: "", buttonConnections: """
                                                <action selector="tap:" destination="vc0-00-001" eventType="touchUpInside" id="act-00-001"/>
                    """),
                sources: ["Home.swift": CrossCheckExamples.homeSwift.replacingOccurrences(of: "func share", with: "func ↓share")
                    .replacingOccurrences(of: "func refresh", with: "func ↓refresh")]),
        ])

    public func validate(project: LintProject, files: [LintFile]) -> [Violation] {
        guard let sources = project.sources?.all else { return [] }
        let use = ConnectionUse(files: files, sources: sources)
        var result: [Violation] = []
        for declared in sources.classes.values where use.instantiated.contains(declared.name) {
            for action in declared.actions.values {
                if use.actions[declared.name]?.contains(action.selector) ?? false { continue }
                if use.responderSelectors.contains(action.selector) { continue }
                result.append(violation(
                    "@IBAction \"\(action.selector)\" of \(declared.name) is sent by no document", path: action.place.path,
                    at: action.place.position))
            }
        }
        return result
    }
}
