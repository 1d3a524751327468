import StoryboardRuntime

/// One planet: its distance from the Sun and the user's note, with a button that presents the
/// note editor (the `WriteNote` segue).
open class PlanetViewController: ViewController {
    public var planet: Planet?

    @Outlet var distanceLabel: Label?
    @Outlet var noteLabel: Label?

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showPlanet()
    }

    private func showPlanet() {
        guard let planet else { return }
        navigationItem.title = planet.name
        distanceLabel?.text = "\(planet.distance) million km from the Sun"
        noteLabel?.text = planet.note ?? "No note"
    }

    open override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard segue.identifier == "WriteNote", let editor = segue.destination as? NoteViewController else { return }
        editor.planet = planet
        // The editor is a page sheet: this screen stays below it and does not appear again
        // when it goes (no viewWillAppear), so the editor says when the note changed.
        editor.onSave = { [weak self] in self?.showPlanet() }
    }
}
