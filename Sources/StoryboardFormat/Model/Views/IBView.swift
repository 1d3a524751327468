/// A view of the document (`<view>`, `<label>`, `<button>`, `<tableView>`, a cell, an AppKit
/// `<customView>`…), read on demand from its element.
///
/// Views form a tree (`subviews`, `parentView`), but every query here walks it without
/// recursion: a document may be nested arbitrarily deep.
public struct IBView: DocumentElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    // MARK: Structure

    /// The keys under which an element is a view whatever its name (`<tableView key="view">`,
    /// `<navigationBar key="navigationBar">`, the root item of a watchOS table row…).
    static let viewKeys: Set<String> = [
        "view", "contentView", "tableView", "collectionView", "backgroundView", "selectedBackgroundView",
        "multipleSelectionBackgroundView", "navigationBar", "toolbar", "tabBar", "tableHeaderView",
        "tableFooterView", "searchBar", "inputView", "inputAccessoryView", "titleView", "customView",
        "rootItem", "documentView", "headerView", "cornerView", "horizontalScroller", "verticalScroller",
    ]

    /// Whether `node` is a view: an object (it has an `id`) that sits in a `<subviews>` list,
    /// in a watchOS `<items>` list, among table or collection `<cells>`/`<prototypes>`, under a
    /// view key, or that has `<subviews>` or a `<rect key="frame">` (top-level views of xibs and
    /// scenes).
    public static func isView(_ node: XMLNode, in tree: XMLTree) -> Bool {
        guard tree.kind(of: node) == .element, tree.attribute(named: "id", of: node) != nil else { return false }
        if let parent = tree.parent(of: node), tree.kind(of: parent) == .element {
            if tree.nameEquals(parent, "subviews") || tree.nameEquals(parent, "cells")
                || tree.nameEquals(parent, "prototypes")
            {
                return true
            }
            if tree.nameEquals(parent, "items"), let grand = tree.parent(of: parent),
                !tree.nameEquals(grand, "menu"), !tree.nameEquals(grand, "tabBar"), !tree.nameEquals(grand, "toolbar")
            {
                // watchOS interface objects live in `<items>`; menus, tab bars and toolbars
                // also have `<items>`, of items that are not views.
                return !tree.nameEquals(node, "barButtonItem") && !tree.nameEquals(node, "tabBarItem")
                    && !tree.nameEquals(node, "menuItem") && !tree.nameEquals(node, "toolbarItem")
            }
        }
        if let key = tree.attribute("key", of: node), viewKeys.contains(key) {
            // `<navigationItem key="navigationItem">` and friends have other keys; these are views.
            return true
        }
        if tree.firstElement(of: node, named: "subviews") != nil { return true }
        return tree.firstElement(of: node, withKey: "frame").map { tree.nameEquals($0, "rect") } ?? false
    }

    /// Every view under `root` (itself included when it is a view), in document order.
    public static func all(in root: XMLNode, document: Document) -> [IBView] {
        let tree = document.tree
        var views: [IBView] = []
        for node in tree.descendants(of: root) where isView(node, in: tree) {
            views.append(IBView(document: document, node: node))
        }
        return views
    }

    /// Every view under `root` with its nearest enclosing view, in document order; one pass,
    /// so that flattening a deep hierarchy stays linear.
    static func withParents(in root: XMLNode, document: Document) -> [(view: IBView, parent: IBView?)] {
        let tree = document.tree
        var nearest: [XMLNode: XMLNode] = [:]  // element → nearest view at or above it
        var result: [(IBView, IBView?)] = []
        for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
            let enclosing = node == root ? nil : tree.parent(of: node).flatMap { nearest[$0] }
            if isView(node, in: tree) {
                result.append((IBView(document: document, node: node), enclosing.map { IBView(document: document, node: $0) }))
                nearest[node] = node
            } else if let enclosing {
                nearest[node] = enclosing
            }
        }
        return result
    }

    /// The nearest enclosing view; nil for a root view (a controller's `view`, a xib's top
    /// level view).
    public var parentView: IBView? {
        var current = tree.parent(of: node)
        while let node = current, tree.kind(of: node) == .element {
            if tree.isElement(node, named: "objects") || tree.isElement(node, named: "scene") { return nil }
            if IBView.isView(node, in: tree) { return IBView(document: document, node: node) }
            current = tree.parent(of: node)
        }
        return nil
    }

    /// The direct subviews (`<subviews>`, or a watchOS group's `<items>`), in order.
    public var subviews: [IBView] {
        var result: [IBView] = []
        for container in tree.elements(of: node) where tree.nameEquals(container, "subviews") || tree.nameEquals(container, "items") {
            for child in tree.elements(of: container) where IBView.isView(child, in: tree) {
                result.append(IBView(document: document, node: child))
            }
        }
        return result
    }

    /// This view and every view inside it, in document order (a flat list).
    public var allViews: [IBView] { IBView.all(in: node, document: document) }

    // MARK: Geometry and appearance

    /// The frame in the parent's coordinates, as laid out for the designed device.
    public var frame: Rect? {
        Rect.stored(of: node, in: tree)
    }

    /// Every color of the view (`<color key=…>`), in document order.
    public var colors: [IBColor] {
        tree.elements(of: node, named: "color").map { IBColor(tree: tree, node: $0) }
    }

    /// The color with `key` (`backgroundColor`, `textColor`, `tintColor`…).
    public func color(forKey key: String) -> IBColor? {
        for color in tree.elements(of: node, named: "color") where tree.attributeEquals("key", key, of: color) {
            return IBColor(tree: tree, node: color)
        }
        return nil
    }

    public var backgroundColor: IBColor? { color(forKey: "backgroundColor") }
    public var textColor: IBColor? { color(forKey: "textColor") }
    public var tintColor: IBColor? { color(forKey: "tintColor") }

    /// The font (`<fontDescription>` on iOS, `<font>` on macOS, or the one of a macOS cell).
    public var font: IBFont? {
        if let font = child(named: "fontDescription") ?? child(named: "font") { return IBFont(tree: tree, node: font) }
        if let cell = cell, let font = tree.firstElement(of: cell, named: "font") ?? tree.firstElement(of: cell, named: "fontDescription") {
            return IBFont(tree: tree, node: font)
        }
        return nil
    }

    /// A macOS control's cell (`<buttonCell key="cell">`, `<textFieldCell key="cell">`), which
    /// holds its title, font and state.
    public var cell: XMLNode? { child(withKey: "cell") }

    // MARK: Content

    /// The text: the `text` attribute, a `<string key="text">` child (texts with line breaks),
    /// or the fragments of an `<attributedString key="attributedText">`.
    public var text: String? {
        if let text = attribute("text") { return text }
        if let string = child(withKey: "text"), tree.nameEquals(string, "string") { return tree.text(of: string) }
        if let attributed = child(withKey: "attributedText") {
            var text = ""
            for fragment in tree.elements(of: attributed, named: "fragment") {
                if let content = tree.attribute("content", of: fragment) {
                    text += content
                } else if let content = tree.firstElement(of: fragment, withKey: "content") {
                    text += tree.text(of: content)
                }
            }
            return text
        }
        return nil
    }

    /// The title: the `title` attribute, a `<string key="title">` child, a button's title for the
    /// normal state (`<state key="normal" title=…>`), or a macOS cell's title.
    public var title: String? {
        if let title = attribute("title") { return title }
        if let string = child(withKey: "title"), tree.nameEquals(string, "string") { return tree.text(of: string) }
        if let normal = child(withKey: "normal"), tree.nameEquals(normal, "state") {
            if let title = tree.attribute("title", of: normal) { return title }
            if let string = tree.firstElement(of: normal, withKey: "title") { return tree.text(of: string) }
        }
        if let cell { return tree.attribute("title", of: cell) }
        return nil
    }

    /// What the view displays as text: its text, else its title.
    public var displayedText: String? { text ?? title }

    /// A text field's placeholder.
    public var placeholder: String? {
        attribute("placeholder") ?? cell.flatMap { tree.attribute("placeholderString", of: $0) }
    }

    /// The image name: `image=` of an image view, or of a button's normal state.
    public var image: String? {
        if let image = attribute("image") { return image }
        if let normal = child(withKey: "normal"), tree.nameEquals(normal, "state") {
            return tree.attribute("image", of: normal)
        }
        return cell.flatMap { tree.attribute("image", of: $0) }
    }

    // MARK: Control state

    /// A slider's, stepper's or progress view's value (`value`, or `progress`).
    public var value: Double? { doubleAttribute("value") ?? doubleAttribute("progress") }
    /// `minValue` (slider) or `minimumValue` (stepper).
    public var minimumValue: Double? { doubleAttribute("minValue") ?? doubleAttribute("minimumValue") }
    /// `maxValue` (slider) or `maximumValue` (stepper).
    public var maximumValue: Double? { doubleAttribute("maxValue") ?? doubleAttribute("maximumValue") }
    /// A stepper's increment.
    public var stepValue: Double? { doubleAttribute("stepValue") }
    /// A switch's state (`on="YES"`); nil when the attribute is absent (off).
    public var isOn: Bool? { boolAttribute("on") }
    /// Whether the control is enabled (`enabled="NO"` disables it).
    public var isEnabled: Bool { boolAttribute("enabled") ?? true }
    /// A segmented control's segments.
    public var segments: [Segment] {
        guard let segments = child(named: "segments") else { return [] }
        return tree.elements(of: segments, named: "segment").map {
            Segment(title: tree.attribute("title", of: $0), image: tree.attribute("image", of: $0),
                    isEnabled: tree.attribute("enabled", of: $0).flatMap(InterfaceBuilderValue.bool) ?? true)
        }
    }
    /// A segmented control's selected segment.
    public var selectedSegmentIndex: Int? { intAttribute("selectedSegmentIndex") }

    // MARK: Identity and flags

    /// `<accessibility key="accessibilityConfiguration" identifier=…>`: how UI tests find it.
    public var accessibilityIdentifier: String? {
        child(withKey: "accessibilityConfiguration").flatMap { tree.attribute("identifier", of: $0) }
    }

    /// The accessibility label.
    public var accessibilityLabel: String? {
        child(withKey: "accessibilityConfiguration").flatMap { tree.attribute("label", of: $0) }
    }

    public var isHidden: Bool { boolAttribute("hidden") ?? false }
    public var tag: Int? { intAttribute("tag") }
    /// `scaleToFill`, `left`, `center`, `redraw`…
    public var contentMode: String? { attribute("contentMode") }
    /// The restoration identifier of the view.
    public var restorationIdentifier: String? { attribute("restorationIdentifier") }

    // MARK: Related

    /// The view's constraints (`<constraints><constraint>`), kept generic.
    public var constraints: [Element] {
        guard let constraints = child(named: "constraints") else { return [] }
        return tree.elements(of: constraints, named: "constraint").map { Element(document: document, node: $0) }
    }

    /// The view's own connections (its outlets, actions, triggered segues).
    public var connections: [Connection] { Connection.own(of: node, document: document) }

    /// The view's own user-defined runtime attributes.
    public var runtimeAttributes: [RuntimeAttribute] { RuntimeAttribute.own(of: node, document: document) }

    /// The view as a table view (`<tableView>`).
    public var tableView: IBTableView? {
        tree.nameEquals(node, "tableView") ? IBTableView(document: document, node: node) : nil
    }

    /// The view as a table view cell (`<tableViewCell>`).
    public var tableViewCell: IBTableViewCell? {
        tree.nameEquals(node, "tableViewCell") ? IBTableViewCell(document: document, node: node) : nil
    }

    /// The view as a collection view cell (`<collectionViewCell>`, `<collectionReusableView>`).
    public var collectionViewCell: IBCollectionViewCell? {
        tree.nameEquals(node, "collectionViewCell") || tree.nameEquals(node, "collectionReusableView")
            ? IBCollectionViewCell(document: document, node: node) : nil
    }
}

/// One segment of a segmented control (`<segment title="First"/>`).
public struct Segment: Hashable, Sendable, Encodable {
    public var title: String?
    public var image: String?
    public var isEnabled: Bool
}
