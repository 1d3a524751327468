import StoryboardFormat

/// AppKit documents: views stand in a bottom-up coordinate system, and controls keep their
/// text, font and state in a cell (`<textFieldCell>`, `<buttonCell>`…).
extension ViewAdapter {
    var isAppKit: Bool { resources.document.platform == .macOS }

    /// The kinds AppKit elements without a UIKit namesake draw as.
    static func appKitKind(ofElement name: String) -> ViewKind? {
        switch name {
        case "popUpButton": return .button
        case "secureTextField", "comboBox", "tokenField": return .textField
        case "searchField": return .searchBar
        case "levelIndicator": return .progressView
        case "outlineView": return .tableView
        default: return nil
        }
    }

    /// Views whose subviews AppKit lays out top-down (`isFlipped`).
    static let flippedAppKitElements: Set<String> = ["clipView", "tableView", "outlineView", "collectionView", "textView", "stackView", "matrix"]

    /// A subview's frame turned from AppKit's bottom-up coordinates into top-down ones.
    func topDown(_ frame: Rect, in parent: IBView, parentHeight: Double) -> Rect {
        guard isAppKit, !ViewAdapter.flippedAppKitElements.contains(parent.elementName), parent.attribute("flipped") != "YES" else { return frame }
        return Rect(x: frame.x, y: parentHeight - frame.y - frame.height, width: frame.width, height: frame.height)
    }

    /// What an AppKit control's cell says: title or text, placeholder, font, color,
    /// alignment, button type and state.
    func applyAppKitCell(of view: IBView, kind: ViewKind, to content: inout ViewContent) {
        let tree = resources.document.tree
        guard let cell = tree.firstElement(of: view.node, withKey: "cell") else { return }
        func attribute(_ name: String) -> String? { tree.attribute(name, of: cell) }
        var font = TextFont(size: 13)
        if let fontNode = tree.firstElement(of: cell, withKey: "font") {
            switch tree.attribute("metaFont", of: fontNode) {
            case "smallSystem", "smallSystemBold": font = TextFont(size: 11, weight: tree.attribute("metaFont", of: fontNode) == "smallSystemBold" ? 700 : 400)
            case "systemBold": font = TextFont(size: tree.attribute("size", of: fontNode).flatMap(Double.init) ?? 13, weight: 700)
            case "miniSystem": font = TextFont(size: 9)
            case .some: font = TextFont(size: tree.attribute("size", of: fontNode).flatMap(Double.init) ?? 13)
            case nil: font = resources.font(IBFont(tree: tree, node: fontNode), defaultSize: 13)
            }
        }
        var color: DynamicColor?
        for element in tree.elements(of: cell, named: "color") where tree.attributeEquals("key", "textColor", of: element) {
            color = resources.color(IBColor(tree: tree, node: element))
        }
        let alignment: TextAlignment
        switch attribute("alignment") {
        case "center": alignment = .center
        case "right": alignment = .right
        default: alignment = .left
        }
        let title = resources.localized(attribute("title"), id: attribute("id"), "title")
        var control = content.control ?? ControlState()
        control.isEnabled = attribute("enabled") != "NO"
        switch kind {
        case .textField, .label:
            if let title, !title.isEmpty {
                content.text = TextContent(title, font: font, color: color ?? SystemColors.label, alignment: alignment, numberOfLines: 0, lineBreak: .wordWrap)
            }
            if let placeholder = resources.localized(attribute("placeholderString"), id: attribute("id"), "placeholderString") {
                content.placeholder = TextContent(placeholder, font: font, color: SystemColors.placeholderText, alignment: alignment)
            }
            // Labels are text fields without a bezel; editable fields have one.
            control.borderStyle = attribute("borderStyle") == "bezel" || attribute("editable") == "YES" && attribute("drawsBackground") == "YES" ? "roundedRect" : "none"
            content.control = control
        case .button:
            var text = title.map { TextContent($0, font: font, color: color ?? SystemColors.label, alignment: .center, lineBreak: .truncateTail) }
            switch attribute("type") {
            case "check":
                control.buttonStyle = .checkbox
                text?.alignment = .left
            case "radio":
                control.buttonStyle = .radio
                text?.alignment = .left
            default:
                let bordered = attribute("bezelStyle") != nil && attribute("borderStyle") != "none" && tree.attribute("bordered", of: cell) != "NO"
                control.buttonStyle = bordered ? .bordered : .custom
                if view.elementName == "popUpButton" {
                    control.buttonStyle = .bordered
                    control.variant = "popUp"
                    text = popUpTitle(of: cell).map { TextContent($0, font: font, color: SystemColors.label, alignment: .left, lineBreak: .truncateTail) }
                }
            }
            control.isOn = attribute("state") == "on"
            content.text = text?.string.isEmpty == false ? text : nil
            content.control = control
        case .progressView:
            control.value = attribute("doubleValue").flatMap(Double.init) ?? 0
            control.maximumValue = attribute("maxValue").flatMap(Double.init) ?? 1
            content.control = control
        default:
            break
        }
    }

    /// The title a pop-up button shows: its selected item's.
    private func popUpTitle(of cell: XMLNode) -> String? {
        let tree = resources.document.tree
        if let title = tree.attribute("title", of: cell), !title.isEmpty { return title }
        let selected = tree.attribute("selectedItem", of: cell)
        let items = tree.descendants(of: cell).filter { tree.nameEquals($0, "menuItem") }
        let item = items.first { tree.attribute("id", of: $0) == selected } ?? items.first { tree.attribute("state", of: $0) == "on" } ?? items.first
        return item.flatMap { tree.attribute("title", of: $0) }
    }
}
