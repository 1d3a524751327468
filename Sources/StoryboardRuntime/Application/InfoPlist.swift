import Foundation

/// What an app's `Info.plist` says about launching it: the main storyboard
/// (`UIMainStoryboardFile`, or the iOS 13 scene manifest's `UISceneStoryboardFile`) and the
/// application delegate class. iOS names the delegate in code (`UIApplicationMain`'s last
/// argument, `@main`); a folder run by `storyboard run` has no such code, so its `Info.plist`
/// names the class under `OpenStoryboardApplicationDelegate`, resolved through `ClassRegistry`
/// like a storyboard's custom class. An app with a delegate and no main storyboard builds its
/// window itself, as the seeds' apps without a main storyboard do.
public struct InfoPlist: Sendable, Equatable {
    public static let mainStoryboardKey = "UIMainStoryboardFile"
    public static let applicationDelegateKey = "OpenStoryboardApplicationDelegate"

    /// The main storyboard's name, without extension.
    public var mainStoryboardFile: String?
    /// The application delegate's class name (`Module.Class`, or a bare name searched in
    /// `RuntimeEnvironment.classes.modules`); `$(PRODUCT_MODULE_NAME).` is ignored as Xcode expands it.
    public var applicationDelegateClassName: String?
    /// The file read, for diagnostics.
    public var path: String?
    /// `CFBundleIdentifier` as written (often `$(PRODUCT_BUNDLE_IDENTIFIER)`, which the
    /// target's build settings give).
    public var bundleIdentifier: String?

    public init(mainStoryboardFile: String? = nil, applicationDelegateClassName: String? = nil, path: String? = nil) {
        self.mainStoryboardFile = mainStoryboardFile
        self.applicationDelegateClassName = applicationDelegateClassName
        self.path = path
    }

    /// Reads `Info.plist` in `directory`, or the folder's only `*-Info.plist` (older Xcode
    /// projects name it after the target); nil when there is none.
    public init?(directory: String) throws(RuntimeError) {
        guard let path = Self.file(in: directory) else { return nil }
        try self.init(path: path)
    }

    /// Reads the plist at `path` (XML or binary).
    public init(path: String) throws(RuntimeError) {
        guard let data = FileManager.default.contents(atPath: path),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
            let dictionary = plist as? [String: Any]
        else {
            throw RuntimeError(.invalidInfoPlist(path: path), file: path)
        }
        self.init(dictionary: dictionary, path: path)
    }

    /// The keys of an `Info.plist` dictionary.
    public init(dictionary: [String: Any], path: String? = nil) {
        // An iPhone runs: the iPad key only when there is no other; a Mac app's key last.
        var storyboard = dictionary[Self.mainStoryboardKey] as? String
            ?? dictionary[Self.mainStoryboardKey + "~iphone"] as? String
            ?? dictionary[Self.mainStoryboardKey + "~ipad"] as? String
        if storyboard == nil,
            let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any],
            let configurations = manifest["UISceneConfigurations"] as? [String: Any],
            let roles = configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
        {
            storyboard = roles.lazy.compactMap { $0["UISceneStoryboardFile"] as? String }.first
        }
        if storyboard == nil { storyboard = dictionary["NSMainStoryboardFile"] as? String }
        self.init(
            mainStoryboardFile: storyboard.flatMap { $0.isEmpty ? nil : $0 },
            applicationDelegateClassName: (dictionary[Self.applicationDelegateKey] as? String).flatMap { $0.isEmpty ? nil : $0 },
            path: path)
        bundleIdentifier = (dictionary["CFBundleIdentifier"] as? String).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A new instance of the application delegate class; nil when the file names none. The
    /// class must be a `Responder` that adopts `ApplicationDelegate` (UIKit's delegates are
    /// `UIResponder` subclasses).
    @MainActor
    public func makeApplicationDelegate(registry: ClassRegistry) throws(RuntimeError) -> (any ApplicationDelegate)? {
        guard var name = applicationDelegateClassName else { return nil }
        let variable = "$(PRODUCT_MODULE_NAME)."
        if name.hasPrefix(variable) { name.removeFirst(variable.count) }
        guard let type = registry.resolve(name, module: nil) else {
            throw RuntimeError(
                .unknownApplicationDelegateClass(key: Self.applicationDelegateKey, name: name), file: path)
        }
        guard let delegate = type.init() as? any ApplicationDelegate else {
            throw RuntimeError(
                .applicationDelegateNotAdopting(key: Self.applicationDelegateKey, name: name), file: path)
        }
        return delegate
    }

    private static func file(in directory: String) -> String? {
        let plain = (directory as NSString).appendingPathComponent("Info.plist")
        if FileManager.default.fileExists(atPath: plain) { return plain }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let suffixed = files.filter { $0.hasSuffix("-Info.plist") }
        guard suffixed.count == 1, let only = suffixed.first else { return nil }
        return (directory as NSString).appendingPathComponent(only)
    }
}
