import Foundation

/// Where an app's storyboards and nibs live: a Foundation `Bundle` (SwiftPM resources) or a
/// directory treated like one, so that an app's source folder runs as it sits in its
/// repository. Resources are looked up in the preferred localization's `<lang>.lproj`, then
/// `Base.lproj`, then the root.
public struct ResourceBundle: Sendable, CustomStringConvertible {
    enum Location: Sendable {
        case directory(String)
        case bundle(String)
    }

    let location: Location
    /// Localizations to try first, most preferred first (`["de", "en"]`).
    public var preferredLocalizations: [String]
    /// Files anywhere below the root, for an app folder read as Xcode builds it (`AppFolder`).
    var index: ResourceIndex?
    /// The bundle's identifier (`CFBundleIdentifier`), when known: a storyboard reference that
    /// names it means this bundle.
    public var bundleIdentifier: String?
    /// The other bundles the app has (its frameworks, the other targets of an app folder), by
    /// identifier; each is stored without its own list (see `bundle(withIdentifier:)`).
    var otherBundles: [String: ResourceBundle] = [:]

    /// A directory of resources (an app's source folder).
    public init(directory: String, preferredLocalizations: [String] = ["en"]) {
        location = .directory(directory)
        self.preferredLocalizations = preferredLocalizations
    }

    /// A Foundation bundle, such as a SwiftPM target's `Bundle.module`.
    public init(bundle: Bundle, preferredLocalizations: [String] = ["en"]) {
        location = .bundle(bundle.resourceURL?.path ?? bundle.bundlePath)
        self.preferredLocalizations = preferredLocalizations
        bundleIdentifier = bundle.bundleIdentifier
    }

    /// Adds `bundle` to the bundles a storyboard reference can name by identifier
    /// (`bundleIdentifier="…"`), as the frameworks an app links.
    public mutating func addBundle(_ bundle: ResourceBundle) {
        guard let identifier = bundle.bundleIdentifier else { return }
        var stored = bundle
        stored.otherBundles = [:]
        otherBundles[identifier] = stored
    }

    /// The bundle whose identifier is `identifier` (`Bundle(identifier:)`): this one, one of
    /// the app's others, or a Foundation bundle loaded in the process; nil when the app has
    /// none. The bundle found knows the others, this one among them.
    public func bundle(withIdentifier identifier: String) -> ResourceBundle? {
        if identifier == bundleIdentifier { return self }
        if var found = otherBundles[identifier] {
            var others = otherBundles
            others.removeValue(forKey: identifier)
            if let own = bundleIdentifier {
                var me = self
                me.otherBundles = [:]
                others[own] = me
            }
            found.otherBundles = others
            return found
        }
        return Bundle(identifier: identifier).map { ResourceBundle(bundle: $0, preferredLocalizations: preferredLocalizations) }
    }

    /// The folder resources are found in.
    public var root: String {
        switch location {
        case .directory(let path), .bundle(let path): return path
        }
    }

    public var description: String {
        switch location {
        case .directory(let path): return "directory \(path)"
        case .bundle(let path): return "bundle \(path)"
        }
    }

    /// The path of `name.ext`, searched as described above, or nil.
    public func path(forResource name: String, ofType ext: String) -> String? {
        let file = name.hasSuffix(".\(ext)") ? name : "\(name).\(ext)"
        if let index { return index.path(of: file, preferredLocalizations: preferredLocalizations) }
        var folders = preferredLocalizations.map { "\($0).lproj" }
        folders.append("Base.lproj")
        folders.append("")
        for folder in folders {
            let path = folder.isEmpty ? (root as NSString).appendingPathComponent(file)
                : ((root as NSString).appendingPathComponent(folder) as NSString).appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }
}
