import Foundation

/// A value saved in a state archive: JSON's kinds, so that what a controller encodes stays
/// readable in the archive file (see `RestorationArchive`) instead of an opaque blob.
public enum StateValue: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([StateValue])
    case object([String: StateValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([StateValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: StateValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Any `Encodable` value as a state value, through JSON (wrapped in an array, so that
    /// plain numbers and strings work on every Foundation).
    init<T: Encodable>(encoding value: T) throws {
        let data = try JSONEncoder().encode([value])
        guard case .array(let values) = try JSONDecoder().decode(StateValue.self, from: data), let first = values.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no value"))
        }
        self = first
    }

    /// The value as a `T`, or nil when it is not one.
    func decoded<T: Decodable>(as type: T.Type) -> T? {
        guard let data = try? JSONEncoder().encode([self]) else { return nil }
        return (try? JSONDecoder().decode([T].self, from: data))?.first
    }
}
