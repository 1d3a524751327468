/// Where a collection view's items and supplementary views go (`UICollectionViewLayout`): the
/// collection asks it to `prepare()` once its items are loaded, then asks for each item's and
/// each section's header and footer attributes, and for the size of the whole content.
///
/// An app's own layout (`<collectionViewLayout customClass="CardStackLayout">`) subclasses
/// this, or `CollectionViewFlowLayout`, and overrides what UIKit's subclasses override.
@MainActor
open class CollectionViewLayout: Responder {
    /// The collection view the layout places (set when the collection uses it).
    public internal(set) weak var collectionView: CollectionView?

    /// Computes what the layout needs before the collection asks for attributes (UIKit calls
    /// it on every layout pass after the layout is invalidated).
    open func prepare() {}

    /// The size of everything the layout places.
    open var collectionViewContentSize: Size { Size(width: 0, height: 0) }

    /// Where the item at `indexPath` goes; nil for an item the layout does not show.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Where the supplementary view of `elementKind` at `indexPath` goes (for headers and
    /// footers, item 0 of the section); nil where the layout has none, and then the data
    /// source is not asked for one.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// Makes the collection lay its items out again on its next layout pass.
    open func invalidateLayout() {
        collectionView?.setNeedsReload()
    }
}

/// The frame of one item or supplementary view (`UICollectionViewLayoutAttributes`).
@MainActor
public final class CollectionViewLayoutAttributes {
    public let indexPath: IndexPath
    /// The supplementary view's kind; nil for a cell.
    public let representedElementKind: String?
    public var frame: Rect
    public var isHidden = false

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementKind = nil
        frame = Rect(x: 0, y: 0, width: 0, height: 0)
    }

    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementKind = elementKind
        frame = Rect(x: 0, y: 0, width: 0, height: 0)
    }
}
