import Foundation
import Testing

/// What a new user meets in the first ten minutes (issue 13, item 7): messages that point at
/// the real cause, the interactive session, the version.
@Suite("storyboard: the first ten minutes")
struct FirstTenMinutesTests {
    let tool: StoryboardExecutable

    init() throws { tool = try StoryboardExecutable() }

    static let colorboard = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Colorboard").path

    @Test func versionIsPrinted() throws {
        let outcome = try tool.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "OpenStoryboard 0.1.0\n")
    }

    @Test func parseCountsOneFileInTheSingular() throws {
        let folder = try ScratchFolder(["App/Main.storyboard": navigationStoryboard(root: "a")])
        let outcome = try tool.run(["parse", folder.path("App/Main.storyboard")])
        #expect(outcome.output.hasPrefix("parsed 1 file ("))
    }

    @Test func infoOnAFolderWithoutInterfaceBuilderFilesSaysSo() throws {
        let folder = try ScratchFolder(["notes.txt": "nothing here"])
        let outcome = try tool.run(["info", folder.url.path])
        #expect(outcome.status == 1)
        #expect(outcome.errors == "error: no .storyboard or .xib file in \(folder.url.path) (folders are searched recursively)\n")
    }

    @Test func anUnknownDelegateBlamesTheFlag() throws {
        let outcome = try tool.run(["run", Self.colorboard, "--delegate", "Nope", "--script", "quit"])
        #expect(outcome.status == 1)
        #expect(outcome.errors == "error: --delegate: no class Nope is built into the tool (built-in modules: Colorboard, Entries, LinkedTabs)\n")
    }

    static let builtInClasses = """
          Colorboard: ColorViewController, PaletteViewController
          Entries: EntriesAppDelegate, EntriesViewController, EntryDetailsContentView, EntryDetailsViewController, EntryMoreDetailsViewController, SettingsViewController
          LinkedTabs: AccountViewController, ColorPickerViewController, ComposeViewController, CounterViewController, FavoriteColorViewController, InboxViewController, LinkedTabsAppDelegate, ProfileEditorViewController, TallyViewController
          UIKit, played by the runtime: RBStoryboardLink (StoryboardLink), UIActivityIndicatorView (ActivityIndicatorView), UIBarButtonItem (BarButtonItem), UIButton (Button), UICollectionReusableView (CollectionReusableView), UICollectionView (CollectionView), UICollectionViewCell (CollectionViewCell), UICollectionViewController (CollectionViewController), UIControl (Control), UIDatePicker (DatePicker), UIImageView (ImageView), UILabel (Label), UINavigationController (NavigationController), UINavigationItem (NavigationItem), UIPageControl (PageControl), UIPageViewController (PageViewController), UIPickerView (PickerView), UIProgressView (ProgressView), UIRefreshControl (RefreshControl), UIScrollView (ScrollView), UISearchBar (SearchBar), UISegmentedControl (SegmentedControl), UISlider (Slider), UISplitViewController (SplitViewController), UIStackView (StackView), UIStepper (Stepper), UISwitch (Switch), UITabBarController (TabBarController), UITabBarItem (TabBarItem), UITableView (TableView), UITableViewCell (TableViewCell), UITableViewController (TableViewController), UITextField (TextField), UITextView (TextView), UIToolbar (Toolbar), UIView (View), UIViewController (ViewController)
        """

    @Test func anUnknownClassMappingListsTheBuiltInClasses() throws {
        let outcome = try tool.run(["run", Self.colorboard, "--class", "A=Nope", "--script", "quit"])
        #expect(outcome.status == 1)
        #expect(outcome.errors == "error: --class: no class Nope is built into the tool, whose classes are:\n\(Self.builtInClasses)\n")
    }

    @Test func classListListsTheBuiltInClasses() throws {
        let outcome = try tool.run(["run", "--class", "list"])
        #expect(outcome.status == 0)
        #expect(outcome.errors == "")
        #expect(outcome.output == "The classes built into the tool:\n\(Self.builtInClasses)\n")
    }

    /// A UIKit name plays the class a document names, as the runtime's counterpart does: the
    /// class is then known, and no warning says it is missing.
    @Test func aClassMappingMayNameAUIKitClass() throws {
        let storyboard = navigationStoryboard(root: "a").replacingOccurrences(
            of: #"<viewController title="A" id="a""#, with: #"<viewController title="A" id="a" customClass="Anything""#)
        let folder = try ScratchFolder(["App/Main.storyboard": storyboard])
        let unmapped = try tool.run(["run", folder.path("App"), "--script", "quit"])
        #expect(unmapped.errors.contains("warning: Unknown class Anything in Interface Builder file; using ViewController [unknown-class]"))
        let mapped = try tool.run(["run", folder.path("App"), "--class", "Anything=UIViewController", "--script", "quit"])
        #expect(mapped.status == 0)
        #expect(mapped.errors == "")
    }

    @Test func theInteractiveSessionSaysHelpExistsAndTypesUnquotedText() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let outcome = try tool.run(
            ["run", Self.colorboard, "--state", state, "--no-restore"], input: "tap Blue\ntype Sea Green\nquit\n")
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Type help for the commands, quit to end."))
        #expect(lines.contains("  TextField #colorName \"Sea Green\" placeholder \"color name\""))
        let again = try tool.run(["run", Self.colorboard, "--state", state], input: "quit\n")
        #expect(again.output.hasPrefix("Restored the state saved in \(state) (--no-restore starts fresh).\n"))
    }

    @Test func aFailedStepComesInOrderWithTheTranscriptOnOnePipe() throws {
        let folder = try ScratchFolder(["App/Main.storyboard": navigationStoryboard(root: "a")])
        let outcome = try tool.run(["run", folder.path("App"), "--script", "screen; tap Nowhere"], mergingErrors: true)
        #expect(outcome.status == 1)
        let echo = try #require(outcome.output.range(of: "> tap Nowhere\n"))
        let error = try #require(outcome.output.range(of: "error: \"Nowhere\" is not on screen"))
        #expect(echo.upperBound <= error.lowerBound)
    }

    @Test func watchAndMacStoryboardsSayRunDoesNotSupportThem() throws {
        let watch = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="20037" targetRuntime="watchKit" initialViewController="c">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <controller id="c" customClass="Hello" customModule="Watch"/>
                            <notificationController id="n" customClass="Note" customModule="Watch"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let folder = try ScratchFolder(["Watch/Interface.storyboard": watch])
        let run = try tool.run(["run", folder.path("Watch/Interface.storyboard"), "--script", "quit"])
        #expect(run.status == 1)
        #expect(run.errors == "error: \(folder.path("Watch/Interface.storyboard")) is a watchOS storyboard: `run` supports iOS storyboards only for now (`info`, `parse`, `lint`, `graph` and `render` read it)\n")
        let info = try tool.run(["info", folder.path("Watch/Interface.storyboard")])
        #expect(info.output.contains("Watch.Hello [WKInterfaceController] id c"))
        #expect(info.output.contains("Watch.Note [WKUserNotificationInterfaceController] id n"))
    }

    @Test func aXibRunsByItselfShowingItsFirstView() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="100"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Hello from a xib" id="l1"/>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let folder = try ScratchFolder(["Views/Cell.xib": xib])
        let outcome = try tool.run(["run", folder.path("Views/Cell.xib"), "--script", "quit"])
        #expect(outcome.status == 0)
        #expect(outcome.errors == "")
        #expect(outcome.output == "View\n  Label \"Hello from a xib\"\n> quit\n")
    }
}
