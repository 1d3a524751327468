import Foundation
import StoryboardFormat

/// The app a player serves: a folder of storyboards (an example of this project, a real app's
/// folder, or the folder of a single storyboard) and what its sessions launch.
public struct PlayedApp: Sendable {
    /// The folder the app's storyboards are read from.
    public let directory: String
    /// The storyboard launched when a session names none (Info.plist's, the only one, or Main).
    public let mainStoryboard: String?
    /// The storyboards of the folder, by name, with their scenes.
    public private(set) var storyboards: [PlayedStoryboard]
    /// Modules whose classes the storyboards may name without a module (the examples').
    public var modules: [String]
    /// The preferred localizations, most preferred first.
    public var preferredLocalizations: [String]

    /// Reads the storyboards of `path`: a folder, or a `.storyboard` file (its folder is served,
    /// and it is the main storyboard).
    public init(path: String, mainStoryboard: String? = nil, modules: [String] = [], preferredLocalizations: [String] = ["en"]) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PlayedAppError(path: path, reason: "no such file or folder")
        }
        var main = mainStoryboard
        if isDirectory.boolValue {
            directory = path
        } else {
            guard path.hasSuffix(".storyboard") else { throw PlayedAppError(path: path, reason: "not a storyboard or a folder") }
            directory = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
            main = main ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
        storyboards = try PlayedStoryboard.all(in: directory)
        if main == nil {
            let names = storyboards.map(\.name)
            main = names.count == 1 ? names[0] : (names.contains("Main") ? "Main" : nil)
        }
        self.mainStoryboard = main
        self.modules = modules
        self.preferredLocalizations = preferredLocalizations
    }

    /// The app read again from its folder (its files changed): the same main storyboard,
    /// modules and localizations.
    public func reloaded() throws -> PlayedApp {
        var app = self
        app.storyboards = try PlayedStoryboard.all(in: directory)
        return app
    }

    /// The localizations of the app's folder (its `*.lproj` folders but Base), sorted; the
    /// page offers them as languages.
    public var localizations: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.map { String($0.dropLast(".lproj".count)) }.sorted()
    }

    /// The languages a session can run the app in: its localizations, or its development
    /// language alone when it has none.
    public var languages: [String] {
        let localizations = self.localizations
        return localizations.isEmpty ? [preferredLocalizations.first ?? "en"] : localizations
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

    /// The storyboards at the root of `directory`, in `Base.lproj` and in `en.lproj`, by name.
    static func all(in directory: String) throws -> [PlayedStoryboard] {
        var paths: [String: String] = [:]
        for folder in ["en.lproj", "Base.lproj", ""] {
            let folderPath = folder.isEmpty ? directory : (directory as NSString).appendingPathComponent(folder)
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folderPath)) ?? [] where file.hasSuffix(".storyboard") {
                paths[(file as NSString).deletingPathExtension] = (folderPath as NSString).appendingPathComponent(file)
            }
        }
        return try paths.keys.sorted().map { name in
            let path = paths[name]!
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
