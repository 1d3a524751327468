/// Insets of a rectangle's four edges, in points (`UIEdgeInsets`'s shape, without the UIKit name).
public struct Insets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = Insets()
}

/// Portrait or landscape, as `<device orientation=…>` spells it.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait, landscape
}

/// A size class of one axis (`<variation key="widthClass=compact">`).
public enum SizeClass: String, Sendable, Hashable {
    case compact, regular
}
