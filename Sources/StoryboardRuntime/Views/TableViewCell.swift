/// One row of a table (`UITableViewCell`): built-in labels for the standard styles, or any
/// content in its content view.
@MainActor
open class TableViewCell: View {
    /// The standard layouts (`UITableViewCell.CellStyle`).
    public enum Style: String, Sendable {
        case `default`, subtitle, value1, value2, custom

        /// The style of an Interface Builder `style` attribute (`IBUITableViewCellStyleSubtitle`).
        public init(interfaceBuilderName name: String?) {
            switch name {
            case "IBUITableViewCellStyleDefault": self = .default
            case "IBUITableViewCellStyleSubtitle": self = .subtitle
            case "IBUITableViewCellStyleValue1": self = .value1
            case "IBUITableViewCellStyleValue2": self = .value2
            default: self = .custom
            }
        }
    }

    /// The accessory at the trailing edge (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: String, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

        var symbol: String? {
            switch self {
            case .none: return nil
            case .disclosureIndicator: return ">"
            case .detailDisclosureButton: return "(i) >"
            case .checkmark: return "✓"
            case .detailButton: return "(i)"
            }
        }
    }

    public internal(set) var style: Style = .custom
    public internal(set) var reuseIdentifier: String?
    public var accessoryType: AccessoryType = .none
    public let contentView = View()
    public private(set) var textLabel: Label?
    public private(set) var detailTextLabel: Label?
    public var isSelected = false
    /// Segues the cell triggers on selection and on its accessory button (set from the
    /// document).
    var selectionSegues: [SegueTemplate] = []
    var accessorySegues: [SegueTemplate] = []

    public required init() {
        super.init()
        contentView.elementName = "tableViewCellContentView"
        addSubview(contentView)
    }

    /// A cell of a standard style with its built-in labels, as code creates one. As UIKit's
    /// `init(style:reuseIdentifier:)`, the cell is 320 × 44 until its table sizes it, and its
    /// labels sit in the content view inside the 16-point system margins (stacked for the
    /// subtitle style, side by side for the value styles), so a drawn row shows its text.
    public convenience init(style: Style, reuseIdentifier: String?) {
        self.init()
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        frame = Rect(x: 0, y: 0, width: 320, height: 44)
        contentView.frame = bounds
        guard style != .custom else { return }
        let label = Label()
        textLabel = label
        contentView.addSubview(label)
        label.frame = Rect(x: 16, y: 0, width: 288, height: 44)
        if style != .default {
            let detail = Label()
            detailTextLabel = detail
            contentView.addSubview(detail)
            if style == .subtitle {
                label.frame = Rect(x: 16, y: 5, width: 288, height: 20)
                detail.frame = Rect(x: 16, y: 25, width: 288, height: 15)
            } else {
                label.frame = Rect(x: 16, y: 0, width: 140, height: 44)
                detail.frame = Rect(x: 164, y: 0, width: 140, height: 44)
            }
        }
    }

    package override class var defaultElementName: String { "tableViewCell" }

    package override var screenLine: String? {
        var line = ScreenLine("Cell", identifier: accessibilityIdentifier)
        if let text = textLabel?.text { line = line.quoted(text) }
        if let detail = detailTextLabel?.text { line = line.adding("detail \(ScreenLine.quote(detail))") }
        return line.adding(accessoryType.symbol).line
    }

    /// Replaces the built-in labels with the ones the document laid out.
    func adoptLabels(text: Label?, detail: Label?) {
        if let text { textLabel = text }
        if let detail { detailTextLabel = detail }
    }

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        switch key {
        case "textLabel": textLabel = object as? Label
        case "detailTextLabel": detailTextLabel = object as? Label
        default: return super.setBuiltInOutlet(key, to: object)
        }
        return true
    }
}
