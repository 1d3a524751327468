import StoryboardFormat

extension StoryboardGraph {
    /// The graph of `documents` (storyboards by path; xibs are ignored). With `sources`,
    /// entry points are the initial controllers plus what the code instantiates, and unwind
    /// segues are resolved to the controllers implementing their action; without, every
    /// controller with a storyboard identifier counts as an entry point (code may instantiate it).
    public init(documents: [(path: String, document: Document)], sources: ProjectSources? = nil) {
        let storyboards = documents.filter { $0.path.hasSuffix(".storyboard") }
        func name(_ path: String) -> String {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            return String(file.dropLast(".storyboard".count))
        }
        var byIdentifier: [String: [String: String]] = [:]  // storyboard → identifier → node
        var initial: [String: String] = [:]  // storyboard → node
        var nodeIndex: [String: Int] = [:]
        // Every document's initial controller, the launch screens' and watchOS notification
        // controllers (the system shows them by itself).
        var initialEntries: [String] = []
        // Nodes first, so that references resolve whatever the file order.
        for (path, document) in storyboards {
            let storyboard = name(path)
            for member in document.members where member.isViewController || member.isStoryboardReference {
                guard let objectID = member.id else { continue }
                let id = "\(storyboard):\(objectID)"
                guard nodeIndex[id] == nil else { continue }  // a localization of the same storyboard
                var node = Node(
                    id: id, storyboard: storyboard, objectID: objectID, element: member.elementName, customClass: member.customClass,
                    storyboardIdentifier: member.storyboardIdentifier ?? member.attribute("identifier"), title: member.title, isReference: member.isStoryboardReference,
                    path: path, position: member.position)
                if let reference = member.storyboardReference {
                    node.referenceLabel = (reference.storyboardName ?? storyboard) + (reference.referencedIdentifier.map { ".\($0)" } ?? "")
                }
                nodeIndex[id] = nodes.count
                nodes.append(node)
                // watchOS interface controllers are named by `identifier`.
                let identifier = member.storyboardIdentifier
                    ?? (document.platform == .watchOS ? member.attribute("identifier") : nil)
                if let identifier, !member.isStoryboardReference {
                    byIdentifier[storyboard, default: [:]][identifier] = id
                }
            }
            if let initialID = document.header.initialViewControllerID {
                if initial[storyboard] == nil { initial[storyboard] = "\(storyboard):\(initialID)" }
                initialEntries.append("\(storyboard):\(initialID)")
            }
            for controller in document.viewControllers {
                guard let id = controller.id else { continue }
                switch controller.controllerKind {
                case .notificationController?, .glanceController?: initialEntries.append("\(storyboard):\(id)")
                default: if document.header.launchScreen { initialEntries.append("\(storyboard):\(id)") }
                }
            }
        }
        func target(storyboard: String, identifier: String?) -> String? {
            if let identifier { return byIdentifier[storyboard]?[identifier] }
            return initial[storyboard]
        }

        var edgeSet: Set<Edge> = []
        for (path, document) in storyboards {
            let storyboard = name(path)
            for member in document.members where member.isViewController || member.isStoryboardReference {
                guard let objectID = member.id else { continue }
                let from = "\(storyboard):\(objectID)"
                if let reference = member.storyboardReference {
                    let other = reference.storyboardName ?? storyboard
                    if let to = target(storyboard: other, identifier: reference.referencedIdentifier) {
                        edgeSet.insert(Edge(from: from, to: to, kind: .reference, detail: other, identifier: reference.referencedIdentifier))
                    } else if reference.bundleIdentifier == nil {
                        danglingReferences.append(from)
                    }
                    continue
                }
                // RBStoryboardLink: a controller standing for a scene of another storyboard,
                // named in its runtime attributes.
                if member.customClass == "RBStoryboardLink" || member.customClass == "RBStoryboardLinkTabBarController" {
                    var linkedName: String?
                    var linkedIdentifier: String?
                    for attribute in member.runtimeAttributes {
                        guard case .string(let value) = attribute.value else { continue }
                        if attribute.keyPath == "storyboardName" { linkedName = value }
                        if attribute.keyPath == "sceneIdentifier" { linkedIdentifier = value }
                    }
                    if let linkedName, let to = target(storyboard: linkedName, identifier: linkedIdentifier) {
                        edgeSet.insert(Edge(from: from, to: to, kind: .link, detail: linkedName, identifier: linkedIdentifier))
                    }
                }
                for segue in member.segues {
                    guard let destination = segue.destinationID else { continue }
                    let to = "\(storyboard):\(destination)"
                    switch segue.kind {
                    case .unwind:
                        let action = segue.unwindAction ?? ""
                        var resolved = false
                        if let index = sources?.index(for: document.platform) {
                            for node in nodes where !node.isReference {
                                guard let customClass = node.customClass else { continue }
                                let chain = index.chain(of: customClass).classes
                                if chain.contains(where: { $0.actions[action] != nil || $0.otherMethods.contains(action) }) {
                                    edgeSet.insert(Edge(from: from, to: node.id, kind: .unwind, detail: action, identifier: segue.identifier))
                                    resolved = true
                                }
                            }
                        }
                        if !resolved { openUnwinds.append((from, action)) }
                    case .relationship:
                        edgeSet.insert(Edge(from: from, to: to, kind: .relationship, detail: segue.relationship, identifier: nil))
                    case .embed:
                        edgeSet.insert(Edge(from: from, to: to, kind: .embed, detail: nil, identifier: segue.identifier))
                    default:
                        edgeSet.insert(Edge(from: from, to: to, kind: .segue, detail: segue.kind.rawValue, identifier: segue.identifier))
                    }
                }
            }
        }
        edges = edgeSet.sorted { ($0.from, $0.to, $0.kind.rawValue, $0.identifier ?? "") < ($1.from, $1.to, $1.kind.rawValue, $1.identifier ?? "") }

        for node in initialEntries where nodeIndex[node] != nil { entries[node] = .initialViewController }
        if let all = sources?.all {
            for use in all.identifierUses {
                switch use.kind {
                case .instantiateViewController:
                    for identifiers in byIdentifier.values { if let node = identifiers[use.identifier] { entries[node] = entries[node] ?? .instantiatedInCode } }
                case .storyboardName:
                    if let node = initial[use.identifier], nodeIndex[node] != nil { entries[node] = entries[node] ?? .storyboardLoadedInCode }
                default: break
                }
            }
        } else {
            for identifiers in byIdentifier.values {
                for node in identifiers.values { entries[node] = entries[node] ?? .storyboardIdentifier }
            }
        }
    }
}
