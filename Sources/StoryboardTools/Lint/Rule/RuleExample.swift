/// A document a rule is shown on. `↓` marks each place a violation is expected (before an
/// element's `<` or an attribute's name); the marks are removed before the document is read.
public struct RuleExample: Sendable {
    /// The document text with its `↓` marks.
    public let text: String
    /// The file name the document is linted as (rules such as `custom_class_name` read it).
    public let fileName: String
    /// Other documents of the same project, by file name (for cross-file rules).
    public let companions: [String: String]
    /// Asset catalog image and color names the project has.
    public let images: Set<String>
    public let colors: Set<String>
    /// Swift and Objective-C sources of the project, by file name (for the cross-check); they
    /// may hold `↓` marks too.
    public let sources: [String: String]
    /// Rule options as the configuration would give them.
    public let options: RuleOptions
    /// The text after `--fix`, for a correctable rule's triggering example.
    public let corrected: String?

    public static let marker: Character = "↓"

    public init(
        _ text: String, fileName: String = "Example.storyboard", companions: [String: String] = [:],
        images: Set<String> = [], colors: Set<String> = [], sources: [String: String] = [:], options: RuleOptions = [:],
        corrected: String? = nil
    ) {
        self.text = text
        self.sources = sources
        self.fileName = fileName
        self.companions = companions
        self.images = images
        self.colors = colors
        self.options = options
        self.corrected = corrected
    }

    /// A storyboard holding `scenes` (XML of `<scene>` elements indented by eight spaces) under
    /// a current iOS header; `header` adds attributes to `<document>`.
    public static func storyboard(
        _ scenes: String, header: String = "", initial: String? = nil, fileName: String = "Example.storyboard",
        companions: [String: String] = [:], images: Set<String> = [], colors: Set<String> = [],
        sources: [String: String] = [:], options: RuleOptions = [:], resources: String = "", corrected: String? = nil
    ) -> RuleExample {
        RuleExample(
            storyboardText(scenes, header: header, initial: initial, resources: resources), fileName: fileName,
            companions: companions, images: images, colors: colors, sources: sources, options: options,
            corrected: corrected.map { storyboardText($0, header: header, initial: initial, resources: resources) })
    }

    /// The text of a storyboard document around `scenes`.
    public static func storyboardText(_ scenes: String, header: String = "", initial: String? = nil, resources: String = "") -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        let resourcesBlock = resources.isEmpty ? "" : "    <resources>\n\(resources)    </resources>\n"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initialAttribute)\(header)>
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
            \(scenes)    </scenes>
            \(resourcesBlock)</document>

            """
    }

    /// A xib holding `objects` (XML of top-level objects indented by eight spaces).
    public static func xib(_ objects: String, header: String = "", fileName: String = "Example.xib", options: RuleOptions = [:]) -> RuleExample {
        RuleExample(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(header)>
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
            \(objects)    </objects>
            </document>

            """, fileName: fileName, options: options)
    }

    /// The text without its marks, and the 1-based line:column (UTF-8 columns) of each mark.
    public var unmarked: (text: String, marks: [(line: Int, column: Int)]) { Self.unmark(text) }

    /// `text` without its marks, and the 1-based line:column (UTF-8 columns) of each mark.
    public static func unmark(_ marked: String) -> (text: String, marks: [(line: Int, column: Int)]) {
        var text = ""
        var marks: [(Int, Int)] = []
        var line = 1
        var column = 1
        for character in marked {
            if character == RuleExample.marker {
                marks.append((line, column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (text, marks)
    }
}
