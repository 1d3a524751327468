import StoryboardLayout

/// Columns side by side (`UISplitViewController`): a primary list and a secondary detail, and,
/// in the column style of iOS 14, a supplementary column between them. In a regular width (an
/// iPad, a large iPhone in landscape) the columns the display mode names show side by side; in
/// a compact width the split view is collapsed into one stack, as UIKit collapses it: in the
/// classic style the primary navigation controller pushes the secondary (unless the delegate
/// takes care of it), in the column style one navigation stack holds the columns up to the
/// top one. Collapsing and expanding follow the window's traits (SplitViewController+Adapting.swift).
@MainActor
open class SplitViewController: ViewController {
    /// Classic (`unspecified`) or the column style of iOS 14 (`UISplitViewController.Style`).
    public enum Style: Sendable { case unspecified, doubleColumn, tripleColumn }

    /// A column of the column style (`UISplitViewController.Column`).
    public enum Column: Sendable { case primary, supplementary, secondary, compact }

    /// Which columns an expanded split view shows (`UISplitViewController.DisplayMode`):
    /// `oneBesideSecondary` shows the primary beside the secondary (the supplementary in the
    /// triple-column style), `two…` both side columns, `…Over…` above the secondary.
    public enum DisplayMode: Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }

    public internal(set) var style = Style.unspecified
    public var preferredDisplayMode = DisplayMode.automatic {
        didSet { if oldValue != preferredDisplayMode { rearrange {} } }
    }
    /// The primary column's widest (`maximumPrimaryColumnWidth`); nil is UIKit's automatic
    /// dimension, 320 pt.
    public var maximumPrimaryColumnWidth: Double?
    public var presentsWithGesture = true
    public weak var delegate: (any SplitViewControllerDelegate)?

    /// Whether the split view shows one stack (`isCollapsed`): in a compact width, once it has
    /// adapted (when it first appears, or when the traits change).
    public internal(set) var isCollapsed = false

    /// The classic style's primary (`masterViewController`) and secondary
    /// (`detailViewController`); in the column style the navigation controllers that hold
    /// each column's controller.
    public internal(set) var primary: ViewController?
    public internal(set) var secondary: ViewController?
    public internal(set) var supplementary: ViewController?
    /// The controller shown instead of the stack when collapsed (column style only).
    public internal(set) var compact: ViewController?
    /// What was given for each column before the split view wrapped it in a navigation
    /// controller (column style): `viewController(for:)` answers with these.
    var columnControllers: [Column: ViewController] = [:]
    /// The secondary from before the last collapse: shown again on expanding when neither
    /// the delegate nor the primary gives one back.
    var secondaryBeforeCollapse: ViewController?
    /// Where the column style's controllers came from when a collapse stacked them.
    var stackedColumns: [(column: Column, controllers: [ViewController])] = []

    /// The children (`viewControllers`): in the classic style the primary then the secondary
    /// when expanded, the primary alone when collapsed; in the column style the navigation
    /// controllers that hold the columns.
    public var viewControllers: [ViewController] {
        guard style == .unspecified else { return children }
        return isCollapsed ? primary.map { [$0] } ?? [] : [primary, secondary].compactMap { $0 }
    }

    /// The controller given for `column` (column style), or the classic primary and secondary.
    public func viewController(for column: Column) -> ViewController? {
        if style == .unspecified {
            switch column {
            case .primary: return primary
            case .secondary: return secondary
            default: return nil
            }
        }
        return columnControllers[column]
    }

    /// Sets a column's controller. The column style wraps it in a navigation controller
    /// unless it is one, as UIKit does (not the compact column's).
    public func setViewController(_ controller: ViewController?, for column: Column) {
        guard let controller else { return }
        if style == .unspecified {
            switch column {
            case .primary: setRelationship(primary: controller)
            case .secondary: setRelationship(secondary: controller)
            default: break
            }
            return
        }
        columnControllers[column] = controller
        var holder = controller
        if column != .compact, !(controller is NavigationController) {
            holder = NavigationController(rootViewController: controller)
        }
        addChild(holder)
        switch column {
        case .primary: primary = holder
        case .supplementary: supplementary = holder
        case .secondary: secondary = holder
        case .compact: compact = holder
        }
        holder.callDidMove(toParent: self)
    }

    /// The display mode in effect (`displayMode`): the preferred one, or for `automatic` a
    /// side column beside the secondary in landscape and the secondary alone in portrait,
    /// as UIKit's header documents for iPads; `secondaryOnly` whenever collapsed.
    public var displayMode: DisplayMode {
        guard !isCollapsed else { return .secondaryOnly }
        if style == .unspecified || style == .doubleColumn {
            switch preferredDisplayMode {
            case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
            case .twoOverSecondary: return .oneOverSecondary
            default: break
            }
        }
        guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
        let size = rootAncestor.window.map { $0.device.size($0.orientation) }
        let landscape = size.map { $0.width > $0.height } ?? false
        return landscape ? .oneBesideSecondary : .secondaryOnly
    }

    /// The columns an expanded split view shows, left to right, with their place.
    var shownColumns: [(controller: ViewController, column: Column)] {
        if isCollapsed {
            if let compact { return [(compact, .compact)] }
            return primary.map { [($0, .primary)] } ?? []
        }
        var shown: [(ViewController, Column)] = []
        switch displayMode {
        case .oneBesideSecondary, .oneOverSecondary:
            if style == .tripleColumn, let supplementary { shown.append((supplementary, .supplementary)) }
            else if let primary { shown.append((primary, .primary)) }
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            if let primary { shown.append((primary, .primary)) }
            if let supplementary { shown.append((supplementary, .supplementary)) }
        default:
            break
        }
        if let secondary { shown.append((secondary, .secondary)) }
        return shown
    }

    /// The column whose content a person acts on: the stack (or compact column) when
    /// collapsed, the secondary when expanded.
    package var contentController: ViewController? {
        isCollapsed ? (compact ?? primary) : (secondary ?? primary)
    }

    package override var appearanceChildren: [ViewController] { shownColumns.map(\.controller) }

    /// `show` from a controller no navigation controller holds reaches the split view.
    package override var handlesShow: Bool { true }

    /// Shows `controller` as the primary (`show(_:sender:)`): the delegate may take care of it;
    /// otherwise, expanded, it replaces the primary; collapsed, it is presented.
    open override func show(_ controller: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: controller, sender: sender) == true { return }
        if isCollapsed {
            present(controller, animated: true)
        } else {
            replaceColumn(.primary, with: controller)
        }
    }

    /// Installs the primary (`masterViewController` relationship).
    func setRelationship(primary controller: ViewController) {
        addChild(controller)
        primary = controller
        controller.callDidMove(toParent: self)
    }

    /// Installs the secondary (`detailViewController`): a child too, while the split view is
    /// expanded, as it is when it is made.
    func setRelationship(secondary controller: ViewController) {
        addChild(controller)
        secondary = controller
        controller.callDidMove(toParent: self)
    }

    // MARK: Show detail

    /// Shows `controller` as the detail. Expanded, it replaces the secondary (or the
    /// secondary navigation controller pushes it, when that is one and `controller` is not a
    /// navigation controller). Collapsed, the primary shows it as `show(_:sender:)` would: a
    /// primary navigation controller pushes it, a navigation controller too, as UIKit allows
    /// for a collapsed split view only; without one it is presented.
    open override func showDetailViewController(_ controller: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: controller, sender: sender) == true { return }
        if isCollapsed {
            if let navigation = (compact ?? primary) as? NavigationController {
                navigation.pushViewController(controller, animated: true, nested: true)
            } else {
                present(controller, animated: true)
            }
            if style == .unspecified { secondary = controller }
            return
        }
        if let navigation = secondary as? NavigationController, !(controller is NavigationController) {
            navigation.pushViewController(controller, animated: true)
            return
        }
        replaceSecondary(with: controller)
    }

    /// The expanded split view's secondary becomes `controller` (see `replaceColumn`).
    func replaceSecondary(with controller: ViewController) {
        replaceColumn(.secondary, with: controller)
    }

    /// A column's controller becomes `controller`, as a container replaces a child: the old
    /// one hears `willMove(toParent: nil)` and the new one is added, the old one disappears as
    /// the new one appears, then the new one hears `didMove(toParent:)` and the old one leaves.
    func replaceColumn(_ column: Column, with controller: ViewController) {
        let old = column == .primary ? primary : secondary
        guard old !== controller else { return }
        old?.callWillMove(toParent: nil)
        rearrange {
            addChild(controller)
            if column == .primary { primary = controller } else { secondary = controller }
            if style != .unspecified { columnControllers[column] = controller }
        }
        controller.callDidMove(toParent: self)
        old?.removeFromParent()
    }

    // MARK: Views

    open override func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    }

    package override func installView(of child: ViewController) {
        guard isViewLoaded, let index = shownColumns.firstIndex(where: { $0.controller === child }) else { return }
        // Left to right, a column above the one on its left (an overlay above the secondary).
        let overlays = displayMode == .oneOverSecondary || displayMode == .twoOverSecondary
        if overlays, shownColumns[index].column != .secondary {
            view.addSubview(child.view)
        } else {
            view.insertSubview(child.view, at: min(index, view.subviews.count))
        }
    }

    /// Where each shown column's view goes in a split view of `size`: side by side, the
    /// primary (and the supplementary) 320 pt wide (UIKit's automatic width, capped by
    /// `maximumPrimaryColumnWidth`), the secondary taking the rest; over the secondary in the
    /// overlay modes; the whole width when collapsed.
    package func columnFrames(in size: Size) -> [(controller: ViewController, frame: Rect)] {
        let shown = shownColumns
        guard !isCollapsed, shown.count > 1 else {
            return shown.map { ($0.controller, Rect(x: 0, y: 0, width: size.width, height: size.height)) }
        }
        let sideWidth = min(maximumPrimaryColumnWidth ?? 320, 320)
        let overlays = displayMode == .oneOverSecondary || displayMode == .twoOverSecondary
        var x = 0.0
        var frames: [(controller: ViewController, frame: Rect)] = []
        for (controller, column) in shown {
            if column == .secondary {
                let left = overlays ? 0 : x
                frames.append((controller, Rect(x: left, y: 0, width: max(size.width - left, 0), height: size.height)))
            } else {
                frames.append((controller, Rect(x: x, y: 0, width: sideWidth, height: size.height)))
                x += sideWidth
            }
        }
        return frames
    }

    open override func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size) -> Size {
        guard let frame = columnFrames(in: parentSize).first(where: { $0.controller === container })?.frame else { return parentSize }
        return Size(width: frame.width, height: frame.height)
    }

    /// An expanded split view's side columns are compact in width; the secondary has the
    /// split view's traits.
    package override func traitCollection(forChild child: ViewController, from traits: TraitCollection) -> TraitCollection {
        guard traits.horizontalSizeClass == .regular, child !== secondary, child !== compact else { return traits }
        return traits.with(horizontalSizeClass: .compact)
    }

    package override func beginAppearanceTransitionHook() {
        // UIKit collapses a split view that arrives in a compact width before it appears.
        adaptToTraits()
    }

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        switch key {
        case "delegate":
            delegate = object as? any SplitViewControllerDelegate
            return true
        default: return super.setBuiltInOutlet(key, to: object)
        }
    }
}

/// Hears about a split view collapsing and expanding (`UISplitViewControllerDelegate`). Every
/// method has UIKit's default.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// Classic style: whether the delegate took care of the secondary when collapsing; false
    /// lets the primary incorporate it (a navigation controller pushes it).
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool
    /// Classic style: the secondary on expanding; nil lets the primary give it back.
    func splitViewController(_ splitViewController: SplitViewController,
                             separateSecondaryFrom primaryViewController: ViewController) -> ViewController?
    /// Whether the delegate showed `vc` itself (`show(_:sender:)` reaching the split view).
    func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool
    /// Whether the delegate showed `vc` itself (`showDetailViewController(_:sender:)`).
    func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool
    /// Classic style: the primary to show once collapsed; nil keeps the current one.
    func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController?
    /// Classic style: the primary to show once expanded; nil keeps the current one.
    func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController?
    /// Column style: the column on top of the stack when collapsing.
    func splitViewController(_ splitViewController: SplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column) -> SplitViewController.Column
    func splitViewControllerDidCollapse(_ splitViewController: SplitViewController)
    func splitViewControllerDidExpand(_ splitViewController: SplitViewController)
}

extension SplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                                    onto primaryViewController: ViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: SplitViewController,
                                    separateSecondaryFrom primaryViewController: ViewController) -> ViewController? { nil }
    public func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController? { nil }
    public func splitViewController(_ splitViewController: SplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column) -> SplitViewController.Column {
        proposedTopColumn
    }
    public func splitViewControllerDidCollapse(_ splitViewController: SplitViewController) {}
    public func splitViewControllerDidExpand(_ splitViewController: SplitViewController) {}
}
