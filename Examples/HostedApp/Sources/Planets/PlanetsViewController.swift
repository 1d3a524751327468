import StoryboardRuntime

/// The list of planets; tapping one shows it (the cell's `ShowPlanet` segue).
open class PlanetsViewController: TableViewController {
    public var planets = Planet.innerPlanets()

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Coming back from a planet whose note changed.
        tableView.reloadData()
    }

    open override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        planets.count
    }

    open override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Planet", for: indexPath)
        let planet = planets[indexPath.row]
        cell.textLabel?.text = planet.note == nil ? planet.name : "\(planet.name) ✎"
        return cell
    }

    open override func prepare(for segue: StoryboardSegue, sender: Any?) {
        // The cell that triggered the segue says which planet.
        guard segue.identifier == "ShowPlanet", let cell = sender as? TableViewCell,
            let indexPath = tableView.indexPath(for: cell)
        else { return }
        (segue.destination as? PlanetViewController)?.planet = planets[indexPath.row]
    }
}
