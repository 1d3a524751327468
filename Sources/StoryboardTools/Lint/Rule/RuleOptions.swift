/// A rule's own settings from the configuration (`view_as_device: {device_id: retina4_7}`):
/// strings or lists of strings, by key.
public typealias RuleOptions = [String: RuleOptionValue]

/// One value of a rule option.
public enum RuleOptionValue: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    case string(String)
    case list([String])
    case table([[String: String]])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: String...) { self = .list(elements) }

    /// The value as a list (a single string is a list of one).
    public var strings: [String] {
        switch self {
        case .string(let value): return [value]
        case .list(let values): return values
        case .table: return []
        }
    }
}
