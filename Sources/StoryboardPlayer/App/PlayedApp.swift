import Foundation
import StoryboardFormat
import StoryboardRuntime

/// The app a player serves: a folder of storyboards (an example of this project, a real app's
/// folder, or the folder of a single storyboard) and what its sessions launch.
public struct PlayedApp: Sendable {
    /// The folder the app's storyboards are read from.
    public var directory: String { folder.root }
    /// The folder as Xcode builds it: its storyboards, strings tables and targets, wherever
    /// they sit.
    public private(set) var folder: AppFolder
    /// The target played: the folder's app target with a main storyboard, when it has one.
    public let target: AppTarget?
    /// The storyboard launched when a session names none (Info.plist's, the only one, or Main).
    public let mainStoryboard: String?
    /// The storyboards of the folder, by name, with their scenes.
    public private(set) var storyboards: [PlayedStoryboard]
    /// Modules whose classes the storyboards may name without a module (the examples').
    public var modules: [String]
    /// The preferred localizations, most preferred first.
    public var preferredLocalizations: [String]

    /// Reads the storyboards of `path`: a folder, or a `.storyboard` file (its folder is served,
    /// and it is the main storyboard). `targetName` picks the app target of a folder with
    /// several, as `storyboard run --target` does.
    public init(
        path: String, target targetName: String? = nil, mainStoryboard: String? = nil, modules: [String] = [],
        preferredLocalizations: [String] = ["en"]
    ) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PlayedAppError(path: path, reason: "no such file or folder")
        }
        var main = mainStoryboard
        let directory: String
        if isDirectory.boolValue {
            directory = path
        } else {
            guard path.hasSuffix(".storyboard") else { throw PlayedAppError(path: path, reason: "not a storyboard or a folder") }
            directory = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
            main = main ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
        do {
            folder = try AppFolder(directory: directory)
        } catch {
            throw PlayedAppError(path: path, reason: "\(error)")
        }
        // What `storyboard run` would launch; a folder with several apps and no target named
        // plays none of them first (the sidebar still opens any scene).
        let plan: AppLaunchPlan?
        if let targetName {
            do {
                plan = try folder.launchPlan(targetName: targetName, storyboard: main, preferredLocalizations: preferredLocalizations)
            } catch {
                throw PlayedAppError(path: path, reason: "\(error)")
            }
        } else {
            plan = try? folder.launchPlan(targetName: nil, storyboard: main, preferredLocalizations: preferredLocalizations)
        }
        target = plan?.target
        storyboards = try PlayedStoryboard.all(in: folder, bundle: folder.bundle(for: target, preferredLocalizations: preferredLocalizations))
        if main == nil {
            let names = storyboards.map(\.name)
            main = plan?.mainStoryboardName ?? (names.count == 1 ? names[0] : (names.contains("Main") ? "Main" : nil))
        }
        self.mainStoryboard = main
        self.modules = modules
        self.preferredLocalizations = preferredLocalizations
    }

    /// The app read again from its folder (its files changed): the same main storyboard,
    /// modules and localizations.
    public func reloaded() throws -> PlayedApp {
        var app = self
        do {
            app.folder = try AppFolder(directory: directory)
        } catch {
            throw PlayedAppError(path: directory, reason: "\(error)")
        }
        app.storyboards = try PlayedStoryboard.all(in: app.folder, bundle: app.bundle(preferredLocalizations: preferredLocalizations))
        return app
    }

    /// The localizations of the app's storyboards and strings tables (the `*.lproj` folders
    /// they sit in, Base aside), sorted; the page offers them as languages.
    public var localizations: [String] {
        let folders = (folder.storyboards + folder.stringsTables).map { (($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent }
        return Set(folders.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.map { String($0.dropLast(".lproj".count)) }).sorted()
    }

    /// The languages a session can run the app in: its localizations, or its development
    /// language alone when it has none.
    public var languages: [String] {
        let localizations = self.localizations
        return localizations.isEmpty ? [preferredLocalizations.first ?? "en"] : localizations
    }

    /// Where a session finds the app's storyboards, nibs and strings: the target's own first.
    public func bundle(preferredLocalizations: [String]) -> ResourceBundle {
        folder.bundle(for: target, preferredLocalizations: preferredLocalizations)
    }

    /// The storyboard named `name`.
    public func storyboard(named name: String) -> PlayedStoryboard? {
        storyboards.first { $0.name == name }
    }
}

/// Why a folder cannot be played.
public struct PlayedAppError: Error, CustomStringConvertible, Sendable {
    public let path: String
    /// Where in the file, when a storyboard cannot be read.
    public var position: SourcePosition?
    public let reason: String

    public init(path: String, position: SourcePosition? = nil, reason: String) {
        (self.path, self.position, self.reason) = (path, position, reason)
    }

    public var description: String { "\(path)\(position.map { ":\($0)" } ?? ""): error: \(reason)" }
}

/// One storyboard of a played app and the scenes a session can open.
public struct PlayedStoryboard: Sendable, Equatable {
    /// One scene: its controller's object id (the last part of its URL), a title, and whether
    /// it is the storyboard's entry point.
    public struct Scene: Sendable, Equatable {
        public let id: String
        public let title: String
        public let isEntryPoint: Bool
    }

    public let name: String
    public let path: String
    public let scenes: [Scene]

    /// The storyboards of `folder`, by name; of several files of one name, the one `bundle`
    /// loads.
    static func all(in folder: AppFolder, bundle: ResourceBundle) throws -> [PlayedStoryboard] {
        let names = Set(folder.storyboards.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
        return try names.sorted().map { name in
            let path = bundle.path(forResource: name, ofType: "storyboard") ?? folder.storyboards(named: name)[0]
            let document: Document
            do {
                document = try Document(contentsOfFile: path)
            } catch let error as XMLError {
                throw PlayedAppError(path: path, position: error.position, reason: error.message)
            }
            let initialID = document.initialViewController?.id
            let scenes = document.viewControllers.compactMap { member -> Scene? in
                guard let id = member.id, member.storyboardReference == nil else { return nil }
                return Scene(id: id, title: Self.title(of: member), isEntryPoint: id == initialID)
            }
            return PlayedStoryboard(name: name, path: path, scenes: scenes)
        }
    }

    /// What Interface Builder's outline calls a scene: its title, navigation title, storyboard
    /// identifier or class.
    private static func title(of member: SceneMember) -> String {
        let candidates = [member.title, member.navigationItem?.title, member.storyboardIdentifier, member.customClass]
        if let title = candidates.compactMap({ $0 }).first(where: { !$0.isEmpty }) { return title }
        return member.elementName.prefix(1).uppercased() + member.elementName.dropFirst()
    }
}
