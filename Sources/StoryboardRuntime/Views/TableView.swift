/// Rows in sections (`UITableView`): static cells laid out in the document, or rows a data
/// source supplies from the document's prototype cells.
///
/// A headless table has no scrolling, so it asks its data source for every row (a screen
/// description lists them all); it loads its rows on first use and on `reloadData()`.
@MainActor
open class TableView: ScrollView {
    public enum Style: String, Sendable { case plain, grouped, insetGrouped }

    public var style: Style = .plain
    public weak var dataSource: (any TableViewDataSource)?
    public weak var delegate: (any TableViewDelegate)?
    public var rowHeight = 44.0
    /// Views above the first section and below the last.
    public var tableHeaderView: View?
    public var tableFooterView: View?

    /// Sections of a static table, as the document lays them out.
    var staticSections: [StaticSection] = []
    /// Whether the document made this a static table.
    public internal(set) var hasStaticContent = false
    /// Makers of cells for the document's prototypes, by reuse identifier.
    var prototypes: [String: @MainActor () -> TableViewCell] = [:]
    /// The prototypes' reuse identifiers in document order (prototype mode shows each once).
    var prototypeIdentifiers: [String] = []
    /// Prototype mode's data source, kept alive here when it stands in for the app's
    /// (`dataSource` is weak, as UIKit's is).
    var prototypeDataSource: PrototypeDataSource?
    private var registeredClasses: [String: TableViewCell.Type] = [:]
    /// The table's element in the document, when it came from one.
    var origin: DocumentOrigin?

    private var loaded: [[TableViewCell]] = []
    private var needsReload = true
    public private(set) var indexPathForSelectedRow: IndexPath?

    struct StaticSection {
        var headerTitle: String?
        var footerTitle: String?
        var cells: [TableViewCell]
    }

    package override class var defaultElementName: String { "tableView" }

    // MARK: Cells

    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass
    }

    /// A new cell for `identifier`, from the document's prototype or a registered class. An
    /// unknown identifier, which UIKit traps on, is delivered to the app as an error that the
    /// call which asked for the cell throws, and a plain cell keeps the table going.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let make = prototypes[identifier] { return make() }
        if let cellClass = registeredClasses[identifier] {
            let cell = cellClass.init()
            cell.reuseIdentifier = identifier
            return cell
        }
        let kind = RuntimeError.Kind.unknownCellIdentifier(identifier)
        deliver(origin?.error(kind) ?? RuntimeError(kind))
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Like `dequeueReusableCell(withIdentifier:for:)` but nil for an unknown identifier.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard prototypes[identifier] != nil || registeredClasses[identifier] != nil else { return nil }
        return dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
    }

    // MARK: Rows

    /// Asks the data source for every row again.
    public func reloadData() {
        needsReload = false
        let cells = loaded.joined()
        for cell in cells { cell.removeFromSuperview() }
        loaded = []
        guard let dataSource else { return }
        let sections = dataSource.numberOfSections(in: self)
        for section in 0..<max(sections, 0) {
            var row: [TableViewCell] = []
            let count = dataSource.tableView(self, numberOfRowsInSection: section)
            for index in 0..<max(count, 0) {
                let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: index, section: section))
                cell.isSelected = indexPathForSelectedRow == IndexPath(row: index, section: section)
                addSubview(cell)
                row.append(cell)
            }
            loaded.append(row)
        }
    }

    /// Loads the rows if nothing has yet (the window's layout pass places them).
    open override func layoutIfNeeded() {
        if needsReload { reloadData() }
    }

    public var numberOfSections: Int {
        layoutIfNeeded()
        return loaded.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        layoutIfNeeded()
        return loaded.indices.contains(section) ? loaded[section].count : 0
    }

    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        layoutIfNeeded()
        guard loaded.indices.contains(indexPath.section), loaded[indexPath.section].indices.contains(indexPath.row) else {
            return nil
        }
        return loaded[indexPath.section][indexPath.row]
    }

    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        layoutIfNeeded()
        for (section, cells) in loaded.enumerated() {
            if let row = cells.firstIndex(where: { $0 === cell }) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    public var visibleCells: [TableViewCell] {
        layoutIfNeeded()
        return Array(loaded.joined())
    }

    public var indexPathsForVisibleRows: [IndexPath] {
        layoutIfNeeded()
        return loaded.enumerated().flatMap { section, cells in
            cells.indices.map { IndexPath(row: $0, section: section) }
        }
    }

    /// The header title of a section, from the data source.
    public func headerTitle(forSection section: Int) -> String? {
        dataSource?.tableView(self, titleForHeaderInSection: section)
    }

    public func footerTitle(forSection section: Int) -> String? {
        dataSource?.tableView(self, titleForFooterInSection: section)
    }

    // MARK: Selection

    public func selectRow(at indexPath: IndexPath?, animated: Bool) {
        if let previous = indexPathForSelectedRow { cellForRow(at: previous)?.isSelected = false }
        indexPathForSelectedRow = indexPath
        if let indexPath { cellForRow(at: indexPath)?.isSelected = true }
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        selectRow(at: nil, animated: animated)
    }

    /// A tap on a row: `willSelectRowAt` (which may redirect or cancel), the cell's selection
    /// segues, then `didSelectRowAt`. UIKit performs a cell's segue before telling the
    /// delegate (the widely reported order: `prepare(for:sender:)` runs before
    /// `tableView(_:didSelectRowAt:)`).
    func userSelectRow(at requested: IndexPath) throws(RuntimeError) {
        var indexPath = requested
        if let delegate {
            guard let redirected = delegate.tableView(self, willSelectRowAt: requested) else { return }
            indexPath = redirected
        }
        guard let cell = cellForRow(at: indexPath) else { return }
        selectRow(at: indexPath, animated: true)
        for segue in cell.selectionSegues {
            try segue.trigger(sender: cell)
        }
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// A tap on a row's accessory button.
    func userTapAccessory(at indexPath: IndexPath) throws(RuntimeError) {
        guard let cell = cellForRow(at: indexPath) else { return }
        for segue in cell.accessorySegues {
            try segue.trigger(sender: cell)
        }
        delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    package override var screenLine: String? {
        ScreenLine("TableView", identifier: accessibilityIdentifier).line
    }

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        switch key {
        case "dataSource": dataSource = object as? any TableViewDataSource
        case "delegate": delegate = object as? any TableViewDelegate
        default: return super.setBuiltInOutlet(key, to: object)
        }
        needsReload = true
        return true
    }
}

/// Supplies a table's rows (`UITableViewDataSource`).
@MainActor
public protocol TableViewDataSource: AnyObject {
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Hears about selection in a table (`UITableViewDelegate`).
@MainActor
public protocol TableViewDelegate: AnyObject {
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}
