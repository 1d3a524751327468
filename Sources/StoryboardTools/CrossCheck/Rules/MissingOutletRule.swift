import StoryboardFormat

/// An outlet whose property the class does not have (renamed or deleted in code): loading the
/// scene raises "this class is not key value coding-compliant for the key …".
public struct MissingOutletRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "missing_outlet", name: "Missing outlet",
        description: "An outlet names a property that the source object's class (and its superclasses) does not declare.",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [
            .storyboard(
                CrossCheckExamples.scene("HomeViewController", connections: #"                        <outlet property="titleLabel" destination="lbl-00-001" id="out-00-001"/>"#),
                sources: ["Home.swift": CrossCheckExamples.homeSwift]),
        ],
        triggeringExamples: [
            .storyboard(
                CrossCheckExamples.scene("HomeViewController", connections: #"                        <outlet ↓property="headline" destination="lbl-00-001" id="out-00-001"/>"#),
                sources: ["Home.swift": CrossCheckExamples.homeSwift]),
        ])

    /// Outlets UIKit and AppKit classes declare themselves.
    static let systemOutlets: Set<String> = [
        "view", "delegate", "dataSource", "tableView", "collectionView", "searchDisplayController", "window",
        "initialFirstResponder", "nextKeyView", "menu", "contentViewController", "textField", "imageView",
        "contentView", "target", "formatter", "searchBar", "inputView", "inputAccessoryView", "navigationItem",
        "tabBarItem", "selectedBackgroundView", "backgroundView", "accessoryView", "editingAccessoryView", "titleView",
        "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem", "customView", "documentView", "headerView",
        "cornerView", "verticalScroller", "horizontalScroller", "viewController", "windowController", "nextResponder",
        "textLabel", "detailTextLabel", "gestureRecognizers", "tableHeaderView", "tableFooterView", "outlineTableColumn",
        "content", "contentArray", "contentSet", "contentObject", "toolbar", "touchBar", "statusItem", "popover",
        "attachedWindow", "defaultButtonCell", "dockMenu", "servicesMenu", "windowsMenu", "helpMenu", "mainMenu",
        "splitView", "tabView", "previousKeyView", "representedObject", "superview", "layer", "pageController",
    ]

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        guard let sources = file.project.sources(for: document) else { return [] }
        var result: [Violation] = []
        for connection in document.connections {
            let element: Element
            switch connection {
            case .outlet(let outlet): element = outlet.element
            case .outletCollection(let collection): element = collection.element
            default: continue
            }
            guard let property = element.attribute("property"), let source = connection.source,
                let objectClass = ObjectClass.of(source), objectClass.isCustom, !SystemClasses.isSystem(objectClass.name),
                objectClass.module == nil || objectClass.isInTarget
            else { continue }
            let (classes, end, complete) = sources.chain(of: objectClass.name)
            guard complete, !classes.isEmpty else { continue }
            // Key-value coding sets `key` through `set<Key>:`, so the first letter's case does
            // not matter (`NoGroupsButton` reaches `noGroupsButton`).
            let alternative = property.prefix(1).lowercased() + property.dropFirst()
            if classes.contains(where: {
                $0.outlets[property] != nil || $0.properties.contains(property) || $0.properties.contains(alternative)
            }) { continue }
            if end != nil && Self.systemOutlets.contains(property) { continue }
            let declaredAt = classes[0].place.path.isEmpty ? "" : " (\(classes[0].place.path.split(separator: "/").last ?? ""):\(classes[0].place.position))"
            result.append(violation(
                "\(objectClass.name)\(declaredAt) has no outlet \"\(property)\"", in: file, at: element, attribute: "property"))
        }
        return result
    }
}
