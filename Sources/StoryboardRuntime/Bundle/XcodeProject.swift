import Foundation

/// What an Xcode project (`Name.xcodeproj/project.pbxproj`) says about its targets that matters
/// to running them: which files each target copies into its bundle, which folders it takes
/// whole (Xcode 16's synchronized folders), and its `Info.plist` (`INFOPLIST_FILE`).
public struct XcodeProject: Sendable {
    /// One target of the project.
    public struct Target: Sendable, Hashable {
        public var name: String
        /// `com.apple.product-type.application`, `….app-extension`, ….
        public var productType: String?
        /// The `Info.plist` the build settings name, as an absolute path; nil when no build
        /// configuration sets `INFOPLIST_FILE` (it may come from an `.xcconfig`).
        public var infoPlistFile: String?
        /// The files of the target's build phases (sources and resources), absolute paths; a
        /// localized file (`PBXVariantGroup`) contributes each of its localizations.
        public var files: Set<String>
        /// Folders whose files all belong to the target (synchronized groups), absolute paths.
        public var folders: [String]
        /// Files of those folders that the project excludes from the target.
        public var excludedFiles: Set<String>
        /// `PRODUCT_BUNDLE_IDENTIFIER` of the first build configuration that sets it, with
        /// `$(PRODUCT_NAME)` / `$(TARGET_NAME)` expanded; nil when none does, or when it uses
        /// other variables (an `.xcconfig`'s).
        public var bundleIdentifier: String?

        public var isApplication: Bool { productType?.hasPrefix("com.apple.product-type.application") ?? false }

        /// Whether the file at `path` (absolute) sits in the target's files or folders, even
        /// when excluded from its build phases (as a synchronized folder's `Info.plist` is).
        public func encloses(_ path: String) -> Bool {
            files.contains(path) || folders.contains { path.hasPrefix($0 + "/") }
        }

        /// Whether the file at `path` (absolute) is part of the target.
        public func contains(_ path: String) -> Bool {
            if files.contains(path) { return true }
            if excludedFiles.contains(path) { return false }
            return folders.contains { path.hasPrefix($0 + "/") }
        }
    }

    /// The `.xcodeproj` folder.
    public var path: String
    public var targets: [Target]

    /// Reads `xcodeproj/project.pbxproj`.
    public init(path: String) throws(XcodeProjectError) {
        let file = (path as NSString).appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file) else {
            throw XcodeProjectError(.unreadable, path: file)
        }
        let plist: PropertyListText
        do {
            plist = try PropertyListText(parsing: String(decoding: data, as: UTF8.self))
        } catch {
            throw XcodeProjectError(.syntax(error), path: file)
        }
        guard let objects = plist["objects"]?.dictionary,
            let rootID = plist["rootObject"]?.string, let root = objects[rootID]
        else {
            throw XcodeProjectError(.missingRootObject, path: file)
        }
        self.path = path
        let projectDirectory = (path as NSString).deletingLastPathComponent
        let layout = FileLayout(objects: objects, projectDirectory: projectDirectory)
        if let mainGroup = root["mainGroup"]?.string {
            layout.walk(mainGroup, parentPath: projectDirectory)
        }
        var targets: [Target] = []
        for targetID in root["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let object = objects[targetID], let name = object["name"]?.string else { continue }
            var files: Set<String> = []
            for phaseID in object["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                for buildFileID in objects[phaseID]?["files"]?.array?.compactMap(\.string) ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"]?.string else { continue }
                    files.formUnion(layout.paths(of: reference))
                }
            }
            var folders: [String] = []
            var excluded: Set<String> = []
            for groupID in object["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
                guard let folder = layout.paths[groupID] else { continue }
                folders.append(folder)
                for exceptionID in objects[groupID]?["exceptions"]?.array?.compactMap(\.string) ?? [] {
                    guard let exception = objects[exceptionID], exception["target"]?.string == targetID else { continue }
                    for relative in exception["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
                        excluded.insert((folder as NSString).appendingPathComponent(relative))
                    }
                }
            }
            targets.append(Target(
                name: name, productType: object["productType"]?.string,
                infoPlistFile: Self.infoPlistFile(of: object, objects: objects, projectDirectory: projectDirectory),
                files: files, folders: folders, excludedFiles: excluded,
                bundleIdentifier: Self.bundleIdentifier(of: object, name: name, objects: objects)))
        }
        self.targets = targets
    }

    /// `PRODUCT_BUNDLE_IDENTIFIER` of the target's first build configuration that sets it.
    private static func bundleIdentifier(of target: PropertyListText, name: String, objects: [String: PropertyListText]) -> String? {
        guard let listID = target["buildConfigurationList"]?.string else { return nil }
        for configurationID in objects[listID]?["buildConfigurations"]?.array?.compactMap(\.string) ?? [] {
            let settings = objects[configurationID]?["buildSettings"]
            guard let value = settings?["PRODUCT_BUNDLE_IDENTIFIER"]?.string, !value.isEmpty else { continue }
            let productName = settings?["PRODUCT_NAME"]?.string.flatMap { $0.contains("$") ? nil : $0 } ?? name
            return expandingProductName(value, productName: productName)
        }
        return nil
    }

    /// `value` with `$(PRODUCT_NAME)`, `$(TARGET_NAME)` (and their `:rfc1034identifier` forms,
    /// where characters other than letters, digits, `-` and `.` become `-`) expanded; nil when
    /// another variable is left.
    static func expandingProductName(_ value: String, productName: String) -> String? {
        let identifier = String(productName.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
        var expanded = value
        for variable in ["PRODUCT_NAME", "TARGET_NAME"] {
            for (suffix, replacement) in [(":rfc1034identifier", identifier), (":identifier", identifier), ("", productName)] {
                expanded = expanded.replacingOccurrences(of: "$(\(variable)\(suffix))", with: replacement)
                expanded = expanded.replacingOccurrences(of: "${\(variable)\(suffix)}", with: replacement)
            }
        }
        return expanded.contains("$") ? nil : expanded
    }

    /// `INFOPLIST_FILE` of the target's first build configuration that sets it, with the
    /// project-relative variables Xcode expands.
    private static func infoPlistFile(
        of target: PropertyListText, objects: [String: PropertyListText], projectDirectory: String
    ) -> String? {
        guard let listID = target["buildConfigurationList"]?.string else { return nil }
        for configurationID in objects[listID]?["buildConfigurations"]?.array?.compactMap(\.string) ?? [] {
            guard var value = objects[configurationID]?["buildSettings"]?["INFOPLIST_FILE"]?.string, !value.isEmpty else {
                continue
            }
            for variable in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where value.hasPrefix(variable) {
                value.removeFirst(variable.count)
            }
            if value.contains("$") { continue }
            return value.hasPrefix("/") ? value : (projectDirectory as NSString).appendingPathComponent(value)
        }
        return nil
    }
}

/// Where each file reference and group of a project is on disk, worked out from the group tree.
private final class FileLayout {
    let objects: [String: PropertyListText]
    let projectDirectory: String
    /// Absolute paths by object id (files, groups, synchronized folders).
    var paths: [String: String] = [:]
    /// The localizations of each variant group, absolute paths.
    var variants: [String: [String]] = [:]

    init(objects: [String: PropertyListText], projectDirectory: String) {
        self.objects = objects
        self.projectDirectory = projectDirectory
    }

    /// Visits a group and its children, without recursion (groups nest deeply in old projects).
    func walk(_ rootID: String, parentPath: String) {
        var pending: [(id: String, parent: String)] = [(rootID, parentPath)]
        while let (id, parent) = pending.popLast() {
            guard let object = objects[id] else { continue }
            let path = location(of: object, parent: parent)
            paths[id] = path
            let children = object["children"]?.array?.compactMap(\.string) ?? []
            if object["isa"]?.string == "PBXVariantGroup" {
                variants[id] = children.compactMap { objects[$0].flatMap { self.location(of: $0, parent: parent) } }
                continue
            }
            for child in children { pending.append((child, path ?? parent)) }
        }
    }

    private func location(of object: PropertyListText, parent: String) -> String? {
        guard let relative = object["path"]?.string else { return parent }
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": return (parent as NSString).appendingPathComponent(relative)
        case "SOURCE_ROOT": return (projectDirectory as NSString).appendingPathComponent(relative)
        case "<absolute>": return relative
        default: return nil  // Built products and SDK files are not in the folder.
        }
    }

    func paths(of id: String) -> [String] {
        if let localized = variants[id] { return localized }
        return paths[id].map { [$0] } ?? []
    }
}

/// Why a project file could not be read.
public struct XcodeProjectError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case unreadable
        case syntax(PropertyListTextError)
        case missingRootObject
    }

    public var kind: Kind
    /// The `project.pbxproj` file.
    public var path: String

    public init(_ kind: Kind, path: String) {
        self.kind = kind
        self.path = path
    }

    public var description: String {
        switch kind {
        case .unreadable: return "\(path): error: cannot read the project file"
        case .syntax(let error): return error.diagnostic(path: path).description
        case .missingRootObject: return "\(path): error: not an Xcode project (no objects or rootObject)"
        }
    }
}
