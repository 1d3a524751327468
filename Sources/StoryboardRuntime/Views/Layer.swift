/// The layer that draws a view (`CALayer`): where runtime attributes such as
/// `layer.cornerRadius` and `layer.borderWidth` land. Like `CALayer`, it accepts any key
/// (Core Animation keeps unknown keys as values), so it never refuses one; the properties the
/// iOS look depends on are typed.
@MainActor
public final class Layer {
    public var cornerRadius = 0.0
    public var borderWidth = 0.0
    public var borderColor: Color?
    public var masksToBounds = false
    public var opacity = 1.0
    public var shadowColor: Color?
    public var shadowOpacity = 0.0
    public var shadowRadius = 3.0
    public var shadowOffset = Size(width: 0, height: -3)
    /// Values for keys the layer does not model, as Core Animation keeps them.
    public private(set) var values: [String: Any] = [:]

    /// Sets a key (or a deeper key path, kept whole) as key-value coding does; always accepted.
    @discardableResult
    public func setValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "cornerRadius": cornerRadius = value as? Double ?? cornerRadius
        case "borderWidth": borderWidth = value as? Double ?? borderWidth
        // Interface Builder can only give a `UIColor`, where Core Animation wants a `CGColor`:
        // UIKit stores it anyway; here it is the color.
        case "borderColor": borderColor = value as? Color
        case "masksToBounds": masksToBounds = View.bool(value)
        case "opacity": opacity = value as? Double ?? opacity
        case "shadowColor": shadowColor = value as? Color
        case "shadowOpacity": shadowOpacity = value as? Double ?? shadowOpacity
        case "shadowRadius": shadowRadius = value as? Double ?? shadowRadius
        case "shadowOffset": shadowOffset = value as? Size ?? shadowOffset
        default: values[keyPath] = value
        }
        return true
    }
}
