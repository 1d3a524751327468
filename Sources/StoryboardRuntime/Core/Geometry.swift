import StoryboardFormat

// The runtime lays out views with the document model's geometry, so that frames read from a
// storyboard need no conversion; re-exported under the names UIKit programmers expect.

/// A rectangle in points (`CGRect`).
public typealias Rect = StoryboardFormat.Rect
/// A point in points (`CGPoint`).
public typealias Point = StoryboardFormat.Point
/// A size in points (`CGSize`).
public typealias Size = StoryboardFormat.Size
