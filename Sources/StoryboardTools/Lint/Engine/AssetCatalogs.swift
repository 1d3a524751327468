import Foundation

/// The image and color names a project's asset catalogs (and loose image files) provide, as
/// Interface Builder spells them: `Folder/Name` inside folders that provide a namespace.
public struct AssetCatalogs: Sendable {
    public var images: Set<String> = []
    public var colors: Set<String> = []
    /// Whether any catalog or image file was found (resource rules only run then).
    public var isEmpty: Bool { images.isEmpty && colors.isEmpty }

    public init(images: Set<String> = [], colors: Set<String> = []) {
        self.images = images
        self.colors = colors
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "gif", "svg", "heic", "tiff"]

    /// Every catalog under `directories`, searched recursively.
    public init(searching directories: [String]) {
        let manager = FileManager.default
        for directory in directories {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
                let enumerator = manager.enumerator(atPath: directory)
            else { continue }
            while let relative = enumerator.nextObject() as? String {
                let components = relative.split(separator: "/").map(String.init)
                guard let last = components.last else { continue }
                let ext = (last as NSString).pathExtension.lowercased()
                let name = (last as NSString).deletingPathExtension
                if let catalog = components.lastIndex(where: { $0.hasSuffix(".xcassets") }), catalog < components.count - 1 {
                    guard ["imageset", "colorset", "symbolset", "appiconset"].contains(ext) else { continue }
                    // Folders between the catalog and the set that provide a namespace prefix the name.
                    var prefix = ""
                    var folder = ((directory as NSString).appendingPathComponent(components[0...catalog].joined(separator: "/")))
                    for component in components[(catalog + 1)..<(components.count - 1)] {
                        folder = (folder as NSString).appendingPathComponent(component)
                        if Self.providesNamespace(folder) { prefix += component + "/" }
                    }
                    if ext == "colorset" { colors.insert(prefix + name) } else { images.insert(prefix + name) }
                } else if Self.imageExtensions.contains(ext) {
                    var base = name
                    if let at = base.range(of: "@", options: .backwards) { base = String(base[..<at.lowerBound]) }
                    images.insert(base)
                    images.insert(last)
                    images.insert(base + "." + ext)
                }
            }
        }
    }

    static func providesNamespace(_ folder: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = object["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }
}
