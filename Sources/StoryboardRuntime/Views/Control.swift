/// A view that sends actions when the user works it (`UIControl`): buttons, sliders, text
/// fields. Segues a control triggers are targets like any other, in document order.
@MainActor
open class Control: View {
    /// The events a control reports (`UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)

        /// The event of an Interface Builder `eventType` attribute.
        public init?(interfaceBuilderName name: String) {
            switch name {
            case "touchDown": self = .touchDown
            case "touchDownRepeat": self = .touchDownRepeat
            case "touchDragInside": self = .touchDragInside
            case "touchDragOutside": self = .touchDragOutside
            case "touchDragEnter": self = .touchDragEnter
            case "touchDragExit": self = .touchDragExit
            case "touchUpInside": self = .touchUpInside
            case "touchUpOutside": self = .touchUpOutside
            case "touchCancel": self = .touchCancel
            case "valueChanged": self = .valueChanged
            case "primaryActionTriggered": self = .primaryActionTriggered
            case "menuActionTriggered": self = .menuActionTriggered
            case "editingDidBegin": self = .editingDidBegin
            case "editingChanged": self = .editingChanged
            case "editingDidEnd": self = .editingDidEnd
            case "editingDidEndOnExit": self = .editingDidEndOnExit
            default: return nil
            }
        }
    }

    struct Target {
        /// Nil: the action travels up the responder chain from the control.
        weak var target: AnyObject?
        let hasTarget: Bool
        let action: Selector
        let events: Event
        /// The action's element in the document, when it came from one.
        var origin: DocumentOrigin?
    }

    public var isEnabled = true
    public var isSelected = false
    public var isHighlighted = false
    private(set) var targets: [Target] = []

    /// The event a tap or a change of value primarily sends, used for segues that the control
    /// triggers (`touchUpInside` for buttons, `valueChanged` for value controls).
    package class var primaryEvent: Event { .touchUpInside }

    public func addTarget(_ target: AnyObject?, action: Selector, for events: Event) {
        addTarget(target, action: action, for: events, origin: nil)
    }

    func addTarget(_ target: AnyObject?, action: Selector, for events: Event, origin: DocumentOrigin?) {
        targets.append(Target(target: target, hasTarget: target != nil, action: action, events: events, origin: origin))
    }

    public func removeTarget(_ target: AnyObject?, action: Selector?, for events: Event) {
        targets.removeAll { entry in
            (target == nil || entry.target === target) && (action == nil || entry.action == action)
                && !entry.events.intersection(events).isEmpty
        }
    }

    /// The selectors sent for `event` to `target`.
    public func actions(forTarget target: AnyObject?, forControlEvent event: Event) -> [Selector] {
        targets.filter { $0.target === target && $0.events.contains(event) }.map(\.action)
    }

    /// Sends every action registered for `events`, in the order they were added. As in UIKit,
    /// a disabled control sends them too when code asks: `isEnabled` stops touches
    /// (`sendActionsIfEnabled(for:)`), not the app's own calls.
    public func sendActions(for events: Event) {
        for entry in targets where !entry.events.intersection(events).isEmpty {
            Responder.sendAction(entry.action, to: entry.hasTarget ? entry.target : nil, from: self, chainStart: actionChainStart, origin: entry.origin)
        }
    }

    /// What a touch or a key does: a disabled control ignores the user (UIKit does not deliver
    /// the touches), so nothing is sent.
    package func sendActionsIfEnabled(for events: Event) {
        guard isEnabled else { return }
        sendActions(for: events)
    }

    /// Sends `action` to `target`, or up the responder chain from the first responder (from
    /// the control when there is none) when the target is nil (Interface Builder's First
    /// Responder).
    public func sendAction(_ action: Selector, to target: AnyObject?) {
        Responder.sendAction(action, to: target, from: self, chainStart: actionChainStart, origin: nil)
    }

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "enabled", "isEnabled": isEnabled = Self.bool(value)
        case "selected", "isSelected": isSelected = Self.bool(value)
        default: return super.setBuiltInValue(value, forKeyPath: keyPath)
        }
        return true
    }
}
