import StoryboardRuntime

/// Edits one color: a name and three sliders whose values are the background. Presented for a
/// new color it has a Done button; pushed for an existing one it has not. What the user set is
/// saved when the editor goes away.
open class ColorViewController: ViewController {
    /// Whether the editor was opened on a color already in the palette.
    public var existingColor = false
    public var colorDescription: ColorDescription?

    @Outlet var textField: TextField?
    @Outlet var redSlider: Slider?
    @Outlet var greenSlider: Slider?
    @Outlet var blueSlider: Slider?

    open override func viewDidLoad() {
        super.viewDidLoad()
        guard let colorDescription else { return }
        let components = colorDescription.color.components ?? (red: 0, green: 0, blue: 1, alpha: 1)
        redSlider?.value = Float(components.red)
        greenSlider?.value = Float(components.green)
        blueSlider?.value = Float(components.blue)
        view.backgroundColor = colorDescription.color
        textField?.text = colorDescription.name
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if existingColor {
            navigationItem.rightBarButtonItem = nil
        }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        colorDescription?.name = textField?.text ?? ""
        if let color = view.backgroundColor { colorDescription?.color = color }
    }

    // MARK: State restoration

    /// Saves what the editor shows (the name being typed, the three slider values) and which
    /// of the palette's colors it edits: a reference to the palette and the color's index in
    /// it, so that after restoration the editor edits the palette's color object again and
    /// going back updates the palette as before.
    open override func encodeRestorableState(with coder: StateCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(existingColor, forKey: "existingColor")
        if isViewLoaded {
            coder.encode(textField?.text ?? "", forKey: "name")
            coder.encode([redSlider?.value ?? 0, greenSlider?.value ?? 0, blueSlider?.value ?? 0], forKey: "sliders")
        } else if let colorDescription {
            let components = colorDescription.color.components ?? (red: 0, green: 0, blue: 1, alpha: 1)
            coder.encode(colorDescription.name, forKey: "name")
            coder.encode([Float(components.red), Float(components.green), Float(components.blue)], forKey: "sliders")
        }
        if let palette, let index = palette.colors.firstIndex(where: { $0 === colorDescription }) {
            coder.encode(palette, forKey: "palette")
            coder.encode(index, forKey: "colorIndex")
        }
    }

    /// The palette restores before the editor (it is lower in the tree), so its colors are
    /// back when the editor looks its color up. The view is loaded already.
    open override func decodeRestorableState(with coder: StateCoder) {
        super.decodeRestorableState(with: coder)
        existingColor = coder.decodeBool(forKey: "existingColor")
        let index = coder.decodeInteger(forKey: "colorIndex")
        if let palette = coder.decodeViewController(forKey: "palette") as? PaletteViewController,
            palette.colors.indices.contains(index)
        {
            colorDescription = palette.colors[index]
        } else if colorDescription == nil {
            colorDescription = ColorDescription()
        }
        if let name = coder.decodeString(forKey: "name") { textField?.text = name }
        if let sliders = coder.decode([Float].self, forKey: "sliders"), sliders.count == 3 {
            redSlider?.value = sliders[0]
            greenSlider?.value = sliders[1]
            blueSlider?.value = sliders[2]
            changeColor(nil)
        }
    }

    /// The palette this editor edits a color of: below it in its navigation stack (pushed), or
    /// in the navigation controller that presented it.
    private var palette: PaletteViewController? {
        let stacks = [navigationController, presentingViewController as? NavigationController].compactMap { $0 }
        for stack in stacks {
            if let palette = stack.viewControllers.lazy.compactMap({ $0 as? PaletteViewController }).first {
                return palette
            }
        }
        return nil
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
