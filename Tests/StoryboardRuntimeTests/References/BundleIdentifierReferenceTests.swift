import Foundation
@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// A storyboard reference's `bundleIdentifier` (`uikit-semantics.md` §6): the storyboard is
    /// opened in the bundle with that identifier (a framework's, as `UIStoryboard(name:bundle:)`
    /// with `Bundle(identifier:)`), never in the referring storyboard's own bundle by chance; a
    /// bundle the app does not have is a typed error at the reference's line, where UIKit fails
    /// to find the storyboard.
    @MainActor
    @Suite("Storyboard references: bundle identifiers")
    struct BundleIdentifierReferenceTests {
        static func reference(_ id: String, storyboard: String, bundle: String) -> String {
            StoryboardXML.scene(
                "                <viewControllerPlaceholder storyboardName=\"\(storyboard)\" referencedIdentifier=\"Detail\" bundleIdentifier=\"\(bundle)\" id=\"\(id)\" sceneMemberID=\"viewController\"/>",
                id: id)
        }

        /// Nav → A with "Kit" (→ Kit#Detail in com.example.Kit), "Own" (→ Kit#Detail in the
        /// app's own bundle, com.example.App) and "Missing" (→ a bundle no one has).
        static let main = StoryboardXML.document(
            initial: "nav",
            StoryboardXML.navigation("nav", root: "a"),
            StoryboardXML.controller("a", title: "A", subviews: [
                StoryboardXML.button("to-kit", title: "Kit", connections: StoryboardXML.segue("a-kit", to: "ref-kit", kind: "show")),
                StoryboardXML.button("to-own", title: "Own", connections: StoryboardXML.segue("a-own", to: "ref-own", kind: "show")),
                StoryboardXML.button("to-missing", title: "Missing", connections: StoryboardXML.segue("a-missing", to: "ref-missing", kind: "show")),
            ].joined(separator: "\n")),
            reference("ref-kit", storyboard: "Kit", bundle: "com.example.Kit"),
            reference("ref-own", storyboard: "Kit", bundle: "com.example.App"),
            reference("ref-missing", storyboard: "Kit", bundle: "com.example.Nowhere"))

        static func kit(title: String) -> String {
            StoryboardXML.document(StoryboardXML.controller("detail", title: title, identifier: "Detail"))
        }

        /// The app's bundle (com.example.App) has its own Kit.storyboard ("App's Detail"); the
        /// framework's bundle (com.example.Kit) has another ("Kit's Detail").
        func launch() throws -> Fixture {
            let fixture = try Fixture(["Main": Self.main, "Kit": Self.kit(title: "App's Detail")])
            let framework = (fixture.directory as NSString).appendingPathComponent("Kit.framework")
            try FileManager.default.createDirectory(atPath: framework, withIntermediateDirectories: true)
            try Self.kit(title: "Kit's Detail").write(toFile: framework + "/Kit.storyboard", atomically: true, encoding: .utf8)
            var kit = ResourceBundle(directory: framework)
            kit.bundleIdentifier = "com.example.Kit"
            var app = fixture.bundle
            app.bundleIdentifier = "com.example.App"
            app.addBundle(kit)
            try Application.launch(delegate: fixture.delegate, bundle: app, mainStoryboard: "Main")
            LifecycleLog.entries = []
            return fixture
        }

        @Test func aReferenceOpensTheStoryboardOfTheBundleItNames() throws {
            let fixture = try launch()
            try fixture.driver().tap("Kit")
            let detail = try #require(fixture.driver().visibleController)
            #expect(detail.title == "Kit's Detail")
            #expect(detail.storyboard?.bundle.bundleIdentifier == "com.example.Kit")
            #expect(detail.storyboard?.path.hasSuffix("/Kit.framework/Kit.storyboard") == true)
        }

        /// A reference naming the app's own bundle looks there.
        @Test func aReferenceNamingTheOwnBundle() throws {
            let fixture = try launch()
            try fixture.driver().tap("Own")
            #expect(fixture.driver().visibleController?.title == "App's Detail")
        }

        @Test func aBundleTheAppDoesNotHaveIsAnErrorAtTheReference() throws {
            let fixture = try launch()
            #expect {
                try fixture.driver().tap("Missing")
            } throws: { error in
                (error as? RuntimeError)?.description == (try? "\(fixture.position(of: #"id="ref-missing""#)): error: Could not find a storyboard named 'Kit' in bundle with identifier 'com.example.Nowhere': the app has no such bundle (scene ref-missing-scene, object ref-missing) [runtime]")
            }
        }

        /// In an app folder, the bundle identifiers are the targets': an app target's
        /// `PRODUCT_BUNDLE_IDENTIFIER` (with `$(PRODUCT_NAME:rfc1034identifier)` expanded), and
        /// a framework target's; a reference to the framework's identifier finds the framework
        /// target's storyboard even though the app target has one of the same name.
        @Test func appFolderTargetsAreBundles() throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-ids-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: root) }
            let project = """
                // !$*UTF8*$!
                {
                \tarchiveVersion = 1;
                \tobjects = {
                \t\tP0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };
                \t\tG0 = {isa = PBXGroup; children = (G1, G2, ); sourceTree = "<group>"; };
                \t\tG1 = {isa = PBXGroup; children = (F1, F3, ); path = "My App"; sourceTree = "<group>"; };
                \t\tG2 = {isa = PBXGroup; children = (F2, ); path = Kit; sourceTree = "<group>"; };
                \t\tF1 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
                \t\tF3 = {isa = PBXFileReference; path = Shared.storyboard; sourceTree = "<group>"; };
                \t\tF2 = {isa = PBXFileReference; path = Shared.storyboard; sourceTree = "<group>"; };
                \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
                \t\tB3 = {isa = PBXBuildFile; fileRef = F3; };
                \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
                \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B1, B3, ); };
                \t\tR2 = {isa = PBXResourcesBuildPhase; files = (B2, ); };
                \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (R1, ); name = "My App"; productType = "com.apple.product-type.application"; };
                \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (R2, ); name = Kit; productType = "com.apple.product-type.framework"; };
                \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
                \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "My App/Info.plist"; PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(PRODUCT_NAME:rfc1034identifier)"; }; name = Debug; };
                \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.Kit; }; name = Debug; };
                \t};
                \trootObject = P0;
                }
                """
            let plist = """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string><key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string></dict></plist>
                """
            let main = StoryboardXML.document(
                initial: "ref",
                StoryboardXML.scene(
                    "                <viewControllerPlaceholder storyboardName=\"Shared\" referencedIdentifier=\"Detail\" bundleIdentifier=\"com.example.Kit\" id=\"ref\" sceneMemberID=\"viewController\"/>",
                    id: "ref"))
            let files = [
                "App.xcodeproj/project.pbxproj": project, "My App/Info.plist": plist, "My App/Main.storyboard": main,
                "My App/Shared.storyboard": Self.kit(title: "App's Detail"), "Kit/Shared.storyboard": Self.kit(title: "Kit's Detail"),
            ]
            for (name, text) in files {
                let path = root + "/" + name
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            }
            let folder = try AppFolder(directory: root)
            let plan = try folder.launchPlan(targetName: nil, storyboard: nil)
            #expect(plan.target?.bundleIdentifier == "com.example.My-App")
            #expect(plan.bundle.bundleIdentifier == "com.example.My-App")
            #expect(plan.bundle.bundle(withIdentifier: "com.example.Kit")?.bundle(withIdentifier: "com.example.My-App") != nil)
            let application = try Application.launch(delegate: StoryboardAppDelegate(), bundle: plan.bundle, mainStoryboard: plan.mainStoryboardName)
            let driver = try Driver(application: application)
            #expect(driver.visibleController?.title == "Kit's Detail")
        }
    }
}
