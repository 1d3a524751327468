import StoryboardFormat

/// One drawn view with its frame already decided: the input of drawing and hit testing.
///
/// Frames come from whoever laid the view out (the frames Xcode stored in the document today,
/// the layout engine or a running window later), so that drawing never depends on where they
/// came from.
public struct LaidOutView: Hashable, Sendable {
    /// The Interface Builder object id (or any stable id a runtime gives its views).
    public var id: String
    public var kind: ViewKind
    /// The frame in the superview's coordinates, in points.
    public var frame: Rect
    public var style: ViewStyle
    public var content: ViewContent
    /// Whether touches reach the view and its subviews (`isUserInteractionEnabled`).
    public var isUserInteractionEnabled: Bool
    public var subviews: [LaidOutView]

    public init(
        id: String, kind: ViewKind, frame: Rect, style: ViewStyle = ViewStyle(), content: ViewContent = ViewContent(),
        isUserInteractionEnabled: Bool = true, subviews: [LaidOutView] = []
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.style = style
        self.content = content
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.subviews = subviews
    }

    /// The view and every view below it, depth first, in drawing order.
    public var allViews: [LaidOutView] {
        var result: [LaidOutView] = []
        var stack = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }
}

/// What a drawn view is, which decides how it is drawn and what `data-kind` says.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
    case view, label, button, textField, textView, `switch`, slider, stepper, segmentedControl
    case progressView, activityIndicator, pageControl, datePicker, pickerView, imageView
    case navigationBar, tabBar, toolbar, searchBar, tableView, tableViewCell, tableHeaderFooter
    case collectionView, collectionViewCell, stackView, scrollView, visualEffectView, mapView, webView
    case containerView, statusBar, homeIndicator
    /// A macOS window's title bar: traffic lights and the window's title.
    case windowTitleBar
    /// A macOS app's main menu as Interface Builder shows it: the menu bar's titles
    /// (`BarContent.items`), the app's menu in bold.
    case menuBar

    /// Whether the kind is a control the player and tests address as such (`data-kind`).
    public var isControl: Bool {
        switch self {
        case .button, .textField, .textView, .switch, .slider, .stepper, .segmentedControl, .pageControl,
            .datePicker, .pickerView, .searchBar, .navigationBar, .tabBar, .toolbar, .tableViewCell, .collectionViewCell:
            return true
        default:
            return false
        }
    }
}

/// How the view itself is painted, whatever it is (UIView and CALayer properties).
public struct ViewStyle: Hashable, Sendable {
    public var backgroundColor: DynamicColor?
    public var tintColor: DynamicColor?
    public var cornerRadius: Double
    public var borderWidth: Double
    public var borderColor: DynamicColor?
    public var alpha: Double
    public var isHidden: Bool
    public var clipsToBounds: Bool

    public init(
        backgroundColor: DynamicColor? = nil, tintColor: DynamicColor? = nil, cornerRadius: Double = 0,
        borderWidth: Double = 0, borderColor: DynamicColor? = nil, alpha: Double = 1, isHidden: Bool = false,
        clipsToBounds: Bool = false
    ) {
        self.backgroundColor = backgroundColor
        self.tintColor = tintColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.alpha = alpha
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
    }
}
