/// Marks a property that a storyboard connects (`@IBOutlet`): declaring it is all a class does;
/// the runtime finds it by name when it makes the scene's connections.
///
/// ```swift
/// @Outlet var redSlider: Slider?
/// ```
@propertyWrapper
public final class Outlet<Value>: AnyOutlet {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    func connect(_ object: AnyObject) -> Bool {
        guard let value = object as? Value else { return false }
        wrappedValue = value
        return true
    }

    var declaredType: String { String(describing: Value.self) }
}

extension Outlet where Value: ExpressibleByNilLiteral {
    /// An outlet starts unconnected.
    public convenience init() {
        self.init(wrappedValue: nil)
    }
}

/// Marks an array property that a storyboard fills (`@IBOutlet var sliders: [UISlider]`, an
/// outlet collection): each connection appends, in document order.
@propertyWrapper
public final class OutletCollection<Element>: AnyOutlet {
    public var wrappedValue: [Element]

    public init(wrappedValue: [Element] = []) {
        self.wrappedValue = wrappedValue
    }

    func connect(_ object: AnyObject) -> Bool {
        guard let element = object as? Element else { return false }
        wrappedValue.append(element)
        return true
    }

    var declaredType: String { "[\(Element.self)]" }
}

/// What the runtime needs of an outlet it found by reflection.
protocol AnyOutlet: AnyObject {
    /// Connects `object`; false when it is not of the declared type.
    func connect(_ object: AnyObject) -> Bool
    var declaredType: String { get }
}
