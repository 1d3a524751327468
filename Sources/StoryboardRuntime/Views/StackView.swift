/// Views laid out in a row or a column (`UIStackView`).
@MainActor
open class StackView: View {
    public enum Axis: String, Sendable { case horizontal, vertical }

    public var axis: Axis = .horizontal
    public var spacing = 0.0

    package override class var defaultElementName: String { "stackView" }

    /// The arranged subviews (all subviews: Interface Builder arranges every one).
    public var arrangedSubviews: [View] { subviews }

    public func addArrangedSubview(_ view: View) { addSubview(view) }
}

/// A view whose content can be larger than itself (`UIScrollView`).
@MainActor
open class ScrollView: View {
    public var contentSize = Size(width: 0, height: 0)
    /// What the document connected as the scroll view's delegate. UIKit's scroll views have
    /// this outlet, so connecting it never fails; a headless view does not scroll, so the
    /// runtime sends no scrolling callbacks.
    public private(set) weak var connectedDelegate: AnyObject?

    package override class var defaultElementName: String { "scrollView" }

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        guard key == "delegate" else { return super.setBuiltInOutlet(key, to: object) }
        connectedDelegate = object
        return true
    }
}
