import StoryboardFormat

/// What the layout engine needs to know about a tree of views: the seam between the engine and
/// whoever owns the views (a document scene, or the live views of the runtime), so that one
/// engine lays out both.
package protocol LayoutTree {
    /// The items (views and layout guides), every parent before its children.
    var items: [LayoutItem] { get }
    /// The constraints between items, in the order they were declared.
    var constraints: [LayoutConstraint] { get }
}
