import Foundation
import StoryboardFormat

extension RuntimeAttributeValue {
    /// The value as the runtime sets it: numbers as `Double`, colors as runtime `Color`s,
    /// images by name, ranges as Foundation's `NSRange` (what UIKit's key-value coding hands an
    /// `@IBInspectable var range: NSRange`).
    var runtimeValue: Any? {
        switch self {
        case .boolean(let value): return value
        case .number(let value): return value
        case .string(let value), .localizedString(let value): return value
        case .point(let value): return value
        case .size(let value): return value
        case .rect(let value): return value
        case .range(let value): return NSRange(location: value.location, length: value.length)
        case .color(let value): return Color(value)
        case .image(let name): return name
        case .nil: return nil
        case .unknown(_, let value): return value
        }
    }
}
