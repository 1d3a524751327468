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

    package override class var defaultElementName: String { "scrollView" }
}
