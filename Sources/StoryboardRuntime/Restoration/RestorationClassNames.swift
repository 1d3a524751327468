/// Restoration classes by the name the archive gives them (`Module.Class`). A class saved in
/// this process is found again by that name; otherwise the Swift runtime looks the name up
/// (which finds top-level classes), as UIKit's `NSClassFromString` would.
@MainActor
enum RestorationClassNames {
    private static var known: [String: any ViewControllerRestoration.Type] = [:]

    static func name(of type: any ViewControllerRestoration.Type) -> String {
        let name = String(reflecting: type)
        known[name] = type
        return name
    }

    static func type(named name: String) -> (any ViewControllerRestoration.Type)? {
        if let type = known[name] { return type }
        return _typeByName(name) as? any ViewControllerRestoration.Type
    }
}
