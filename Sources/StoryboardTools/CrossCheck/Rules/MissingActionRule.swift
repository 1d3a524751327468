import StoryboardFormat

/// An action whose method the receiver does not have (renamed, deleted, or a selector that
/// does not match the Swift signature): tapping the control raises "unrecognized selector
/// sent to instance".
public struct MissingActionRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "missing_action", name: "Missing action",
        description: "An action's selector matches no method of the receiver's class (Objective-C selector rules: tap: is tap(_:), tapWithSender: is tap(sender:), @objc(name:) renames).",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [
            .storyboard(
                CrossCheckExamples.scene("HomeViewController", connections: "", buttonConnections: """
                                                <action selector="tap:" destination="vc0-00-001" eventType="touchUpInside" id="act-00-001"/>
                                                <action selector="shareWithSender:" destination="vc0-00-001" eventType="touchUpInside" id="act-00-002"/>
                                                <action selector="refreshNow:" destination="vc0-00-001" eventType="touchUpInside" id="act-00-003"/>
                    """),
                sources: ["Home.swift": CrossCheckExamples.homeSwift]),
        ],
        triggeringExamples: [
            .storyboard(
                CrossCheckExamples.scene("HomeViewController", connections: "", buttonConnections: """
                                                <action ↓selector="share:" destination="vc0-00-001" eventType="touchUpInside" id="act-00-001"/>
                                                <action ↓selector="refresh:" destination="vc0-00-001" eventType="touchUpInside" id="act-00-002"/>
                    """),
                sources: ["Home.swift": CrossCheckExamples.homeSwift]),
        ])

    /// Actions UIKit and AppKit classes implement themselves.
    static let systemSelectors: Set<String> = [
        "dismiss:", "performClose:", "performMiniaturize:", "performZoom:", "orderFront:", "orderOut:", "close:",
        "showWindow:", "dismissController:", "cancelOperation:", "selectAll:", "copy:", "paste:", "cut:", "delete:",
        "undo:", "redo:", "toggleToolbarShown:", "runToolbarCustomizationPalette:", "toggleSidebar:", "toggleFullScreen:",
        "makeKeyAndOrderFront:", "print:", "runPageLayout:", "terminate:", "hide:", "hideOtherApplications:",
        "unhideAllApplications:", "orderFrontStandardAboutPanel:", "showHelp:", "arrangeInFront:", "performFindPanelAction:",
        "takeStringValueFrom:", "takeIntValueFrom:", "takeDoubleValueFrom:", "takeFloatValueFrom:", "takeObjectValueFrom:",
        "performClick:", "add:", "remove:", "insert:", "fetch:", "selectNext:", "selectPrevious:", "newDocument:",
        "openDocument:", "saveDocument:", "saveDocumentAs:", "revertDocumentToSaved:", "performTextFinderAction:",
        "pageUp:", "pageDown:", "scrollToBeginningOfDocument:", "scrollToEndOfDocument:", "selectTabViewItem:",
        "takeSelectedTabViewItemFromSender:", "selectNextTabViewItem:", "selectPreviousTabViewItem:",
    ]

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        guard let sources = file.project.sources(for: document) else { return [] }
        var result: [Violation] = []
        for connection in document.connections {
            guard case .action(let action) = connection, let selector = action.selector,
                let receiverID = action.receiverID, let receiver = document.element(withID: receiverID),
                let objectClass = ObjectClass.of(receiver), objectClass.isCustom, !SystemClasses.isSystem(objectClass.name),
                objectClass.module == nil || objectClass.isInTarget
            else { continue }
            let (classes, end, complete) = sources.chain(of: objectClass.name)
            guard complete, !classes.isEmpty else { continue }
            if classes.contains(where: { $0.actions[selector] != nil || $0.otherMethods.contains(selector) }) { continue }
            if end != nil && Self.systemSelectors.contains(selector) { continue }
            var message = "\(objectClass.name) has no method for the action \"\(selector)\""
            if let near = Self.nearest(selector, in: classes) { message += "; the code declares \"\(near)\"" }
            result.append(violation(message, in: file, at: action, attribute: "selector"))
        }
        return result
    }

    /// An action of the chain with the same base name (the usual cause: a changed label).
    static func nearest(_ selector: String, in classes: [SourceIndex.SourceClass]) -> String? {
        let base = selector.prefix { $0 != ":" && $0 != "W" }
        for declared in classes {
            if let match = declared.actions.keys.sorted().first(where: { $0.hasPrefix(base) }) { return match }
        }
        return nil
    }
}
