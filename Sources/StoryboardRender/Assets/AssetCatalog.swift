import Foundation
import StoryboardFormat

/// The colors and images of the asset catalogs (`*.xcassets`) of a project folder, by name.
///
/// Only `Contents.json` files are read up front; an image's bytes are read when it is first
/// drawn.
public struct AssetCatalog: Sendable {
    /// A catalog color with its light and dark values.
    public var colors: [String: DynamicColor]
    /// An image set's best file for drawing (PNG or JPEG at 2x, else any scale, else SVG).
    public var images: [String: ImageFile]

    /// One image file of an image set.
    public struct ImageFile: Hashable, Sendable {
        public var path: String
        /// The scale the file is drawn at (2 for `@2x`).
        public var scale: Double
    }

    public static let empty = AssetCatalog(colors: [:], images: [:])

    public init(colors: [String: DynamicColor], images: [String: ImageFile]) {
        self.colors = colors
        self.images = images
    }

    /// Every `*.xcassets` below `folder` (not following hidden folders, `Pods`, `build` or
    /// `_history`), merged; the first catalog found wins on a duplicate name.
    public init(searching folder: String) {
        var colors: [String: DynamicColor] = [:]
        var images: [String: ImageFile] = [:]
        for catalog in AssetCatalog.catalogs(below: folder) {
            AssetCatalog.read(catalog: catalog, colors: &colors, images: &images)
        }
        self.init(colors: colors, images: images)
    }

    /// The folder to search for a document: the nearest enclosing folder that holds an Xcode
    /// project, a package or a repository, up to four levels above the document; else the
    /// document's own folder.
    public static func projectFolder(for documentPath: String) -> String {
        var folder = URL(fileURLWithPath: documentPath).deletingLastPathComponent()
        let start = folder
        for _ in 0..<5 {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcassets") && folder != start }) {
                return folder.path
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return start.path
    }

    static func catalogs(below folder: String) -> [String] {
        var found: [String] = []
        var pending = [(folder, 0)]
        let skipped: Set<String> = ["Pods", "build", "_history", "node_modules", "DerivedData", "Carthage"]
        while let (current, depth) = pending.popLast() {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for entry in entries.sorted() {
                if entry.hasPrefix(".") || skipped.contains(entry) { continue }
                let path = current + "/" + entry
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                if entry.hasSuffix(".xcassets") {
                    found.append(path)
                } else if depth < 8 {
                    pending.append((path, depth + 1))
                }
            }
        }
        return found.sorted()
    }

    private static func read(catalog: String, colors: inout [String: DynamicColor], images: inout [String: ImageFile]) {
        var pending = [catalog]
        while let folder = pending.popLast() {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries.sorted() {
                let path = folder + "/" + entry
                if entry.hasSuffix(".colorset") {
                    let name = String(entry.dropLast(".colorset".count))
                    if colors[name] == nil, let color = readColorSet(path) { colors[name] = color }
                } else if entry.hasSuffix(".imageset") || entry.hasSuffix(".symbolset") {
                    let name = String(entry.prefix(upTo: entry.lastIndex(of: ".")!))
                    if images[name] == nil, let image = readImageSet(path) { images[name] = image }
                } else if !entry.contains(".") || entry.hasSuffix(".xcassets") {
                    pending.append(path)
                }
            }
        }
    }

    private static func json(_ path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path + "/Contents.json") else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    static func readColorSet(_ path: String) -> DynamicColor? {
        guard let entries = json(path)?["colors"] as? [[String: Any]] else { return nil }
        var light: RGBA?
        var dark: RGBA?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let value = colorValue(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            let isOther = !isDark && !appearances.isEmpty  // high contrast and friends
            if isDark {
                if dark == nil { dark = value.dark }
            } else if !isOther, light == nil {
                light = value.light
                if value.light != value.dark && dark == nil { dark = value.dark }
            }
        }
        guard let light else { return nil }
        return DynamicColor(light: light, dark: dark ?? light)
    }

    private static func colorValue(_ color: [String: Any]) -> DynamicColor? {
        if let reference = color["reference"] as? String { return SystemColors.color(named: reference) }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            let raw: String
            if let string = components[key] as? String { raw = string } else if let number = components[key] as? NSNumber { raw = number.stringValue } else { return nil }
            if raw.hasPrefix("0x") || raw.hasPrefix("0X") { return UInt8(raw.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let value = Double(raw) else { return nil }
            // Xcode writes 8-bit components as integers ("255") and floating ones with a point.
            return !raw.contains(".") && key != "alpha" ? value / 255 : value
        }
        let alpha = component("alpha") ?? 1
        let space = color["color-space"] as? String ?? "srgb"
        if let white = component("white") { return DynamicColor(RGBA(white: white, alpha: alpha)) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        if space == "display-p3" { return DynamicColor(RGBA.fromDisplayP3(red: red, green: green, blue: blue, alpha: alpha)) }
        return DynamicColor(RGBA(red: red, green: green, blue: blue, alpha: alpha))
    }

    static func readImageSet(_ path: String) -> ImageFile? {
        guard let entries = json(path)?["images"] as? [[String: Any]] else { return nil }
        var best: (rank: Int, file: ImageFile)?
        for entry in entries {
            guard let filename = entry["filename"] as? String else { continue }
            if let appearances = entry["appearances"] as? [[String: Any]], !appearances.isEmpty { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { continue }
            let scaleText = entry["scale"] as? String
            let scale = scaleText.flatMap { Double($0.dropLast()) } ?? 1
            let lower = filename.lowercased()
            let drawable = lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") || lower.hasSuffix(".svg")
            guard drawable else { continue }
            let rank = (scale == 2 ? 0 : scale == 3 ? 1 : 2) + (idiom == "universal" ? 0 : 3)
            if best == nil || rank < best!.rank {
                best = (rank, ImageFile(path: path + "/" + filename, scale: scale))
            }
        }
        return best?.file
    }

    /// The image's bytes as a data URL, and its size in points when the file says it (PNG).
    static func load(_ file: ImageFile) -> (dataURL: String, size: Size?)? {
        guard let data = FileManager.default.contents(atPath: file.path), data.count < 4_000_000 else { return nil }
        let lower = file.path.lowercased()
        let type = lower.hasSuffix(".png") ? "image/png" : lower.hasSuffix(".svg") ? "image/svg+xml" : "image/jpeg"
        var size: Size?
        let bytes = [UInt8](data.prefix(24))
        if type == "image/png", bytes.count == 24, bytes[1] == 0x50, bytes[2] == 0x4E, bytes[3] == 0x47 {
            func be32(_ offset: Int) -> Double {
                Double(UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3]))
            }
            size = Size(width: be32(16) / file.scale, height: be32(20) / file.scale)
        }
        return ("data:" + type + ";base64," + data.base64EncodedString(), size)
    }
}
