import Foundation
import StoryboardFormat
import StoryboardLayout

/// Turns a document's colors, fonts and image names into drawable values, with the project's
/// asset catalogs and the values Xcode recorded in `<resources>` as fallbacks.
struct DocumentResources {
    let document: Document
    let assets: AssetCatalog
    /// The translations of the document's texts (`<lang>.lproj/<Name>.strings`), keyed
    /// `"<objectID>.<property>"` as Xcode exports them.
    let strings: StringsTable?
    private var recordedColors: [String: IBColor] = [:]
    private var recordedImageSizes: [String: Size] = [:]
    /// The images the document records as SF Symbols (`catalog="system"`).
    private var recordedSymbols: Set<String> = []
    /// The recorded image sizes as the layout reads them (AppKit template buttons' bezels).
    let layoutImageSizes: [String: LayoutSize]
    /// Whether the document sets a font by text style, as the layout reads it (the macOS that
    /// drew an Xcode 12.4 document's controls), found once per document.
    let usesTextStyles: Bool
    /// Whether the document is tvOS's, whose text styles and buttons are larger.
    let isTV: Bool

    init(document: Document, assets: AssetCatalog, strings: StringsTable? = nil) {
        self.document = document
        self.assets = assets
        self.strings = strings
        layoutImageSizes = DocumentLayoutContext.recordedImageSizes(in: document.tree)
        usesTextStyles = DocumentLayoutContext.usesTextStyles(document.tree, toolsVersion: document.header.toolsBuild)
        isTV = document.header.platform == .tvOS
        for resource in document.resources {
            guard let name = resource.name else { continue }
            switch resource.kind {
            case .namedColor, .systemColor: if let color = resource.color { recordedColors[name] = color }
            case .image:
                if let size = resource.size { recordedImageSizes[name] = size }
                if resource.attribute("catalog") == "system" { recordedSymbols.insert(name) }
            default: break
            }
        }
    }

    /// A text as the strings table translates it (`id.key`), else as the document has it.
    func localized(_ value: String?, id: String?, _ key: String) -> String? {
        guard let strings, let id, let translated = strings["\(id).\(key)"] else { return value }
        return translated
    }

    /// A document color as a light/dark pair.
    func color(_ color: IBColor?) -> DynamicColor? {
        guard let color else { return nil }
        switch color.kind {
        case .rgb(let red, let green, let blue, let alpha):
            if color.customColorSpace == "displayP3" {
                return DynamicColor(RGBA.fromDisplayP3(red: red, green: green, blue: blue, alpha: alpha))
            }
            return DynamicColor(RGBA(red: red, green: green, blue: blue, alpha: alpha))
        case .white(let white, let alpha):
            return DynamicColor(RGBA(white: white, alpha: alpha))
        case .cmyk(let cyan, let magenta, let yellow, let black, let alpha):
            return DynamicColor(RGBA(red: (1 - cyan) * (1 - black), green: (1 - magenta) * (1 - black), blue: (1 - yellow) * (1 - black), alpha: alpha))
        case .system(let name), .cocoaTouchSystem(let name):
            if let system = SystemColors.color(named: name) { return system }
            return recordedColors[name].flatMap { self.color($0) }
        case .catalog(let name, "System"):
            // AppKit's own colors, whatever an asset catalog of the project calls its colors.
            if let system = SystemColors.color(named: name) { return system }
            return assets.colors[name]
        case .named(let name), .catalog(let name, _):
            if let asset = assets.colors[name] { return asset }
            if let system = SystemColors.color(named: name) { return system }
            if let recorded = recordedColors[name], recorded.name != name { return self.color(recorded) }
            return nil
        case .unknown:
            return nil
        }
    }

    func color(of view: IBView, key: String) -> DynamicColor? { color(view.color(forKey: key)) }

    /// A document font; the system font at 17 points when absent.
    func font(_ font: IBFont?, defaultSize: Double = 17, defaultWeight: Int = 400) -> TextFont {
        guard let font else { return TextFont(size: defaultSize, weight: defaultWeight) }
        if let style = font.style {
            return DocumentResources.textStyle(style, tv: isTV)
        }
        let size = font.pointSize ?? defaultSize
        switch font.type {
        case "boldSystem": return TextFont(size: size, weight: 700)
        case "italicSystem": return TextFont(size: size, weight: 400, isItalic: true)
        case "system":
            return TextFont(size: size, weight: DocumentResources.weight(font.weight))
        default:
            break
        }
        if let name = font.name ?? font.family {
            let lower = name.lowercased()
            var weight = 400
            if lower.contains("bold") || lower.contains("heavy") || lower.contains("black") { weight = 700 }
            else if lower.contains("semibold") || lower.contains("demi") { weight = 600 }
            else if lower.contains("medium") { weight = 500 }
            else if lower.contains("light") || lower.contains("thin") { weight = 300 }
            let monospaced = lower.contains("mono") || lower.contains("courier") || lower.contains("menlo")
            return TextFont(name: font.family ?? name, size: size, weight: weight, isItalic: lower.contains("italic") || lower.contains("oblique"), isMonospaced: monospaced)
        }
        return TextFont(size: size, weight: defaultWeight)
    }

    /// The point sizes (the layout's table) and weights of the Dynamic Type styles at the
    /// default size category, on iOS or tvOS.
    static func textStyle(_ style: String, tv: Bool = false) -> TextFont {
        let size = WrappingText.pointSize(ofTextStyle: style, tv: tv) ?? (tv ? 29 : 17)
        let emphasized = style == "UICTFontTextStyleHeadline" || (tv && style.hasPrefix("UICTFontTextStyleTitle"))
        return TextFont(size: size, weight: emphasized ? (tv ? 500 : 600) : 400)
    }

    static func weight(_ name: String?) -> Int {
        switch name {
        case "ultraLight": return 200
        case "thin": return 250
        case "light": return 300
        case "medium": return 500
        case "semibold": return 600
        case "bold": return 700
        case "heavy": return 800
        case "black": return 900
        default: return 400
        }
    }

    /// An image by name: the asset catalog's file when there is one, an SF Symbol when the
    /// document says `catalog="system"` (where it uses it, or in its resources: the runtime's
    /// bar items keep only the name), else a missing image of the recorded size.
    func image(named name: String, isSymbol: Bool, contentMode: ContentMode = .scaleToFill, tint: DynamicColor? = nil) -> ImageContent {
        let isSymbol = isSymbol || (recordedSymbols.contains(name) && assets.images[name] == nil)
        var content = ImageContent(name: name, isSymbol: isSymbol, size: recordedImageSizes[name], contentMode: contentMode, tintColor: tint)
        if !isSymbol, let file = assets.images[name], let loaded = AssetCatalog.load(file) {
            content.dataURL = loaded.dataURL
            if let size = loaded.size { content.size = size }
        }
        return content
    }
}
