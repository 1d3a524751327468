/// The root of everything a storyboard creates (`UIResponder`): views, controllers, bar items.
/// It is where connections arrive: outlets by key, actions by selector, runtime attributes by
/// key path, each first through what the class declares (`@Outlet`, `@Action`, `@Inspectable`)
/// and then through the built-in keys a subclass knows.
@MainActor
open class Responder {
    /// Every class a storyboard can name is created with `init()`; the document's values are
    /// set on it afterwards, as `init(coder:)` does in UIKit.
    public required init() {
        environment = RuntimeEnvironment.current
    }

    /// The environment current when the object was made (see `RuntimeEnvironment`).
    package var environment: RuntimeEnvironment?

    /// The Interface Builder object id of the element the object was decoded from (nil for
    /// objects made in code): renderers and players name what is on screen by it.
    package var objectID: String?

    /// The app the object belongs to: its own environment, else the first one up the responder
    /// chain (a controller made in code joins its container's app).
    package var runtimeEnvironment: RuntimeEnvironment? {
        var responder: Responder? = self
        while let current = responder {
            if let environment = current.environment { return environment }
            responder = current.next
        }
        return nil
    }

    /// The next responder up the chain (superview or owning controller).
    open var next: Responder? { nil }

    /// What the class declares, found by reflection once per object: the property wrappers are
    /// the object's own boxes and never change, and responder-chain walks ask every responder.
    private lazy var declaredMembers = DeclaredMembers(of: self)
    /// The segue actions the class declares (`@SegueAction`).
    var declaredSegueActions: [Selector: AnySegueActionBinding] { declaredMembers.segueActions }

    /// Sent once every object of the scene (or nib) exists and is connected.
    open func awakeFromNib() {}

    /// Set on objects of the runtime's own classes standing in for a class the document names
    /// but the app does not have, or for UIKit's own classes. They accept outlets they do not
    /// model, keeping them in `undeclaredOutlets`, and ignore actions they do not have, where an
    /// object of the app's own class would be an error: the missing class was warned about
    /// once, and UIKit's own classes have keys the runtime does not model.
    var isStandIn = false
    /// Outlets kept for keys the object does not model.
    public var undeclaredOutlets: [String: AnyObject] { keptOutlets.compactMapValues(\.object) }
    /// Kept without owning them. Whether UIKit's property would own its object is not known
    /// for a key the runtime does not model, and every object an outlet can reach is owned
    /// where it sits in its scene (a view by its superview, a top-level object by the
    /// controller), so a weak reference loses nothing, where a strong one made cycles: a
    /// view's `delegate` outlet to its controller, or any misspelt outlet of a table view to
    /// its controller, kept the controller and its view alive for ever.
    private var keptOutlets: [String: WeakOutlet] = [:]

    private struct WeakOutlet {
        weak var object: AnyObject?
    }

    /// The class name a storyboard gave this object (`customClass`), or the runtime class name.
    public var className: String { documentClassName ?? String(describing: type(of: self)) }

    /// The class the document named (`customClass`), when the object stands in for it.
    var documentClassName: String?

    // MARK: Outlets

    /// Connects the outlet `key` to `object`. Throws when the class declares no such outlet
    /// (UIKit's "not key value coding-compliant"), or declares it with another type.
    public final func connectOutlet(_ key: String, to object: AnyObject) throws(RuntimeError) {
        let members = declaredMembers
        if let outlet = members.outlets[key] {
            guard outlet.connect(object) else {
                throw RuntimeError(.outletTypeMismatch(
                    key: key, expected: outlet.declaredType, found: String(describing: type(of: object))))
            }
            return
        }
        if setBuiltInOutlet(key, to: object) { return }
        guard isStandIn else {
            throw RuntimeError(.undeclaredOutlet(key: key, className: className))
        }
        keptOutlets[key] = WeakOutlet(object: object)
    }

    /// The outlets UIKit's own class has (`view`, `dataSource`, `textLabel` …). Subclasses
    /// override, handle their keys, and call `super` for the rest.
    package func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        false
    }

    // MARK: Actions

    /// Whether this object has the action `selector`.
    public final func responds(to selector: Selector) -> Bool {
        declaredMembers.actions[selector] != nil || builtInActions.contains(selector)
    }

    /// Sends the action `selector` to this object; false when it has no such action.
    @discardableResult
    public final func perform(_ selector: Selector, sender: Any?) -> Bool {
        if let action = declaredMembers.actions[selector] {
            action.invoke(on: self, sender: sender)
            return true
        }
        return performBuiltInAction(selector, sender: sender)
    }

    /// Actions UIKit's own class answers to.
    package var builtInActions: Set<Selector> { [] }

    /// Performs one of `builtInActions`.
    package func performBuiltInAction(_ selector: Selector, sender: Any?) -> Bool {
        false
    }

    // MARK: First responder

    /// Whether the object can become the first responder (`UIResponder`): false by default;
    /// text fields, text views and search bars can, and any subclass may say so.
    open var canBecomeFirstResponder: Bool { false }

    /// Makes the object its window's first responder, where nil-targeted actions start and
    /// typing goes. As in UIKit it fails (false) when the object cannot become first responder
    /// or is not in a window, or when the current first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, current !== self, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first responder status (always accepted by default).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    public var isFirstResponder: Bool { responderWindow.map { $0.firstResponder === self } ?? false }

    /// The window the object is in: a view's, or a controller's view's.
    var responderWindow: Window? {
        switch self {
        case let view as View: return view.window
        case let controller as ViewController: return controller.viewIfLoaded?.window
        default: return nil
        }
    }

    /// Where a nil-targeted action from this object starts: the first responder of its window
    /// while there is one in it (UIKit's `sendAction(_:to:from:for:)`), else the object.
    var actionChainStart: Responder {
        guard let window = responderWindow, let first = window.firstResponder, first.responderWindow === window else { return self }
        return first
    }

    // MARK: Runtime attributes

    /// Sets a user-defined runtime attribute; false when no property answers to the key path
    /// (UIKit logs and goes on; the caller warns). The class's own `@Inspectable` properties
    /// come first, then those extensions add (`ExtensionInspectable`), then
    /// the keys UIKit's class has.
    public final func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        if let inspectable = declaredMembers.inspectables[keyPath] {
            return inspectable.assign(value)
        }
        if let assigned = runtimeEnvironment?.classes.setExtensionInspectable(value, forKey: keyPath, on: self) {
            return assigned
        }
        return setBuiltInValue(value, forKeyPath: keyPath)
    }

    /// Key paths UIKit's own class answers to (`layer.cornerRadius`, `text` …).
    package func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        false
    }
}
