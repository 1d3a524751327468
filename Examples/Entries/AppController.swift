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

    /// Shows the entries context as the window's content.
    public func launch(in window: Window) {
        attempt { () throws(RuntimeError) in
            window.rootViewController = try factory.entriesNavigationController()
            window.makeKeyAndVisible()
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
            RuntimeFailures.shared.record(error)
        }
    }
}
