import StoryboardFormat

/// A user-defined runtime attribute whose type does not fit the `@IBInspectable` property it
/// sets (a string into a `CGFloat`, a number into a `UIColor`): key-value coding raises or
/// stores garbage while the scene loads.
public struct InspectableTypeRule: DocumentRule {
    public init() {}

    static let swift = """
        import UIKit

        class CardView: UIView {
            @IBInspectable var cornerRadius: CGFloat = 0
            @IBInspectable var borderColor: UIColor?
        }

        """

    public static let description = RuleDescription(
        identifier: "inspectable_type", name: "Inspectable type",
        description: "A user-defined runtime attribute sets an @IBInspectable property declared with an incompatible type.",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [.storyboard(scene(#"type="number" keyPath="cornerRadius""#, value: #"<real key="value" value="8"/>"#), sources: ["Card.swift": swift])],
        triggeringExamples: [.storyboard(scene(#"↓type="string" keyPath="cornerRadius" value="8""#, value: nil), sources: ["Card.swift": swift])])

    static func scene(_ attributes: String, value: String?) -> String {
        let attribute = value.map {
            "                                    <userDefinedRuntimeAttribute \(attributes)>\n                                        \($0)\n                                    </userDefinedRuntimeAttribute>\n"
        } ?? "                                    <userDefinedRuntimeAttribute \(attributes)/>\n"
        return RuleExample.scene(RuleExample.rootView(
            "                            <view contentMode=\"scaleToFill\" id=\"crd-00-001\" customClass=\"CardView\" customModule=\"App\" customModuleProvider=\"target\">\n"
                + "                                <userDefinedRuntimeAttributes>\n" + attribute + "                                </userDefinedRuntimeAttributes>\n"
                + "                            </view>\n"))
    }

    /// The Swift and Objective-C types each runtime attribute type can set.
    static let compatible: [String: Set<String>] = [
        "boolean": ["Bool", "BOOL", "NSNumber"],
        "number": ["CGFloat", "Double", "Float", "Int", "UInt", "Int32", "Int64", "NSInteger", "NSUInteger", "NSNumber", "NSTimeInterval", "TimeInterval", "float", "double", "int", "CGFloat?"],
        "string": ["String", "NSString"],
        "localizedString": ["String", "NSString"],
        "color": ["UIColor", "NSColor", "CGColor"],
        "image": ["UIImage", "NSImage"],
        "point": ["CGPoint", "NSPoint"],
        "size": ["CGSize", "NSSize"],
        "rect": ["CGRect", "NSRect"],
    ]

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        guard let sources = file.project.sources(for: document) else { return [] }
        var result: [Violation] = []
        for attribute in document.runtimeAttributes {
            guard let keyPath = attribute.keyPath, !keyPath.contains("."), let type = attribute.type,
                let allowed = Self.compatible[type], let owner = attribute.owner, let objectClass = ObjectClass.of(owner),
                objectClass.isCustom
            else { continue }
            let chain = sources.chain(of: objectClass.name).classes
            guard let declared = chain.lazy.compactMap({ $0.inspectableTypes[keyPath] }).first, !allowed.contains(declared) else { continue }
            result.append(violation(
                "runtime attribute \"\(keyPath)\" of type \(type) sets @IBInspectable \(objectClass.name).\(keyPath), declared \(declared)",
                in: file, at: attribute, attribute: "type"))
        }
        return result
    }
}
