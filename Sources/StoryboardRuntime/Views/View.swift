/// A rectangle on screen and the views inside it (`UIView`). Elements the runtime has no class
/// for (a map view, a web view) become plain views that keep their Interface Builder element
/// name and frame, so a screen made of them still shows where everything is.
@MainActor
open class View: Responder {
    /// The Interface Builder element this view came from (`view`, `mapView`, `wkWebView` …).
    public var elementName: String
    public var frame: Rect
    public var backgroundColor: Color?
    public var tintColor: Color?
    public var isHidden = false
    public var alpha = 1.0
    public var tag = 0
    public var isUserInteractionEnabled = true
    public var clipsToBounds = false
    public var accessibilityIdentifier: String?
    public var accessibilityLabel: String?
    /// The layer behind the view: runtime attributes `layer.cornerRadius` … arrive there.
    public let layer = Layer()
    /// The recognizers attached (`addGestureRecognizer(_:)`, or the document's
    /// `gestureRecognizers` outlet collection).
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    /// The controller whose root view this is: the next responder after the view.
    weak var owningController: ViewController?

    public required init() {
        self.frame = Rect(x: 0, y: 0, width: 0, height: 0)
        self.elementName = Self.defaultElementName
        super.init()
    }

    public convenience init(frame: Rect) {
        self.init()
        self.frame = frame
    }

    /// Releasing a deep hierarchy would release each level from the one above, recursively,
    /// until the stack overflows: the views only this one holds are taken apart level by level.
    isolated deinit {
        var pending = subviews
        subviews.removeAll()
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                pending.append(contentsOf: view.subviews)
                view.subviews.removeAll()
            }
        }
    }

    /// The element name Interface Builder uses for this class (`label` for `Label` …).
    package class var defaultElementName: String { "view" }

    open override var next: Responder? { owningController ?? superview }

    public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

    // MARK: Hierarchy

    public func addSubview(_ view: View) {
        guard acceptsSubview(view) else { return }
        view.detachFromSuperview()
        subviews.append(view)
        view.superview = self
        view.owningController?.rootViewDidMove()
    }

    public func insertSubview(_ view: View, at index: Int) {
        guard acceptsSubview(view) else { return }
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.owningController?.rootViewDidMove()
    }

    /// A view cannot hold itself or one of its ancestors (UIKit raises "Can't add self as
    /// subview"): recorded as an error, and the hierarchy stays as it was.
    private func acceptsSubview(_ view: View) -> Bool {
        // A view without subviews is no ancestor: the common case (building a hierarchy from
        // the leaves' parents down) then costs nothing, however deep the hierarchy already is.
        guard view === self || !view.subviews.isEmpty, isDescendant(of: view) else { return true }
        deliver(RuntimeError(.subviewCycle(addingSelf: view === self)))
        return false
    }

    public func removeFromSuperview() {
        guard superview != nil else { return }
        detachFromSuperview()
        owningController?.rootViewDidMove()
    }

    /// Leaves the superview without telling the owning controller: a view moved from one
    /// place to another tells it once, where it arrives.
    private func detachFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Whether `view` is this view or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (this view included, depth-first, document order) with
    /// the given tag.
    public func viewWithTag(_ tag: Int) -> View? {
        allViews().first { $0.tag == tag }
    }

    /// This view and every view below it, depth-first in document order, without recursion.
    public func allViews() -> [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The window the view is shown in, if any.
    public var window: Window? {
        var current: View = self
        while true {
            if let owner = current.owningController, owner.viewIfLoaded === current {
                // A presentation that removes its presenter's views (full screen, current
                // context) takes them out of the window, as UIKit does; one over them (a
                // sheet, over current context) leaves them in.
                if let presented = owner.presentedStorage, presented.resolvedPresentationStyle.removesPresenterView {
                    return nil
                }
                // A presented controller's view is in its presenter's window.
                if current.superview == nil, owner.parent == nil, owner.presentingStorage != nil {
                    return owner.rootAncestor.window
                }
            }
            guard let superview = current.superview else { return current.hostingWindow }
            current = superview
        }
    }

    /// Set on a window's root view.
    weak var hostingWindow: Window?

    // MARK: Layout (see View+Layout.swift)

    /// What the layout engine knows of the view: its document item, constraints, solved frame.
    var layoutState = ViewLayoutState()

    /// Places the subviews (`UIView.layoutSubviews`): by default, at the frames the layout
    /// engine solved. Runs in a layout pass, after the owning controller's
    /// `viewWillLayoutSubviews` and before its `viewDidLayoutSubviews`.
    open func layoutSubviews() { applySolvedFramesToSubviews() }

    /// Runs the layout pass of the view's screen now if anything in it changed.
    open func layoutIfNeeded() { layOutScreenIfNeeded() }

    // MARK: Description

    /// One line for `describeScreen()`: the kind of view and what it shows (nil for a plain
    /// container that shows nothing itself, which the description then skips).
    package var screenLine: String? {
        var parts: [String] = []
        if elementName != "view" && elementName != "tableViewCellContentView"
            && elementName != "collectionViewCellContentView"
        {
            parts.append(elementName)
        }
        if let accessibilityIdentifier { parts.append("#\(accessibilityIdentifier)") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    // MARK: Key-value coding

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "backgroundColor": backgroundColor = value as? Color
        case "tintColor": tintColor = value as? Color
        case "hidden", "isHidden": isHidden = Self.bool(value)
        case "alpha": alpha = (value as? Double) ?? alpha
        case "tag": tag = (value as? Double).map(Int.init(keyValueCoding:)) ?? tag
        case "clipsToBounds": clipsToBounds = Self.bool(value)
        case "userInteractionEnabled", "isUserInteractionEnabled": isUserInteractionEnabled = Self.bool(value)
        case "accessibilityIdentifier": accessibilityIdentifier = value as? String
        case "accessibilityLabel": accessibilityLabel = value as? String
        default:
            // Key-value coding follows a key path one key at a time: `layer.cornerRadius` is
            // the layer's `cornerRadius`.
            guard keyPath.hasPrefix("layer.") else { return false }
            return layer.setValue(value, forKeyPath: String(keyPath.dropFirst("layer.".count)))
        }
        return true
    }

    /// The `gestureRecognizers` outlet collection every view has in UIKit.
    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        guard key == "gestureRecognizers" else { return super.setBuiltInOutlet(key, to: object) }
        if let recognizer = object as? GestureRecognizer { addGestureRecognizer(recognizer) }
        return true
    }

    static func bool(_ value: Any?) -> Bool {
        if let bool = value as? Bool { return bool }
        if let number = value as? Double { return number != 0 }
        return false
    }
}
