/// A view a collection view reuses: headers and footers (`UICollectionReusableView`).
@MainActor
open class CollectionReusableView: View {
    public internal(set) var reuseIdentifier: String?
    /// The supplementary element kind the collection view showed it as (header, footer).
    var elementKind: String?

    package override class var defaultElementName: String { "collectionReusableView" }

    package override var screenLine: String? {
        let name = switch elementKind {
        case CollectionView.elementKindSectionHeader?: "Header"
        case CollectionView.elementKindSectionFooter?: "Footer"
        default: "ReusableView"
        }
        return ScreenLine(name, identifier: accessibilityIdentifier).line
    }
}

/// An item of a collection view (`UICollectionViewCell`): its views live in `contentView`; a
/// segue connected to it fires when the item is selected.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    public let contentView = View()
    public var isSelected = false
    public var isHighlighted = false
    /// Segues the cell triggers on selection (set from the document).
    var selectionSegues: [SegueTemplate] = []

    public required init() {
        super.init()
        contentView.elementName = "collectionViewCellContentView"
        addSubview(contentView)
    }

    package override class var defaultElementName: String { "collectionViewCell" }

    package override var screenLine: String? {
        ScreenLine("Item", identifier: accessibilityIdentifier).adding(isSelected ? "selected" : nil).line
    }
}
