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
        if let typed = value as? Value {
            wrappedValue = typed
            return true
        }
        // Numbers arrive as Double; let Int, Float and Bool properties take them.
        if let number = value as? Double {
            switch Value.self {
            case is Int.Type, is Int?.Type: wrappedValue = Int(keyValueCoding: number) as! Value
            case is Float.Type, is Float?.Type: wrappedValue = Float(number) as! Value
            case is Bool.Type, is Bool?.Type: wrappedValue = (number != 0) as! Value
            default: return false
            }
            return true
        }
        if value == nil, let none = Optional<Any>.none as? Value {
            wrappedValue = none
            return true
        }
        return false
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
