import StoryboardRuntime

/// The settings context's root: it lists the same entries, and picking one shows it in the
/// entries context (through the app controller) and closes the settings. Done closes them too.
public final class SettingsViewController: TableViewController {
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
        appController?.hideSettings()
    }

    @Action func done(_ sender: Any?) {
        appController?.hideSettings()
    }
}
