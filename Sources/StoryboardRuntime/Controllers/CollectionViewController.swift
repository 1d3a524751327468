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

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Never asked while there are no items; a subclass that has items answers.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell()
    }

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
