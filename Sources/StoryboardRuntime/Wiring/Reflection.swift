/// The outlets, actions and inspectable properties an object declares, found by walking its
/// `Mirror` up the class hierarchy. Property wrappers store a reference box, so setting a value
/// on what reflection returns sets the property itself.
struct DeclaredMembers {
    var outlets: [String: AnyOutlet] = [:]
    var inspectables: [String: AnyInspectable] = [:]
    var actions: [Selector: AnyActionBinding] = [:]
    var segueActions: [Selector: AnySegueActionBinding] = [:]

    init(of object: AnyObject) {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label else { continue }
                if let outlet = child.value as? AnyOutlet {
                    outlets[Self.propertyName(label), default: outlet] = outlet
                } else if let inspectable = child.value as? AnyInspectable {
                    inspectables[Self.propertyName(label), default: inspectable] = inspectable
                } else if let action = child.value as? AnyActionBinding {
                    // A subclass's override comes first in the walk and wins.
                    if actions[action.selector] == nil { actions[action.selector] = action }
                } else if let action = child.value as? AnySegueActionBinding {
                    if segueActions[action.selector] == nil { segueActions[action.selector] = action }
                }
            }
            mirror = current.superclassMirror
        }
    }

    /// `_textField` → `textField`: the storage name of a wrapped property.
    static func propertyName(_ label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}
