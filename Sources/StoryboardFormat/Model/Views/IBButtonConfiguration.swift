/// A button's configuration (`<buttonConfiguration key="configuration" style="tinted" …>`,
/// `UIButton.Configuration`, iOS 15): what Xcode 13 and later write for a button made with a
/// style other than Default, in place of the per-state `<state>` titles and images.
public struct IBButtonConfiguration: Hashable, Sendable {
    /// `plain`, `tinted`, `gray`, `filled`, `borderless`, `bordered`, `borderedTinted`,
    /// `borderedProminent`: the `UIButton.Configuration` constructor it stands for (plain
    /// when Xcode wrote none).
    public var style: String
    /// `capsule`, `large`, `medium`, `small`, `fixed`, `dynamic` (nil: the style's own).
    public var cornerStyle: String?
    /// `title=`.
    public var title: String?
    /// The text of `<attributedString key="attributedTitle">`, which the button shows in place
    /// of `title` (UIKit keeps the two in step).
    public var attributedTitle: String?
    /// The font of the attributed title's first fragment, when it has one.
    public var titleFont: IBFont?
    public var subtitle: String?
    /// The image's name: `image=`, or `<imageReference key="image" image=…>`.
    public var image: String?
    /// Whether the image is an SF Symbol (`catalog="system"`).
    public var imageIsSymbol: Bool
    public var baseForegroundColor: IBColor?
    public var baseBackgroundColor: IBColor?

    /// The configuration of `node`, a `<buttonConfiguration>` element.
    public init(tree: XMLTree, node: XMLNode) {
        style = tree.attribute("style", of: node) ?? "plain"
        cornerStyle = tree.attribute("cornerStyle", of: node)
        title = tree.attribute("title", of: node)
        subtitle = tree.attribute("subtitle", of: node)
        if let attributed = tree.firstElement(of: node, withKey: "attributedTitle") {
            attributedTitle = tree.elements(of: attributed, named: "fragment").compactMap { tree.attribute("content", of: $0) }.joined()
            if let fragment = tree.firstElement(of: attributed, named: "fragment"), let attributes = tree.firstElement(of: fragment, named: "attributes"),
                let font = tree.firstElement(of: attributes, named: "font")
            {
                titleFont = IBFont(tree: tree, node: font)
            }
        }
        if let name = tree.attribute("image", of: node) {
            image = name
            imageIsSymbol = tree.attribute("catalog", of: node) == "system"
        } else if let reference = tree.firstElement(of: node, withKey: "image"), let name = tree.attribute("image", of: reference) {
            image = name
            imageIsSymbol = tree.attribute("catalog", of: reference) == "system"
        } else {
            imageIsSymbol = false
        }
        for color in tree.elements(of: node, named: "color") {
            if tree.attributeEquals("key", "baseForegroundColor", of: color) { baseForegroundColor = IBColor(tree: tree, node: color) }
            if tree.attributeEquals("key", "baseBackgroundColor", of: color) { baseBackgroundColor = IBColor(tree: tree, node: color) }
        }
    }
}

extension IBView {
    /// The button's configuration (`<buttonConfiguration key="configuration">`), when it has one.
    public var buttonConfiguration: IBButtonConfiguration? {
        guard let node = child(withKey: "configuration"), tree.nameEquals(node, "buttonConfiguration") else { return nil }
        return IBButtonConfiguration(tree: tree, node: node)
    }
}
