/// A font as Interface Builder writes it: `<fontDescription key="fontDescription" type="system"
/// pointSize="17" weight="semibold"/>`, `<fontDescription … style="UICTFontTextStyleBody"/>`,
/// `<fontDescription … name="Helvetica-Bold" family="Helvetica" pointSize="14"/>` (iOS) or
/// `<font key="font" metaFont="system" size="13"/>` / `<font key="font" name=… size=…/>` (macOS).
public struct IBFont: Hashable, Sendable, Encodable {
    /// The role of the font (`fontDescription`, `font`).
    public var key: String?
    /// `system`, `boldSystem`, `italicSystem` for system fonts.
    public var type: String?
    /// The PostScript name of a named font.
    public var name: String?
    public var family: String?
    /// The point size (`pointSize`, or `size` on `<font>`).
    public var pointSize: Double?
    /// `light`, `medium`, `semibold`, `bold`… for system fonts.
    public var weight: String?
    /// A Dynamic Type text style (`UICTFontTextStyleBody`).
    public var style: String?
    /// macOS: `system`, `systemBold`, `menu`, `message`…
    public var metaFont: String?

    public init(tree: XMLTree, node: XMLNode) {
        key = tree.attribute("key", of: node)
        type = tree.attribute("type", of: node)
        name = tree.attribute("name", of: node)
        family = tree.attribute("family", of: node)
        pointSize = (tree.attribute("pointSize", of: node) ?? tree.attribute("size", of: node)).flatMap(Double.init)
        weight = tree.attribute("weight", of: node)
        style = tree.attribute("style", of: node)
        metaFont = tree.attribute("metaFont", of: node)
    }
}
