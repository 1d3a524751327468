import StoryboardRuntime

/// Sending data back, the third way: shared memory. Both screens hold the same `Tally`; the
/// counter changes it, and the tally screen reads it whenever it appears.
public final class Tally {
    public var count = 0

    public init() {}
}

/// Shows the total counted so far.
public final class TallyViewController: ViewController {
    public let tally = Tally()
    @Outlet var totalLabel: Label?

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        totalLabel?.text = "Total: \(tally.count)"
    }

    public override func prepare(for segue: StoryboardSegue, sender: Any?) {
        (segue.destination as? CounterViewController)?.tally = tally
    }
}

/// Counts into the tally it was given.
public final class CounterViewController: ViewController {
    public var tally: Tally?
    @Outlet var countLabel: Label?

    public override func viewDidLoad() {
        super.viewDidLoad()
        countLabel?.text = "\(tally?.count ?? 0)"
    }

    @Action func addOne(_ sender: Any?) {
        tally?.count += 1
        countLabel?.text = "\(tally?.count ?? 0)"
    }
}
