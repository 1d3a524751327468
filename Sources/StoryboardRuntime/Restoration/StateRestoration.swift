import Foundation

/// Restores the interface saved by `StatePreservation`, in the phases of §9, between the
/// delegate's `willFinishLaunching` and `didFinishLaunching`:
///
/// 1. the whole archive is read and checked first (`load`); an empty, unreadable, truncated,
///    foreign or other-version archive is discarded with a warning and the app launches fresh.
///    So is an archive whose restoration did not finish last time (a marker file is written
///    before restoring and removed after).
/// 2. the delegate's `shouldRestoreApplicationState`.
/// 3. every saved controller is created, top down, each by the first of: its restoration
///    class (nil: not restored, with its children and what it presents); the delegate's
///    `viewControllerWithRestorationIdentifierPath` (nil: keep looking); an existing controller
///    with the same path (the window's controllers from the main storyboard, and those a
///    restored container brought from its storyboard: a navigation controller's root, tabs,
///    embedded children); a new instance of the scene recorded in the archive. A controller
///    none of these provides is not restored, with what is below it. If instantiating a scene
///    fails (the storyboard changed), nothing is linked yet: the archive is discarded with a
///    warning and the app launches fresh.
/// 4. for each restored controller, top down: the runtime links its children back (the
///    navigation stack as saved; the tabs, replacing the ones with the same identifier, and the
///    selected tab; the presented controller with its style), its view loads, then
///    `decodeRestorableState(with:)` (the order UIKit is observed to use: `viewDidLoad`
///    before `decodeRestorableState`).
/// 5. the delegate's `didDecodeRestorableStateWith`.
/// Then, after `didFinishLaunching`, `applicationFinishedRestoringState()` on each restored
/// controller, top down, before the window is made visible by the application.
///
/// Controllers other than navigation and tab bar controllers keep the children their storyboard
/// gave them; a restored child is found among those (an embedded child is found after its
/// parent's view loads, as that is when embed segues run).
@MainActor
final class StateRestoration {
    let application: Application
    let path: String
    let archive: RestorationArchive
    let applicationCoder: StateCoder

    private struct Restored {
        let record: ControllerRecord
        let path: [String]
        let controller: ViewController
        let coder: StateCoder
    }

    private var restored: [Restored] = []
    private var restoredByPath: [[String]: ViewController] = [:]
    private var existing: [[String]: ViewController] = [:]
    private var storyboards: [String: Storyboard] = [:]

    private init(application: Application, path: String, archive: RestorationArchive) {
        self.application = application
        self.path = path
        self.archive = archive
        applicationCoder = StateCoder(archive.application, resolveReference: { _ in nil })
    }

    private static let fresh = "the app launches without restoring its state"

    /// The restoration of the archive at `path`; nil when there is nothing (usable) to restore.
    static func load(application: Application, path: String) -> StateRestoration? {
        if FileManager.default.fileExists(atPath: RestorationArchive.restoringMarker(for: path)) {
            RestorationArchive.discard(at: path)
            warn("the app stopped while restoring its state last time; the state archive is discarded and \(fresh)", path, application)
            return nil
        }
        do {
            guard let archive = try RestorationArchive.read(at: path) else { return nil }
            return StateRestoration(application: application, path: path, archive: archive)
        } catch {
            RestorationArchive.discard(at: path)
            warn("\(error.message); it is discarded and \(fresh)", path, application)
            return nil
        }
    }

    /// Phases 2 to 5; false when nothing was restored.
    func restore() -> Bool {
        let delegate = application.delegate
        guard delegate.application(application, shouldRestoreApplicationState: applicationCoder) else { return false }
        let marker = RestorationArchive.restoringMarker(for: path)
        _ = FileManager.default.createFile(atPath: marker, contents: Data())
        do {
            try createControllers()
        } catch {
            restored = []
            restoredByPath = [:]
            RestorationArchive.discard(at: path)
            Self.warn("restoring the state failed: \(error.description); the state archive is discarded and \(Self.fresh)", path, application)
            return false
        }
        decodeControllers()
        delegate.application(application, didDecodeRestorableStateWith: applicationCoder)
        return true
    }

    /// After `didFinishLaunching`: `applicationFinishedRestoringState()` on every restored
    /// controller; the restoration is over.
    func finish() {
        for entry in restored { entry.controller.applicationFinishedRestoringState() }
        try? FileManager.default.removeItem(atPath: RestorationArchive.restoringMarker(for: path))
    }

    // MARK: Creating

    private var window: Window? { application.delegate.window ?? application.keyWindow }

    private func createControllers() throws(RuntimeError) {
        if let root = window?.rootViewController { registerExisting(root, parentPath: []) }
        guard let root = archive.root else { return }
        try create(root, parentPath: [], parent: nil)
    }

    private func create(_ record: ControllerRecord, parentPath: [String], parent: ViewController?) throws(RuntimeError) {
        let path = parentPath + [record.identifier]
        let coder = makeCoder(for: record)
        var controller: ViewController?
        if let name = record.restorationClass, let type = application.environment.restorationClass(named: name) {
            guard let made = type.viewController(withRestorationIdentifierPath: path, coder: coder) else { return }
            controller = made
        }
        if controller == nil {
            controller = application.delegate.application(
                application, viewControllerWithRestorationIdentifierPath: path, coder: coder)
        }
        if controller == nil { controller = existingController(at: path, parentPath: parentPath, parent: parent) }
        if controller == nil, let location = record.storyboard {
            let made = try storyboard(location).instantiateViewController(sceneObjectID: location.scene)
            made.restorationIdentifier = record.identifier
            controller = made
        }
        // Not restored, or already restored elsewhere in the tree (one controller, one place).
        guard let controller, !restored.contains(where: { $0.controller === controller }) else { return }
        restored.append(Restored(record: record, path: path, controller: controller, coder: coder))
        restoredByPath[path] = controller
        for child in controller.children { registerExisting(child, parentPath: path) }
        if let presented = controller.presentedStorage { registerExisting(presented, parentPath: path) }
        for child in record.children { try create(child, parentPath: path, parent: controller) }
        if let presented = record.presented { try create(presented, parentPath: path, parent: controller) }
    }

    /// Records the controllers already made under `controller` by their paths.
    private func registerExisting(_ controller: ViewController, parentPath: [String]) {
        var stack: [(ViewController, [String])] = [(controller, parentPath)]
        while let (current, parentPath) = stack.popLast() {
            guard let identifier = current.restorationIdentifier, !identifier.isEmpty else { continue }
            let path = parentPath + [identifier]
            if existing[path] == nil { existing[path] = current }
            for child in current.children { stack.append((child, path)) }
            if let presented = current.presentedStorage { stack.append((presented, path)) }
        }
    }

    private func existingController(at path: [String], parentPath: [String], parent: ViewController?) -> ViewController? {
        if let found = existing[path] { return found }
        // Embedded children exist once their parent's view has loaded.
        guard let parent, !(parent is NavigationController), !(parent is TabBarController), !parent.isViewLoaded else {
            return nil
        }
        parent.loadViewIfNeeded()
        for child in parent.children { registerExisting(child, parentPath: parentPath) }
        return existing[path]
    }

    private func storyboard(_ location: ControllerRecord.StoryboardLocation) throws(RuntimeError) -> Storyboard {
        let key = "\(location.directory ?? "")\u{0}\(location.name)"
        if let open = storyboards[key] { return open }
        let bundle = location.directory.map {
            ResourceBundle(directory: $0, preferredLocalizations: application.bundle.preferredLocalizations)
        } ?? application.bundle
        let storyboard = try Storyboard(name: location.name, bundle: bundle, environment: application.environment)
        storyboards[key] = storyboard
        return storyboard
    }

    private func makeCoder(for record: ControllerRecord) -> StateCoder {
        let location = record.storyboard
        return StateCoder(
            record.state,
            storyboard: location.map { location in { [weak self] in try? self?.storyboard(location) } },
            resolveReference: { [weak self] path in self?.restoredByPath[path] })
    }

    // MARK: Decoding

    private func decodeControllers() {
        if let root = restored.first, root.path.count == 1 {
            if let window {
                if window.rootViewController !== root.controller { window.rootViewController = root.controller }
            } else {
                let window = Window()
                window.rootViewController = root.controller
                application.delegate.window = window
            }
        }
        for entry in restored {
            relinkChildren(of: entry)
            entry.controller.loadViewIfNeeded()
            entry.controller.decodeRestorableState(with: entry.coder)
        }
    }

    /// Puts the restored children back in their container, and the presented controller back
    /// on its presenter, without appearance callbacks (the window is not visible yet).
    private func relinkChildren(of entry: Restored) {
        let controller = entry.controller
        let children = entry.record.children.compactMap { restoredByPath[entry.path + [$0.identifier]] }
        switch controller {
        case let navigation as NavigationController:
            let stack = navigation.viewControllers
            if !children.isEmpty && !Self.same(stack, children) {
                navigation.setViewControllers(children, animated: false)
            }
        case let tabs as TabBarController:
            var list = tabs.viewControllers ?? []
            for child in children {
                if let index = list.firstIndex(where: { $0.restorationIdentifier == child.restorationIdentifier }) {
                    list[index] = child
                } else {
                    list.append(child)
                }
            }
            if !Self.same(list, tabs.viewControllers ?? []) { tabs.setViewControllers(list, animated: false) }
            if let selected = entry.record.selected, let child = restoredByPath[entry.path + [selected]],
                let index = list.firstIndex(where: { $0 === child })
            {
                tabs.select(index)
            }
        default:
            break
        }
        if let record = entry.record.presented, let presented = restoredByPath[entry.path + [record.identifier]],
            controller.presentedStorage !== presented
        {
            if let presentation = record.presentation {
                presented.modalPresentationStyle = ModalPresentationStyle(rawValue: presentation.style) ?? presented.modalPresentationStyle
                presented.modalTransitionStyle = ModalTransitionStyle(rawValue: presentation.transition) ?? presented.modalTransitionStyle
            }
            controller.presentedStorage = presented
            presented.presentingStorage = controller
        }
    }

    private static func same(_ lhs: [ViewController], _ rhs: [ViewController]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
    }

    private static func warn(_ message: String, _ path: String, _ application: Application) {
        application.environment.diagnostics.warn(message, file: path, id: .stateRestoration)
    }
}
