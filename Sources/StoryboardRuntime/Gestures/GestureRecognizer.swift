import StoryboardFormat

/// Recognizes a gesture on a view and sends its actions (`UIGestureRecognizer`).
///
/// Apple's documentation: a discrete gesture (tap, swipe) sends its actions once, when it is
/// recognized; a continuous one (long press, pan, pinch, rotation, screen-edge pan) sends them
/// when it begins, at each change and when it ends. The delegate's
/// `gestureRecognizerShouldBegin(_:)` can stop it before anything is sent. A segue connected to
/// a recognizer in Interface Builder is one more target of it, so a continuous gesture performs
/// its segue at each action, as in UIKit. A recognizer whose view is disabled for user
/// interaction, or that is itself disabled, recognizes nothing.
///
/// It is a `Responder` here only so that documents decode and connect it like their other
/// objects; it is not in any responder chain.
@MainActor
open class GestureRecognizer: Responder {
    /// Where a recognition is (`UIGestureRecognizer.State`).
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    struct Target {
        weak var target: AnyObject?
        let hasTarget: Bool
        let action: Selector
        var origin: DocumentOrigin?
    }

    public internal(set) var state: State = .possible
    /// The view the recognizer is attached to (`View.addGestureRecognizer(_:)`).
    public internal(set) weak var view: View?
    public var isEnabled = true
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public weak var delegate: (any GestureRecognizerDelegate)?
    private(set) var targets: [Target] = []
    /// Where the touches are, in the attached view's coordinates.
    var touchLocation = Point(x: 0, y: 0)

    /// Whether the gesture sends actions as it goes (began, changed, ended) rather than once.
    package class var isContinuous: Bool { false }

    /// The Interface Builder element of each recognizer class.
    static let classesByElement: [String: GestureRecognizer.Type] = [
        "tapGestureRecognizer": TapGestureRecognizer.self,
        // Interface Builder's own spelling.
        "pongPressGestureRecognizer": LongPressGestureRecognizer.self,
        "swipeGestureRecognizer": SwipeGestureRecognizer.self,
        "panGestureRecognizer": PanGestureRecognizer.self,
        "screenEdgePanGestureRecognizer": ScreenEdgePanGestureRecognizer.self,
        "pinchGestureRecognizer": PinchGestureRecognizer.self,
        "rotationGestureRecognizer": RotationGestureRecognizer.self,
    ]

    public convenience init(target: AnyObject?, action: Selector?) {
        self.init()
        if let action { addTarget(target, action: action, origin: nil) }
    }

    public func addTarget(_ target: AnyObject, action: Selector) {
        addTarget(target, action: action, origin: nil)
    }

    func addTarget(_ target: AnyObject?, action: Selector, origin: DocumentOrigin?) {
        targets.append(Target(target: target, hasTarget: target != nil, action: action, origin: origin))
    }

    public func removeTarget(_ target: AnyObject?, action: Selector?) {
        targets.removeAll { (target == nil || $0.target === target) && (action == nil || $0.action == action) }
    }

    /// Where the gesture is, in `view`'s coordinates (nil: the window's); headless views do not
    /// move, so this is the touch point offset by the frames between the two views.
    public func location(in view: View?) -> Point {
        guard let attached = self.view else { return touchLocation }
        let origin = Self.originInWindow(attached)
        let target = view.map(Self.originInWindow) ?? Point(x: 0, y: 0)
        return Point(x: touchLocation.x + origin.x - target.x, y: touchLocation.y + origin.y - target.y)
    }

    private static func originInWindow(_ view: View) -> Point {
        var point = Point(x: 0, y: 0)
        var current: View? = view
        while let each = current {
            point.x += each.frame.x
            point.y += each.frame.y
            current = each.superview
        }
        return point
    }

    /// Plays a recognition: nothing when the recognizer, its view or the delegate says no
    /// (then it fails); otherwise the states a finger produces, each sending the actions.
    /// `changes` is how many `changed` steps a continuous gesture makes; `step(i)` updates its
    /// values (translation, scale …) before the i-th change is sent. Returns whether it was
    /// recognized.
    @discardableResult
    package func recognize(changes: Int = 1, at location: Point? = nil, step: (Int) -> Void = { _ in }) -> Bool {
        guard isEnabled, let view, view.isUserInteractionEnabled, delegate?.gestureRecognizerShouldBegin(self) ?? true else {
            state = .failed
            state = .possible
            return false
        }
        touchLocation = location ?? Point(x: view.frame.width / 2, y: view.frame.height / 2)
        if Self.isContinuous {
            state = .began
            sendActions()
            for index in 0..<changes {
                step(index)
                state = .changed
                sendActions()
            }
            state = .ended
            sendActions()
        } else {
            step(0)
            state = .recognized
            sendActions()
        }
        state = .possible
        return true
    }

    /// Sends every action to its target, in the order they were added; an action without a
    /// target (Interface Builder's First Responder) goes up the responder chain from the first
    /// responder, else from the view (UIKit documents no nil target for recognizers: this is
    /// the runtime's choice, the same as controls).
    private func sendActions() {
        for entry in targets {
            Responder.sendAction(entry.action, to: entry.hasTarget ? entry.target : nil, from: self, chainStart: view?.actionChainStart, origin: entry.origin)
        }
    }

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        guard key == "delegate" else { return super.setBuiltInOutlet(key, to: object) }
        delegate = object as? any GestureRecognizerDelegate
        return true
    }

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "enabled", "isEnabled": isEnabled = View.bool(value)
        case "cancelsTouchesInView": cancelsTouchesInView = View.bool(value)
        default: return super.setBuiltInValue(value, forKeyPath: keyPath)
        }
        return true
    }

    /// Reads what the element says (Interface Builder's inspector attributes).
    func decode(_ element: Element) {
        isEnabled = element.boolAttribute("enabled") ?? true
        cancelsTouchesInView = element.boolAttribute("cancelsTouchesInView") ?? true
        delaysTouchesBegan = element.boolAttribute("delaysTouchesBegan") ?? false
        delaysTouchesEnded = element.boolAttribute("delaysTouchesEnded") ?? true
    }
}

/// What a recognizer asks before it acts (`UIGestureRecognizerDelegate`).
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
}

extension View {
    /// Attaches a recognizer (it leaves the view it was on).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}
