/// Places items in lines, line after line, section after section (`UICollectionViewFlowLayout`).
///
/// Apple's documentation: items of `itemSize` fill a line across the scrolling direction with at
/// least `minimumInteritemSpacing` between them (the space left in a full line is shared out
/// between its items, a lone item is centred), lines are `minimumLineSpacing` apart, and each
/// section is inset by `sectionInset` below its header and above its footer.
@MainActor
public final class CollectionViewFlowLayout: Responder {
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: String, Sendable { case vertical, horizontal }

    public var scrollDirection: ScrollDirection = .vertical
    public var itemSize = Size(width: 50, height: 50)
    public var minimumLineSpacing = 10.0
    public var minimumInteritemSpacing = 10.0
    public var headerReferenceSize = Size(width: 0, height: 0)
    public var footerReferenceSize = Size(width: 0, height: 0)
    /// Top, left, bottom, right.
    public var sectionInset = (top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)

    /// A header's or footer's size along the scrolling direction (what the layout uses of it).
    func extent(of size: Size) -> Double {
        scrollDirection == .vertical ? size.height : size.width
    }

    /// Sets the frames of the loaded views and the collection's content size.
    func place(cells: [[CollectionViewCell]], supplementary: [String: [Int: CollectionReusableView]], in collection: CollectionView) {
        let vertical = scrollDirection == .vertical
        // Work in (along, across): along the scrolling direction, across the lines.
        let across = vertical ? collection.frame.width : collection.frame.height
        let insetBefore = vertical ? sectionInset.top : sectionInset.left
        let insetAfter = vertical ? sectionInset.bottom : sectionInset.right
        let insetStart = vertical ? sectionInset.left : sectionInset.top
        let insetEnd = vertical ? sectionInset.right : sectionInset.bottom
        let itemAlong = vertical ? itemSize.height : itemSize.width
        let itemAcross = vertical ? itemSize.width : itemSize.height
        func frame(along: Double, across: Double, alongSize: Double, acrossSize: Double) -> Rect {
            vertical ? Rect(x: across, y: along, width: acrossSize, height: alongSize)
                : Rect(x: along, y: across, width: alongSize, height: acrossSize)
        }
        var position = 0.0
        for (section, items) in cells.enumerated() {
            if let header = supplementary[CollectionView.elementKindSectionHeader]?[section] {
                header.frame = frame(along: position, across: 0, alongSize: extent(of: headerReferenceSize), acrossSize: across)
                position += extent(of: headerReferenceSize)
            }
            position += insetBefore
            let room = across - insetStart - insetEnd
            let perLine = max(1, Int((room + minimumInteritemSpacing) / (itemAcross + minimumInteritemSpacing)))
            var index = 0
            while index < items.count {
                let line = items[index..<min(index + perLine, items.count)]
                let spacing: Double
                let start: Double
                if line.count == 1 {
                    spacing = 0
                    start = insetStart + max(0, (room - itemAcross) / 2)
                } else {
                    spacing = max(minimumInteritemSpacing, (room - Double(line.count) * itemAcross) / Double(line.count - 1))
                    start = insetStart
                }
                for (offset, cell) in line.enumerated() {
                    cell.frame = frame(along: position, across: start + Double(offset) * (itemAcross + spacing), alongSize: itemAlong, acrossSize: itemAcross)
                }
                index += line.count
                position += itemAlong + (index < items.count ? minimumLineSpacing : 0)
            }
            position += insetAfter
            if let footer = supplementary[CollectionView.elementKindSectionFooter]?[section] {
                footer.frame = frame(along: position, across: 0, alongSize: extent(of: footerReferenceSize), acrossSize: across)
                position += extent(of: footerReferenceSize)
            }
        }
        collection.contentSize = vertical ? Size(width: collection.frame.width, height: position) : Size(width: position, height: collection.frame.height)
    }
}
