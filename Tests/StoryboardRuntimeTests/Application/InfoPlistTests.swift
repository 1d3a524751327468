import Entries
import Foundation
@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// `Info.plist`: how `storyboard run` learns the main storyboard and the application
    /// delegate of an app folder.
    @MainActor
    @Suite("Info.plist")
    struct InfoPlistTests {
        static func plist(_ body: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>
            """
        }

        @Test("the Entries example names its delegate and no main storyboard; the delegate is made through ClassRegistry")
        func entriesExample() throws {
            DecodingFixture.reset()
            let directory = EntriesWalkthroughTests.exampleDirectory
            let info = try #require(try InfoPlist(directory: directory))
            #expect(info.mainStoryboardFile == nil)
            #expect(info.applicationDelegateClassName == "Entries.EntriesAppDelegate")
            #expect(info.path == directory + "/Info.plist")
            #expect(try info.makeApplicationDelegate(registry: testEnvironment.classes) is EntriesAppDelegate)
        }

        @Test("UIMainStoryboardFile, else the scene manifest's storyboard; $(PRODUCT_MODULE_NAME) and bare names")
        func keys() throws {
            DecodingFixture.reset()
            let directory = DecodingFixture.makeDirectory()
            #expect(try InfoPlist(directory: directory) == nil)
            DecodingFixture.write(Self.plist("""
                <key>UIApplicationSceneManifest</key>
                <dict>
                    <key>UISceneConfigurations</key>
                    <dict>
                        <key>UIWindowSceneSessionRoleApplication</key>
                        <array>
                            <dict>
                                <key>UISceneStoryboardFile</key>
                                <string>Main</string>
                            </dict>
                        </array>
                    </dict>
                </dict>
                <key>OpenStoryboardApplicationDelegate</key>
                <string>$(PRODUCT_MODULE_NAME).EntriesAppDelegate</string>
                """), to: "App-Info.plist", in: directory)
            let info = try #require(try InfoPlist(directory: directory))
            #expect(info.mainStoryboardFile == "Main")
            #expect(info.path == directory + "/App-Info.plist")
            // A bare name is searched in the declared modules, as a storyboard's custom class.
            #expect(throws: RuntimeError.self) { try info.makeApplicationDelegate(registry: testEnvironment.classes) }
            testEnvironment.classes.modules = ["Entries"]
            #expect(try info.makeApplicationDelegate(registry: testEnvironment.classes) is EntriesAppDelegate)

            DecodingFixture.write(Self.plist("""
                <key>UIMainStoryboardFile</key>
                <string>Launch</string>
                """), to: "Info.plist", in: directory)
            #expect(try InfoPlist(directory: directory) == InfoPlist(mainStoryboardFile: "Launch", path: directory + "/Info.plist"))
        }

        @Test("a delegate class that is missing or not a delegate: typed errors naming Info.plist")
        func badDelegates() throws {
            DecodingFixture.reset()
            let missing = InfoPlist(applicationDelegateClassName: "NoSuchDelegate", path: "/app/Info.plist")
            let error = try #require(throws: RuntimeError.self) { try missing.makeApplicationDelegate(registry: testEnvironment.classes) }
            #expect(error == RuntimeError(
                .unknownApplicationDelegateClass(key: "OpenStoryboardApplicationDelegate", name: "NoSuchDelegate"),
                file: "/app/Info.plist"))
            let notDelegate = InfoPlist(applicationDelegateClassName: "UIViewController", path: "/app/Info.plist")
            let other = try #require(throws: RuntimeError.self) { try notDelegate.makeApplicationDelegate(registry: testEnvironment.classes) }
            #expect(other.kind == .applicationDelegateNotAdopting(key: "OpenStoryboardApplicationDelegate", name: "UIViewController"))
            #expect(other.message == "OpenStoryboardApplicationDelegate names UIViewController, which does not adopt ApplicationDelegate")
        }
    }
}
