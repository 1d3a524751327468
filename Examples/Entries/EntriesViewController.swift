import StoryboardRuntime

/// The list of entries, root of the entries context. Selecting one asks the app controller for
/// its details; the Settings button asks it for the settings context.
public final class EntriesViewController: TableViewController {
    public weak var appController: AppController?
    public var store: EntryStore?

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        store?.entries.count ?? 0
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = store?.entries[indexPath.row].name
        return cell
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let entry = store?.entries[indexPath.row] else { return }
        appController?.showDetails(for: entry)
    }

    @Action func showSettings(_ sender: Any?) {
        appController?.showSettings()
    }
}
