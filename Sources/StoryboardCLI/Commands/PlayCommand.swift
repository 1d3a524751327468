import ArgumentParser
import Dispatch
import Foundation
import StoryboardPlayer

/// `storyboard play`: serves an app to a web browser, live, one isolated session per tab.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a storyboard app in a web browser.",
        discussion: """
            PATH is an app's folder (read as `storyboard run` reads it: every storyboard below \
            it, the main one from its app target's Info.plist, --target picking one app of \
            several), one of this project's examples \
            (`storyboard play Examples/Colorboard` runs the real app with its Swift classes), or \
            a .storyboard file. Open the printed URL: the page shows the \
            running app's screen; taps, typing and sliders drive it; the sidebar opens any scene \
            (inside the navigation controller whose root it is), and each screen has its own URL \
            (/<storyboard>/<scene>).

            The player listens on 127.0.0.1 only, unless --host says otherwise.
            """
    )

    @Argument(help: "The app's folder, an example, or a storyboard.")
    var path: String

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8080

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The app target to play when the folder has several (its Xcode project's target name, or the folder of its Info.plist).")
    var target: String?

    @Option(help: "The storyboard to open first (default: the main storyboard).")
    var storyboard: String?

    @Option(help: "The scene to open first: its view controller's object id.")
    var scene: String?

    @Flag(help: "Open the page in the default browser.")
    var open = false

    mutating func run() throws {
        var configuration = PlayerConfiguration()
        configuration.host = host
        configuration.port = port
        let app: PlayedApp
        do {
            app = try PlayedApp(path: path, target: target, mainStoryboard: storyboard, modules: ["Colorboard", "Entries", "LinkedTabs"])
        } catch let error as PlayedAppError {
            // Already a diagnostic (`path: error: reason`): printed as it is.
            StandardError.print(error.description)
            throw ExitCode.failure
        }
        if let warning = configuration.exposureWarning { StandardError.print(warning) }
        let server = PlayerServer(app: app, configuration: configuration)
        let start = [storyboard ?? app.mainStoryboard, scene].compactMap { $0 }.joined(separator: "/")
        let host = self.host
        let opens = open
        // The runtime runs on the main actor: the main thread serves it while the server runs.
        Task {
            do {
                try await server.run { port in
                    let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/\(start)"
                    // Unbuffered, so a script reading the URL sees it at once.
                    FileHandle.standardOutput.write(Data("Playing \(app.directory) at \(url)\n".utf8))
                    if opens { Self.openInBrowser(url) }
                }
                Foundation.exit(0)
            } catch {
                StandardError.print("error: \(error)")
                Foundation.exit(1)
            }
        }
        dispatchMain()
    }

    private static func openInBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        try? process.run()
    }
}
