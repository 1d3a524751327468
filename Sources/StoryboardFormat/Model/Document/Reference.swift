/// One attribute that names another object by id (`destination="tn8-e5-SpC"`), with what it
/// resolved to: the links of the object graph, checked once so tools can trust or report them.
public struct Reference: Hashable, Sendable {
    /// What a reference points at, for messages and for tools that follow only some links.
    public enum Role: String, Hashable, Sendable, Encodable, CaseIterable {
        case initialViewController
        case segueDestination
        case relationshipTarget
        case segueTieBreaker
        case popoverAnchor
        case outletDestination
        case outletCollectionDestination
        case actionDestination
        case actionTarget
        case bindingDestination
        case previousBinding
        case cellTextLabel
        case cellDetailTextLabel
        case cellImageView
        case contentViewCell
        case constraintItem
        case maskedConstraint
        case selectedItem
        case headerView
        case outlineTableColumn
        case initialTabViewItem

        /// What the referenced object is, as said in a diagnostic.
        public var expectation: String {
            switch self {
            case .initialViewController: return "the initial view controller"
            case .segueDestination: return "the segue's destination"
            case .relationshipTarget: return "the relationship segue's target view controller"
            case .segueTieBreaker: return "a segue (inferred metrics tie-breaker)"
            case .popoverAnchor: return "the popover's anchor"
            case .outletDestination: return "the object the outlet connects to"
            case .outletCollectionDestination: return "the object the outlet collection holds"
            case .actionDestination: return "the object receiving the action"
            case .actionTarget: return "the target of the action"
            case .bindingDestination: return "the object bound to"
            case .previousBinding: return "the previous binding"
            case .cellTextLabel: return "the cell's text label"
            case .cellDetailTextLabel: return "the cell's detail text label"
            case .cellImageView: return "the cell's image view"
            case .contentViewCell: return "the cell owning the content view"
            case .constraintItem: return "an item of the constraint"
            case .maskedConstraint: return "a constraint of a size-class variation"
            case .selectedItem: return "the selected menu item"
            case .headerView: return "the table header view"
            case .outlineTableColumn: return "the outline column"
            case .initialTabViewItem: return "the initially selected tab view item"
            }
        }
    }

    /// The element holding the attribute.
    public let source: XMLNode
    /// The attribute's name (`destination`, `textLabel`…).
    public let attribute: String
    /// The id it names.
    public let id: String
    public let role: Role
    /// The element with that id; nil when the reference dangles.
    public let target: XMLNode?
    /// Where the attribute is written.
    public let position: SourcePosition?

    /// Whether the id names an object of the document.
    public var isResolved: Bool { target != nil }
}

/// Two elements of one document with the same `id`: Interface Builder refuses to open such a
/// file, and lookups by id become ambiguous (the first one wins).
public struct DuplicateID: Hashable, Sendable {
    public let id: String
    /// The element that has the id first (the one lookups return).
    public let first: XMLNode
    public let duplicate: XMLNode
    /// Where the duplicate's `id` attribute is written.
    public let position: SourcePosition?
}
