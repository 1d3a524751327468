/// Prototype mode's data source, for a table or collection view whose data source is code the
/// app's missing class would have run: it shows each prototype cell once, in document order,
/// with its designed contents, so that the screen shows what the designer drew and each cell's
/// segue can be followed. UIKit would show an empty table; a stand-in has no data to show.
@MainActor
final class PrototypeDataSource: TableViewDataSource, CollectionViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        tableView.prototypeIdentifiers.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: tableView.prototypeIdentifiers[indexPath.row], for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        collectionView.prototypeIdentifiers.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: collectionView.prototypeIdentifiers[indexPath.row], for: indexPath)
    }

    /// Gives every dynamic table and collection view in `view` with no data source (a missing
    /// class's `dataSource` outlet, or its code that would have set one) a prototype data
    /// source, without entering the views of other controllers (they decide for themselves).
    static func adopt(in view: View, of controller: ViewController) {
        if let owner = view.owningController, owner !== controller { return }
        if let table = view as? TableView, table.dataSource == nil, !table.hasStaticContent, !table.prototypeIdentifiers.isEmpty {
            let source = PrototypeDataSource()
            table.prototypeDataSource = source
            table.dataSource = source
        }
        if let collection = view as? CollectionView, collection.dataSource == nil, !collection.prototypeIdentifiers.isEmpty {
            let source = PrototypeDataSource()
            collection.prototypeDataSource = source
            collection.dataSource = source
        }
        for subview in view.subviews { adopt(in: subview, of: controller) }
    }
}
