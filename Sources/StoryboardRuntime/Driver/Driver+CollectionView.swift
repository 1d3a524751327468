/// The driver's taps on collection view items.
extension Driver {
    /// Selects an item of the first collection view on screen, as a tap on it does.
    public func selectItem(section: Int = 0, item: Int) throws {
        guard let collection = visibleViews.compactMap({ $0 as? CollectionView }).first else {
            throw DriverError.notFound("a collection view", screen: describeScreen())
        }
        let indexPath = IndexPath(row: item, section: section)
        guard collection.cellForItem(at: indexPath) != nil else {
            throw DriverError.notFound("item \(item) of section \(section)", screen: describeScreen())
        }
        try act { try collection.userSelectItem(at: indexPath) }
    }

    /// Selects the item whose cell holds `view`; false when it is in no collection view cell.
    func selectItem(containing view: View) throws(RuntimeError) -> Bool {
        var current: View? = view
        while let candidate = current, !(candidate is CollectionViewCell) { current = candidate.superview }
        guard let cell = current as? CollectionViewCell else { return false }
        var container = cell.superview
        while let candidate = container, !(candidate is CollectionView) { container = candidate.superview }
        guard let collection = container as? CollectionView, let indexPath = collection.indexPath(for: cell) else { return false }
        try collection.userSelectItem(at: indexPath)
        return true
    }
}
