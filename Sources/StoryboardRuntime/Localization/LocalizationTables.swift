import Foundation
import StoryboardFormat

/// The `.strings` tables of Base-internationalized documents, parsed once per file like the
/// documents themselves (`DocumentCache`), and which table a document opened through a bundle
/// gets, worked out once per document, bundle and language list, so that opening a storyboard
/// again costs a dictionary lookup.
///
/// Which table: a document from `Base.lproj` (or the bundle's root) named `Name` takes its
/// texts from `<lang>.lproj/Name.strings`, where `<lang>` is the first of the bundle's
/// preferred localizations the bundle has (`<lang>.lproj` exists; `de-CH` also tries `de`), as
/// `Bundle.preferredLocalizations` only names localizations the bundle contains. When that
/// folder has no table for the document, its base texts show (UIKit does not go on to a less
/// preferred language). A document found in a language folder itself is already translated
/// and gets no table. A malformed table is reported once, as a warning at its line and column,
/// and the document keeps its base texts.
@MainActor
final class LocalizationTables {
    /// Parsed tables by path; nil for a file that could not be read or parsed (already warned).
    private var tables: [String: StringsTable?] = [:]
    /// The table chosen for a document path, bundle root and language list.
    private var choices: [String: StringsTable?] = [:]

    /// The table for the document at `path` (a storyboard or xib) opened through `bundle`.
    func table(forDocumentAt path: String, bundle: ResourceBundle, diagnostics: RuntimeDiagnostics) -> StringsTable? {
        let key = ([path, bundle.root] + bundle.preferredLocalizations).joined(separator: "\u{0}")
        if let chosen = choices[key] { return chosen }
        let chosen = choose(forDocumentAt: path, bundle: bundle, diagnostics: diagnostics)
        choices[key] = chosen
        return chosen
    }

    private func choose(forDocumentAt path: String, bundle: ResourceBundle, diagnostics: RuntimeDiagnostics) -> StringsTable? {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        if folder.hasSuffix(".lproj"), folder != "Base.lproj" { return nil }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        // An app folder's files sit in many folders: each finds its tables beside its own lproj.
        let root = (bundle.index == nil ? bundle.root : ResourceIndex.location(of: path)) as NSString
        for language in Self.candidates(bundle.preferredLocalizations) {
            let languageFolder = root.appendingPathComponent("\(language).lproj")
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: languageFolder, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            let tablePath = (languageFolder as NSString).appendingPathComponent("\(name).strings")
            guard FileManager.default.fileExists(atPath: tablePath) else { return nil }
            return table(atPath: tablePath, diagnostics: diagnostics)
        }
        return nil
    }

    /// The preferred localizations, each followed by its more general forms (`zh-Hans-CN`,
    /// `zh-Hans`, `zh`) unless the list names those itself later.
    static func candidates(_ preferred: [String]) -> [String] {
        var result: [String] = []
        for language in preferred where !language.isEmpty {
            var current = Substring(language)
            while true {
                if !result.contains(String(current)) { result.append(String(current)) }
                guard let cut = current.lastIndex(where: { $0 == "-" || $0 == "_" }) else { break }
                current = current[..<cut]
                if preferred.contains(String(current)) { break }
            }
        }
        return result
    }

    /// The parsed table at `path`, read once.
    func table(atPath path: String, diagnostics: RuntimeDiagnostics) -> StringsTable? {
        if let cached = tables[path] { return cached }
        var table: StringsTable?
        do {
            // The documents' size limit applies: a table is untrusted input too, and one beyond
            // the limit is refused before it is read into memory.
            let bytes = try InterfaceBuilderFiles.read(path)
            do {
                table = try StringsTable(bytes: bytes)
            } catch {
                diagnostics.warn(
                    "The strings table is malformed (\(error.message)); the base texts are shown",
                    file: path, position: error.position, id: .malformedStringsTable)
            }
        } catch {
            diagnostics.warn(
                "The strings table cannot be read: \(error.message); the base texts are shown", file: path,
                id: .malformedStringsTable)
        }
        tables[path] = table
        return table
    }
}
