/// A tappable button (`UIButton`) with a title per state.
@MainActor
open class Button: Control {
    /// A control state (`UIControl.State`) as buttons key their titles.
    public enum State: String, Hashable, Sendable {
        case normal, highlighted, disabled, selected
    }

    private var titles: [State: String] = [:]
    public var titleColor: Color?
    public var imageName: String?

    package override class var defaultElementName: String { "button" }

    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
    }

    /// The label that shows the current title (`UIButton.titleLabel`), made when first asked
    /// for; a runtime attribute such as `titleLabel.textAlignment` reaches it.
    public var titleLabel: Label? {
        let label = madeTitleLabel ?? Label()
        madeTitleLabel = label
        label.text = currentTitle
        return label
    }

    private var madeTitleLabel: Label?

    public func title(for state: State) -> String? {
        titles[state] ?? (state == .normal ? nil : titles[.normal])
    }

    /// The title shown now.
    public var currentTitle: String? {
        if !isEnabled, let title = titles[.disabled] { return title }
        if isSelected, let title = titles[.selected] { return title }
        return titles[.normal]
    }

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        // Key-value coding follows the path one key at a time.
        if keyPath.hasPrefix("titleLabel."), let label = titleLabel {
            return label.setRuntimeAttribute(value, forKeyPath: String(keyPath.dropFirst("titleLabel.".count)))
        }
        return super.setBuiltInValue(value, forKeyPath: keyPath)
    }

    package override var screenLine: String? {
        ScreenLine("Button", identifier: accessibilityIdentifier)
            .quoted(currentTitle ?? imageName.map { "image:\($0)" })
            .adding(isEnabled ? nil : "disabled").line
    }
}
