import StoryboardFormat

/// A rectangle in points: the document model's `Rect` (one type for frames across modules).
public typealias LayoutRect = Rect

extension Rect {
    /// The rectangle less `insets` on each side (`UIEdgeInsetsInsetRect`).
    package func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The rectangle grown by `insets` on each side.
    package func outset(by insets: EdgeInsets) -> Rect {
        Rect(x: x - insets.left, y: y - insets.top,
             width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }
}

extension Rect {
    /// The empty rectangle at the origin (`CGRect.zero`).
    package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}
