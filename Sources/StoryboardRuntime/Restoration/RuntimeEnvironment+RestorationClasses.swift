/// Restoration classes by the name the archive gives them (`Module.Class`). A class the app
/// saved is found again by that name; otherwise the Swift runtime looks the name up (which
/// finds top-level classes), as UIKit's `NSClassFromString` would.
extension RuntimeEnvironment {
    func restorationClassName(of type: any ViewControllerRestoration.Type) -> String {
        let name = String(reflecting: type)
        restorationClassesByName[name] = type
        return name
    }

    func restorationClass(named name: String) -> (any ViewControllerRestoration.Type)? {
        if let type = restorationClassesByName[name] { return type }
        return _typeByName(name) as? any ViewControllerRestoration.Type
    }
}
