/// Marks a property that a storyboard may set through a user-defined runtime attribute
/// (`@IBInspectable`, or any key path Interface Builder's identity inspector lists).
///
/// ```swift
/// @Inspectable var storyboardName: String?
/// ```
@propertyWrapper
public final class Inspectable<Value>: AnyInspectable {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    func assign(_ value: Any?) -> Bool {
        guard let typed = InspectableValue.converted(value, to: Value.self) else { return false }
        wrappedValue = typed
        return true
    }
}

/// How a runtime attribute's value becomes a property's value, as key-value coding converts it.
enum InspectableValue {
    /// `value` as a `Value`; nil when a property of that type cannot hold it. Numbers arrive
    /// as Double: Int, Float and Bool properties take them; nil sets an optional to nil.
    static func converted<Value>(_ value: Any?, to _: Value.Type) -> Value? {
        if let typed = value as? Value { return typed }
        if let number = value as? Double {
            switch Value.self {
            case is Int.Type, is Int?.Type: return Int(keyValueCoding: number) as? Value
            case is Float.Type, is Float?.Type: return Float(number) as? Value
            case is Bool.Type, is Bool?.Type: return (number != 0) as? Value
            default: return nil
            }
        }
        if value == nil, let none = Optional<Any>.none as? Value { return none }
        return nil
    }
}

extension Inspectable where Value: ExpressibleByNilLiteral {
    public convenience init() {
        self.init(wrappedValue: nil)
    }
}

protocol AnyInspectable: AnyObject {
    /// Sets the value; false when it cannot hold it.
    func assign(_ value: Any?) -> Bool
}
