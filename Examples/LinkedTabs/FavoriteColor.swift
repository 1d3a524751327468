import StoryboardRuntime

/// Sending data back, the second way: a closure. The favorite screen gives the picker a closure
/// to call with the chosen color; the picker knows nothing about who asked.
public final class FavoriteColorViewController: ViewController {
    @Outlet var favoriteLabel: Label?

    public override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard segue.identifier == "Choose", let picker = segue.destination as? ColorPickerViewController else { return }
        picker.requester = self
        picker.onPick = pickHandler
    }

    /// What the picker calls with the chosen color.
    var pickHandler: (String) -> Void {
        { [weak self] color in self?.favoriteLabel?.text = "Favorite: \(color)" }
    }

    public override func encodeRestorableState(with coder: StateCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(favoriteLabel?.text, forKey: "favorite")
    }

    public override func decodeRestorableState(with coder: StateCoder) {
        super.decodeRestorableState(with: coder)
        if let favorite = coder.decodeString(forKey: "favorite") { favoriteLabel?.text = favorite }
    }
}

/// Offers three colors; Done reports the selected one and closes the picker.
public final class ColorPickerViewController: ViewController {
    public var onPick: ((String) -> Void)?
    /// Who asked, kept only so that restoration can ask it for the closure again (a closure
    /// cannot be saved).
    weak var requester: FavoriteColorViewController?
    @Outlet var colorControl: SegmentedControl?

    public override func encodeRestorableState(with coder: StateCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(requester, forKey: "requester")
        coder.encode(colorControl?.selectedSegmentIndex, forKey: "selected")
    }

    public override func decodeRestorableState(with coder: StateCoder) {
        super.decodeRestorableState(with: coder)
        requester = coder.decodeViewController(forKey: "requester") as? FavoriteColorViewController
        onPick = requester?.pickHandler
        if let selected = coder.decode(Int.self, forKey: "selected") { colorControl?.selectedSegmentIndex = selected }
    }

    @Action func done(_ sender: Any?) {
        if let control = colorControl, let color = control.titleForSegment(at: control.selectedSegmentIndex) {
            onPick?(color)
        }
        dismiss(animated: true)
    }
}
