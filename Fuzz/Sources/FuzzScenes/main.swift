import Foundation
import FuzzSupport
import StoryboardFormat
import StoryboardRuntime

/// Scene decoding and instantiation on arbitrary bytes, in an app environment of its own per
/// input (no class registered, so every custom class gets its stand-in): the storyboard is
/// opened, its initial scene and every scene by object id instantiated, its view loaded, shown
/// in a window and described. Each step either works or throws a `RuntimeError` with a message
/// and, when it has one, a position inside the input. Never a crash, a hang or a trap.
runFuzzer { data, size in
    let bytes = fuzzInput(data, size)
    // The runtime opens storyboards by name in a bundle: the input is that one file.
    _ = FileManager.default.createFile(atPath: Scratch.path, contents: Data(bytes))
    let end = SourcePosition.end(of: bytes)
    MainActor.assumeIsolated {
        let environment = RuntimeEnvironment()
        do throws(RuntimeError) {
            try environment.run { () throws(RuntimeError) in
                let storyboard = try Storyboard(name: "Fuzz", bundle: Scratch.bundle, environment: environment)
                var made: [ViewController] = []
                do throws(RuntimeError) {
                    if let controller = try storyboard.instantiateInitialViewController() { made.append(controller) }
                } catch {
                    check(error, end: end)
                }
                for id in storyboard.sceneObjectIDs {
                    do throws(RuntimeError) {
                        made.append(try storyboard.instantiateViewController(sceneObjectID: id))
                    } catch {
                        check(error, end: end)
                    }
                }
                for controller in made {
                    controller.loadViewIfNeeded()
                    let window = Window()
                    window.rootViewController = controller
                    window.makeKeyAndVisible()
                    let description = Driver(window: window).describeScreen()
                    invariant(!description.isEmpty, "empty screen description")
                }
            }
        } catch {
            check(error, end: end)
        }
        // A failure raised where it could not be thrown (loading a view) is delivered here.
        do throws(RuntimeError) { try environment.run { () throws(RuntimeError) in } } catch { check(error, end: end) }
    }
    return 0
}

/// The one file the harness writes, in a directory of this process's own (`-fork` runs several
/// at once), removed when the process exits. A process ended by a crash or a timeout runs no
/// exit handler, so each start also removes the directories of processes no longer running.
enum Scratch {
    static let prefix = "openstoryboard-fuzz-scenes-"
    static let directory: String = {
        let temporary = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
        let directory = temporary.appendingPathComponent(prefix + "\(getpid())").path
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: Scratch.directory) }
        return directory
    }()
    static let path = directory + "/Fuzz.storyboard"
    static let bundle = ResourceBundle(directory: directory)
}

/// A runtime error must say what went wrong and, when located, point inside the input.
func check(_ error: RuntimeError, end: SourcePosition) {
    invariant(!error.message.isEmpty, "empty message")
    if let position = error.position {
        invariant(position.line >= 1 && position.column >= 1 && position <= end, "error at \(position) outside the input (end \(end))")
    }
}
