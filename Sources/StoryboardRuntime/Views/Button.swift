/// A tappable button (`UIButton`) with a title per state.
@MainActor
open class Button: Control {
    /// A control state (`UIControl.State`) as buttons key their titles.
    public enum State: String, Hashable, Sendable {
        case normal, highlighted, disabled, selected
    }

    private var titles: [State: String] = [:]
    private var images: [State: String] = [:]
    public var titleColor: Color?
    /// The button's configuration (`UIButton.Configuration`, iOS 15), which gives the title
    /// and image where no state does.
    public var configuration: Configuration?

    package override class var defaultElementName: String { "button" }

    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
    }

    /// The label that shows the current title (`UIButton.titleLabel`), made when first asked
    /// for; a runtime attribute such as `titleLabel.textAlignment` reaches it.
    public var titleLabel: Label? {
        let label = madeTitleLabel ?? Label()
        madeTitleLabel = label
        label.text = currentTitle
        return label
    }

    private var madeTitleLabel: Label?

    public func title(for state: State) -> String? {
        titles[state] ?? (state == .normal ? nil : titles[.normal])
    }

    /// The title shown now: the current state's, else the normal state's, else the
    /// configuration's.
    public var currentTitle: String? {
        if !isEnabled, let title = titles[.disabled] { return title }
        if isSelected, let title = titles[.selected] { return title }
        return titles[.normal] ?? configuration?.title
    }

    /// Sets the image (by name) shown in `state` (`setImage(_:for:)`).
    public func setImage(_ name: String?, for state: State) {
        images[state] = name
    }

    public func image(for state: State) -> String? {
        images[state] ?? (state == .normal ? nil : images[.normal])
    }

    /// The image shown now, by name: the current state's, else the normal state's, else the
    /// configuration's.
    public var currentImage: String? {
        if !isEnabled, let image = images[.disabled] { return image }
        if isSelected, let image = images[.selected] { return image }
        return images[.normal] ?? configuration?.image
    }

    /// The image view that shows the current image (`UIButton.imageView`), made when first
    /// asked for, as the title label is; a runtime attribute such as `imageView.contentMode`
    /// reaches it.
    public var imageView: ImageView? {
        let imageView = madeImageView ?? ImageView()
        madeImageView = imageView
        imageView.imageName = currentImage
        return imageView
    }

    private var madeImageView: ImageView?

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        // Key-value coding follows the path one key at a time.
        if keyPath.hasPrefix("titleLabel."), let label = titleLabel {
            return label.setRuntimeAttribute(value, forKeyPath: String(keyPath.dropFirst("titleLabel.".count)))
        }
        if keyPath.hasPrefix("imageView."), let imageView {
            return imageView.setRuntimeAttribute(value, forKeyPath: String(keyPath.dropFirst("imageView.".count)))
        }
        return super.setBuiltInValue(value, forKeyPath: keyPath)
    }

    package override var screenLine: String? {
        ScreenLine("Button", identifier: accessibilityIdentifier)
            .quoted(currentTitle ?? currentImage.map { "image:\($0)" })
            .adding(isEnabled ? nil : "disabled").line
    }
}

extension Button {
    /// What a configured button looks like (`UIButton.Configuration`): the style it was made
    /// with and what it shows.
    public struct Configuration: Hashable, Sendable {
        /// The constructor the configuration comes from (`.plain()`, `.tinted()` …).
        public enum Style: String, Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// How the background's corners are rounded (`UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: String, Hashable, Sendable {
            case fixed, dynamic, small, medium, large, capsule
        }

        public var style: Style
        public var title: String?
        public var subtitle: String?
        /// The image, by name.
        public var image: String?
        public var cornerStyle: CornerStyle?
        public var baseForegroundColor: Color?
        public var baseBackgroundColor: Color?

        public init(
            style: Style = .plain, title: String? = nil, subtitle: String? = nil, image: String? = nil,
            cornerStyle: CornerStyle? = nil, baseForegroundColor: Color? = nil, baseBackgroundColor: Color? = nil
        ) {
            self.style = style
            self.title = title
            self.subtitle = subtitle
            self.image = image
            self.cornerStyle = cornerStyle
            self.baseForegroundColor = baseForegroundColor
            self.baseBackgroundColor = baseBackgroundColor
        }

        public static func plain() -> Self { Self(style: .plain) }
        public static func tinted() -> Self { Self(style: .tinted) }
        public static func gray() -> Self { Self(style: .gray) }
        public static func filled() -> Self { Self(style: .filled) }
        public static func borderless() -> Self { Self(style: .borderless) }
        public static func bordered() -> Self { Self(style: .bordered) }
        public static func borderedTinted() -> Self { Self(style: .borderedTinted) }
        public static func borderedProminent() -> Self { Self(style: .borderedProminent) }
    }
}
