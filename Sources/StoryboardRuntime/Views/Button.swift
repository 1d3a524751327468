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

    public func title(for state: State) -> String? {
        titles[state] ?? (state == .normal ? nil : titles[.normal])
    }

    /// The title shown now.
    public var currentTitle: String? {
        if !isEnabled, let title = titles[.disabled] { return title }
        if isSelected, let title = titles[.selected] { return title }
        return titles[.normal]
    }

    package override var screenLine: String? {
        ScreenLine("Button", identifier: accessibilityIdentifier)
            .quoted(currentTitle ?? imageName.map { "image:\($0)" })
            .adding(isEnabled ? nil : "disabled").line
    }
}
