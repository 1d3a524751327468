/// Every object id of a document and every attribute that refers to one, built in one
/// non-recursive pass when the `Document` is created.
///
/// References are recognised by element and attribute name (the list comes from the corpus of
/// real files: segue and connection destinations, the initial view controller, cell labels,
/// constraint items, macOS bindings and targets…). One that names no object is reported as a
/// warning: Interface Builder drops such connections silently, which is how broken merges hide.
public struct IDIndex: Sendable {
    private let nodes: [String: XMLNode]
    /// Every reference of the document, in document order.
    public let references: [Reference]
    /// The references that name no object, in document order.
    public let danglingReferences: [Reference]
    /// Ids held by more than one element, in document order of the duplicates.
    public let duplicates: [DuplicateID]
    /// Warnings for dangling references and duplicate ids, in document order.
    public let diagnostics: [Diagnostic]

    /// The element with the object id `id` (the first one when the id is duplicated).
    public func node(forID id: String) -> XMLNode? { nodes[id] }

    /// How many distinct ids the document has.
    public var count: Int { nodes.count }

    /// All ids, unordered.
    public var ids: Dictionary<String, XMLNode>.Keys { nodes.keys }

    init(tree: XMLTree, path: String?) {
        var nodes: [String: XMLNode] = [:]
        var duplicates: [DuplicateID] = []
        var pending: [(source: XMLNode, attribute: XMLAttribute, name: String, role: Reference.Role)] = []

        // A legacy archive has no object ids in this sense (it uses `ref`s into its own object
        // table); it is recognised, not indexed.
        let isDocumentFormat = tree.rootElement.map { tree.nameEquals($0, "document") } ?? false
        if isDocumentFormat, let root = tree.rootElement {
            for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
                let name = tree.name(of: node)
                // `<device id="retina4_7">` and `<adaptation id="fullscreen">` name device
                // models, not objects.
                if name != "device" && name != "adaptation", let attribute = tree.attribute(named: "id", of: node) {
                    let id = tree.value(of: attribute)
                    if let first = nodes[id] {
                        duplicates.append(DuplicateID(
                            id: id, first: first, duplicate: node, position: tree.position(of: attribute)))
                    } else {
                        nodes[id] = node
                    }
                }
                for (attributeName, role) in IDIndex.referenceAttributes(of: name, node: node, tree: tree) {
                    if let attribute = tree.attribute(named: attributeName, of: node) {
                        pending.append((node, attribute, attributeName, role))
                    }
                }
            }
        }

        var references: [Reference] = []
        references.reserveCapacity(pending.count)
        var dangling: [Reference] = []
        var diagnostics: [Diagnostic] = []
        for item in pending {
            let id = tree.value(of: item.attribute)
            let reference = Reference(
                source: item.source, attribute: item.name, id: id, role: item.role, target: nodes[id],
                position: tree.position(of: item.attribute))
            references.append(reference)
            if reference.target == nil {
                dangling.append(reference)
                let owner = tree.name(of: item.source)
                diagnostics.append(Diagnostic(
                    .warning,
                    "dangling reference: \(item.name)=\"\(id)\" of <\(owner)> names no object of the document "
                        + "(expected \(item.role.expectation))",
                    path: path, position: reference.position, id: .danglingReference))
            }
        }
        for duplicate in duplicates {
            let firstName = tree.name(of: duplicate.first)
            let firstLocation = tree.position(of: duplicate.first).map { " at \($0)" } ?? ""
            diagnostics.append(Diagnostic(
                .warning,
                "duplicate id \"\(duplicate.id)\" on <\(tree.name(of: duplicate.duplicate))>: "
                    + "<\(firstName)>\(firstLocation) already has it",
                path: path, position: duplicate.position, id: .duplicateID))
        }
        diagnostics.sort { ($0.position ?? SourcePosition(line: 0, column: 0)) < ($1.position ?? SourcePosition(line: 0, column: 0)) }

        self.nodes = nodes
        self.references = references
        self.danglingReferences = dangling
        self.duplicates = duplicates
        self.diagnostics = diagnostics
    }

    /// The attributes of an element called `name` that hold object ids.
    static func referenceAttributes(of name: String, node: XMLNode, tree: XMLTree) -> [(String, Reference.Role)] {
        switch name {
        case "document": return [("initialViewController", .initialViewController)]
        case "segue":
            let target: Reference.Role = tree.attributeEquals("kind", "relationship", of: node)
                ? .relationshipTarget : .segueDestination
            return [("destination", target), ("reference", .segueTieBreaker),
                    ("popoverAnchorView", .popoverAnchor), ("popoverAnchorBarButtonItem", .popoverAnchor)]
        case "outlet": return [("destination", .outletDestination)]
        case "outletCollection": return [("destination", .outletCollectionDestination)]
        case "action": return [("destination", .actionDestination), ("target", .actionTarget)]
        case "binding": return [("destination", .bindingDestination), ("previousBinding", .previousBinding)]
        case "tableViewCell":
            return [("textLabel", .cellTextLabel), ("detailTextLabel", .cellDetailTextLabel),
                    ("imageView", .cellImageView)]
        case "tableViewCellContentView": return [("tableViewCell", .contentViewCell)]
        case "constraint": return [("firstItem", .constraintItem), ("secondItem", .constraintItem)]
        case "exclude", "include": return [("reference", .maskedConstraint)]
        case "popUpButtonCell": return [("selectedItem", .selectedItem)]
        case "tableView": return [("headerView", .headerView)]
        case "outlineView": return [("headerView", .headerView), ("outlineTableColumn", .outlineTableColumn)]
        case "tabView": return [("initialItem", .initialTabViewItem)]
        default: return []
        }
    }
}
