import StoryboardFormat

/// IBLinter's `use_trait_collections`: the document uses size classes (trait variations), as
/// Xcode has required for new documents since Xcode 8.
public struct UseTraitCollectionsRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "use_trait_collections", name: "Use trait collections",
        description: "The document must enable trait variations (useTraitCollections=\"YES\").",
        kind: .style, severity: .warning, isOptIn: true,
        nonTriggeringExamples: [.storyboard(RuleExample.scene())],
        triggeringExamples: [RuleExample(RuleExample.storyboardText(RuleExample.scene()).replacingOccurrences(of: #"useTraitCollections="YES""#, with: #"↓useTraitCollections="NO""#))])

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        guard let root = document.rootElement, document.format == .document, !document.header.useTraitCollections else { return [] }
        return [violation("the document does not use trait variations (useTraitCollections)", in: file, at: root, attribute: "useTraitCollections")]
    }
}

/// IBLinter's `enable_autolayout`: the document uses Auto Layout (`useAutolayout="YES"`).
public struct EnableAutolayoutRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "enable_autolayout", name: "Enable Auto Layout",
        description: "The document must use Auto Layout (useAutolayout=\"YES\").",
        kind: .layout, severity: .warning, isOptIn: true,
        nonTriggeringExamples: [.storyboard(RuleExample.scene())],
        triggeringExamples: [RuleExample(RuleExample.storyboardText(RuleExample.scene()).replacingOccurrences(of: #" useAutolayout="YES""#, with: ""))
            .marking(at: "<document")])

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        guard let root = document.rootElement, document.format == .document, !document.header.useAutolayout else { return [] }
        return [violation("the document does not use Auto Layout (useAutolayout)", in: file, at: root, attribute: "useAutolayout")]
    }
}

/// IBLinter's `view_as_device`: the document is designed on the device the team agreed on
/// (`device_id`, default `retina4_7` as in IBLinter), so that frames in diffs stay stable.
public struct ViewAsDeviceRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "view_as_device", name: "View as device",
        description: "The document's \"View as\" device must be the configured one (option device_id, default retina4_7).",
        kind: .style, severity: .warning, isOptIn: true,
        nonTriggeringExamples: [.storyboard(RuleExample.scene(), options: ["device_id": "retina6_12"])],
        triggeringExamples: [
            RuleExample(RuleExample.storyboardText(RuleExample.scene()).replacingOccurrences(of: #"<device id="#, with: #"<device ↓id="#)),
        ])

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        let expected = file.options(for: Self.description.identifier)["device_id"]?.strings.first ?? "retina4_7"
        guard let root = document.root, let device = document.tree.firstElement(of: root, named: "device") else { return [] }
        let element = Element(document: document, node: device)
        guard let id = element.attribute("id"), id != expected else { return [] }
        return [violation("the document is viewed as \(id), not \(expected)", in: file, at: element, attribute: "id")]
    }
}

/// IBLinter's `has_initial_view_controller`: a storyboard has an entry point.
public struct HasInitialViewControllerRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "has_initial_view_controller", name: "Has initial view controller",
        description: "A storyboard must have an initial view controller.",
        kind: .correctness, severity: .warning, isOptIn: true,
        nonTriggeringExamples: [.storyboard(RuleExample.scene(), initial: "vc0-00-001")],
        triggeringExamples: [RuleExample.storyboard(RuleExample.scene()).marking(at: "<document")])

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        guard document.kind == .storyboard, let root = document.rootElement, document.header.initialViewControllerID == nil else { return [] }
        return [violation("the storyboard has no initial view controller", in: file, at: root)]
    }
}

/// IBLinter's `has_single_view_controller`: one view controller per storyboard (storyboard
/// references aside), the convention of teams that avoid storyboard merge conflicts.
public struct HasSingleViewControllerRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "has_single_view_controller", name: "Has single view controller",
        description: "A storyboard must hold one view controller scene (storyboard references do not count).",
        kind: .style, severity: .warning, isOptIn: true,
        nonTriggeringExamples: [.storyboard(RuleExample.scene())],
        triggeringExamples: [
            .storyboard(RuleExample.scene() + RuleExample.scene(id: "vc1-00-001", sceneID: "scn-00-002")
                .replacingOccurrences(of: #"<viewController id="vc1"#, with: #"↓<viewController id="vc1"#)),
        ])

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        guard document.kind == .storyboard else { return [] }
        return document.viewControllers.dropFirst().map { controller in
            violation("the storyboard holds more than one view controller", in: file, at: controller)
        }
    }
}

extension RuleExample {
    /// The example with a `↓` inserted before the first occurrence of `text`.
    func marking(at text: String) -> RuleExample {
        guard let range = self.text.range(of: text) else { return self }
        var marked = self.text
        marked.insert(RuleExample.marker, at: range.lowerBound)
        return RuleExample(
            marked, fileName: fileName, companions: companions, images: images, colors: colors, sources: sources, options: options,
            corrected: corrected)
    }
}
