/// A point as Interface Builder writes it (`<point key="canvasLocation" x="-3" y="251"/>`).
public struct Point: Hashable, Sendable, Encodable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(tree: XMLTree, node: XMLNode) {
        x = tree.attribute("x", of: node).flatMap(Double.init) ?? 0
        y = tree.attribute("y", of: node).flatMap(Double.init) ?? 0
    }
}

/// A size as Interface Builder writes it (`<size key="value" width="10" height="20"/>`).
public struct Size: Hashable, Sendable, Encodable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init(tree: XMLTree, node: XMLNode) {
        width = tree.attribute("width", of: node).flatMap(Double.init) ?? 0
        height = tree.attribute("height", of: node).flatMap(Double.init) ?? 0
    }
}

/// A rectangle as Interface Builder writes it (`<rect key="frame" x y width height/>`), in
/// points of the designed device.
public struct Rect: Hashable, Sendable, Encodable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    init(tree: XMLTree, node: XMLNode) {
        x = tree.attribute("x", of: node).flatMap(Double.init) ?? 0
        y = tree.attribute("y", of: node).flatMap(Double.init) ?? 0
        width = tree.attribute("width", of: node).flatMap(Double.init) ?? 0
        height = tree.attribute("height", of: node).flatMap(Double.init) ?? 0
    }

    /// The frame stored for the view `node`: `<rect key="frame">`, or the `<frame
    /// key="frameInset" minX minY width height>` of Xcode 8.0, whose origin is its insets from
    /// the superview's top left (0 where left out); nil when the view has neither (Xcode 8.0
    /// also left constrained views' frames out).
    public static func stored(of node: XMLNode, in tree: XMLTree) -> Rect? {
        for child in tree.elements(of: node) {
            if tree.nameEquals(child, "rect"), tree.attributeEquals("key", "frame", of: child) {
                return Rect(tree: tree, node: child)
            }
            if tree.nameEquals(child, "frame"), tree.attributeEquals("key", "frameInset", of: child) {
                func value(_ name: String) -> Double { tree.attribute(name, of: child).flatMap(Double.init) ?? 0 }
                return Rect(x: value("minX"), y: value("minY"), width: value("width"), height: value("height"))
            }
        }
        return nil
    }
}

/// A range as Interface Builder writes it (`<range key="value" location="0" length="3"/>`).
public struct TextRange: Hashable, Sendable, Encodable {
    public var location: Int
    public var length: Int

    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }

    init(tree: XMLTree, node: XMLNode) {
        location = tree.attribute("location", of: node).flatMap { Int($0) } ?? 0
        length = tree.attribute("length", of: node).flatMap { Int($0) } ?? 0
    }
}
