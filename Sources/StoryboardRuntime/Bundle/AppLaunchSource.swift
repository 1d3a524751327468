import Foundation
import StoryboardFormat

/// What `storyboard run PATH` was pointed at, made ready to launch: a `.storyboard` or `.xib`
/// file (its folder is the bundle), or an app folder (`AppFolder` decides the target and the
/// main storyboard).
public struct AppLaunchSource: Sendable {
    /// Where the storyboards and nibs are found.
    public var bundle: ResourceBundle
    /// The `Info.plist` at the root of a folder, which may name an application delegate.
    public var rootInfo: InfoPlist?
    /// The nib to show, when PATH is a `.xib`.
    public var nibName: String?
    /// The folder read, when PATH is one.
    public var folder: AppFolder?
    private var plan: AppLaunchPlan?
    private var fileStoryboard: String?
    private var requestedStoryboard: String?
    private var targetName: String?
    private var path: String

    public init(
        path: String, target: String? = nil, storyboard: String? = nil, scene: String? = nil, preferredLocalizations: [String] = ["en"]
    ) throws {
        self.path = path
        targetName = target
        requestedStoryboard = storyboard
        let fileExtension = (path as NSString).pathExtension
        if fileExtension == "storyboard" || fileExtension == "xib" {
            guard FileManager.default.fileExists(atPath: path) else { throw AppFolderError(.noSuchFile, path: path) }
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            bundle = ResourceBundle(directory: ResourceIndex.location(of: path), preferredLocalizations: preferredLocalizations)
            if fileExtension == "xib" { nibName = name } else { fileStoryboard = name }
            if fileExtension == "storyboard" {
                let platform = AppFolder.platform(ofStoryboardAt: path)
                if platform == .macOS || platform == .watchOS {
                    throw AppFolderError(.unsupportedPlatform(platform: platform.name, storyboard: path), path: path)
                }
            }
            return
        }
        let folder = try AppFolder(directory: path)
        self.folder = folder
        rootInfo = try InfoPlist(directory: path)
        if rootInfo?.applicationDelegateClassName != nil {
            // The examples: the delegate decides; the storyboards are the folder's.
            bundle = folder.bundle(for: nil, preferredLocalizations: preferredLocalizations)
            return
        }
        let plan = try folder.launchPlan(targetName: target, storyboard: storyboard, preferredLocalizations: preferredLocalizations)
        self.plan = plan
        bundle = plan.bundle
    }

    /// The storyboard that has `scene`: the one asked for, else the main one when it has the
    /// scene, else the first of the folder's storyboards (the target's own first) that has it.
    @MainActor
    public func storyboardName(containingScene scene: String) throws -> String {
        if let name = requestedStoryboard ?? fileStoryboard { return name }
        var candidates: [String] = []
        if let main = plan?.mainStoryboardPath { candidates.append(main) }
        let own = (folder?.storyboards ?? []).filter { plan?.target?.contains($0) ?? true }
        candidates += own + (folder?.storyboards ?? []).filter { !own.contains($0) }
        for path in candidates {
            guard let document = try? Document(contentsOfFile: path), document.platform == .iOS,
                SceneLaunchDelegate.launchID(of: scene, in: document) != nil
            else { continue }
            // Opened by path: the bundle's index finds this very file first only if it is the
            // target's, so name a file the bundle resolves to the same path.
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            if bundle.path(forResource: name, ofType: "storyboard") == path { return name }
        }
        return try storyboardName()
    }

    /// The storyboard to launch (or to open a scene of).
    public func storyboardName() throws -> String {
        if let name = requestedStoryboard ?? fileStoryboard ?? plan?.mainStoryboardName { return name }
        throw AppFolderError(.noMainStoryboard(candidates: []), path: path)
    }
}
