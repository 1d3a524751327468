import StoryboardFormat

/// IBLinter's `image_resources`: every image the document names is in an asset catalog or a
/// loose image file of the project; a missing one shows as nothing at run time.
public struct ImageResourcesRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "image_resources", name: "Image resources",
        description: "An image the document uses is in no asset catalog or image file of the project (checked when the project has any).",
        kind: .correctness, severity: .warning,
        nonTriggeringExamples: [
            .storyboard(RuleExample.scene(), images: ["Logo"], resources: "        <image name=\"Logo\" width=\"16\" height=\"16\"/>\n"),
            .storyboard(RuleExample.scene(), images: ["Logo"], resources: "        <image name=\"bag\" catalog=\"system\" width=\"64\" height=\"64\"/>\n"),
        ],
        triggeringExamples: [
            .storyboard(RuleExample.scene(), images: ["Logo"], resources: "        ↓<image name=\"Lgo\" width=\"16\" height=\"16\"/>\n"),
        ])

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        guard let images = file.project.images else { return [] }
        return document.resources.compactMap { resource in
            guard resource.kind == .image, let name = resource.name, resource.attribute("catalog") == nil,
                !images.contains(name), !SystemNames.isSystemImage(name)
            else { return nil }
            return violation("image \"\(name)\" is in no asset catalog of the project", in: file, at: resource)
        }
    }
}

/// IBLinter's `color_resources`: every named color is in an asset catalog of the project.
public struct ColorResourcesRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "color_resources", name: "Color resources",
        description: "A named color the document uses is in no asset catalog of the project (checked when the project has any).",
        kind: .correctness, severity: .warning,
        nonTriggeringExamples: [.storyboard(RuleExample.scene(), colors: ["Accent"], resources: resource("Accent", mark: ""))],
        triggeringExamples: [.storyboard(RuleExample.scene(), colors: ["Accent"], resources: resource("Acent", mark: "↓"))])

    static func resource(_ name: String, mark: String) -> String {
        """
                \(mark)<namedColor name="\(name)">
                    <color red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>

        """
    }

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        guard let colors = file.project.colors else { return [] }
        return document.resources.compactMap { resource in
            guard resource.kind == .namedColor, let name = resource.name, !colors.contains(name),
                !SystemNames.isSystemColor(name)
            else { return nil }
            return violation("color \"\(name)\" is in no asset catalog of the project", in: file, at: resource)
        }
    }
}

/// Names the system provides (AppKit's named images, UIKit's system colors), never in a catalog.
enum SystemNames {
    static func isSystemImage(_ name: String) -> Bool { name.hasPrefix("NS") }
    static func isSystemColor(_ name: String) -> Bool {
        name.hasPrefix("system") || name.hasPrefix("System") || name.hasSuffix("ColorSpace") || name.hasPrefix("label")
            || name == "AccentColor"
    }
}

/// IBLinter's `stack_view_background_color`: a stack view draws no background before iOS 14,
/// so a background color set on it is lost on older systems.
public struct StackViewBackgroundColorRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "stack_view_background_color", name: "Stack view background color",
        description: "A stack view has a background color, which iOS before 14 does not draw.",
        kind: .correctness, severity: .warning, isOptIn: true,
        nonTriggeringExamples: [.storyboard(RuleExample.scene(RuleExample.rootView(stack(""))))],
        triggeringExamples: [
            .storyboard(RuleExample.scene(RuleExample.rootView(stack(
                "                                ↓<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>\n")))),
        ])

    static func stack(_ color: String) -> String {
        "                            <stackView opaque=\"NO\" axis=\"vertical\" id=\"stk-00-001\">\n"
            + "                                <rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"100\"/>\n"
            + color + "                            </stackView>\n"
    }

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        document.elements(named: "stackView").compactMap { stack in
            guard let color = document.tree.elements(of: stack.node, named: "color").first(where: {
                document.tree.attributeEquals("key", "backgroundColor", of: $0)
            }) else { return nil }
            return violation("stack view \(stack.id.map { "\"\($0)\" " } ?? "")has a background color", in: file, at: Element(document: document, node: color))
        }
    }
}

/// IBLinter's `relative_to_margin`: constraints between a view and its superview's edges use
/// the layout margins.
public struct RelativeToMarginRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "relative_to_margin", name: "Relative to margin",
        description: "A leading or trailing constraint to the superview must be relative to its margin.",
        kind: .layout, severity: .warning, isOptIn: true,
        nonTriggeringExamples: [.storyboard(RuleExample.scene(RuleExample.rootView(DuplicateConstraintRule.label, constraints: constraint("leadingMargin", mark: ""))))],
        triggeringExamples: [.storyboard(RuleExample.scene(RuleExample.rootView(DuplicateConstraintRule.label, constraints: constraint("leading", mark: "↓"))))])

    static func constraint(_ attribute: String, mark: String) -> String {
        "                            \(mark)<constraint firstItem=\"lbl-00-001\" firstAttribute=\"leading\" secondItem=\"vw0-00-001\" secondAttribute=\"\(attribute)\" constant=\"16\" id=\"cst-00-001\"/>\n"
    }

    static let edges: Set<String> = ["leading", "trailing"]

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for list in document.elements(named: "constraints") {
            guard let owner = list.parent, let ownerID = owner.id else { continue }
            for constraint in list.children where constraint.elementName == "constraint" {
                let first = constraint.attribute("firstItem") ?? ownerID
                let second = constraint.attribute("secondItem")
                let pairs = [(first, constraint.attribute("firstAttribute")), (second, constraint.attribute("secondAttribute"))]
                guard second != nil, pairs.contains(where: { $0.0 == ownerID && Self.edges.contains($0.1 ?? "") }) else { continue }
                result.append(violation(
                    "constraint \(constraint.id.map { "\"\($0)\" " } ?? "")is not relative to the superview's margin",
                    in: file, at: constraint))
            }
        }
        return result
    }
}
