/// A controller whose view is a collection view (`UICollectionViewController`). It is the
/// collection's data source and delegate unless the document connects others; with no items
/// of its own, a subclass supplies them.
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The collection view (the root view).
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    open override func loadView() {
        super.loadView()
        if !(view is CollectionView) {
            view = CollectionView(frame: view.frame)
        }
        collectionView.dataSource = collectionView.dataSource ?? self
        collectionView.delegate = collectionView.delegate ?? self
    }

    /// UIKit loads the items of a collection view that has not loaded them when it first
    /// appears.
    package override func beginAppearanceTransitionHook() {
        collectionView?.layoutIfNeeded()
    }

    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        showsPrototypes ? collectionView.prototypeIdentifiers.count : 0
    }

    /// Asked only in prototype mode (a subclass that has items answers for them).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard showsPrototypes, collectionView.prototypeIdentifiers.indices.contains(indexPath.row) else { return CollectionViewCell() }
        return collectionView.dequeueReusableCell(withReuseIdentifier: collectionView.prototypeIdentifiers[indexPath.row], for: indexPath)
    }

    /// Prototype mode: standing in for an app class the runtime lacks, the collection shows
    /// each prototype cell once, with its designed contents, so that the segues of its cells
    /// can be followed (as `TableViewController` does for a table).
    private var showsPrototypes: Bool { isStandIn && documentClassName != nil }

    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? { nil }

    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        guard key == "collectionView" else { return super.setBuiltInOutlet(key, to: object) }
        guard let collection = object as? CollectionView else { return false }
        collectionView = collection
        return true
    }
}
