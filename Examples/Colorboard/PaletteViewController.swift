import StoryboardRuntime

/// The list of saved colors. The + button's segue (`NewColor`) adds a color and hands it to
/// the editor it presents; tapping a row (`ExistingColor`) pushes the editor on that color.
open class PaletteViewController: TableViewController {
    /// The saved colors; the palette starts with one, as the book's does.
    public var colors: [ColorDescription] = [ColorDescription()]

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Coming back from the editor: show the names as they are now.
        tableView.reloadData()
    }

    open override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        colors.count
    }

    open override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "UITableViewCell", for: indexPath)
        cell.textLabel?.text = colors[indexPath.row].name
        return cell
    }

    // MARK: State restoration

    /// Saves the colors: their names and their colors, in order (an editor refers to its
    /// color by index).
    open override func encodeRestorableState(with coder: StateCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(colors.map(\.name), forKey: "names")
        coder.encode(colors.map(\.color), forKey: "colors")
    }

    open override func decodeRestorableState(with coder: StateCoder) {
        super.decodeRestorableState(with: coder)
        if let names = coder.decode([String].self, forKey: "names"),
            let saved = coder.decode([Color].self, forKey: "colors"), names.count == saved.count
        {
            colors = zip(saved, names).map { ColorDescription(color: $0, name: $1) }
            tableView.reloadData()
        }
    }

    open override func prepare(for segue: StoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "NewColor":
            // The editor sits inside the navigation controller the segue presents.
            let color = ColorDescription()
            colors.append(color)
            let navigation = segue.destination as? NavigationController
            let editor = navigation?.topViewController as? ColorViewController
            editor?.colorDescription = color
        case "ExistingColor":
            // A cell triggered the segue: it is the sender, and says which color.
            guard let cell = sender as? TableViewCell, let indexPath = tableView.indexPath(for: cell) else { return }
            let editor = segue.destination as? ColorViewController
            editor?.colorDescription = colors[indexPath.row]
            editor?.existingColor = true
        default:
            break
        }
    }
}
