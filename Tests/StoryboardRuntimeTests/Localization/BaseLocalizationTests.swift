import Foundation
@testable import StoryboardRuntime
import Testing

/// An app folder laid out as Xcode's Base internationalization lays it out: the storyboard in
/// `Base.lproj`, a table per language beside it.
@MainActor
enum LocalizedAppFixture {
    static let storyboard = DecodingFixture.document(initial: "nav", scenes: """
        \(DecodingFixture.scene("nav", element: "navigationController", body: """
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc" kind="relationship" relationship="rootViewController" id="root-segue"/>
                        </connections>
        """))
        \(DecodingFixture.scene("vc", attributes: #"title="Settings""#, body: DecodingFixture.rootView(subviews: """
                            <label opaque="NO" contentMode="left" text="Hello &quot;World&quot;" id="lbl">
                                <rect key="frame" x="20" y="100" width="350" height="21"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn">
                                <rect key="frame" x="20" y="150" width="100" height="30"/>
                                <accessibility key="accessibilityConfiguration" identifier="save" label="Save settings"/>
                                <state key="normal" title="Save"/>
                            </button>
                            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Your name" id="tf">
                                <rect key="frame" x="20" y="200" width="350" height="34"/>
                            </textField>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg">
                                <rect key="frame" x="20" y="250" width="200" height="32"/>
                                <segments>
                                    <segment title="Day"/>
                                    <segment title="Night"/>
                                </segments>
                            </segmentedControl>
                            <label opaque="NO" contentMode="left" text="Base" id="attr">
                                <rect key="frame" x="20" y="300" width="350" height="21"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="localizedString" keyPath="accessibilityLabel" value="Greeting"/>
                                    <userDefinedRuntimeAttribute type="number" keyPath="tag">
                                        <integer key="value" value="7"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="localizedString" keyPath="text" value="Good morning"/>
                                </userDefinedRuntimeAttributes>
                            </label>
                            <label opaque="NO" contentMode="left" text="OK" id="same">
                                <rect key="frame" x="20" y="350" width="350" height="21"/>
                            </label>
        """) + """
                            <navigationItem key="navigationItem" title="Settings" id="ni">
                                <barButtonItem key="rightBarButtonItem" title="Edit" id="bbi"/>
                            </navigationItem>
        """))
        \(DecodingFixture.scene("tvc", element: "tableViewController", attributes: #"storyboardIdentifier="table" title="Options""#, body: """
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" rowHeight="44" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <sections>
                                <tableViewSection headerTitle="General" footerTitle="Applies to all" id="sec">
                                    <cells>
                                        <tableViewCell contentMode="scaleToFill" textLabel="cell-text" style="IBUITableViewCellStyleDefault" id="cell">
                                            <rect key="frame" x="0.0" y="18" width="390" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                                                <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                                <subviews>
                                                    <label opaque="NO" contentMode="left" text="Sound" id="cell-text">
                                                        <rect key="frame" x="20" y="12" width="100" height="21"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                        <tabBarItem key="tabBarItem" title="Options" id="tab"/>
        """))
        """)

    /// The German table, as ibtool writes it (comments naming class, base text and object).
    static let german = #"""
        /* Class = "UIViewController"; title = "Settings"; ObjectID = "vc"; */
        "vc.title" = "Einstellungen (Controller)";

        /* Class = "UINavigationItem"; title = "Settings"; ObjectID = "ni"; */
        "ni.title" = "Einstellungen";

        /* Class = "UIBarButtonItem"; title = "Edit"; ObjectID = "bbi"; */
        "bbi.title" = "Bearbeiten";

        /* Class = "UILabel"; text = "Hello \"World\""; ObjectID = "lbl"; */
        "lbl.text" = "Hallo \"Welt\"\nzweite Zeile";

        /* Class = "UIButton"; normalTitle = "Save"; ObjectID = "btn"; */
        "btn.normalTitle" = "Sichern";
        "btn.accessibilityLabel" = "Einstellungen sichern";

        /* Class = "UITextField"; placeholder = "Your name"; ObjectID = "tf"; */
        "tf.placeholder" = "Dein Name";

        /* Class = "UISegmentedControl"; seg.segmentTitles[0] = "Day"; ObjectID = "seg"; */
        "seg.segmentTitles[0]" = "Tag";
        /* Class = "UISegmentedControl"; seg.segmentTitles[1] = "Night"; ObjectID = "seg"; */
        "seg.segmentTitles[1]" = "Nacht";

        "attr.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]" = "Gru\U00DF";
        "attr.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[1]" = "Guten Morgen";

        "tvc.title" = "Optionen";
        "tab.title" = "Optionen (Tab)";
        "sec.headerTitle" = "Allgemein";
        "sec.footerTitle" = "Gilt für alle";
        "cell-text.text" = "Ton";
        """#

    /// A new app folder: `Base.lproj/Main.storyboard` and `tables` (`"de"` → text), each
    /// written as `<lang>.lproj/Main.strings` (German in UTF-16 with a byte-order mark, as
    /// older Xcodes wrote tables), and empty `<lang>.lproj` folders for `folders`.
    static func directory(tables: [String: String] = ["de": german], folders: [String] = []) -> String {
        DecodingFixture.reset()
        let directory = DecodingFixture.makeDirectory()
        DecodingFixture.write(storyboard, to: "Base.lproj/Main.storyboard", in: directory)
        for (language, text) in tables {
            let path = directory + "/\(language).lproj/Main.strings"
            try! FileManager.default.createDirectory(atPath: directory + "/\(language).lproj", withIntermediateDirectories: true)
            let data = language == "de" ? text.data(using: .utf16LittleEndian).map { Data([0xFF, 0xFE]) + $0 }! : Data(text.utf8)
            #expect(FileManager.default.createFile(atPath: path, contents: data))
        }
        for folder in folders {
            try! FileManager.default.createDirectory(atPath: directory + "/\(folder).lproj", withIntermediateDirectories: true)
            DecodingFixture.write("\"CFBundleName\" = \"App\";", to: "\(folder).lproj/InfoPlist.strings", in: directory)
        }
        return directory
    }

    /// The initial screen's description for `languages`.
    static func screen(_ directory: String, _ languages: [String]) throws -> String {
        let storyboard = try Storyboard(name: "Main", bundle: ResourceBundle(directory: directory, preferredLocalizations: languages))
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let (window, driver) = DecodingFixture.show(controller)
        defer { _ = window }
        return driver.describeScreen()
    }
}

extension RuntimeSuite {
    /// Base internationalization (UIKit): a storyboard in `Base.lproj` takes the texts
    /// Interface Builder localizes from `<lang>.lproj/<Name>.strings`, keyed by object id and
    /// property, for the bundle's preferred localization.
    @MainActor
    @Suite("Localization: Base internationalization")
    struct BaseLocalizationTests {
        static let english = """
            NavigationBar "Settings" right [Edit]
            View
              Label "Hello \\"World\\""
              Button #save "Save"
              TextField "" placeholder "Your name"
              SegmentedControl ["Day"] | "Night"
              Label "Good morning"
              Label "OK"
            """

        static let german = """
            NavigationBar "Einstellungen" right [Bearbeiten]
            View
              Label "Hallo \\"Welt\\"\\nzweite Zeile"
              Button #save "Sichern"
              TextField "" placeholder "Dein Name"
              SegmentedControl ["Tag"] | "Nacht"
              Label "Guten Morgen"
              Label "OK"
            """

        @Test func germanScreen() throws {
            let directory = LocalizedAppFixture.directory()
            #expect(try LocalizedAppFixture.screen(directory, ["de"]) == Self.german)
            #expect(testEnvironment.diagnostics.warnings.isEmpty)
        }

        @Test func englishScreen() throws {
            let directory = LocalizedAppFixture.directory()
            #expect(try LocalizedAppFixture.screen(directory, ["en"]) == Self.english)
            #expect(testEnvironment.diagnostics.warnings.isEmpty)
        }

        @Test func propertiesTheScreenDoesNotShow() throws {
            let directory = LocalizedAppFixture.directory()
            let storyboard = try Storyboard(name: "Main", bundle: ResourceBundle(directory: directory, preferredLocalizations: ["de"]))
            let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
            let root = try #require(navigation.topViewController)
            #expect(root.title == "Einstellungen (Controller)")
            #expect(root.navigationItem.title == "Einstellungen")
            let views = root.view.allViews()
            let button = try #require(views.first { $0.accessibilityIdentifier == "save" } as? Button)
            #expect(button.accessibilityLabel == "Einstellungen sichern")
            // Runtime attributes: localized strings by their index among the object's own.
            let label = try #require(views.first { $0.tag == 7 } as? Label)
            #expect(label.accessibilityLabel == "Gruß")
            #expect(label.text == "Guten Morgen")

            let table = try #require(try storyboard.instantiateViewController(withIdentifier: "table") as? TableViewController)
            #expect(table.title == "Optionen")
            #expect(table.tabBarItem.title == "Optionen (Tab)")
            let tableView = try #require(table.tableView)
            #expect(tableView.headerTitle(forSection: 0) == "Allgemein")
            #expect(tableView.footerTitle(forSection: 0) == "Gilt für alle")
            #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Ton")
        }

        @Test func staticTableInEnglish() throws {
            let directory = LocalizedAppFixture.directory()
            let storyboard = try Storyboard(name: "Main", bundle: ResourceBundle(directory: directory))
            let table = try #require(try storyboard.instantiateViewController(withIdentifier: "table") as? TableViewController)
            #expect(table.title == "Options")
            #expect(table.tableView?.headerTitle(forSection: 0) == "General")
            #expect(table.tableView?.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Sound")
        }

        // MARK: Which language

        @Test func firstPreferredLanguageTheAppHasWins() throws {
            let directory = LocalizedAppFixture.directory(tables: ["de": LocalizedAppFixture.german, "fr": #""ni.title" = "Réglages";"#])
            // No `ja.lproj`: the next language; `de-AT` falls back to `de`.
            #expect(try LocalizedAppFixture.screen(directory, ["ja", "de", "fr"]) == Self.german)
            #expect(try LocalizedAppFixture.screen(directory, ["de-AT"]) == Self.german)
            #expect(try LocalizedAppFixture.screen(directory, ["fr", "de"]).hasPrefix(#"NavigationBar "Réglages" right [Edit]"#))
            // None of the languages: the base texts.
            #expect(try LocalizedAppFixture.screen(directory, ["ja", "it"]) == Self.english)
            #expect(try LocalizedAppFixture.screen(directory, []) == Self.english)
        }

        @Test func aLanguageTheAppHasWithoutATableShowsTheBaseTexts() throws {
            // `en.lproj` exists (with the app's other tables) but has no `Main.strings`: the app
            // runs in English, the base texts; UIKit does not go on to German.
            let directory = LocalizedAppFixture.directory(folders: ["en"])
            #expect(try LocalizedAppFixture.screen(directory, ["en", "de"]) == Self.english)
            #expect(try LocalizedAppFixture.screen(directory, ["de", "en"]) == Self.german)
        }

        @Test func aStoryboardInALanguageFolderIsNotLocalizedAgain() throws {
            let directory = LocalizedAppFixture.directory()
            DecodingFixture.write(LocalizedAppFixture.storyboard, to: "de.lproj/Main.storyboard", in: directory)
            #expect(try LocalizedAppFixture.screen(directory, ["de"]) == Self.english)
        }

        @Test func malformedTableWarnsAndShowsTheBaseTexts() throws {
            let broken = """
                "ni.title" = "Einstellungen";
                "bbi.title" = "Bearbeiten"
                "lbl.text" = "Hallo";
                """
            let directory = LocalizedAppFixture.directory(tables: ["es": broken])
            #expect(try LocalizedAppFixture.screen(directory, ["es", "de"]) == Self.english)
            let warnings = testEnvironment.diagnostics.warnings
            #expect(warnings.count == 1)
            #expect(warnings.first?.description == """
                \(directory)/es.lproj/Main.strings:3:1: warning: The strings table is malformed (expected ';' after the value, found '"'); the base texts are shown [malformed-strings-table]
                """)
            // Parsed once: opening the storyboard again does not warn again.
            _ = try LocalizedAppFixture.screen(directory, ["es"])
            #expect(testEnvironment.diagnostics.warnings.count == 1)
        }

        @Test func tableBeyondTheSizeLimitIsRefusedBeforeItIsRead() throws {
            // A sparse file one byte over the documents' limit: refused from its size alone (the
            // test would need 2 GiB of memory otherwise), with the limit stated exactly.
            let directory = LocalizedAppFixture.directory(tables: ["es": ""])
            let path = "\(directory)/es.lproj/Main.strings"
            let size = XMLTree.maximumDocumentSize + 1
            #expect(truncate(path, off_t(size)) == 0)
            #expect(try LocalizedAppFixture.screen(directory, ["es"]) == Self.english)
            #expect(testEnvironment.diagnostics.warnings.map(\.description) == [
                "\(path): warning: The strings table cannot be read: the file is too large (\(size) bytes; at most \(size - 1) bytes can be read); the base texts are shown [malformed-strings-table]"
            ])
        }

        @Test func tablesAreParsedOncePerFile() throws {
            let directory = LocalizedAppFixture.directory()
            let bundle = ResourceBundle(directory: directory, preferredLocalizations: ["de"])
            let first = try Storyboard(name: "Main", bundle: bundle)
            // Rewriting the file changes nothing until the cache is emptied.
            DecodingFixture.write(#""ni.title" = "Neu";"#, to: "de.lproj/Main.strings", in: directory)
            let second = try Storyboard(name: "Main", bundle: bundle)
            #expect(first.localizedStrings?["ni.title"] == "Einstellungen")
            #expect(second.localizedStrings == first.localizedStrings)
            // Another app reads the files afresh.
            #expect(try Storyboard(name: "Main", bundle: bundle, environment: RuntimeEnvironment()).localizedStrings?["ni.title"] == "Neu")
        }

        @Test func nibsAreLocalizedToo() throws {
            DecodingFixture.reset()
            let directory = DecodingFixture.makeDirectory()
            DecodingFixture.write("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <label opaque="NO" contentMode="left" text="Welcome" id="welcome">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
                        </label>
                    </objects>
                </document>
                """, to: "Base.lproj/Banner.xib", in: directory)
            DecodingFixture.write(#""welcome.text" = "Willkommen";"#, to: "de.lproj/Banner.strings", in: directory)
            let german = Nib(nibName: "Banner", bundle: ResourceBundle(directory: directory, preferredLocalizations: ["de"]))
            #expect((try german.instantiate(withOwner: nil).first as? Label)?.text == "Willkommen")
            let english = Nib(nibName: "Banner", bundle: ResourceBundle(directory: directory))
            #expect((try english.instantiate(withOwner: nil).first as? Label)?.text == "Welcome")
        }
    }
}
