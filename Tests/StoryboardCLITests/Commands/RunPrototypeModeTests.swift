import Foundation
import StoryboardTestSupport
import Testing

/// `storyboard run` in prototype mode on the built tool (issue 13, item 3): real screens whose
/// classes the tool lacks still show what they were designed with and can be worked, and a
/// missing class is one warning naming its instances.
@Suite("storyboard run: prototype mode")
struct RunPrototypeModeTests {
    let tool: StoryboardExecutable

    init() throws { tool = try StoryboardExecutable() }

    /// DuckDuckGo's main screen: a toolbar in a `MainViewController` the tool lacks. `tap Fire`
    /// finds the Fire item by its accessibility identifier (a runtime attribute), and its
    /// action, whose target is the missing class, does nothing with a notice.
    @Test(.requiresSharedData) func duckDuckGosFireButtonIsTapped() throws {
        let folder = SharedData.path("corpus/duckduckgo__iOS")
        try #require(FileManager.default.fileExists(atPath: folder), "the corpus is missing at \(folder)")
        let outcome = try tool.run(["run", folder, "--storyboard", "Main", "--script", "tap Fire"])
        #expect(outcome.status == 0)
        let main = "\(folder)/DuckDuckGo/Base.lproj/Main.storyboard"
        #expect(outcome.errors.contains(
            "\(main):103:45: note: the action onFirePressed does nothing: its target is a MainViewController, which the app lacks [prototype]\n"))
        #expect(!outcome.errors.contains("error:"))
        let toolbar = "  Toolbar [Browse Back disabled] [] [Browse Forward disabled] [] [Close all tabs and clear data] [] [Tab Switcher] [] [Bookmarks]\n"
        #expect(outcome.output.components(separatedBy: toolbar).count == 3)
        #expect(outcome.output.contains("\n> tap Fire\n"))
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="nav-scene">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                            <connections>
                                <segue destination="lists" kind="relationship" relationship="rootViewController" id="root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="lists-scene">
                    <objects>
                        <viewController id="lists" customClass="ListsViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lists-view">
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                                        <prototypes>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="Row" id="row">
                                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="row" id="row-content">
                                                    <subviews>
                                                        <label opaque="NO" contentMode="left" text="A row" customClass="BadgeLabel" customModule="App" id="row-label"/>
                                                    </subviews>
                                                </tableViewCellContentView>
                                                <connections>
                                                    <segue destination="detail" kind="show" id="to-detail"/>
                                                </connections>
                                            </tableViewCell>
                                        </prototypes>
                                        <connections>
                                            <outlet property="dataSource" destination="lists" id="ds"/>
                                        </connections>
                                    </tableView>
                                    <label opaque="NO" contentMode="left" text="Footer" customClass="BadgeLabel" customModule="App" id="footer"/>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Lists" id="lists-item"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="detail-scene">
                    <objects>
                        <viewController id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detail-view">
                                <subviews>
                                    <label opaque="NO" contentMode="left" text="Detail" customClass="BadgeLabel" customModule="App" id="detail-label"/>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Detail" id="detail-item"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A prototype table in a plain controller of a missing class shows its prototype and its
    /// segue is followed; `BadgeLabel`, used three times, is one warning naming the other two.
    @Test func aPlainControllersPrototypeRowIsFollowedAndAMissingClassIsWarnedOnce() throws {
        let folder = try ScratchFolder(["App/Main.storyboard": Self.storyboard])
        let outcome = try tool.run(["run", folder.path("App"), "--script", "row 0; back; row 0"])
        #expect(outcome.status == 0)
        #expect(outcome.output == """
            NavigationBar "Lists"
            View
              TableView
                Cell
                  Label "A row"
              Label "Footer"
            > row 0
            NavigationBar < "Lists" "Detail"
            View
              Label "Detail"
            > back
            NavigationBar "Lists"
            View
              TableView
                Cell
                  Label "A row"
              Label "Footer"
            > row 0
            NavigationBar < "Lists" "Detail"
            View
              Label "Detail"

            """)
        let path = folder.path("App/Main.storyboard")
        let warnings = outcome.errors.split(separator: "\n").filter { $0.contains("[unknown-class]") }
        #expect(warnings == [
            "\(path):16:17: warning: Unknown class App.ListsViewController in Interface Builder file; using ViewController [unknown-class]",
            "\(path):36:29: warning: Unknown class App.BadgeLabel in Interface Builder file; using Label (also at \(path):24:49, \(path):48:29) [unknown-class]",
        ])
    }
}
