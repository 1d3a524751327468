import Foundation
@testable import StoryboardRuntime
import StoryboardTestSupport
import Testing

/// The sweep of issue 13: every iOS storyboard of the corpus that has an entry point launches
/// as `storyboard run` launches it, from its app's folder (references resolve across the
/// repository's folders, its own folder's files first), in prototype mode. Launches that fail
/// are counted by cause; only causes that are the files' own (a reference to a storyboard of
/// another repository, or another bundle, that is not in the corpus) are allowed. Fails, never
/// skips, when the corpus is missing. `SWEEP_REPORT=1` prints the tally.
@MainActor
@Suite("App launch corpus sweep", .requiresSharedData)
struct AppLaunchCorpusTests {
    @Test func everyIOSStoryboardWithAnEntryPointLaunchesFromItsFolder() throws {
        let entries = try Corpus.manifest().filter {
            $0.documentType.contains("Storyboard") && $0.targetRuntime.hasPrefix("iOS.CocoaTouch") && !$0.file.contains("/_history/")
        }
        var folders: [String: AppFolder] = [:]
        var launched = 0
        var failures: [String: [String]] = [:]
        for entry in entries {
            let path = try Corpus.path(entry.file)
            guard AppFolder.hasEntryPoint(path) else { continue }
            let repository = String(entry.file.prefix { $0 != "/" })
            var root = Corpus.root + "/" + repository
            if folders[root] == nil { folders[root] = try AppFolder(directory: root) }
            guard var folder = folders[root] else { continue }
            let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
            if !folder.storyboards.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == standardized }) {
                // A dependency's checkout (Carthage/Checkouts …), which an app folder leaves
                // out: the storyboard's own app is the folder above its .lproj, as `storyboard
                // run` is pointed at it.
                root = (path as NSString).deletingLastPathComponent
                if root.hasSuffix(".lproj") { root = (root as NSString).deletingLastPathComponent }
                if folders[root] == nil { folders[root] = try AppFolder(directory: root) }
                guard let own = folders[root] else { continue }
                folder = own
            }
            let location = ResourceIndex.location(of: standardized)
            var bundle = ResourceBundle(directory: root)
            bundle.index = ResourceIndex(paths: folder.storyboards + folder.nibs) { ResourceIndex.location(of: $0) == location }
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            do {
                let application = try Application.launch(
                    delegate: StoryboardAppDelegate(), bundle: bundle, mainStoryboard: name, environment: RuntimeEnvironment())
                _ = try Driver(application: application).describeScreen()
                launched += 1
            } catch let error as RuntimeError {
                failures[RuntimeCorpusTests.Tally.name(of: error.kind), default: []].append(error.description)
            }
        }
        if ProcessInfo.processInfo.environment["SWEEP_REPORT"] != nil {
            print("launched \(launched); failed \(failures.values.map(\.count).reduce(0, +))")
            for (kind, errors) in failures.sorted(by: { $0.key < $1.key }) {
                print("  \(kind): \(errors.count)")
                for error in errors { print("    \(error)") }
            }
        }
        #expect(launched > 400)
        // A reference naming another bundle (`bundleIdentifier`) that the corpus does not hold
        // (a framework of the app that is not in the repository) is `bundleNotFound`.
        #expect(Set(failures.keys).subtracting(["storyboardNotFound", "bundleNotFound"]).isEmpty, "\(failures)")
    }
}
