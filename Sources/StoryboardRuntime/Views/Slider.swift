/// A continuous value between a minimum and a maximum (`UISlider`).
@MainActor
open class Slider: Control {
    public var minimumValue: Float = 0
    public var maximumValue: Float = 1
    private var storedValue: Float = 0.5

    package override class var defaultElementName: String { "slider" }
    package override class var primaryEvent: Event { .valueChanged }

    /// The value, kept within the range as UIKit keeps it.
    public var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }

    public func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// Moves the thumb as a finger does: sets the value and reports `valueChanged`.
    public func slide(to value: Float) {
        self.value = value
        sendActionsIfEnabled(for: .valueChanged)
    }

    package override var screenLine: String? {
        ScreenLine("Slider", identifier: accessibilityIdentifier)
            .adding("\(ScreenLine.number(Double(value))) in \(ScreenLine.number(Double(minimumValue)))...\(ScreenLine.number(Double(maximumValue)))")
            .line
    }

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard let number = value as? Double else { return super.setBuiltInValue(value, forKeyPath: keyPath) }
        switch keyPath {
        case "value": self.value = Float(number)
        case "minimumValue": minimumValue = Float(number)
        case "maximumValue": maximumValue = Float(number)
        default: return super.setBuiltInValue(value, forKeyPath: keyPath)
        }
        return true
    }
}
