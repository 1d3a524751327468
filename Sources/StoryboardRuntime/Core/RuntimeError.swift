import StoryboardFormat

/// What UIKit would raise as an exception, as a typed error that names the storyboard file,
/// the scene and the object id, so the message says where to look.
public struct RuntimeError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// `Storyboard(name:bundle:)` found no such file.
        case storyboardNotFound(name: String, searched: String)
        /// The storyboard file exists but is not a readable storyboard.
        case unreadableStoryboard(name: String, reason: String)
        /// `instantiateViewController(withIdentifier:)` with an identifier no scene has.
        case unknownIdentifier(String)
        /// `performSegue(withIdentifier:sender:)` with an identifier the controller has no segue for.
        case unknownSegue(identifier: String, controller: String)
        /// A push segue whose source is not inside a navigation controller.
        case pushOutsideNavigationController
        /// An outlet the storyboard connects that the class does not declare.
        case undeclaredOutlet(key: String, className: String)
        /// An outlet whose destination is not of the type the property declares.
        case outletTypeMismatch(key: String, expected: String, found: String)
        /// An embed segue fired a second time.
        case embedSegueAlreadyPerformed
        /// A static table view outside a table view controller.
        case staticTableOutsideTableViewController
        /// `dequeueReusableCell(withIdentifier:for:)` with an identifier the table has no prototype for.
        case unknownCellIdentifier(String)
        /// A reference the document makes to an id it does not contain.
        case danglingReference(id: String, attribute: String)
        /// An action sent to an object of the app's own class that has no such method.
        case unrecognizedSelector(selector: String, className: String)
        /// A custom segue class that cannot be found, raised when the segue is performed.
        case unknownSegueClass(String)
        /// `Nib.instantiate(withOwner:options:)` found no nib of that name.
        case nibNotFound(name: String, searched: String)
        /// A controller loaded its view from a nib whose File's Owner `view` outlet is not connected.
        case nibViewOutletNotSet(nibName: String)
        /// A nib's external object placeholder with no object in the options.
        case missingExternalObject(identifier: String)
        /// `present` of a controller that another controller presents already.
        case alreadyPresented(controller: String, presenter: String)
        /// `present` of a controller of the presenter's own hierarchy (itself, an ancestor, a child).
        case presentingActiveController(String)
        /// `selectedViewController` set to a controller that is not one of the tabs.
        case selectingControllerOutsideTabs(String)
        /// `pushViewController` of a controller already in the stack.
        case pushingControllerTwice(String)
        /// `pushViewController` of a navigation controller.
        case pushingNavigationController
        /// `addSubview` of the view itself or of one of its superviews.
        case subviewCycle(addingSelf: Bool)
        /// A storyboard link (`RBStoryboardLink`) with no `storyboardName`.
        case storyboardLinkWithoutName(className: String)
        /// A storyboard link made in code, so with no bundle to find its storyboard in.
        case storyboardLinkOutsideStoryboard(className: String, storyboard: String)
        /// Storyboard references (or links) that come back to one being followed.
        case storyboardReferenceCycle([String])
        /// A storyboard named without an identifier (by a reference, a link or an app) has no
        /// initial view controller.
        case noInitialViewController(storyboard: String, purpose: String)
        /// The document's `initialViewController` names an element that is no view controller.
        case initialViewControllerNotAController(id: String, element: String)
        /// `instantiateViewController(sceneObjectID:)` with an id that is no view controller.
        case notAViewController(id: String)
        /// Relationship segues that lead back to a container being instantiated.
        case relationshipCycle([String])
        /// Embed segues that lead back to a controller whose view is loading (UIKit recurses
        /// until the stack overflows).
        case embedCycle([String])
        /// An `Info.plist` that is not a property list dictionary.
        case invalidInfoPlist(path: String)
        /// `Info.plist` names an application delegate class the app does not have.
        case unknownApplicationDelegateClass(key: String, name: String)
        /// `Info.plist` names an application delegate class that does not adopt `ApplicationDelegate`.
        case applicationDelegateNotAdopting(key: String, name: String)
        /// A controller the app expected of one class is of another (a failed `as!` in UIKit code).
        case unexpectedControllerClass(what: String, found: String, expected: String)
        /// A controller the app expected to come from a storyboard was made in code.
        case controllerNotFromStoryboard(String)
        /// A segue or relationship whose destination is an object that is no view controller
        /// (a `<view>`, say), which Xcode's storyboard compiler refuses.
        case segueDestinationNotAViewController(destination: String, element: String)
        /// `run --scene` names no storyboard identifier, controller id or scene id.
        case unknownScene(String)
        /// A storyboard reference names a bundle (`bundleIdentifier`) the app does not have.
        case bundleNotFound(identifier: String, storyboard: String)
        /// The storyboard is for a platform whose classes the runtime does not have (macOS,
        /// watchOS): the runtime is UIKit's.
        case unsupportedPlatform(name: String, platform: String)
    }

    public var kind: Kind
    /// The storyboard (or nib) file the error is about.
    public var file: String?
    /// The scene (its `sceneID`) and the object (its `id`) the error is about.
    public var sceneID: String?
    public var objectID: String?
    public var position: SourcePosition?

    public init(_ kind: Kind, file: String? = nil, sceneID: String? = nil, objectID: String? = nil, position: SourcePosition? = nil) {
        self.kind = kind
        self.file = file
        self.sceneID = sceneID
        self.objectID = objectID
        self.position = position
    }

    /// UIKit's own words where it has them.
    public var message: String {
        var text: String
        switch kind {
        case .storyboardNotFound(let name, let searched):
            text = "Could not find a storyboard named '\(name)' in bundle \(searched)"
        case .unreadableStoryboard(let name, let reason):
            text = "The storyboard '\(name)' cannot be read: \(reason)"
        case .unknownIdentifier(let identifier):
            text = "Storyboard (\(file.map(Self.fileName) ?? "?")) doesn't contain a view controller with identifier '\(identifier)'"
        case .unknownSegue(let identifier, let controller):
            text = "Receiver (\(controller)) has no segue with identifier '\(identifier)'"
        case .pushOutsideNavigationController:
            text = "Push segues can only be used when the source controller is managed by an instance of UINavigationController."
        case .undeclaredOutlet(let key, let className):
            text = "[\(className) setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
        case .outletTypeMismatch(let key, let expected, let found):
            text = "outlet '\(key)' is declared as \(expected) but the storyboard connects a \(found)"
        case .embedSegueAlreadyPerformed:
            text = "an embed segue can be performed only once"
        case .staticTableOutsideTableViewController:
            text = "Static table views are only valid when embedded in UITableViewController instances"
        case .unknownCellIdentifier(let identifier):
            text = "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        case .danglingReference(let id, let attribute):
            text = "\(attribute) refers to '\(id)', which is not in the document"
        case .unrecognizedSelector(let selector, let className):
            text = "-[\(className) \(selector)]: unrecognized selector sent to instance"
        case .unknownSegueClass(let name):
            text = "Could not find a segue class named '\(name)'"
        case .nibNotFound(let name, let searched):
            text = "Could not load NIB in bundle: '\(searched)' with name '\(name)'"
        case .nibViewOutletNotSet(let nibName):
            text = "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(nibName)\" nib but the view outlet was not set."
        case .missingExternalObject(let identifier):
            text = "This nib has an external object with identifier '\(identifier)' but no object was provided for it in the options (externalObjects)"
        case .alreadyPresented(let controller, let presenter):
            text = "Application tried to present modally a view controller <\(controller)> that is already being presented by <\(presenter)>."
        case .presentingActiveController(let controller):
            text = "Application tried to present modally an active view controller <\(controller)>."
        case .selectingControllerOutsideTabs(let controller):
            text = "only a view controller in the tab bar controller's list of view controllers can be selected (<\(controller)>)"
        case .pushingControllerTwice(let controller):
            text = "Pushing the same view controller instance (<\(controller)>) more than once is not supported"
        case .pushingNavigationController:
            text = "Pushing a navigation controller is not supported"
        case .subviewCycle(let addingSelf):
            text = "Can't add \(addingSelf ? "self" : "a superview") as subview"
        case .storyboardLinkWithoutName(let className):
            text = "The storyboard link \(className) has no storyboardName"
        case .storyboardLinkOutsideStoryboard(let className, let storyboard):
            text = "The storyboard link \(className) was not made by a storyboard, so it has no bundle to find '\(storyboard)' in"
        case .storyboardReferenceCycle(let chain):
            text = "Storyboard reference cycle: \(chain.joined(separator: " → "))"
        case .noInitialViewController(let storyboard, let purpose):
            text = "The storyboard '\(storyboard)' has no initial view controller \(purpose)"
        case .initialViewControllerNotAController(let id, let element):
            text = "the initial view controller '\(id)' is a <\(element)>, not a view controller"
        case .notAViewController(let id):
            text = "'\(id)' is not a view controller of the storyboard"
        case .relationshipCycle(let chain):
            text = "Relationship segue cycle: \(chain.joined(separator: " → "))"
        case .embedCycle(let chain):
            text = "Embed segue cycle: \(chain.joined(separator: " → "))"
        case .invalidInfoPlist(let path):
            text = "\(path) is not a property list dictionary"
        case .unknownApplicationDelegateClass(let key, let name):
            text = "\(key) names the class \(name), which the app does not have"
        case .applicationDelegateNotAdopting(let key, let name):
            text = "\(key) names \(name), which does not adopt ApplicationDelegate"
        case .unexpectedControllerClass(let what, let found, let expected):
            text = "\(what) is a \(found), not a \(expected)"
        case .controllerNotFromStoryboard(let what):
            text = "\(what) did not come from a storyboard"
        case .segueDestinationNotAViewController(let destination, let element):
            text = "the segue's destination '\(destination)' is a <\(element)>, not a view controller"
        case .unknownScene(let scene):
            text = "no scene '\(scene)' (a storyboard identifier, view controller id or scene id) in the storyboard"
        case .bundleNotFound(let identifier, let storyboard):
            text = "Could not find a storyboard named '\(storyboard)' in bundle with identifier '\(identifier)': the app has no such bundle"
        case .unsupportedPlatform(let name, let platform):
            text = "The storyboard '\(name)' is a \(platform) storyboard: the runtime runs iOS storyboards only"
        }
        var context: [String] = []
        if let sceneID { context.append("scene \(sceneID)") }
        if let objectID { context.append("object \(objectID)") }
        if !context.isEmpty { text += " (\(context.joined(separator: ", ")))" }
        return text
    }

    public var description: String { diagnostic.description }

    /// The error in Xcode's diagnostic format.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, message, path: file, position: position, id: .runtime)
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
