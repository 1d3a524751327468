/// Manages one presented controller's presentation (`UIPresentationController`): the style it
/// adapts to in the current environment, and its delegate, which may change the adaptation
/// and hears about dismissals the user makes.
///
/// A controller's presentation controller is made when it is first asked for (as UIKit does,
/// so a delegate can be set before presenting); one whose style is `.popover` is a
/// `PopoverPresentationController`.
@MainActor
open class PresentationController {
    public unowned let presentedViewController: ViewController
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?

    public init(presentedViewController: ViewController) {
        self.presentedViewController = presentedViewController
    }

    /// The controller the presented one was presented from, while it is presented.
    public var presentingViewController: ViewController? { presentedViewController.presentingStorage }

    /// The style the presentation is made with before any adaptation.
    public var presentationStyle: ModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The style used in an environment of `traitCollection` when the delegate does not
    /// choose: none, by default (the presentation keeps its style).
    open func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        .none
    }

    /// The styles a delegate may adapt to; any other answer keeps the default adaptation, as
    /// Apple documents for `adaptivePresentationStyle(for:traitCollection:)`.
    static let adaptableStyles: Set<ModalPresentationStyle> = [.fullScreen, .overFullScreen, .formSheet, .none]

    /// The style the presentation shows with in `traits`: the default adaptation, unless the
    /// delegate answers one of the adaptable styles; `.none` keeps the style as it is.
    func adaptedStyle(in traits: TraitCollection) -> ModalPresentationStyle {
        var adapted = adaptivePresentationStyle(for: traits)
        if adapted != .none, let delegate {
            let chosen = delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
            if Self.adaptableStyles.contains(chosen) { adapted = chosen }
        }
        return adapted == .none ? presentationStyle : adapted
    }

    /// A tap outside the presented content (a popover's dimmed surroundings): the delegate is
    /// asked whether to dismiss (never when `isModalInPresentation`); refused, it hears of the
    /// attempt; allowed, it hears will-dismiss, the controller is dismissed, then did-dismiss,
    /// which, as Apple documents, only a dismissal by the user sends.
    func dismissByUser() {
        let presented = presentedViewController
        let allowed = !presented.isModalInPresentation && (delegate?.presentationControllerShouldDismiss(self) ?? true)
        guard allowed else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presented.dismiss(animated: true)
        delegate?.presentationControllerDidDismiss(self)
    }
}

/// A popover's presentation controller (`UIPopoverPresentationController`): what the popover
/// points at. A popover segue sets the anchor from the storyboard (`popoverAnchorView`, an
/// anchor bar button item, else the control that triggered it).
@MainActor
open class PopoverPresentationController: PresentationController {
    /// The view the popover points at, and the rectangle in it.
    public var sourceView: View?
    public var sourceRect = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The bar button item the popover points at, instead of a view.
    public var barButtonItem: BarButtonItem?
    public var permittedArrowDirections: PopoverArrowDirection = .any
    /// Views a tap may reach while the popover shows, without dismissing it.
    public var passthroughViews: [View]?

    /// A popover adapts where the screen is compact, as Apple documents for
    /// `UIModalPresentationStyle.popover`: on iOS 13 and later, in a horizontally or vertically
    /// compact environment, it behaves as a form sheet, which in compact height covers the
    /// screen (so a sheet on an iPhone held upright, the full screen on one held sideways);
    /// before iOS 13 it covered the screen in compact width and was a form sheet in regular
    /// width with compact height. Which era follows the app's environment
    /// (`automaticPresentationStyle`: a page sheet is iOS 13 and later). On a regular screen
    /// (an iPad) it stays a popover.
    open override func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        let compactWidth = traitCollection.horizontalSizeClass == .compact
        let compactHeight = traitCollection.verticalSizeClass == .compact
        guard compactWidth || compactHeight else { return .none }
        let environment = presentedViewController.runtimeEnvironment ?? RuntimeEnvironment.current
        if environment?.automaticPresentationStyle == .fullScreen { return compactWidth ? .fullScreen : .formSheet }
        return compactHeight ? .fullScreen : .formSheet
    }
}

/// The sides a popover's arrow may point from (`UIPopoverArrowDirection`).
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
}

/// Chooses how a presentation adapts and hears about dismissals the user makes
/// (`UIAdaptivePresentationControllerDelegate`). Every method is optional.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in `traitCollection`; `.none` keeps the presentation's own style
    /// (a popover stays a popover on an iPhone). The default keeps the default adaptation.
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle
    /// The older form, asked by the default of the one above.
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    /// The presentation is about to adapt to `style` because the traits changed (`.none`: back
    /// to its own style).
    func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: ViewControllerTransitionCoordinator?)
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// `.automatic` is not an adaptable style: the default adaptation applies.
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { .automatic }
    public func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: ViewControllerTransitionCoordinator?
    ) {}
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}

/// A popover's delegate (`UIPopoverPresentationControllerDelegate`): the adaptive delegate's
/// methods, and word that the popover is about to show.
@MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
}

extension ViewController {
    /// Adapts the presentation of this controller again when the screen's traits change, as
    /// UIKit does: a popover shown as a sheet in compact width becomes a popover in regular
    /// width, and back. The delegate hears
    /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`; where
    /// the new style covers the presenter's views or uncovers them, the presenter disappears
    /// or appears.
    func adaptPresentation(to traits: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
        guard let presenter = presentingStorage, let shown = adaptedPresentationStyle else { return }
        let presentation = ownPresentationController
        let adapted = presentation.adaptedStyle(in: traits)
        guard adapted != shown else { return }
        presentation.delegate?.presentationController(
            presentation, willPresentWithAdaptiveStyle: adapted == presentation.presentationStyle ? .none : adapted,
            transitionCoordinator: coordinator)
        let coveredPresenter = resolvedPresentationStyle.removesPresenterView
        adaptedPresentationStyle = adapted
        let coversPresenter = resolvedPresentationStyle.removesPresenterView
        guard coversPresenter != coveredPresenter, presenter.isInWindowHierarchy else { return }
        presenter.beginOwnAppearanceTransition(!coversPresenter, animated: true)
        presenter.endOwnAppearanceTransition()
    }

    /// The presentation controller of this controller, or of the nearest ancestor that has
    /// one (made when first asked for, as UIKit does, so that a delegate can be set before
    /// presenting).
    public var presentationController: PresentationController? {
        var current: ViewController? = self
        while let candidate = current {
            if candidate.presentingStorage != nil { return candidate.ownPresentationController }
            current = candidate.parent
        }
        return ownPresentationController
    }

    /// The popover presentation controller: while the style is `.popover` (made when first
    /// asked for, as Apple documents), or the nearest presented ancestor's; nil otherwise.
    public var popoverPresentationController: PopoverPresentationController? {
        var current: ViewController? = self
        while let candidate = current {
            if candidate.modalPresentationStyle == .popover { return candidate.ownPresentationController as? PopoverPresentationController }
            if candidate.presentingStorage != nil { return nil }
            current = candidate.parent
        }
        return nil
    }

    /// This controller's own presentation controller, of the kind its style needs.
    var ownPresentationController: PresentationController {
        let isPopover = modalPresentationStyle == .popover
        if let existing = storedPresentationController, (existing is PopoverPresentationController) == isPopover || presentingStorage != nil {
            return existing
        }
        let made = isPopover ? PopoverPresentationController(presentedViewController: self) : PresentationController(presentedViewController: self)
        storedPresentationController = made
        return made
    }
}

extension PopoverPresentationController {
    /// Where the popover shows on a screen of `screen` size whose safe area starts at
    /// `safeAreaTop`: the presented controller's `preferredContentSize` when it has one, else
    /// 320 points wide (the old `UIPopoverController`'s width; Apple documents no default) and
    /// as tall as fits up to 600; below its source view, centered on it and kept 10 points
    /// inside the screen; at the top (below a navigation bar) for a bar button item.
    package func frame(screen: Size, safeAreaTop: Double) -> Rect {
        let preferred = presentedViewController.preferredContentSize
        let margin = 10.0, arrow = 13.0
        var anchor = Rect(x: screen.width / 2, y: safeAreaTop + 44, width: 0, height: 0)
        if let sourceView, sourceView.window != nil {
            var origin = (x: sourceRect.x, y: sourceRect.y)
            var current: View? = sourceView
            while let view = current, !(view is Window) {
                origin.x += view.frame.x
                origin.y += view.frame.y
                current = view.superview
            }
            let width = sourceRect.width == 0 && sourceRect.height == 0 ? sourceView.frame.width : sourceRect.width
            let height = sourceRect.width == 0 && sourceRect.height == 0 ? sourceView.frame.height : sourceRect.height
            anchor = Rect(x: origin.x, y: origin.y, width: width, height: height)
        }
        let width = min(preferred.width > 0 ? preferred.width : 320, screen.width - 2 * margin)
        let top = anchor.y + anchor.height + arrow
        let available = max(0, screen.height - top - margin)
        let height = min(preferred.height > 0 ? preferred.height : 600, available)
        let x = min(max(margin, anchor.x + anchor.width / 2 - width / 2), screen.width - width - margin)
        return Rect(x: x.rounded(), y: top.rounded(), width: width, height: height)
    }
}
