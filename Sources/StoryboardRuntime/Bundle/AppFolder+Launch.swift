import Foundation
import StoryboardFormat

/// What `storyboard run` launches from an app folder: the target, its bundle, and the main
/// storyboard.
public struct AppLaunchPlan: Sendable {
    /// The target run; nil when the folder has none that names a main storyboard.
    public var target: AppTarget?
    /// Where the storyboards and nibs are found, the target's own first.
    public var bundle: ResourceBundle
    /// The main storyboard's name; nil when only a delegate can make the window.
    public var mainStoryboardName: String?
    /// Its file.
    public var mainStoryboardPath: String?
}

extension AppFolder {
    /// The folder's files as a bundle, `target`'s members before the others, identified by the
    /// target's bundle identifier; the folder's other targets (frameworks, other apps) are the
    /// bundles a storyboard reference can name by theirs.
    public func bundle(for target: AppTarget?, preferredLocalizations: [String] = ["en"]) -> ResourceBundle {
        var bundle = ResourceBundle(directory: root, preferredLocalizations: preferredLocalizations)
        let absolute = URL(fileURLWithPath: root).standardizedFileURL.path
        bundle.index = ResourceIndex(paths: storyboards + nibs, isMember: { target?.contains($0) ?? $0.hasPrefix(absolute) })
        bundle.bundleIdentifier = target?.bundleIdentifier
        for other in projects.flatMap(\.targets) {
            guard let identifier = other.bundleIdentifier, identifier != bundle.bundleIdentifier else { continue }
            var sibling = ResourceBundle(directory: root, preferredLocalizations: preferredLocalizations)
            sibling.index = ResourceIndex(paths: storyboards + nibs, isMember: { other.contains($0) })
            sibling.bundleIdentifier = identifier
            bundle.addBundle(sibling)
        }
        for other in targets where other.name != target?.name {
            guard let identifier = other.bundleIdentifier, identifier != bundle.bundleIdentifier,
                bundle.otherBundles[identifier] == nil
            else { continue }
            var sibling = ResourceBundle(directory: root, preferredLocalizations: preferredLocalizations)
            sibling.index = ResourceIndex(paths: storyboards + nibs, isMember: { other.contains($0) })
            sibling.bundleIdentifier = identifier
            bundle.addBundle(sibling)
        }
        return bundle
    }

    /// The launch `storyboard run` makes: `targetName` (else the one app target with a main
    /// storyboard, an iOS one when others are macOS or watchOS apps), its main storyboard
    /// (else `storyboard`, else the one storyboard with an entry point).
    public func launchPlan(
        targetName: String?, storyboard: String?, preferredLocalizations: [String] = ["en"]
    ) throws(AppFolderError) -> AppLaunchPlan {
        guard !storyboards.isEmpty || !nibs.isEmpty else { throw AppFolderError(.noStoryboards, path: root) }
        var target: AppTarget?
        if let targetName {
            guard let named = targets.first(where: { $0.name == targetName }) else {
                throw AppFolderError(.unknownTarget(targetName, available: targets.map(\.name)), path: root)
            }
            target = named
        } else if let storyboard {
            // The storyboard chosen decides: the target it belongs to, when only one has it.
            let owners = targets.filter { target in storyboards(named: storyboard).contains { target.contains($0) } }
            target = owners.count == 1 ? owners[0] : nil
        } else {
            let launchable = targets.filter { $0.mainStoryboardName != nil }
            if launchable.count > 1 {
                let runnable = launchable.filter { candidate in
                    let path = bundle(for: candidate, preferredLocalizations: preferredLocalizations)
                        .path(forResource: candidate.mainStoryboardName ?? "", ofType: "storyboard")
                    return path.map { Self.platform(ofStoryboardAt: $0) == .iOS } ?? false
                }
                guard runnable.count == 1 else {
                    throw AppFolderError(.severalTargets((runnable.isEmpty ? launchable : runnable).map(\.name)), path: root)
                }
                target = runnable[0]
            } else {
                target = launchable.first ?? (targets.count == 1 ? targets[0] : nil)
            }
        }
        let resources = bundle(for: target, preferredLocalizations: preferredLocalizations)
        var name = storyboard ?? target?.mainStoryboardName
        if name == nil {
            let entryPoints = storyboards.filter { Self.hasEntryPoint($0) }
            let names = Set(entryPoints.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
            guard names.count == 1 else { throw AppFolderError(.noMainStoryboard(candidates: names.sorted()), path: root) }
            name = names.first
        }
        guard let name, let path = resources.path(forResource: name, ofType: "storyboard") else {
            throw AppFolderError(.storyboardNotFound(storyboard ?? ""), path: root)
        }
        let platform = Self.platform(ofStoryboardAt: path)
        if platform == .macOS || platform == .watchOS {
            throw AppFolderError(.unsupportedPlatform(platform: platform.name, storyboard: path), path: path)
        }
        return AppLaunchPlan(target: target, bundle: resources, mainStoryboardName: name, mainStoryboardPath: path)
    }

    /// The platform a storyboard's header names (unknown when it cannot be read).
    static func platform(ofStoryboardAt path: String) -> Platform {
        (try? Document(contentsOfFile: path))?.platform ?? .unknown("")
    }

    /// Whether the iOS storyboard at `path` has an initial view controller.
    static func hasEntryPoint(_ path: String) -> Bool {
        guard let document = try? Document(contentsOfFile: path) else { return false }
        return document.platform == .iOS && document.header.initialViewControllerID != nil && !document.header.launchScreen
    }
}
