/// An on/off switch (`UISwitch`).
@MainActor
open class Switch: Control {
    public var isOn = false

    package override class var defaultElementName: String { "switch" }
    package override class var primaryEvent: Event { .valueChanged }

    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// Flips the switch as a tap does, reporting `valueChanged`.
    public func toggle() {
        isOn.toggle()
        sendActionsIfEnabled(for: .valueChanged)
    }

    package override var screenLine: String? {
        ScreenLine("Switch", identifier: accessibilityIdentifier).adding(isOn ? "on" : "off").line
    }

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard keyPath == "on" || keyPath == "isOn" else { return super.setBuiltInValue(value, forKeyPath: keyPath) }
        isOn = Self.bool(value)
        return true
    }
}
