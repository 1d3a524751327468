import StoryboardFormat

/// A row of dots, one per page, the current one lit (`UIPageControl`).
///
/// Apple's documentation: a tap on either side of the current dot moves one page that way and
/// sends `valueChanged`; the current page stays within `0..<numberOfPages`.
@MainActor
open class PageControl: Control {
    public var numberOfPages = 0 { didSet { currentPage = storedPage } }
    public var hidesForSinglePage = false
    private var storedPage = 0

    package override class var defaultElementName: String { "pageControl" }
    package override class var primaryEvent: Event { .valueChanged }

    /// The page lit, kept within the pages.
    public var currentPage: Int {
        get { storedPage }
        set { storedPage = min(max(newValue, 0), max(numberOfPages - 1, 0)) }
    }

    /// A tap after the current dot (`forward`) or before it: one page that way, `valueChanged`
    /// when the page changes.
    public func tapSide(forward: Bool) {
        let old = currentPage
        currentPage += forward ? 1 : -1
        if currentPage != old { sendActionsIfEnabled(for: .valueChanged) }
    }

    package override var screenLine: String? {
        if hidesForSinglePage && numberOfPages <= 1 { return nil }
        return ScreenLine("PageControl", identifier: accessibilityIdentifier)
            .adding("page \(currentPage + 1) of \(numberOfPages)").line
    }

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard let number = value as? Double else { return super.setBuiltInValue(value, forKeyPath: keyPath) }
        switch keyPath {
        case "numberOfPages": numberOfPages = Int(keyValueCoding: number)
        case "currentPage": currentPage = Int(keyValueCoding: number)
        default: return super.setBuiltInValue(value, forKeyPath: keyPath)
        }
        return true
    }
}

extension PageControl: ElementDecodable {
    func decode(_ model: IBView, with decoder: SceneDecoder) {
        numberOfPages = model.intAttribute("numberOfPages") ?? 0
        currentPage = model.intAttribute("currentPage") ?? 0
        hidesForSinglePage = model.boolAttribute("hidesForSinglePage") ?? false
        isEnabled = model.isEnabled
    }
}
