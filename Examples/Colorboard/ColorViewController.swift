import StoryboardRuntime

/// Edits one color: a name and three sliders whose values are the background. Presented for a
/// new color it has a Done button; pushed for an existing one it has not. What the user set is
/// saved when the editor goes away.
public final class ColorViewController: ViewController {
    /// Whether the editor was opened on a color already in the palette.
    public var existingColor = false
    public var colorDescription: ColorDescription?

    @Outlet var textField: TextField?
    @Outlet var redSlider: Slider?
    @Outlet var greenSlider: Slider?
    @Outlet var blueSlider: Slider?

    public override func viewDidLoad() {
        super.viewDidLoad()
        guard let colorDescription else { return }
        let components = colorDescription.color.components ?? (red: 0, green: 0, blue: 1, alpha: 1)
        redSlider?.value = Float(components.red)
        greenSlider?.value = Float(components.green)
        blueSlider?.value = Float(components.blue)
        view.backgroundColor = colorDescription.color
        textField?.text = colorDescription.name
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if existingColor {
            navigationItem.rightBarButtonItem = nil
        }
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        colorDescription?.name = textField?.text ?? ""
        if let color = view.backgroundColor { colorDescription?.color = color }
    }

    @Action func dismiss(_ sender: Any?) {
        presentingViewController?.dismiss(animated: true)
    }

    @Action func changeColor(_ sender: Any?) {
        view.backgroundColor = Color(
            red: Double(redSlider?.value ?? 0), green: Double(greenSlider?.value ?? 0),
            blue: Double(blueSlider?.value ?? 0))
    }
}
