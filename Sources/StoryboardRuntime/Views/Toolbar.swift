import StoryboardFormat

/// A bar of items at the edge of a view (`UIToolbar`): its bar button items send their actions
/// and trigger their segues when tapped.
@MainActor
open class Toolbar: View {
    public var items: [BarButtonItem]?

    package override class var defaultElementName: String { "toolbar" }

    package override var screenLine: String? {
        ScreenLine("Toolbar", identifier: accessibilityIdentifier)
            .adding((items ?? []).map(ScreenDescription.barButton).joined(separator: " ")).line
    }

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        guard key == "items" else { return super.setBuiltInOutlet(key, to: object) }
        if let item = object as? BarButtonItem { items = (items ?? []) + [item] }
        return true
    }
}

extension Toolbar: ElementDecodable {
    func decode(_ model: IBView, with decoder: SceneDecoder) {
        let tree = model.tree
        guard let list = tree.firstElement(of: model.node, named: "items") else { return }
        items = tree.elements(of: list, named: "barButtonItem").map {
            decoder.decodeBarButtonItem(IBBarButtonItem(document: decoder.document, node: $0))
        }
    }
}

/// A spinner showing that work is under way (`UIActivityIndicatorView`).
@MainActor
open class ActivityIndicatorView: View {
    public private(set) var isAnimating = false
    /// True for a spinner made in code, as in UIKit; a document says so explicitly.
    public var hidesWhenStopped = true

    package override class var defaultElementName: String { "activityIndicatorView" }

    public func startAnimating() { isAnimating = true }
    public func stopAnimating() { isAnimating = false }

    /// A stopped spinner that hides when stopped shows nothing.
    package override var screenLine: String? {
        guard isAnimating || !hidesWhenStopped else { return nil }
        return ScreenLine("ActivityIndicator", identifier: accessibilityIdentifier).adding(isAnimating ? "animating" : "stopped").line
    }
}

extension ActivityIndicatorView: ElementDecodable {
    func decode(_ model: IBView, with decoder: SceneDecoder) {
        isAnimating = model.boolAttribute("animating") ?? false
        hidesWhenStopped = model.boolAttribute("hidesWhenStopped") ?? false
    }
}

/// A bar filling as a task progresses (`UIProgressView`): the progress stays within 0...1.
@MainActor
open class ProgressView: View {
    private var storedProgress: Float = 0

    package override class var defaultElementName: String { "progressView" }

    public var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }

    public func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    package override var screenLine: String? {
        ScreenLine("ProgressView", identifier: accessibilityIdentifier).adding(ScreenLine.number(Double(progress))).line
    }
}

extension ProgressView: ElementDecodable {
    func decode(_ model: IBView, with decoder: SceneDecoder) {
        progress = Float(model.doubleAttribute("progress") ?? 0)
    }
}
