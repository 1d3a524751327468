/// Items in sections, placed by a layout (`UICollectionView`): the cells and supplementary
/// views (headers, footers) come from the data source, which dequeues them from the document's
/// prototypes or from registered classes.
///
/// As the table does, a headless collection view has no scrolling, so it asks its data source
/// for every item; it loads them on first use and on `reloadData()`, adds them as subviews and
/// places them with its flow layout.
@MainActor
open class CollectionView: ScrollView {
    /// The element kinds of supplementary views (`UICollectionView.elementKindSectionHeader` …).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    static let cellKind = "UICollectionElementKindCell"

    public weak var dataSource: (any CollectionViewDataSource)? { didSet { needsReload = true } }
    public weak var delegate: (any CollectionViewDelegate)? { didSet { needsReload = true } }
    /// The layout that places the items (a flow layout unless the document or the app gives
    /// another).
    public var collectionViewLayout: CollectionViewLayout = CollectionViewFlowLayout() { didSet { needsReload = true } }
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    /// The collection's element in the document, when it came from one.
    var origin: DocumentOrigin?

    /// Makers of views for the document's prototypes, by element kind and reuse identifier.
    var prototypes: [String: [String: @MainActor () -> CollectionReusableView]] = [:]
    /// The prototype cells' reuse identifiers in document order (prototype mode shows each once).
    var prototypeIdentifiers: [String] = []
    /// Prototype mode's data source, kept alive here when it stands in for the app's
    /// (`dataSource` is weak, as UIKit's is).
    var prototypeDataSource: PrototypeDataSource?
    private var registeredClasses: [String: [String: CollectionReusableView.Type]] = [:]
    /// The number of items of each section, as the data source gave them.
    private var counts: [Int] = []
    private var loaded: [[CollectionViewCell]] = []
    private var supplementary: [String: [Int: CollectionReusableView]] = [:]
    private var needsReload = true
    public private(set) var indexPathsForSelectedItems: [IndexPath] = []

    package override class var defaultElementName: String { "collectionView" }

    // MARK: Dequeueing

    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registeredClasses[Self.cellKind, default: [:]][identifier] = cellClass
    }

    public func register(_ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registeredClasses[kind, default: [:]][identifier] = viewClass
    }

    /// A new cell for `identifier`. An identifier with no prototype and no registered class,
    /// which UIKit raises on ("could not dequeue a view of kind: UICollectionElementKindCell
    /// with identifier …"), is delivered as an error and a plain cell keeps the view going.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        dequeue(kind: Self.cellKind, identifier) as? CollectionViewCell ?? {
            let cell = CollectionViewCell()
            cell.reuseIdentifier = identifier
            return cell
        }()
    }

    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        dequeue(kind: kind, identifier) ?? {
            let view = CollectionReusableView()
            view.reuseIdentifier = identifier
            return view
        }()
    }

    private func dequeue(kind: String, _ identifier: String) -> CollectionReusableView? {
        if let make = prototypes[kind]?[identifier] { return make() }
        if let viewClass = registeredClasses[kind]?[identifier] {
            let view = viewClass.init()
            view.reuseIdentifier = identifier
            return view
        }
        let error = RuntimeError.Kind.unknownCellIdentifier(identifier)
        deliver(origin?.error(error) ?? RuntimeError(error))
        return nil
    }

    // MARK: Items

    /// Asks the data source for every section, item and (where the layout has room for them)
    /// header and footer again, then places them where the layout says.
    public func reloadData() {
        needsReload = false
        for view in loaded.joined() { view.removeFromSuperview() }
        for view in supplementary.values.flatMap(\.values) { view.removeFromSuperview() }
        counts = []
        loaded = []
        supplementary = [:]
        guard let dataSource else { return }
        counts = (0..<max(dataSource.numberOfSections(in: self), 0)).map {
            max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0)
        }
        let layout = collectionViewLayout
        layout.collectionView = self
        layout.prepare()
        for (section, count) in counts.enumerated() {
            var items: [CollectionViewCell] = []
            for item in 0..<count {
                let indexPath = IndexPath(row: item, section: section)
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                cell.isSelected = indexPathsForSelectedItems.contains(indexPath)
                place(cell, at: layout.layoutAttributesForItem(at: indexPath))
                addSubview(cell)
                items.append(cell)
            }
            loaded.append(items)
            // UIKit asks for a header or footer only where the layout places one.
            for kind in [Self.elementKindSectionHeader, Self.elementKindSectionFooter] {
                let indexPath = IndexPath(row: 0, section: section)
                guard let attributes = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath),
                    let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
                else { continue }
                view.elementKind = kind
                place(view, at: attributes)
                addSubview(view)
                supplementary[kind, default: [:]][section] = view
            }
        }
        contentSize = layout.collectionViewContentSize
    }

    private func place(_ view: View, at attributes: CollectionViewLayoutAttributes?) {
        guard let attributes else {
            view.isHidden = true
            return
        }
        view.frame = attributes.frame
        view.isHidden = attributes.isHidden
    }

    /// Makes the next layout pass load and place the items again (the layout was invalidated).
    func setNeedsReload() {
        needsReload = true
    }

    /// Loads the items if nothing has yet (the window's layout pass places them).
    open override func layoutIfNeeded() {
        if needsReload { reloadData() }
    }

    public var numberOfSections: Int {
        layoutIfNeeded()
        return counts.count
    }

    public func numberOfItems(inSection section: Int) -> Int {
        layoutIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        layoutIfNeeded()
        guard loaded.indices.contains(indexPath.section), loaded[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return loaded[indexPath.section][indexPath.item]
    }

    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        layoutIfNeeded()
        return supplementary[kind]?[indexPath.section]
    }

    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        layoutIfNeeded()
        for (section, cells) in loaded.enumerated() {
            if let item = cells.firstIndex(where: { $0 === cell }) { return IndexPath(row: item, section: section) }
        }
        return nil
    }

    public var visibleCells: [CollectionViewCell] {
        layoutIfNeeded()
        return Array(loaded.joined())
    }

    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return loaded.enumerated().flatMap { section, cells in cells.indices.map { IndexPath(row: $0, section: section) } }
    }

    // MARK: Selection

    public func selectItem(at indexPath: IndexPath?, animated: Bool) {
        if !allowsMultipleSelection {
            for previous in indexPathsForSelectedItems { cellForItem(at: previous)?.isSelected = false }
            indexPathsForSelectedItems.removeAll()
        }
        guard let indexPath, !indexPathsForSelectedItems.contains(indexPath) else { return }
        indexPathsForSelectedItems.append(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        indexPathsForSelectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// A tap on an item: `shouldSelectItemAt` (false cancels), the selection, the cell's
    /// segues, then `didSelectItemAt` — the order of a table's rows (the segue's
    /// `prepare(for:sender:)` before the delegate hears of the selection).
    func userSelectItem(at indexPath: IndexPath) throws(RuntimeError) {
        guard allowsSelection, let cell = cellForItem(at: indexPath) else { return }
        if let delegate, !delegate.collectionView(self, shouldSelectItemAt: indexPath) { return }
        selectItem(at: indexPath, animated: true)
        for segue in cell.selectionSegues {
            try segue.trigger(sender: cell)
        }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    package override var screenLine: String? {
        ScreenLine("CollectionView", identifier: accessibilityIdentifier).line
    }

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        switch key {
        case "dataSource": dataSource = object as? any CollectionViewDataSource
        case "delegate": delegate = object as? any CollectionViewDelegate
        case "collectionViewLayout":
            guard let layout = object as? CollectionViewLayout else { return false }
            collectionViewLayout = layout
        default: return super.setBuiltInOutlet(key, to: object)
        }
        return true
    }
}

/// Supplies a collection view's items (`UICollectionViewDataSource`).
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: CollectionView) -> Int
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView?
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? { nil }
}

/// Hears about selection in a collection view (`UICollectionViewDelegate`).
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
}
