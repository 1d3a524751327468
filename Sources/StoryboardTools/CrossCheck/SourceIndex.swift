import StoryboardFormat

/// What the app's code declares that Interface Builder files connect to: classes with their
/// superclass, outlets, actions and inspectable properties (merged across files and
/// extensions), and the identifiers the code uses in strings.
public struct SourceIndex: Sendable {
    /// A place in a source file.
    public struct Place: Sendable, Hashable {
        public var path: String
        public var position: SourcePosition
    }

    /// An `@IBOutlet` (or `IBOutlet` property in Objective-C).
    public struct Outlet: Sendable, Hashable {
        public var name: String
        /// The declared type without optionality (`UILabel`, `[UIButton]` → `UIButton` with
        /// `isCollection`); nil when not written.
        public var typeName: String?
        public var isCollection: Bool
        /// `!` or `?`, or an Objective-C pointer: optional. False for `let x: UILabel`-style
        /// declarations that cannot be set by the nib loader.
        public var isOptional: Bool
        public var place: Place
    }

    /// An `@IBAction` (or `IBAction` method), by its Objective-C selector.
    public struct Action: Sendable, Hashable {
        public var selector: String
        public var place: Place
    }

    /// A class as the code declares it, extensions included.
    public struct SourceClass: Sendable {
        public var name: String
        public var superclass: String?
        public var outlets: [String: Outlet] = [:]
        public var actions: [String: Action] = [:]
        /// Every stored or computed property name (KVC reaches them all when `@objc`).
        public var properties: Set<String> = []
        public var inspectables: Set<String> = []
        /// The declared type of each inspectable whose type is written (`CGFloat`, `UIColor`…).
        public var inspectableTypes: [String: String] = [:]
        /// Selectors of methods that are not `@IBAction`s (they can still receive actions).
        public var otherMethods: Set<String> = []
        public var isObjectiveC: Bool
        public var place: Place
    }

    /// A string literal the code passes where a storyboard identifier goes.
    public struct IdentifierUse: Sendable, Hashable {
        public enum Kind: String, Sendable {
            case performSegue, segueComparison, instantiateViewController, storyboardName
        }
        public var kind: Kind
        public var identifier: String
        public var place: Place
    }

    public private(set) var classes: [String: SourceClass] = [:]
    public private(set) var identifierUses: [IdentifierUse] = []
    /// Every selector of every method declared anywhere (the responder chain can reach them).
    public private(set) var allSelectors: Set<String> = []

    public init() {}

    /// Adds what one file declares; a class seen again (an extension, a category, a
    /// Swift class extended in another file) is merged.
    mutating func merge(_ declared: SourceClass) {
        guard var existing = classes[declared.name] else {
            classes[declared.name] = declared
            return
        }
        if existing.superclass == nil { existing.superclass = declared.superclass }
        existing.outlets.merge(declared.outlets) { first, _ in first }
        existing.actions.merge(declared.actions) { first, _ in first }
        existing.properties.formUnion(declared.properties)
        existing.inspectables.formUnion(declared.inspectables)
        existing.inspectableTypes.merge(declared.inspectableTypes) { first, _ in first }
        existing.otherMethods.formUnion(declared.otherMethods)
        // An extension's place is not the class's.
        if existing.place.path.isEmpty { existing.place = declared.place }
        classes[declared.name] = existing
    }

    mutating func add(_ use: IdentifierUse) { identifierUses.append(use) }
    mutating func addSelector(_ selector: String) { allSelectors.insert(selector) }

    /// Merges another index (of other files) into this one.
    mutating func merge(_ other: SourceIndex) {
        for declared in other.classes.values.sorted(by: { $0.place.path < $1.place.path }) { merge(declared) }
        identifierUses += other.identifierUses
        allSelectors.formUnion(other.allSelectors)
    }

    /// `name` and its superclasses as far as the code declares them, and whether the chain
    /// ends at a system class (prefix UI/NS/WK/…), i.e. is fully known.
    public func chain(of name: String) -> (classes: [SourceClass], end: String?, isComplete: Bool) {
        var result: [SourceClass] = []
        var current: String? = name
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            guard let declared = classes[name] else {
                return (result, name, SystemClasses.isSystem(name))
            }
            result.append(declared)
            // An extension of a system class (`extension UIView`) continues with its system
            // superclass.
            current = declared.superclass ?? SystemClasses.superclass[name]
        }
        // A chain without a superclass ends at a Swift root class, at NSObject, or at a
        // system class the code extends (whose own outlets and methods are the system's).
        let last = result.last?.name
        return (result, last.flatMap { SystemClasses.isSystem($0) ? $0 : nil }, true)
    }
}
