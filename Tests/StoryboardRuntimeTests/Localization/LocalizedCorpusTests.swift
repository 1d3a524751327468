import Foundation
@testable import StoryboardRuntime
import StoryboardTestSupport
import Testing

extension RuntimeSuite {
    /// Base internationalization on real apps of the corpus: DuckDuckGo's bookmarks screen
    /// (`Base.lproj/Bookmarks.storyboard` and its 24 `<lang>.lproj/Bookmarks.strings`), and
    /// every `.strings` table of the corpus read without an error.
    @MainActor
    @Suite("Localization: corpus", .requiresSharedData)
    struct LocalizedCorpusTests {
        static let duckDuckGo = "duckduckgo__iOS/DuckDuckGo"

        /// The bookmarks screen of DuckDuckGo in `languages`.
        static func bookmarksScreen(_ languages: [String]) throws -> String {
            DecodingFixture.reset()
            let bundle = ResourceBundle(directory: try Corpus.path(duckDuckGo), preferredLocalizations: languages)
            let storyboard = try Storyboard(name: "Bookmarks", bundle: bundle)
            let controller = try #require(try storyboard.instantiateInitialViewController())
            let (window, driver) = DecodingFixture.show(controller)
            defer { _ = window }
            #expect(!testEnvironment.diagnostics.warnings.contains { $0.id == .malformedStringsTable })
            return driver.describeScreen()
        }

        /// The app's BookmarksViewController is missing here: prototype mode shows each
        /// prototype cell once, their designed texts translated too.
        @Test func duckDuckGoBookmarksInGerman() throws {
            #expect(try Self.bookmarksScreen(["de"]) == """
                NavigationBar "Lesezeichen" right [Fertig]
                View background system(systemBackgroundColor)
                  TableView
                    Cell
                      stackView
                        ImageView image "GlobeSmall"
                        Label "Label"
                        ImageView image "Favorite-Solid-16"
                    Cell
                      stackView
                        Label "Keine Treffer gefunden"
                    Cell >
                      stackView
                        ImageView image "Folder-24"
                        Label "Label"
                        Label "Label"
                  ImageView image "BookmarksEmpty"
                  Label "Noch keine Lesezeichen hinzugefügt"
                  Button "Lesezeichendatei aus einem anderen Browser importieren"
                  SegmentedControl ["Alle Lesezeichen"] | "Favoriten"
                Toolbar [Bearbeiten]
                """)
        }

        @Test func duckDuckGoBookmarksInFrenchThenEnglishBase() throws {
            // No `en.lproj` in the app: English is the base storyboard's own texts.
            #expect(try Self.bookmarksScreen(["en"]) == """
                NavigationBar "Bookmarks" right [Done]
                View background system(systemBackgroundColor)
                  TableView
                    Cell
                      stackView
                        ImageView image "GlobeSmall"
                        Label "Label"
                        ImageView image "Favorite-Solid-16"
                    Cell
                      stackView
                        Label "No matches found"
                    Cell >
                      stackView
                        ImageView image "Folder-24"
                        Label "Label"
                        Label "Label"
                  ImageView image "BookmarksEmpty"
                  Label "No bookmarks added yet"
                  Button "Import bookmark file from another browser"
                  SegmentedControl ["All Bookmarks"] | "Favorites"
                Toolbar [Edit]
                """)
            let french = try Self.bookmarksScreen(["ja", "fr-CA"])
            #expect(french.hasPrefix(#"NavigationBar "Signets" right [Terminé]"#))
            #expect(french.contains(#"Label "Aucun signet ajouté pour le moment""#))
            #expect(french.contains(#"SegmentedControl ["Tous les signets"] | "Favoris""#))
            // The navigation controller shows its toolbar (`toolbarHidden="NO"`) with the
            // controller's toolbar items, translated too.
            #expect(french.hasSuffix("Toolbar [Modifier]"))
        }

        @Test func everyCorpusTableParses() throws {
            let root = try Corpus.path("")
            let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".strings") } ?? []
            #expect(files.count == 358)
            var entries = 0
            for file in files {
                let bytes = [UInt8](FileManager.default.contents(atPath: root + "/" + file) ?? Data())
                do {
                    entries += try StringsTable(bytes: bytes).count
                } catch {
                    Issue.record("\(file):\(error)")
                }
            }
            #expect(entries > 5000)
        }
    }
}
