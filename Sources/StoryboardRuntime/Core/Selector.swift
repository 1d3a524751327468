/// The name of an action method as Interface Builder writes it (`changeColor:`, `dismiss:`),
/// Objective-C style, since that is what every storyboard stores.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }

    public var description: String { name }
}
