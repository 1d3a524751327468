/// A primary and a secondary controller (`UISplitViewController`). Headless screens are
/// compact width, so it shows as UIKit does on an iPhone: the primary alone, with the
/// secondary shown on top of it when asked.
@MainActor
open class SplitViewController: ViewController {
    public private(set) var primary: ViewController?
    public private(set) var secondary: ViewController?

    public var viewControllers: [ViewController] {
        [primary, secondary].compactMap { $0 }
    }

    package override var appearanceChildren: [ViewController] {
        primary.map { [$0] } ?? []
    }

    package override var handlesShow: Bool { false }

    /// Installs the primary (`masterViewController` relationship) or the secondary
    /// (`detailViewController`).
    func setRelationship(primary controller: ViewController) {
        addChild(controller)
        primary = controller
        controller.callDidMove(toParent: self)
    }

    func setRelationship(secondary controller: ViewController) {
        secondary = controller
    }

    /// In compact width the detail is pushed on the primary navigation controller, or
    /// presented when the primary is not one.
    open override func showDetailViewController(_ controller: ViewController, sender: Any?) {
        secondary = controller
        if let navigation = primary as? NavigationController {
            navigation.pushViewController(controller, animated: true)
        } else {
            present(controller, animated: true)
        }
    }

    open override func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    }

    package override func installView(of child: ViewController) {
        if child === primary { view.addSubview(child.view) }
    }
}
