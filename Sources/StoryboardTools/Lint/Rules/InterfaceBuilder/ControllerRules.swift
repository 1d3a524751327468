import StoryboardFormat

/// IBLinter's `custom_class_name`: the view controller of `Foo.storyboard` is `Foo` or
/// `FooViewController`, so that the class and its storyboard are found from each other.
public struct CustomClassNameRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "custom_class_name", name: "Custom class name",
        description: "A view controller's custom class must be named after its storyboard (Foo or FooViewController for Foo.storyboard).",
        kind: .style, severity: .warning, isOptIn: true,
        nonTriggeringExamples: [.storyboard(RuleExample.scene(attributes: #"customClass="ProfileViewController""#), fileName: "Profile.storyboard")],
        triggeringExamples: [.storyboard(RuleExample.scene(attributes: #"↓customClass="ViewController""#), fileName: "Profile.storyboard")])

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        guard file.isStoryboard else { return [] }
        let name = file.baseName
        return document.viewControllers.compactMap { controller in
            guard let customClass = controller.customClass, customClass != name, customClass != name + "ViewController" else { return nil }
            return violation(
                "custom class \"\(customClass)\" is not named after the storyboard (\(name) or \(name)ViewController)",
                in: file, at: controller, attribute: "customClass")
        }
    }
}

/// IBLinter's `storyboard_viewcontroller_id`: a view controller's storyboard identifier is its
/// class name, so `instantiateViewController(withIdentifier: String(describing: T.self))` works.
public struct StoryboardViewControllerIDRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "storyboard_viewcontroller_id", name: "Storyboard view controller ID",
        description: "A view controller's storyboard identifier must equal its custom class name.",
        kind: .style, severity: .warning, isOptIn: true,
        nonTriggeringExamples: [.storyboard(RuleExample.scene(attributes: #"storyboardIdentifier="HomeViewController" customClass="HomeViewController""#))],
        triggeringExamples: [.storyboard(RuleExample.scene(attributes: #"↓storyboardIdentifier="Home" customClass="HomeViewController""#))])

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        document.viewControllers.compactMap { controller in
            guard let customClass = controller.customClass, let identifier = controller.storyboardIdentifier,
                identifier != customClass
            else { return nil }
            return violation(
                "storyboard identifier \"\(identifier)\" is not the class name \"\(customClass)\"", in: file, at: controller,
                attribute: "storyboardIdentifier")
        }
    }
}

/// IBLinter's `reuse_identifier`: a custom cell's reuse identifier is its class name.
public struct ReuseIdentifierRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "reuse_identifier", name: "Reuse identifier",
        description: "A cell with a custom class must use the class name as its reuse identifier.",
        kind: .style, severity: .warning, isOptIn: true,
        nonTriggeringExamples: [.storyboard(cell(#"reuseIdentifier="ItemCell""#))],
        triggeringExamples: [.storyboard(cell(#"↓reuseIdentifier="Item""#)), .storyboard(cell("", mark: true))])

    static func cell(_ identifier: String, mark: Bool = false) -> String {
        RuleExample.scene(
            """
                                <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="tbl-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <prototypes>
                                        \(mark ? "↓" : "")<tableViewCell contentMode="scaleToFill" \(identifier) customClass="ItemCell" id="cel-00-001"/>
                                    </prototypes>
                                </tableView>

            """, element: "tableViewController")
    }

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for element in document.allElements() where element.elementName == "tableViewCell" || element.elementName == "collectionViewCell" {
            guard let customClass = element.customClass else { continue }
            let identifier = element.attribute("reuseIdentifier")
            guard identifier != customClass else { continue }
            result.append(violation(
                "reuse identifier \(identifier.map { "\"\($0)\"" } ?? "(none)") is not the class name \"\(customClass)\"",
                in: file, at: element, attribute: identifier == nil ? nil : "reuseIdentifier"))
        }
        return result
    }
}

/// IBLinter's `hides_bottom_bar`: controllers pushed onto a navigation stack hide the tab bar
/// (`hidesBottomBarWhenPushed`), except those the option `excluded` names.
public struct HidesBottomBarRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "hides_bottom_bar", name: "Hides bottom bar",
        description: "A view controller that is the destination of a show or push segue must hide the bottom bar when pushed (option excluded: class names).",
        kind: .style, severity: .warning, isOptIn: true,
        nonTriggeringExamples: [.storyboard(scenes(#"hidesBottomBarWhenPushed="YES""#))],
        triggeringExamples: [.storyboard(scenes("").replacingOccurrences(of: #"<viewController id="vc1"#, with: #"↓<viewController id="vc1"#))])

    static func scenes(_ flag: String) -> String {
        RuleExample.scene(connections: #"                        <segue destination="vc1-00-001" kind="show" id="seg-00-001"/>"#)
            + RuleExample.scene(attributes: flag, id: "vc1-00-001", sceneID: "scn-00-002")
    }

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        let excluded = Set(file.options(for: Self.description.identifier)["excluded"]?.strings ?? [])
        var reported: Set<XMLNode> = []
        var result: [Violation] = []
        for segue in document.segues where segue.kind == .show || segue.kind == .push {
            guard let destination = segue.destinationMember, destination.isViewController,
                !(destination.boolAttribute("hidesBottomBarWhenPushed") ?? false),
                !excluded.contains(destination.customClass ?? ""), reported.insert(destination.node).inserted
            else { continue }
            result.append(violation(
                "<\(destination.elementName)> is pushed without hidesBottomBarWhenPushed", in: file, at: destination))
        }
        return result
    }
}

/// IBLinter's `use_base_class`: views of an element class use one of the team's base classes
/// (option: element class → allowed custom classes, e.g. `UILabel: [BodyLabel, TitleLabel]`).
public struct UseBaseClassRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "use_base_class", name: "Use base class",
        description: "Elements of a configured class must have one of its configured base classes as custom class.",
        kind: .style, severity: .warning, isOptIn: true,
        nonTriggeringExamples: [.storyboard(RuleExample.scene(RuleExample.rootView(label(#"customClass="BodyLabel" "#))), options: ["UILabel": ["BodyLabel"]])],
        triggeringExamples: [
            .storyboard(RuleExample.scene(RuleExample.rootView(label(#"↓customClass="Plain" "#))), options: ["UILabel": ["BodyLabel"]]),
            .storyboard(RuleExample.scene(RuleExample.rootView(label("", mark: true))), options: ["UILabel": ["BodyLabel"]]),
        ])

    static func label(_ customClass: String, mark: Bool = false) -> String {
        "                            \(mark ? "↓" : "")<label opaque=\"NO\" \(customClass)text=\"Title\" id=\"lbl-00-001\"/>\n"
    }

    /// `UILabel` → `label`, `NSTextField` → `textField`.
    static func elementName(ofClass name: String) -> String {
        let stripped = name.hasPrefix("UI") || name.hasPrefix("NS") ? String(name.dropFirst(2)) : name
        return stripped.prefix(1).lowercased() + stripped.dropFirst()
    }

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        let options = file.options(for: Self.description.identifier)
        guard !options.isEmpty else { return [] }
        var allowed: [String: (className: String, bases: Set<String>)] = [:]
        for (className, value) in options { allowed[Self.elementName(ofClass: className)] = (className, Set(value.strings)) }
        var result: [Violation] = []
        for element in document.allElements() {
            guard let rule = allowed[element.elementName], element.id != nil else { continue }
            guard let customClass = element.customClass else {
                result.append(violation("\(rule.className) without one of its base classes (\(rule.bases.sorted().joined(separator: ", ")))", in: file, at: element))
                continue
            }
            if !rule.bases.contains(customClass) {
                result.append(violation(
                    "\(rule.className) of class \"\(customClass)\" is none of its base classes (\(rule.bases.sorted().joined(separator: ", ")))",
                    in: file, at: element, attribute: "customClass"))
            }
        }
        return result
    }
}
