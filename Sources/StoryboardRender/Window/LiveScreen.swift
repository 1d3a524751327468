import StoryboardFormat
import StoryboardRuntime

/// What a running application's window shows right now, ready to draw and to hit-test: the
/// live views of its controllers with their current frames and control states (slider values,
/// text field text, switches), the bars of navigation and tab bar controllers, and what is
/// presented over them.
///
/// Every drawn view carries the Interface Builder id of the runtime object it shows (views
/// made in code get a path id such as `Fo7-Wj-1Ks/2`; the rows of a prototype cell add
/// `@section.row`, so that ids stay unique), and the live screen keeps the object behind each
/// id, so that a touch found by `hitTest(_:)` can be delivered to it.
@MainActor
public struct LiveScreen {
    /// The laid-out screen, as `ScreenRenderer` draws it.
    public let screen: LaidOutScreen
    private let objects: [String: Responder]

    /// The screen of `window` on `device` (by default the device whose screen the window's
    /// size is, else one of that size without a notch). `assets` supplies the colors and images
    /// that asset catalogs name.
    public init(window: Window, device: DeviceMetrics? = nil, assets: AssetCatalog = .empty) {
        var adapter = WindowAdapter(window: window, device: device, assets: assets)
        screen = adapter.screen()
        objects = adapter.objects
    }

    /// The SVG of the screen (see `ScreenRenderer`).
    public func svg(appearance: Appearance = .light) -> String {
        ScreenRenderer(appearance: appearance).svg(screen)
    }

    /// The runtime object drawn with `id` (a view, a bar button item, a tab bar item).
    public func object(withID id: String) -> Responder? { objects[id] }

    /// Where a touch at `point` (window coordinates, points) lands, as UIKit decides it: the
    /// deepest visible, interactive view containing the point (see `LaidOutView.hitTest`),
    /// refined to the bar button item, back button or tab under the point on a bar; nil
    /// outside the window.
    public func hitTest(_ point: Point) -> LiveHit? {
        guard let drawn = screen.hitTest(point) else { return nil }
        var hit = LiveHit(id: drawn.id, kind: drawn.kind, view: objects[drawn.id] as? View)
        if let itemID = screen.hitTestBarItem(point) {
            if itemID == BarLayout.backButtonID {
                hit.isBackButton = true
            } else {
                hit.barItemID = itemID
                hit.barItem = objects[itemID] as? BarItem
            }
        }
        return hit
    }
}

/// Where a touch on a `LiveScreen` lands.
@MainActor
public struct LiveHit {
    /// The `data-id` of the view the touch reaches.
    public var id: String
    public var kind: ViewKind
    /// The live view UIKit delivers the touch to (nil for drawn chrome such as the dimming of
    /// a sheet's presenter).
    public var view: View?
    /// The id of the bar button item or tab under the touch, when it lands on one.
    public var barItemID: String?
    /// The live bar button item or tab bar item under the touch.
    public var barItem: BarItem?
    /// Whether the touch lands on a navigation bar's back button.
    public var isBackButton = false
    /// Whether the touch lands outside the popover on screen, on its dimmed surroundings.
    public var isOutsidePopover: Bool { view == nil && id.hasPrefix(WindowAdapter.popoverDimmingID) }

    init(id: String, kind: ViewKind, view: View?) {
        self.id = id
        self.kind = kind
        self.view = view
    }

    /// The control the touch reaches, when it is one.
    public var control: Control? { view as? Control }

    /// The table cell the touch is in (the reached view or one of its superviews).
    public var cell: TableViewCell? {
        var current = view
        while let candidate = current {
            if let cell = candidate as? TableViewCell { return cell }
            current = candidate.superview
        }
        return nil
    }
}

extension LaidOutScreen {
    /// The screen `window` shows now (see `LiveScreen`).
    @MainActor
    public init(window: Window, device: DeviceMetrics? = nil, assets: AssetCatalog = .empty) {
        self = LiveScreen(window: window, device: device, assets: assets).screen
    }
}
