import StoryboardFormat

/// Plus and minus buttons that change a value by a step (`UIStepper`).
///
/// Apple's documentation: the value defaults to 0 in 0...100 with a step of 1; setting a value
/// outside the range clamps it; with `wraps`, stepping past one end continues at the other;
/// each tap sends `valueChanged`.
@MainActor
open class Stepper: Control {
    public var minimumValue = 0.0 { didSet { value = storedValue } }
    public var maximumValue = 100.0 { didSet { value = storedValue } }
    public var stepValue = 1.0
    public var wraps = false
    public var autorepeat = true
    public var isContinuous = true
    private var storedValue = 0.0

    package override class var defaultElementName: String { "stepper" }
    package override class var primaryEvent: Event { .valueChanged }

    /// The value, kept within the range.
    public var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }

    /// Taps plus (`count` > 0) or minus (`count` < 0) `|count|` times, each tap reporting
    /// `valueChanged` when the value moves.
    public func step(_ count: Int) {
        for _ in 0..<abs(count) {
            let old = value
            var new = old + (count > 0 ? stepValue : -stepValue)
            if new > maximumValue { new = wraps ? minimumValue : maximumValue }
            if new < minimumValue { new = wraps ? maximumValue : minimumValue }
            value = new
            if value != old { sendActionsIfEnabled(for: .valueChanged) }
        }
    }

    package override var screenLine: String? {
        ScreenLine("Stepper", identifier: accessibilityIdentifier)
            .adding("\(Self.text(value)) in \(Self.text(minimumValue))...\(Self.text(maximumValue))")
            .line
    }

    /// Whole numbers as such (a stepper counts), others as the screen shows any number.
    static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : ScreenLine.number(number)
    }

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard let number = value as? Double else { return super.setBuiltInValue(value, forKeyPath: keyPath) }
        switch keyPath {
        case "value": self.value = number
        case "minimumValue": minimumValue = number
        case "maximumValue": maximumValue = number
        case "stepValue": stepValue = number
        default: return super.setBuiltInValue(value, forKeyPath: keyPath)
        }
        return true
    }
}

extension Stepper: ElementDecodable {
    func decode(_ model: IBView, with decoder: SceneDecoder) {
        maximumValue = model.doubleAttribute("maximumValue") ?? 100
        minimumValue = model.doubleAttribute("minimumValue") ?? 0
        stepValue = model.doubleAttribute("stepValue") ?? 1
        wraps = model.boolAttribute("wraps") ?? false
        autorepeat = model.boolAttribute("autorepeat") ?? true
        isContinuous = model.boolAttribute("continuous") ?? true
        value = model.doubleAttribute("value") ?? 0
        isEnabled = model.isEnabled
    }
}
