import Foundation

/// Saves the interface when the app goes to the background (§9): the delegate's
/// `shouldSaveApplicationState`, then its `willEncodeRestorableStateWith`, then
/// `encodeRestorableState(with:)` on every controller of the saved tree, top down (a
/// controller, its children in order, then what it presents); then the archive is written
/// atomically.
///
/// The saved tree starts at the window's root view controller. A controller without a
/// restoration identifier is left out with its children and what it presents. The runtime
/// records what containers hold (the navigation stack, the tabs and the selected one, the
/// presented controller and its presentation style), so containers need no code for it.
/// When the delegate declines to save, an archive saved earlier is removed, so that a stale
/// interface does not come back.
@MainActor
struct StatePreservation {
    let application: Application
    let path: String

    func preserve() {
        let delegate = application.delegate
        let applicationCoder = StateCoder()
        guard delegate.application(application, shouldSaveApplicationState: applicationCoder) else {
            RestorationArchive.discard(at: path)
            return
        }
        delegate.application(application, willEncodeRestorableStateWith: applicationCoder)
        report(applicationCoder, of: "the application delegate")
        let root = (delegate.window ?? application.keyWindow)?.rootViewController
        let archive = RestorationArchive(
            application: applicationCoder.record, root: root.flatMap { record(for: $0, parentPath: []) })
        do {
            try archive.write(to: path)
        } catch {
            warn("the state could not be saved: \(error)")
        }
    }

    /// The record of `controller` and what it holds; nil when it has no restoration identifier.
    private func record(for controller: ViewController, parentPath: [String]) -> ControllerRecord? {
        guard let identifier = controller.restorationIdentifier, !identifier.isEmpty else { return nil }
        let path = parentPath + [identifier]
        let coder = StateCoder()
        controller.encodeRestorableState(with: coder)
        report(coder, of: controller.className)
        let record = ControllerRecord(identifier: identifier, className: controller.className, state: coder.record)
        record.restorationClass = controller.restorationClass.map(application.environment.restorationClassName(of:))
        if let storyboard = controller.storyboard, let scene = controller.objectID {
            let directory = storyboard.bundle.root == application.bundle.root ? nil : storyboard.bundle.root
            record.storyboard = .init(name: storyboard.name, scene: scene, directory: directory)
        }
        var identifiers: Set<String> = []
        for child in controller.children {
            guard let childRecord = self.record(for: child, parentPath: path) else { continue }
            guard identifiers.insert(childRecord.identifier).inserted else {
                warn("two controllers at \((path + [childRecord.identifier]).joined(separator: "/")) have the same restoration identifier; only the first is saved")
                continue
            }
            record.children.append(childRecord)
        }
        if let tabs = controller as? TabBarController, let selected = tabs.selectedViewController?.restorationIdentifier,
            identifiers.contains(selected)
        {
            record.selected = selected
        }
        if let presented = controller.presentedStorage, let presentedRecord = self.record(for: presented, parentPath: path) {
            if identifiers.contains(presentedRecord.identifier) {
                warn("two controllers at \((path + [presentedRecord.identifier]).joined(separator: "/")) have the same restoration identifier; only the first is saved")
            } else {
                presentedRecord.presentation = .init(
                    style: presented.modalPresentationStyle.rawValue, transition: presented.modalTransitionStyle.rawValue)
                record.presented = presentedRecord
            }
        }
        return record
    }

    private func report(_ coder: StateCoder, of owner: String) {
        for key in coder.failedKeys {
            warn("\(owner) encoded a value for '\(key)' that the archive cannot hold (JSON has no NaN or infinity); it is left out")
        }
    }

    private func warn(_ message: String) {
        application.environment.diagnostics.warn(message, file: path, id: .stateRestoration)
    }
}
