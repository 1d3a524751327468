/// A controller whose view is a table (`UITableViewController`). It is the table's data source
/// and delegate; for a static table its default answers are the document's sections and cells,
/// so a subclass overrides only what it changes.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table (the root view).
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    open override func loadView() {
        super.loadView()
        if !(view is TableView) {
            let table = TableView(frame: view.frame)
            view = table
        }
        tableView.dataSource = tableView.dataSource ?? self
        tableView.delegate = tableView.delegate ?? self
    }

    /// UIKit reloads a table that has not loaded yet when it first appears.
    package override func beginAppearanceTransitionHook() {
        tableView?.layoutIfNeeded()
    }

    // MARK: Data source (static content by default)

    /// A static table's sections; one section otherwise, as UIKit answers.
    open func numberOfSections(in tableView: TableView) -> Int {
        tableView.hasStaticContent ? tableView.staticSections.count : 1
    }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        if showsPrototypes(of: tableView) { return tableView.prototypeIdentifiers.count }
        return tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].cells.count : 0
    }

    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if showsPrototypes(of: tableView) {
            return tableView.dequeueReusableCell(withIdentifier: tableView.prototypeIdentifiers[indexPath.row], for: indexPath)
        }
        return tableView.staticSections[indexPath.section].cells[indexPath.row]
    }

    /// Prototype mode: standing in for an app class the runtime lacks (whose data source code
    /// is missing), a dynamic table shows each prototype cell once, with its designed
    /// contents, so that the segues of its cells can be followed.
    private func showsPrototypes(of tableView: TableView) -> Bool {
        isStandIn && documentClassName != nil && !tableView.hasStaticContent
    }

    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].headerTitle : nil
    }

    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].footerTitle : nil
    }

    // MARK: Delegate

    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        guard key == "tableView" else { return super.setBuiltInOutlet(key, to: object) }
        guard let table = object as? TableView else { return false }
        tableView = table
        return true
    }
}
