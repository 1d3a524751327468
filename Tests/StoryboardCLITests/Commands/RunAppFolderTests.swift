import Foundation
import StoryboardTestSupport
import Testing

/// `storyboard run` on real app folders (`../shared/projects`), as a new user runs it: the
/// target and main storyboard found from the project and Info.plist, scenes opened directly,
/// and segues followed in prototype mode (the apps' classes are not in the tool).
@Suite("storyboard run: app folders")
struct RunAppFolderTests {
    let tool: StoryboardExecutable

    init() throws { tool = try StoryboardExecutable() }

    /// `../shared/projects/NAME` (fails when the projects are missing; the tests that use it
    /// run only where the shared data is, or under CI).
    static func project(_ name: String) throws -> String {
        let root = SharedData.path("projects/\(name)")
        try #require(FileManager.default.fileExists(atPath: root), "the shared projects are missing at \(root)")
        return root
    }

    @Test(.requiresSharedData) func habiticaRunsItsInfoPlistsMainStoryboardFromItsFolder() throws {
        let outcome = try tool.run(["run", try Self.project("HabitRPG__habitica-ios"), "--script", "screen"])
        #expect(outcome.status == 0)
        #expect(outcome.errors.contains("HabitRPG/Storyboards/Base.lproj/Intro.storyboard:13:17: warning: Unknown class Habitica.LoadingViewController in Interface Builder file; using ViewController [unknown-class]"))
        #expect(!outcome.errors.contains("error:"))
    }

    @Test(.requiresSharedData) func habiticaFollowsThreeSeguesInPrototypeMode() throws {
        let outcome = try tool.run([
            "run", try Self.project("HabitRPG__habitica-ios"), "--scene", "InboxViewController",
            "--script", "row 0; bar Profile; back; back; row 0",
        ])
        #expect(outcome.status == 0)
        #expect(!outcome.errors.contains("error:"))
        let screens = outcome.output.components(separatedBy: "\n> ")
        try #require(screens.count == 6)
        #expect(screens[0].hasPrefix("NavigationBar left [Compose] \"Messages\" right [Done]\n"))
        #expect(screens[1].hasPrefix("row 0\nNavigationBar < \"Messages\" right [Done] [Profile]\n"))
        #expect(screens[2].hasPrefix("bar Profile\nNavigationBar < \"Back\" right [Compose] [image:MoreInteractionsIcon]\n"))
        #expect(screens[5].hasPrefix("row 0\nNavigationBar < \"Messages\" right [Done] [Profile]\n"))
    }

    @Test(.requiresSharedData) func loopAsksForATargetBecauseTwoAppsHaveAMainStoryboard() throws {
        let folder = try Self.project("LoopKit__Loop")
        let outcome = try tool.run(["run", folder, "--script", "quit"])
        #expect(outcome.status == 1)
        #expect(outcome.errors == "error: \(folder) has several app targets with a main storyboard (Learn, Loop): choose one with --target\n")
    }

    @Test(.requiresSharedData) func loopsTwoMainStoryboardsAreToldApartByTarget() throws {
        let folder = try Self.project("LoopKit__Loop")
        let learn = try tool.run(["run", folder, "--target", "Learn", "--script", "quit"])
        #expect(learn.status == 0)
        #expect(learn.errors.contains("Learn/Base.lproj/Main.storyboard:14:17: warning: Unknown class Learn.LessonsViewController"))
        #expect(learn.output.hasPrefix("NavigationBar large \"Learn\"\n"))  // the bar has largeTitles="YES"
        let loop = try tool.run(["run", folder, "--target", "Loop", "--script", "quit"])
        #expect(loop.status == 0)
        #expect(loop.errors.contains("Loop/Base.lproj/Main.storyboard:673:17: warning: Unknown class Loop.RootNavigationController"))
    }

    @Test(.requiresSharedData) func loopFollowsThreeSeguesInPrototypeMode() throws {
        let outcome = try tool.run([
            "run", try Self.project("LoopKit__Loop"), "--target", "Learn",
            "--script", "row 0; segue LessonResultsViewController; back; back; row 0",
        ])
        #expect(outcome.status == 0)
        #expect(!outcome.errors.contains("error:"))
        let screens = outcome.output.components(separatedBy: "\n> ")
        try #require(screens.count == 6)
        #expect(screens[0] == "NavigationBar large \"Learn\"\nTableView background white(1.000)\n  Cell \"\" detail \"\"")
        #expect(screens[1].hasPrefix("row 0\nNavigationBar < \"Learn\"\n"))
        #expect(screens[2].hasPrefix("segue LessonResultsViewController\nNavigationBar < \"Back\"\n"))
        #expect(screens[5].hasPrefix("row 0\nNavigationBar < \"Learn\"\n"))
    }

    @Test(.requiresSharedData) func netNewsWireRunsItsIOSTargetAndSaysTheMacTargetIsNotSupported() throws {
        let folder = try Self.project("Ranchero-Software__NetNewsWire")
        let iOS = try tool.run(["run", folder, "--script", "quit"])
        #expect(iOS.status == 0)
        #expect(iOS.errors.contains("iOS/Base.lproj/Main.storyboard:172:17: warning: Unknown class NetNewsWire.RootSplitViewController"))
        let mac = try tool.run(["run", folder, "--target", "NetNewsWire", "--script", "quit"])
        #expect(mac.status == 1)
        #expect(mac.errors == "error: \(folder)/Mac/Base.lproj/Main.storyboard is a macOS storyboard: `run` supports iOS storyboards only for now (`info`, `parse`, `lint`, `graph` and `render` read it)\n")
    }

    /// NetNewsWire's iOS storyboards hold relationship segues only (its code pushes the rest):
    /// its root is a three-column split view (iOS 14's column style), whose three relationship
    /// segues are followed here. On an iPhone, with the app's split view class missing, UIKit
    /// collapses it into one stack with the secondary on top; back goes to the supplementary,
    /// then to the primary. On an iPad in landscape (`preferredDisplayMode="beside"`), the
    /// supplementary column shows beside the secondary.
    @Test(.requiresSharedData) func netNewsWireFollowsItsSplitViewsThreeRelationshipSegues() throws {
        let folder = try Self.project("Ranchero-Software__NetNewsWire")
        let phone = try tool.run(["run", folder, "--target", "NetNewsWire-iOS", "--script", "back; back"])
        #expect(phone.status == 0)
        let screens = phone.output.components(separatedBy: "\n> ")
        try #require(screens.count == 3)
        #expect(screens[0] == """
            NavigationBar < "Timeline" "Detail" right [Next Article] [Previous Article]
            View background system(systemBackgroundColor)
            """)
        #expect(screens[1] == """
            back
            NavigationBar < "Feeds" "Timeline"
            View background system(systemBackgroundColor)
              CollectionView
            """)
        #expect(screens[2].hasPrefix("back\nNavigationBar \"Feeds\" right [image:line.3.horizontal.decrease]\nCollectionView"))
        let pad = try tool.run(["run", folder, "--target", "NetNewsWire-iOS", "--device", "ipad12_9rounded", "--orientation", "landscape", "--script", "quit"])
        #expect(pad.status == 0)
        #expect(pad.output == """
            Column supplementary
            NavigationBar "Timeline"
            View background system(systemBackgroundColor)
              CollectionView
            Column secondary
            NavigationBar "Detail" right [Next Article] [Previous Article]
            View background system(systemBackgroundColor)
            > quit

            """)
    }

    @Test(.requiresSharedData) func netNewsWireOpensASceneOfAnotherFolderInsideItsNavigationController() throws {
        let outcome = try tool.run([
            "run", try Self.project("Ranchero-Software__NetNewsWire"), "--scene", "AddFeedViewController", "--script", "quit",
        ])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("NavigationBar"))
        #expect(outcome.errors.contains("iOS/Add/Add.storyboard"))
    }

    @Test(.requiresSharedData) func listNamesTargetsStoryboardsAndHowEachSceneLaunches() throws {
        let folder = try Self.project("LoopKit__Loop")
        let outcome = try tool.run(["run", "--list", folder])
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.prefix(4) == [
            "\(folder): 5 storyboards, 4 xibs, 458 strings tables, 12 asset catalogs, 0 Xcode projects",
            "target Learn: main storyboard Main, Learn/Info.plist",
            "target Loop: main storyboard Main, Loop/Info.plist",
            "Learn/Base.lproj/Main.storyboard (iOS)",
        ])
        #expect(lines.contains("  hKP-kb-3pD Learn.LessonsViewController: --scene hKP-kb-3pD, in navigation controller zNl-BS-2Cq"))
    }

    @Test func aMissingDirectoryIsNoSuchDirectory() throws {
        let outcome = try tool.run(["run", "/no/such/folder", "--script", "quit"])
        #expect(outcome.status == 1)
        #expect(outcome.errors == "error: no such directory: /no/such/folder\n")
    }

    @Test func aStoryboardFileRunsByItself() throws {
        let folder = try ScratchFolder(["App/Base.lproj/First.storyboard": navigationStoryboard(root: "a")])
        let outcome = try tool.run(["run", folder.path("App/Base.lproj/First.storyboard"), "--script", "quit"])
        #expect(outcome.status == 0)
        #expect(outcome.errors == "")
        #expect(outcome.output.hasPrefix("NavigationBar"))
    }

    @Test func aSceneThatIsANavigationRootLaunchesInsideIt() throws {
        let folder = try ScratchFolder(["App/Main.storyboard": navigationStoryboard(root: "a")])
        let outcome = try tool.run(["run", folder.path("App"), "--scene", "a", "--script", "quit"])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("NavigationBar"))
        let unknown = try tool.run(["run", folder.path("App"), "--scene", "nope", "--script", "quit"])
        #expect(unknown.status == 1)
        #expect(unknown.errors == "\(folder.path("App/Main.storyboard")): error: no scene 'nope' (a storyboard identifier, view controller id or scene id) in the storyboard [runtime]\n")
    }

    @Test func aFailedScriptStepPrintsOneErrorAndExitsNonZero() throws {
        let folder = try ScratchFolder(["App/Main.storyboard": navigationStoryboard(root: "a")])
        let outcome = try tool.run(["run", folder.path("App"), "--script", "tap Nowhere; screen"])
        #expect(outcome.status == 1)
        #expect(outcome.errors.hasPrefix("error: "))
        #expect(!outcome.errors.contains("error: error"))
        #expect(outcome.errors.components(separatedBy: "error:").count == 2)
    }

    @Test func withoutAnInfoPlistTheOneStoryboardWithAnEntryPointLaunches() throws {
        let withoutEntry = navigationStoryboard(root: "a").replacingOccurrences(of: " initialViewController=\"nav\"", with: "")
        let folder = try ScratchFolder([
            "App/Screens/Base.lproj/First.storyboard": navigationStoryboard(root: "a"),
            "App/Other/Second.storyboard": withoutEntry,
        ])
        let outcome = try tool.run(["run", folder.path("App"), "--script", "quit"])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("NavigationBar"))
        let two = try ScratchFolder([
            "App/First.storyboard": navigationStoryboard(root: "a"),
            "App/Sub/Second.storyboard": navigationStoryboard(root: "a"),
        ])
        let ambiguous = try tool.run(["run", two.path("App"), "--script", "quit"])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.errors == "error: \(two.path("App")) names no main storyboard and several storyboards have an entry point (First, Second): choose one with --storyboard\n")
    }
}
