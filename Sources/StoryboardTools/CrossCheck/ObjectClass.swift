import StoryboardFormat

/// The class an object of a document is instantiated as: its custom class, or the system class
/// its element stands for.
struct ObjectClass {
    var name: String
    /// Whether `name` comes from `customClass` (the app's, or a library's).
    var isCustom: Bool
    /// The Swift module named (`customModule`), nil for Objective-C or unnamed.
    var module: String?
    /// `customModuleProvider="target"`: the class must be in the app's own code.
    var isInTarget: Bool

    /// The class of `element`; nil for placeholders without a class (First Responder, an
    /// untyped File's Owner) and elements that are no object.
    static func of(_ element: some DocumentElement) -> ObjectClass? {
        // The responder chain stands for any object: `<placeholder placeholderIdentifier=
        // "IBFirstResponder">` on iOS, `<customObject customClass="FirstResponder">` in AppKit
        // xibs, `sceneMemberID="firstResponder"` in storyboards. (Ids do not tell: File's Owner
        // is -1 on iOS and -2 in AppKit xibs.)
        if element.attribute("sceneMemberID") == "firstResponder" || element.customClass == "FirstResponder"
            || element.attribute("placeholderIdentifier") == "IBFirstResponder"
        {
            return nil
        }
        if let custom = element.customClass {
            return ObjectClass(
                name: custom, isCustom: true, module: element.customModule, isInTarget: element.customModuleProvider == "target")
        }
        let name = element.elementName
        if name == "placeholder" { return nil }
        let isMac = element.document.platform.isMac
        if let controller = ControllerKind(elementName: name) {
            let base = controller.elementName
            let system = (isMac ? "NS" : "UI") + base.prefix(1).uppercased() + base.dropFirst()
            return ObjectClass(name: system, isCustom: false, module: nil, isInTarget: false)
        }
        guard let system = SystemClasses.className(ofElement: name, platformIsMac: isMac) else { return nil }
        return ObjectClass(name: system, isCustom: false, module: nil, isInTarget: false)
    }
}

extension Platform {
    /// Whether the document is AppKit's.
    var isMac: Bool {
        if case .macOS = self { return true }
        return false
    }
}

extension SourceIndex {
    /// Whether `className` is `ancestor` or inherits from it, through the code's classes and
    /// then the system table; nil when the chain leaves what is known.
    func isKind(_ className: String, of ancestor: String) -> Bool? {
        if className == ancestor { return true }
        let (declared, end, complete) = chain(of: className)
        if declared.contains(where: { $0.name == ancestor }) { return true }
        guard complete else { return nil }
        if let end {
            if SystemClasses.superclass[end] == nil && end != "NSObject" { return nil }
            return SystemClasses.ancestors(of: end).contains(ancestor) || ancestor == "NSObject"
        }
        return false
    }
}
