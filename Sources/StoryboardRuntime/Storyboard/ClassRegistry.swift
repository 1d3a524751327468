/// Finds the class a document names (`customClass`, `customModule`, `customModuleProvider`).
///
/// UIKit asks `NSClassFromString` for the name the nib encodes: `Module.Class` when the
/// document names a module, the bare name otherwise (an Objective-C class, or a Swift class
/// exported with `@objc(Name)`). The same rule holds here, with the Swift runtime in place of
/// the Objective-C one:
/// - `customModule="M"`: only `M.Class` answers (a registration under `"M.Class"`, else the
///   Swift type `M.Class`). A class of the same name in another module never stands in.
/// - `customModuleProvider="target"`: the module is the app's own, `appModule` when the host
///   says which it is, else the module the document wrote (Xcode writes the target's).
/// - no module: a registration under the bare name, else the class of that name in each module
///   the app declares (`modules`, standing in for `@objc(Name)` exports).
///
/// Explicit registrations come first, so that a class can stand in under another name (the
/// book's `BNRColorViewController` played by this project's `ColorViewController`).
///
/// Each app has its own (`RuntimeEnvironment.classes`), so two apps in one process can give
/// the same name different classes.
@MainActor
public final class ClassRegistry {
    /// Modules searched for a class the document names without one, in order.
    public var modules: [String] = [] {
        didSet { lookedUp.removeAll() }
    }
    /// The module `customModuleProvider="target"` stands for: the app's own, whatever module
    /// the document was written in (nil: the one it wrote).
    public var appModule: String? {
        didSet { lookedUp.removeAll() }
    }
    private var registered: [String: Any.Type] = [:]
    /// Properties that extensions add, by key (`register(_:)` of an `ExtensionInspectable`).
    private var extensionInspectables: [String: [ExtensionInspectable]] = [:]
    /// Answers of `lookUp` by module and name, misses included: a scene is instantiated many
    /// times, and asking the Swift runtime (`_typeByName`) again each time for a class the app
    /// does not have costs more than the rest of a small scene. Forgotten on any change.
    private var lookedUp: [LookUpKey: Any.Type?] = [:]

    private struct LookUpKey: Hashable {
        let name: String
        let module: String?
        let isAppModule: Bool
    }

    public init() {}

    /// Makes `type` answer to `name`: `"Module.Class"` for documents that name the module,
    /// the bare `"Class"` for those that name none (`"BNRColorViewController"`).
    public func register(_ type: Responder.Type, as name: String) {
        registered[name] = type
        lookedUp.removeAll()
    }

    /// Makes a segue class answer to `name`.
    public func register(_ type: StoryboardSegue.Type, as name: String) {
        registered[name] = type
        lookedUp.removeAll()
    }

    /// Declares a property that an extension adds to a class (see `ExtensionInspectable`).
    public func register(_ inspectable: ExtensionInspectable) {
        extensionInspectables[inspectable.key, default: []].append(inspectable)
    }

    /// Sets `value` through a property an extension declared for `key` on `object`'s class
    /// or a superclass: nil when none did, false when the property cannot hold the value.
    func setExtensionInspectable(_ value: Any?, forKey key: String, on object: Responder) -> Bool? {
        for inspectable in extensionInspectables[key] ?? [] {
            if let assigned = inspectable.set(value, on: object) { return assigned }
        }
        return nil
    }

    /// Forgets registrations and declared modules.
    public func reset() {
        registered.removeAll()
        extensionInspectables.removeAll()
        modules.removeAll()
        appModule = nil
        lookedUp.removeAll()
    }

    /// The class for `name` in `module` (nil when no class by that name is known there);
    /// `isAppModule` for `customModuleProvider="target"`.
    public func resolve(_ name: String, module: String?, isAppModule: Bool = false) -> Responder.Type? {
        lookUp(name, module: module, isAppModule: isAppModule) as? Responder.Type ?? builtIn[name]
    }

    /// The segue class for `name` in `module`.
    public func resolveSegue(_ name: String, module: String?, isAppModule: Bool = false) -> StoryboardSegue.Type? {
        if name == "UIStoryboardSegue" { return StoryboardSegue.self }
        return lookUp(name, module: module, isAppModule: isAppModule) as? StoryboardSegue.Type ?? builtInSegues[name]
    }

    /// Segue classes the runtime brings under the names the seeds' documents use.
    private let builtInSegues: [String: StoryboardSegue.Type] = [
        "RBStoryboardSegue": StoryboardLinkSegue.self,
        "RBStoryboardPushSegue": StoryboardLinkPushSegue.self,
        "RBStoryboardModalSegue": StoryboardLinkModalSegue.self,
        "RBStoryboardPopoverSegue": StoryboardLinkPopoverSegue.self,
    ]

    private func lookUp(_ name: String, module: String?, isAppModule: Bool) -> Any.Type? {
        let key = LookUpKey(name: name, module: module, isAppModule: isAppModule)
        if let known = lookedUp[key] { return known }
        let found = searchTypes(name, module: isAppModule ? appModule ?? module : module)
        lookedUp[key] = found
        return found
    }

    private func searchTypes(_ name: String, module: String?) -> Any.Type? {
        if let module { return type(named: "\(module).\(name)") }
        if let type = registered[name] { return type }
        if name.contains("."), let type = _typeByName(name) { return type }
        for module in modules {
            if let type = _typeByName("\(module).\(name)") { return type }
        }
        return nil
    }

    /// What `NSClassFromString` answers for a module-qualified name.
    private func type(named qualifiedName: String) -> Any.Type? {
        registered[qualifiedName] ?? _typeByName(qualifiedName)
    }

    /// The UIKit class names a document (or `--class`) can give, each with the runtime class
    /// that plays it, sorted by name.
    public var uikitClasses: [(name: String, type: Responder.Type)] {
        builtIn.map { ($0.key, $0.value) }.sorted { $0.name < $1.name }
    }

    /// UIKit's own classes by their Objective-C names, so a document that names one as its
    /// custom class gets the runtime's counterpart.
    private let builtIn: [String: Responder.Type] = [
        "UIViewController": ViewController.self,
        "UINavigationController": NavigationController.self,
        "UITableViewController": TableViewController.self,
        "UITabBarController": TabBarController.self,
        "UISplitViewController": SplitViewController.self,
        "UICollectionViewController": CollectionViewController.self,
        "UIPageViewController": PageViewController.self,
        "UIView": View.self,
        "UIControl": Control.self,
        "UILabel": Label.self,
        "UIButton": Button.self,
        "UITextField": TextField.self,
        "UISlider": Slider.self,
        "UISwitch": Switch.self,
        "UISegmentedControl": SegmentedControl.self,
        "UIImageView": ImageView.self,
        "UIStackView": StackView.self,
        "UIScrollView": ScrollView.self,
        "UITextView": TextView.self,
        "UITableView": TableView.self,
        "UITableViewCell": TableViewCell.self,
        "UICollectionView": CollectionView.self,
        "UICollectionViewCell": CollectionViewCell.self,
        "UICollectionReusableView": CollectionReusableView.self,
        "UIDatePicker": DatePicker.self,
        "UIPageControl": PageControl.self,
        "UIPickerView": PickerView.self,
        "UIRefreshControl": RefreshControl.self,
        "UISearchBar": SearchBar.self,
        "UIStepper": Stepper.self,
        "UIToolbar": Toolbar.self,
        "UIActivityIndicatorView": ActivityIndicatorView.self,
        "UIProgressView": ProgressView.self,
        "UINavigationItem": NavigationItem.self,
        "UIBarButtonItem": BarButtonItem.self,
        "UITabBarItem": TabBarItem.self,
        // The seeds' storyboard link (no module: an Objective-C class).
        "RBStoryboardLink": StoryboardLink.self,
    ]
}

/// A property that an extension adds to a class, which a storyboard's runtime attribute sets on
/// every instance of that class and its subclasses (`ClassRegistry.register(_:)`).
///
/// UIKit finds `@IBInspectable var cornerRadius` in `extension UIView` through the Objective-C
/// runtime. Swift's reflection sees only stored properties (`@Inspectable`), which an extension
/// cannot add, so the app names its computed property once:
///
/// ```swift
/// extension View {
///     var cornerRadius: Double {
///         get { layer.cornerRadius }
///         set { layer.cornerRadius = newValue }
///     }
/// }
/// environment.classes.register(ExtensionInspectable(\View.cornerRadius, as: "cornerRadius"))
/// ```
@MainActor
public struct ExtensionInspectable {
    /// The runtime attribute's key path that sets the property.
    public let key: String
    /// Sets the value when the object is of the extended class: true, or false when the
    /// property cannot hold the value; nil for objects of other classes.
    private let assign: @MainActor (Responder, Any?) -> Bool?

    public init<Root: Responder, Value>(_ property: ReferenceWritableKeyPath<Root, Value>, as key: String) {
        self.key = key
        assign = { object, value in
            guard let root = object as? Root else { return nil }
            guard let typed = InspectableValue.converted(value, to: Value.self) else { return false }
            root[keyPath: property] = typed
            return true
        }
    }

    func set(_ value: Any?, on object: Responder) -> Bool? {
        assign(object, value)
    }
}
