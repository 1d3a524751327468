import StoryboardFormat
import StoryboardLayout

/// What a view shows beyond its own paint: text, an image, a control's state, a bar's items, a
/// table's decoration. Each part is set only for the kinds that have it.
public struct ViewContent: Hashable, Sendable {
    public var text: TextContent?
    /// A text field's or search bar's placeholder.
    public var placeholder: TextContent?
    public var image: ImageContent?
    /// A button's background image, stretched to its bounds behind its image and title.
    public var backgroundImage: ImageContent?
    public var control: ControlState?
    public var bar: BarContent?
    public var table: TableDecoration?
    public var cell: CellDecoration?
    /// A short caption for kinds drawn as labelled placeholders (map, web, custom class name).
    public var caption: String?
    /// The top content inset of a scroll view whose top lies under the bars (its content
    /// starts that far down).
    public var contentInsetTop: Double = 0
    /// The column titles an AppKit table's header view shows, left to right.
    public var columnHeaders: [ColumnHeader] = []
    /// What an AppKit box draws: a separator's line, or a primary box's panel and title.
    public var box: BoxDecoration?

    public init(
        text: TextContent? = nil, placeholder: TextContent? = nil, image: ImageContent? = nil,
        control: ControlState? = nil, bar: BarContent? = nil, table: TableDecoration? = nil,
        cell: CellDecoration? = nil, caption: String? = nil
    ) {
        self.text = text
        self.placeholder = placeholder
        self.image = image
        self.control = control
        self.bar = bar
        self.table = table
        self.cell = cell
        self.caption = caption
    }
}

/// A run of text with the attributes UILabel draws it with.
public struct TextContent: Hashable, Sendable {
    public var string: String
    public var font: TextFont
    public var color: DynamicColor?
    public var alignment: TextAlignment
    /// 0 means as many lines as fit.
    public var numberOfLines: Int
    public var lineBreak: LineBreak
    /// A label that shrinks its font to fit one line (`adjustsFontSizeToFitWidth`): the smallest
    /// share of its size it goes down to (`minimumScaleFactor`); nil for a fixed font size.
    public var minimumScaleFactor: Double?

    public init(
        _ string: String, font: TextFont = TextFont(), color: DynamicColor? = nil, alignment: TextAlignment = .natural,
        numberOfLines: Int = 1, lineBreak: LineBreak = .truncateTail, minimumScaleFactor: Double? = nil
    ) {
        self.string = string
        self.font = font
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreak = lineBreak
        self.minimumScaleFactor = minimumScaleFactor
    }
}

/// A font: the system font at a size and weight, or a named font passed through.
public struct TextFont: Hashable, Sendable {
    /// A PostScript or family name; nil for the system font.
    public var name: String?
    public var size: Double
    /// CSS weight (400 regular, 600 semibold, 700 bold).
    public var weight: Int
    public var isItalic: Bool
    public var isMonospaced: Bool

    public init(name: String? = nil, size: Double = 17, weight: Int = 400, isItalic: Bool = false, isMonospaced: Bool = false) {
        self.name = name
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.isMonospaced = isMonospaced
    }
}

/// `NSLineBreakMode`.
public enum LineBreak: String, Hashable, Sendable {
    case wordWrap, charWrap, clip, truncateHead, truncateTail, truncateMiddle
}

/// An image by name: from an asset catalog, an SF Symbol, or missing (drawn as a placeholder).
public struct ImageContent: Hashable, Sendable {
    public var name: String
    public var isSymbol: Bool
    /// The image as a data URL when its file was found (asset catalog PNG, JPEG or SVG).
    public var dataURL: String?
    /// The image's size in points when known (from the document's `<resources>` or the file).
    public var size: Size?
    public var contentMode: ContentMode
    public var tintColor: DynamicColor?

    public init(
        name: String, isSymbol: Bool = false, dataURL: String? = nil, size: Size? = nil,
        contentMode: ContentMode = .scaleToFill, tintColor: DynamicColor? = nil
    ) {
        self.name = name
        self.isSymbol = isSymbol
        self.dataURL = dataURL
        self.size = size
        self.contentMode = contentMode
        self.tintColor = tintColor
    }
}

/// `UIView.ContentMode`.
public enum ContentMode: String, Hashable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// A control's state: value, range, selection, and the button and field styles.
public struct ControlState: Hashable, Sendable {
    public var isEnabled: Bool = true
    public var isOn: Bool = false
    public var value: Double = 0
    public var minimumValue: Double = 0
    public var maximumValue: Double = 1
    public var segments: [String] = []
    public var selectedIndex: Int?
    public var numberOfPages: Int = 0
    public var onTintColor: DynamicColor?
    public var buttonStyle: ButtonStyle = .system
    /// A text field's `borderStyle` (`roundedRect`, `line`, `bezel`, `none`).
    public var borderStyle: String?
    /// An activity indicator's `large` style or a date picker's mode, when it matters.
    public var variant: String?
    /// Where an AppKit control's bezel sits inside its frame (the layout's alignment insets).
    public var bezelInsets: EdgeInsets = .zero

    public init() {}
}

/// How a button is drawn: the pre-iOS 15 types, or an iOS 15 configuration style.
public enum ButtonStyle: String, Hashable, Sendable {
    /// `buttonType="system"` / `roundedRect`: tinted text, no background.
    case system
    /// `buttonType="custom"`: exactly what the document sets, nothing more.
    case custom
    /// Info, add and close buttons: a glyph.
    case infoLight, infoDark, contactAdd, close, detailDisclosure
    /// AppKit's help button (`bezelStyle="helpButton"`): a question mark in a round bezel.
    case help
    /// AppKit check boxes and radio buttons (`isOn` is their state).
    case checkbox, radio
    /// iOS 15 configurations.
    case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
}

/// What a navigation bar, toolbar, tab bar or search bar shows.
public struct BarContent: Hashable, Sendable {
    public var title: String?
    public var prompt: String?
    public var prefersLargeTitle: Bool = false
    /// The back button's title when the controller is not the root of its navigation stack.
    public var backTitle: String?
    public var leadingItems: [LaidOutBarItem] = []
    public var trailingItems: [LaidOutBarItem] = []
    /// Toolbar items, left to right (flexible spaces included).
    public var items: [LaidOutBarItem] = []
    public var tabs: [TabItem] = []
    public var selectedTab: Int = 0
    public var searchPlaceholder: String?
    /// Whether the bar paints its material; iOS 15+ navigation bars are clear at the scroll
    /// edge.
    public var showsBackground: Bool = true
    /// The screen's safe area over the bar: its items keep inside it (an iPhone with a sensor
    /// housing in landscape insets them by the housing's side; a tab bar or toolbar's row sits
    /// above the home indicator, which its background covers).
    public var safeAreaInsets = EdgeInsets()

    public init(title: String? = nil) { self.title = title }

    /// Whether a tab bar puts each title beside its image (iOS 11's inline layout: iPads, and
    /// iPhones in landscape), rather than under it.
    public var hasInlineTabs = false

    /// Whether the bar has tvOS's look: a clear navigation bar with its title large and
    /// centred and no back button; a tab bar of titles centred as a group at the screen's top.
    package var isTV = false

    /// The height of a tab bar's or toolbar's row of items in a bar `height` tall: the bar
    /// above the home indicator.
    func rowHeight(inBarOfHeight height: Double) -> Double { max(0, height - safeAreaInsets.bottom) }
}

/// A bar button item: a title, an image or a system item, with the id that fires it.
public struct LaidOutBarItem: Hashable, Sendable {
    public var id: String
    public var title: String?
    public var image: ImageContent?
    /// `add`, `done`, `cancel`, `edit`, `flexibleSpace`, `fixedSpace`…
    public var systemItem: String?
    /// `done` items are bold.
    public var isProminent: Bool
    /// A disabled item (`enabled="NO"`, `isEnabled = false`) is drawn dimmed.
    public var isEnabled: Bool

    public init(id: String, title: String? = nil, image: ImageContent? = nil, systemItem: String? = nil, isProminent: Bool = false,
                isEnabled: Bool = true) {
        self.id = id
        self.title = title
        self.image = image
        self.systemItem = systemItem
        self.isProminent = isProminent
        self.isEnabled = isEnabled
    }
}

/// One tab of a tab bar.
public struct TabItem: Hashable, Sendable {
    public var id: String
    public var title: String
    public var image: ImageContent?
    public var badge: String?

    public init(id: String, title: String, image: ImageContent? = nil, badge: String? = nil) {
        self.id = id
        self.title = title
        self.image = image
        self.badge = badge
    }
}

/// A table view's look and its section headers and footers (which are not views in a document).
public struct TableDecoration: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable { case plain, grouped, insetGrouped }
    public var style: Style
    /// Header and footer titles with the y (in the table's coordinates) of the text's top.
    public var headers: [SectionTitle] = []
    public var footers: [SectionTitle] = []
    public var separatorColor: DynamicColor?
    public var showsSeparators: Bool = true
    /// Static cells keep the positions Xcode stored; prototypes stack from the top.
    public var hasStaticCells: Bool = false

    public init(style: Style) { self.style = style }
}

/// A section header or footer title and where it goes.
public struct SectionTitle: Hashable, Sendable {
    public var text: String
    public var y: Double

    public init(text: String, y: Double) {
        self.text = text
        self.y = y
    }
}

/// A table cell's accessory, separator and place in an (inset) grouped section.
public struct CellDecoration: Hashable, Sendable {
    /// `disclosureIndicator`, `checkmark`, `detailButton`, `detailDisclosureButton`, or nil.
    public var accessory: String?
    public var showsSeparator: Bool = true
    /// The table's `separatorColor`; the system separator color when nil.
    public var separatorColor: DynamicColor?
    public var separatorInset: Double = 20
    public var isFirstInSection: Bool = false
    public var isLastInSection: Bool = false
    public var tableStyle: TableDecoration.Style = .plain

    public init(accessory: String? = nil) { self.accessory = accessory }
}

/// One column's title in an AppKit table's header view.
public struct ColumnHeader: Hashable, Sendable {
    public var title: String
    /// Where the column starts and how wide it is, in the header's coordinates.
    public var x: Double
    public var width: Double

    public init(title: String, x: Double, width: Double) {
        self.title = title
        self.x = x
        self.width = width
    }
}

/// An AppKit `NSBox` as it draws itself: a separator is a 1 pt line along its long side; a
/// primary box is a rounded panel inside its border and shadow (3 pt on the sides, 4 below,
/// 2 above when it has no title), its title above the panel. An `NSTabView` with tabs draws
/// the same panel around its content, its tabs as one segmented row across the panel's edge.
public struct BoxDecoration: Hashable, Sendable {
    public enum Style: Hashable, Sendable {
        case separator, panel
        /// A tab view's panel with its tabs along the `edge` side.
        case tabs(labels: [String], selected: Int, edge: Edge)
    }

    public enum Edge: Hashable, Sendable { case top, bottom, left, right }

    public var style: Style
    public var title: TextContent?

    public init(style: Style, title: TextContent? = nil) {
        self.style = style
        self.title = title
    }
}
