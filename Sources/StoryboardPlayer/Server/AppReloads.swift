import Foundation
import ServiceLifecycle

/// Live reload: the app as it is now, read again when its files change, and the sessions to
/// tell. Each session hears every new reading and relaunches on it (`PlayerSession.reload`);
/// the page routes serve the newest reading's storyboards and scenes.
package actor AppReloads {
    package private(set) var app: PlayedApp
    private var files: AppFiles
    private var listeners: [UUID: AsyncStream<Reading>.Continuation] = [:]

    /// What a change gave: the app read again, or why it could not be read (the session shows
    /// the error and keeps what it plays).
    package enum Reading: Sendable {
        case app(PlayedApp)
        case failure(String)
    }

    package init(app: PlayedApp) {
        self.app = app
        files = AppFiles(of: app)
    }

    /// The readings from now on, until `stopListening(_:)`.
    package func listen() -> (id: UUID, readings: AsyncStream<Reading>) {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: Reading.self, bufferingPolicy: .bufferingNewest(1))
        listeners[id] = continuation
        return (id, stream)
    }

    package func stopListening(_ id: UUID) {
        listeners.removeValue(forKey: id)?.finish()
    }

    /// Looks at the files once; when they changed, reads the app again and tells every
    /// session. Returns whether they had changed.
    @discardableResult
    package func check() -> Bool {
        let now = AppFiles(paths: Array(files.modificationDates.keys))
        guard now != files else { return false }
        let reading: Reading
        do {
            app = try app.reloaded()
            files = AppFiles(of: app)
            reading = .app(app)
        } catch {
            files = now
            reading = .failure("\(error)")
        }
        for listener in listeners.values { listener.yield(reading) }
        return true
    }
}

/// Looks at the app's files every `interval` while the server runs.
struct AppReloadService: Service {
    let reloads: AppReloads
    let interval: Duration

    /// Ends quietly when the server stops (a stop is not an error of this service).
    func run() async {
        await cancelWhenGracefulShutdown {
            while true {
                try? await Task.sleep(for: interval)
                if Task.isCancelled { return }
                await reloads.check()
            }
        }
    }
}
