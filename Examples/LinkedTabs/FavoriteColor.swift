import StoryboardRuntime

/// Sending data back, the second way: a closure. The favorite screen gives the picker a closure
/// to call with the chosen color; the picker knows nothing about who asked.
public final class FavoriteColorViewController: ViewController {
    @Outlet var favoriteLabel: Label?

    public override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard segue.identifier == "Choose", let picker = segue.destination as? ColorPickerViewController else { return }
        picker.onPick = { [weak self] color in
            self?.favoriteLabel?.text = "Favorite: \(color)"
        }
    }
}

/// Offers three colors; Done reports the selected one and closes the picker.
public final class ColorPickerViewController: ViewController {
    public var onPick: ((String) -> Void)?
    @Outlet var colorControl: SegmentedControl?

    @Action func done(_ sender: Any?) {
        if let control = colorControl, let color = control.titleForSegment(at: control.selectedSegmentIndex) {
            onPick?(color)
        }
        dismiss(animated: true)
    }
}
