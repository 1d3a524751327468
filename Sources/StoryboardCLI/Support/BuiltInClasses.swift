import Colorboard
import Entries
import LinkedTabs
import StoryboardRuntime

/// The classes compiled into the tool, which `--class` and `--delegate` can name: the example
/// apps' (Swift cannot enumerate a module's classes, so they are listed here) and UIKit's own,
/// played by the runtime's counterparts.
@MainActor
enum BuiltInClasses {
    /// The example apps' classes a document or a flag can name, by module.
    static let exampleClasses: [Responder.Type] = [
        ColorViewController.self, PaletteViewController.self,
        EntriesAppDelegate.self, EntriesViewController.self, EntryDetailsViewController.self,
        EntryMoreDetailsViewController.self, EntryDetailsContentView.self, SettingsViewController.self,
        LinkedTabsAppDelegate.self, AccountViewController.self, ColorPickerViewController.self,
        ComposeViewController.self, CounterViewController.self, FavoriteColorViewController.self,
        InboxViewController.self, ProfileEditorViewController.self, TallyViewController.self,
    ]

    /// One line per module, `Module: Class, Class …`, then UIKit's names with the runtime
    /// class that plays each.
    static func listing(classes: ClassRegistry) -> String {
        var byModule: [(module: String, names: [String])] = []
        for type in exampleClasses {
            let parts = String(reflecting: type).split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            if let index = byModule.firstIndex(where: { $0.module == parts[0] }) {
                byModule[index].names.append(parts[1])
            } else {
                byModule.append((parts[0], [parts[1]]))
            }
        }
        var lines = byModule.map { "  \($0.module): \($0.names.sorted().joined(separator: ", "))" }
        let uikit = classes.uikitClasses.map { "\($0.name) (\(String(describing: $0.type)))" }
        lines.append("  UIKit, played by the runtime: \(uikit.joined(separator: ", "))")
        return lines.joined(separator: "\n")
    }
}
