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

    public override func encodeRestorableState(with coder: StateCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(tally.count, forKey: "count")
    }

    public override func decodeRestorableState(with coder: StateCoder) {
        super.decodeRestorableState(with: coder)
        tally.count = coder.decodeInteger(forKey: "count")
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

    /// The shared tally belongs to the tally screen: a restored counter takes it from the
    /// restored tally screen, so both share one object again.
    public override func encodeRestorableState(with coder: StateCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(navigationController?.viewControllers.first { $0 is TallyViewController }, forKey: "tallyScreen")
    }

    public override func decodeRestorableState(with coder: StateCoder) {
        super.decodeRestorableState(with: coder)
        tally = (coder.decodeViewController(forKey: "tallyScreen") as? TallyViewController)?.tally
        countLabel?.text = "\(tally?.count ?? 0)"
    }
}
