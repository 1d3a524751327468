import StoryboardRuntime

/// Directs the flow between the app's contexts (entries, settings): controllers tell it what
/// the user asked for, and it decides which context shows what. The contexts never reach into
/// each other.
///
/// Its methods are called from actions and table delegates, which cannot throw (nor can
/// UIKit's): what goes wrong is recorded in `RuntimeFailures`, which the driver rethrows after
/// the user action that caused it.
@MainActor
public final class AppController {
    public let factory: AppFactory

    public init(factory: AppFactory) {
        self.factory = factory
        factory.appController = self
    }

    /// Puts the entries context in the window, as its content. The application delegate does it
    /// before state restoration (which then finds the context there) and shows the window once
    /// launch is over.
    public func launch(in window: Window) {
        attempt { () throws(RuntimeError) in
            window.rootViewController = try factory.entriesNavigationController()
        }
    }

    /// After state restoration: a screen whose entry the store no longer has (the state was
    /// saved with another journal) was made from the storyboard without one; it goes, with
    /// what was pushed above it.
    public func dropScreensWithoutEntry() {
        attempt { () throws(RuntimeError) in
            let navigation = try factory.entriesNavigationController()
            let stack = navigation.viewControllers
            let firstEmpty = stack.firstIndex { controller in
                switch controller {
                case let details as EntryDetailsViewController: details.entry == nil
                case let more as EntryMoreDetailsViewController: more.entry == nil
                default: false
                }
            }
            if let firstEmpty { navigation.setViewControllers(Array(stack[..<firstEmpty]), animated: false) }
        }
    }

    /// Pushes the details of `entry` in the entries context, whatever context asks.
    public func showDetails(for entry: Entry) {
        attempt { () throws(RuntimeError) in
            let details = try factory.entryDetailsViewController(for: entry)
            try factory.entriesNavigationController().pushViewController(details, animated: true)
        }
    }

    /// Presents the settings context over the entries context.
    public func showSettings() {
        attempt { () throws(RuntimeError) in
            let settings = try factory.settingsNavigationController()
            try factory.entriesNavigationController().present(settings, animated: true)
        }
    }

    /// Dismisses the settings context.
    public func hideSettings() {
        attempt { () throws(RuntimeError) in
            try factory.entriesNavigationController().dismiss(animated: true)
        }
    }

    private func attempt(_ body: () throws(RuntimeError) -> Void) {
        do {
            try body()
        } catch {
            Application.shared.environment.raise(error)
        }
    }
}
