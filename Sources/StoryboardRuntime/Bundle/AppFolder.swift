import Foundation
import StoryboardFormat

/// An app's source folder read as Xcode builds it: every storyboard, xib, `.strings` table and
/// asset catalog below it, wherever it sits (Xcode flattens them into the bundle), its Xcode
/// projects' targets and each target's `Info.plist`. `storyboard run DIR` launches one.
///
/// Targets come from the `.xcodeproj` files found (file membership, synchronized folders,
/// `INFOPLIST_FILE`); a target whose build settings live in an `.xcconfig` finds its
/// `Info.plist` among its own folders. A folder without a project file (or whose project
/// lists no app target with a main storyboard) gets one target per `Info.plist` that names a
/// main storyboard, with the files below that plist's folder as its members.
public struct AppFolder: Sendable {
    /// The folder, as given.
    public let root: String
    /// Absolute paths, sorted.
    public let storyboards: [String]
    public let nibs: [String]
    public let stringsTables: [String]
    public let assetCatalogs: [String]
    public let projects: [XcodeProject]
    /// The app targets that name a main storyboard, or that the project lists as applications.
    public let targets: [AppTarget]

    /// Folders never searched: version control, build products, dependencies' checkouts.
    static let skippedFolders: Set<String> = [".git", ".build", "build", "DerivedData", "Carthage", ".swiftpm", "node_modules"]

    /// Reads the folder at `directory`.
    public init(directory: String) throws(AppFolderError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw AppFolderError(.noSuchDirectory, path: directory)
        }
        guard isDirectory.boolValue else { throw AppFolderError(.notADirectory, path: directory) }
        root = directory
        let absoluteRoot = URL(fileURLWithPath: directory).standardizedFileURL.path
        var storyboards: [String] = [], nibs: [String] = [], strings: [String] = [], catalogs: [String] = []
        var projectPaths: [String] = [], infoPlists: [String] = []
        var pending = [absoluteRoot]
        while let folder = pending.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                if isFolder.boolValue {
                    if name.hasSuffix(".xcodeproj") {
                        projectPaths.append(path)
                    } else if name.hasSuffix(".xcassets") {
                        catalogs.append(path)
                    } else if !Self.skippedFolders.contains(name), !name.hasSuffix(".framework"), !name.hasSuffix(".nnwtheme"),
                        !name.hasSuffix(".bundle"), !name.hasSuffix(".xcworkspace")
                    {
                        pending.append(path)
                    }
                    continue
                }
                switch (name as NSString).pathExtension {
                case "storyboard": storyboards.append(path)
                case "xib": nibs.append(path)
                case "strings": strings.append(path)
                case "plist" where name == "Info.plist" || name.hasSuffix("-Info.plist"): infoPlists.append(path)
                default: break
                }
            }
        }
        self.storyboards = storyboards.sorted()
        self.nibs = nibs.sorted()
        stringsTables = strings.sorted()
        assetCatalogs = catalogs.sorted()
        var projects: [XcodeProject] = []
        for path in projectPaths.sorted() where FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("project.pbxproj")) {
            do {
                projects.append(try XcodeProject(path: path))
            } catch {
                throw AppFolderError(.project(error), path: path)
            }
        }
        self.projects = projects
        targets = try Self.targets(projects: projects, infoPlists: infoPlists.sorted())
    }

    /// The app targets of the projects, each with its `Info.plist`; else targets made from the
    /// `Info.plist` files that name a main storyboard.
    private static func targets(projects: [XcodeProject], infoPlists: [String]) throws(AppFolderError) -> [AppTarget] {
        var plists: [String: InfoPlist] = [:]
        for path in infoPlists {
            // Plists of other kinds (themes, settings bundles) that happen to be named Info.plist
            // are not app descriptions: only readable dictionaries count.
            if let info = try? InfoPlist(path: path) { plists[path] = info }
        }
        var targets: [AppTarget] = []
        for project in projects {
            for target in project.targets where target.isApplication {
                var info = target.infoPlistFile.flatMap { plists[$0] }
                if info == nil {
                    // INFOPLIST_FILE set in an .xcconfig: the target's own Info.plist naming a storyboard.
                    let own = infoPlists.filter { target.encloses($0) }.compactMap { plists[$0] }
                    info = own.first { $0.mainStoryboardFile != nil } ?? own.first
                }
                targets.append(AppTarget(name: target.name, info: info, membership: .project(target)))
            }
        }
        if targets.contains(where: { $0.info?.mainStoryboardFile != nil }) { return targets }
        for path in infoPlists {
            guard let info = plists[path], info.mainStoryboardFile != nil else { continue }
            let folder = (path as NSString).deletingLastPathComponent
            let file = (path as NSString).lastPathComponent
            let name = file.hasSuffix("-Info.plist")
                ? String(file.dropLast("-Info.plist".count)) : (folder as NSString).lastPathComponent
            targets.append(AppTarget(name: name, info: info, membership: .folder(folder)))
        }
        return targets
    }

    /// The storyboards whose file name is `name.storyboard`.
    public func storyboards(named name: String) -> [String] {
        storyboards.filter { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension == name }
    }
}

/// One app of a folder: its name, its `Info.plist`, and which files are its own.
public struct AppTarget: Sendable {
    enum Membership: Sendable {
        case project(XcodeProject.Target)
        /// Files below a folder (a target inferred from an `Info.plist`).
        case folder(String)
    }

    public var name: String
    /// What the target's `Info.plist` says (its `path` is the file).
    public var info: InfoPlist?
    let membership: Membership

    /// The main storyboard's name, from `Info.plist`.
    public var mainStoryboardName: String? { info?.mainStoryboardFile }

    /// The bundle identifier: the target's `PRODUCT_BUNDLE_IDENTIFIER`, else its `Info.plist`'s
    /// `CFBundleIdentifier` with the build settings it names expanded; nil when unknown.
    public var bundleIdentifier: String? {
        var setting: String?
        if case .project(let target) = membership { setting = target.bundleIdentifier }
        guard let written = info?.bundleIdentifier else { return setting }
        var expanded = written
        for variable in ["$(PRODUCT_BUNDLE_IDENTIFIER)", "${PRODUCT_BUNDLE_IDENTIFIER}"] where expanded.contains(variable) {
            guard let setting else { return nil }
            expanded = expanded.replacingOccurrences(of: variable, with: setting)
        }
        return XcodeProject.expandingProductName(expanded, productName: name) ?? setting
    }

    /// Whether the file at `path` (absolute) belongs to the target.
    public func contains(_ path: String) -> Bool {
        switch membership {
        case .project(let target): return target.contains(path)
        case .folder(let folder): return path.hasPrefix(folder + "/")
        }
    }
}

/// Why a folder cannot be run as an app.
public struct AppFolderError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case noSuchDirectory
        case noSuchFile
        case notADirectory
        case noStoryboards
        case project(XcodeProjectError)
        /// `--target` names no app target; the ones there are.
        case unknownTarget(String, available: [String])
        /// Several app targets name a main storyboard (`--target` chooses).
        case severalTargets([String])
        /// No target names a main storyboard and no single storyboard has an entry point.
        case noMainStoryboard(candidates: [String])
        /// The storyboard named is not in the folder.
        case storyboardNotFound(String)
        /// The storyboard's platform has no runtime yet.
        case unsupportedPlatform(platform: String, storyboard: String)
    }

    public var kind: Kind
    /// The folder or file concerned.
    public var path: String

    public init(_ kind: Kind, path: String) {
        self.kind = kind
        self.path = path
    }

    public var description: String {
        switch kind {
        case .noSuchDirectory: return "no such directory: \(path)"
        case .noSuchFile: return "no such file: \(path)"
        case .notADirectory: return "not a directory: \(path)"
        case .noStoryboards: return "no storyboard in \(path) or the folders below it"
        case .project(let error): return error.description
        case .unknownTarget(let name, let available):
            return "no app target '\(name)' in \(path); its app targets: \(available.isEmpty ? "none" : available.joined(separator: ", "))"
        case .severalTargets(let names):
            return "\(path) has several app targets with a main storyboard (\(names.joined(separator: ", "))): choose one with --target"
        case .noMainStoryboard(let candidates):
            return "\(path) names no main storyboard and \(candidates.isEmpty ? "none of its storyboards has an entry point" : "several storyboards have an entry point (\(candidates.joined(separator: ", ")))"): choose one with --storyboard"
        case .storyboardNotFound(let name): return "no storyboard \(name) in \(path)"
        case .unsupportedPlatform(let platform, let storyboard):
            return "\(storyboard) is a \(platform) storyboard: `run` supports iOS storyboards only for now (`info`, `parse`, `lint`, `graph` and `render` read it)"
        }
    }
}
