import StoryboardFormat

/// The spinner a table view controller shows when its table is pulled down
/// (`UIRefreshControl`).
///
/// Apple's documentation: a pull starts refreshing and sends `valueChanged`; the app calls
/// `endRefreshing()` when done. A pull while refreshing, or on a disabled control, does nothing.
@MainActor
open class RefreshControl: Control {
    public private(set) var isRefreshing = false

    package override class var defaultElementName: String { "refreshControl" }
    package override class var primaryEvent: Event { .valueChanged }

    /// Shows the spinner (in code: no event is sent, as in UIKit).
    public func beginRefreshing() { isRefreshing = true }

    public func endRefreshing() { isRefreshing = false }

    /// A finger pulls the table down: false when nothing happens.
    @discardableResult
    public func pull() -> Bool {
        guard isEnabled, !isRefreshing else { return false }
        isRefreshing = true
        sendActionsIfEnabled(for: .valueChanged)
        return true
    }

    package override var screenLine: String? {
        isRefreshing ? ScreenLine("RefreshControl", identifier: accessibilityIdentifier).adding("refreshing").line : nil
    }
}

extension SceneDecoder {
    /// A table view controller's refresh control (`<refreshControl key="refreshControl">`),
    /// built with the controller, as the rest of the scene outside its view.
    func decodeRefreshControl(of controller: TableViewController) {
        guard let node = tree.firstElement(of: member.node, withKey: "refreshControl") else { return }
        controller.refreshControl = buildSceneView(node) as? RefreshControl
    }
}

extension Driver {
    /// Pulls down the table of the table view controller on screen (its refresh control).
    public func pullToRefresh() throws {
        guard let control = (visibleController as? TableViewController)?.refreshControl else {
            throw DriverError.notFound("a refresh control", screen: describeScreen())
        }
        try act { control.pull() }
    }
}
