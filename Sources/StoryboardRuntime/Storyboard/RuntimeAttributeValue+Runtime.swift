import StoryboardFormat

extension RuntimeAttributeValue {
    /// The value as the runtime sets it: numbers as `Double`, colors as runtime `Color`s,
    /// images by name.
    var runtimeValue: Any? {
        switch self {
        case .boolean(let value): return value
        case .number(let value): return value
        case .string(let value), .localizedString(let value): return value
        case .point(let value): return value
        case .size(let value): return value
        case .rect(let value): return value
        case .range(let value): return value
        case .color(let value): return Color(value)
        case .image(let name): return name
        case .nil: return nil
        case .unknown(_, let value): return value
        }
    }
}
