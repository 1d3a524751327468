/// A button on a navigation bar or toolbar (`UIBarButtonItem`): a title, an image, or one of
/// the system items (Add, Done, Cancel …), sending an action or triggering segues.
@MainActor
open class BarButtonItem: BarItem {
    /// The system items (`UIBarButtonItem.SystemItem`), by their Interface Builder names.
    public enum SystemItem: String, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
        case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
        case fastForward, undo, redo, pageCurl, close

        /// The text a headless screen shows for the item (UIKit shows a glyph for some).
        public var displayTitle: String {
            switch self {
            case .add: return "+"
            case .flexibleSpace, .fixedSpace: return ""
            case .fastForward: return "Fast Forward"
            case .pageCurl: return "Page Curl"
            default: return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
            }
        }
    }

    public enum Style: String, Sendable { case plain, bordered, done }

    public var style: Style = .plain
    /// A view shown in place of the title or image (`init(customView:)`).
    public var customView: View?
    public internal(set) var systemItem: SystemItem?
    public weak var target: AnyObject?
    public var action: Selector?
    /// The action's element in the document, when it came from one.
    var actionOrigin: DocumentOrigin?
    /// Segues the item triggers when tapped (set from the document).
    var triggeredSegues: [SegueTemplate] = []

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target
        self.action = action
    }

    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// What the bar shows for the item.
    public var displayTitle: String {
        title ?? systemItem?.displayTitle ?? imageName.map { "image:\($0)" } ?? customView?.screenLine ?? ""
    }

    /// A tap: the segues it triggers, then its action (to the target, or up the responder
    /// chain from `responderChainStart` when it has none).
    func tap(responderChainStart: Responder?) throws(RuntimeError) {
        guard isEnabled else { return }
        // A custom view takes the touch itself: a button in it sends its own actions.
        if let control = customView as? Control {
            control.sendActionsIfEnabled(for: [.touchDown])
            control.sendActionsIfEnabled(for: [.touchUpInside, .primaryActionTriggered])
            return
        }
        for segue in triggeredSegues {
            try segue.trigger(sender: self)
        }
        guard let action else { return }
        Responder.sendAction(action, to: target, from: self, chainStart: responderChainStart, origin: actionOrigin)
    }
}
