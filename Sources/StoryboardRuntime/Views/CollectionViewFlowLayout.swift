import StoryboardLayout

/// Places items in lines, line after line, section after section (`UICollectionViewFlowLayout`).
///
/// Apple's documentation: items of `itemSize` fill a line across the scrolling direction with at
/// least `minimumInteritemSpacing` between them (the space left in a full line is shared out
/// between its items, a lone item is centred), lines are `minimumLineSpacing` apart, and each
/// section is inset by `sectionInset` below its header and above its footer.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: String, Sendable { case vertical, horizontal }

    public var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    public var minimumLineSpacing = 10.0 { didSet { invalidateLayout() } }
    public var minimumInteritemSpacing = 10.0 { didSet { invalidateLayout() } }
    public var headerReferenceSize = Size(width: 0, height: 0) { didSet { invalidateLayout() } }
    public var footerReferenceSize = Size(width: 0, height: 0) { didSet { invalidateLayout() } }
    /// Top, left, bottom, right.
    public var sectionInset = (top: 0.0, left: 0.0, bottom: 0.0, right: 0.0) { didSet { invalidateLayout() } }

    private var items: [IndexPath: CollectionViewLayoutAttributes] = [:]
    private var supplementary: [String: [Int: CollectionViewLayoutAttributes]] = [:]
    private var contentSize = Size(width: 0, height: 0)

    /// A header's or footer's size along the scrolling direction (what the layout uses of it).
    func extent(of size: Size) -> Double {
        scrollDirection == .vertical ? size.height : size.width
    }

    open override var collectionViewContentSize: Size { contentSize }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        items[indexPath]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        supplementary[elementKind]?[indexPath.section]
    }

    /// Places every item of the collection's sections. A delegate that adopts
    /// `CollectionViewDelegateFlowLayout` gives sizes, insets and spacings per item and section,
    /// as UIKit asks it; items of different sizes fill a line while they fit, each centred in
    /// the line's height. A header or footer of a size along the scrolling direction has its
    /// room whether or not the data source gives it a view.
    open override func prepare() {
        items = [:]
        supplementary = [:]
        contentSize = Size(width: 0, height: 0)
        guard let collection = collectionView else { return }
        let vertical = scrollDirection == .vertical
        let sizing = collection.delegate as? any CollectionViewDelegateFlowLayout
        // Work in (along, across): along the scrolling direction, across the lines.
        let across = vertical ? collection.frame.width : collection.frame.height
        func frame(along: Double, across: Double, alongSize: Double, acrossSize: Double) -> Rect {
            vertical ? Rect(x: across, y: along, width: acrossSize, height: alongSize)
                : Rect(x: along, y: across, width: alongSize, height: acrossSize)
        }
        func addSupplementary(_ kind: String, section: Int, size: Size, at position: inout Double) {
            guard extent(of: size) > 0 else { return }
            let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(row: 0, section: section))
            attributes.frame = frame(along: position, across: 0, alongSize: extent(of: size), acrossSize: across)
            supplementary[kind, default: [:]][section] = attributes
            position += extent(of: size)
        }
        var position = 0.0
        for section in 0..<collection.numberOfSections {
            let count = collection.numberOfItems(inSection: section)
            let inset = sizing?.collectionView(collection, layout: self, insetForSectionAt: section)
                ?? EdgeInsets(top: sectionInset.top, left: sectionInset.left, bottom: sectionInset.bottom, right: sectionInset.right)
            let lineSpacing = sizing?.collectionView(collection, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = sizing?.collectionView(collection, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let insetBefore = vertical ? inset.top : inset.left
            let insetAfter = vertical ? inset.bottom : inset.right
            let insetStart = vertical ? inset.left : inset.top
            let insetEnd = vertical ? inset.right : inset.bottom
            addSupplementary(
                CollectionView.elementKindSectionHeader, section: section,
                size: sizing?.collectionView(collection, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
                at: &position)
            position += insetBefore
            let room = across - insetStart - insetEnd
            let sizes = (0..<count).map { item -> (along: Double, across: Double) in
                let size = sizing?.collectionView(collection, layout: self, sizeForItemAt: IndexPath(row: item, section: section)) ?? itemSize
                return vertical ? (size.height, size.width) : (size.width, size.height)
            }
            var index = 0
            while index < count {
                // A line takes items while they fit, at least one.
                var end = index + 1
                var used = sizes[index].across
                while end < count, used + itemSpacing + sizes[end].across <= room {
                    used += itemSpacing + sizes[end].across
                    end += 1
                }
                let line = index..<end
                let lineAlong = line.map { sizes[$0].along }.max() ?? 0
                let total = line.map { sizes[$0].across }.reduce(0, +)
                let spacing: Double
                var offset: Double
                if line.count == 1 {
                    spacing = 0
                    offset = insetStart + max(0, (room - total) / 2)
                } else {
                    // The space a full line leaves is shared out between its items.
                    spacing = max(itemSpacing, (room - total) / Double(line.count - 1))
                    offset = insetStart
                }
                for item in line {
                    let size = sizes[item]
                    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(row: item, section: section))
                    attributes.frame = frame(along: position + (lineAlong - size.along) / 2, across: offset, alongSize: size.along, acrossSize: size.across)
                    items[attributes.indexPath] = attributes
                    offset += size.across + spacing
                }
                index = end
                position += lineAlong + (index < count ? lineSpacing : 0)
            }
            position += insetAfter
            addSupplementary(
                CollectionView.elementKindSectionFooter, section: section,
                size: sizing?.collectionView(collection, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize,
                at: &position)
        }
        contentSize = vertical ? Size(width: collection.frame.width, height: position) : Size(width: position, height: collection.frame.height)
    }
}

/// What a collection view's delegate may say about its flow layout
/// (`UICollectionViewDelegateFlowLayout`): sizes, insets and spacings per item and section.
/// What it leaves out is the layout's own value.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> Size
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, insetForSectionAt section: Int) -> EdgeInsets
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> Size
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> Size
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> Size {
        layout.itemSize
    }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, insetForSectionAt section: Int) -> EdgeInsets {
        EdgeInsets(top: layout.sectionInset.top, left: layout.sectionInset.left, bottom: layout.sectionInset.bottom, right: layout.sectionInset.right)
    }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double {
        layout.minimumLineSpacing
    }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double {
        layout.minimumInteritemSpacing
    }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> Size {
        layout.headerReferenceSize
    }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> Size {
        layout.footerReferenceSize
    }
}
