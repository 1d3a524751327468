@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// Prototype mode for lists outside a table view controller (issue 13, item 3): a table or
    /// collection view in a plain view controller whose class the app lacks, and a missing
    /// collection view controller, show each prototype cell once with its designed contents,
    /// so that the segues of their cells can be followed. UIKit with the app's code shows what
    /// the code supplies; without it (a class it cannot find) the lists would be empty.
    @MainActor
    @Suite("Prototype mode: tables and collections anywhere")
    struct PrototypeListsTests {
        static func cell(_ identifier: String, text: String, segueTo destination: String? = nil) -> String {
            """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="\(identifier)" id="cell-\(identifier)">
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell-\(identifier)" id="content-\(identifier)">
                    <subviews>
                        <label opaque="NO" contentMode="left" text="\(text)" id="label-\(identifier)"/>
                    </subviews>
                </tableViewCellContentView>
                \(destination.map { "<connections><segue destination=\"\($0)\" kind=\"show\" id=\"seg-\(identifier)\"/></connections>" } ?? "")
            </tableViewCell>
            """
        }

        static func item(_ identifier: String, text: String, segueTo destination: String? = nil) -> String {
            """
            <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="\(identifier)" id="item-\(identifier)">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <collectionViewCellContentView key="contentView" opaque="NO" contentMode="center" id="item-content-\(identifier)">
                    <subviews>
                        <label opaque="NO" contentMode="left" text="\(text)" id="item-label-\(identifier)"/>
                    </subviews>
                </collectionViewCellContentView>
                \(destination.map { "<connections><segue destination=\"\($0)\" kind=\"show\" id=\"seg-\(identifier)\"/></connections>" } ?? "")
            </collectionViewCell>
            """
        }

        static func storyboard(root: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
                <scenes>
                    <scene sceneID="s-nav">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                                <connections>
                                    <segue destination="root" kind="relationship" relationship="rootViewController" id="r"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s-root">
                        <objects>
                            \(root)
                        </objects>
                    </scene>
                    <scene sceneID="s-detail">
                        <objects>
                            <viewController id="detail" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="dv">
                                    <subviews>
                                        <label opaque="NO" contentMode="left" text="Detail" id="dl"/>
                                    </subviews>
                                </view>
                                <navigationItem key="navigationItem" title="Detail" id="detail-item"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }

        /// A plain view controller of a class the app lacks, holding a prototype table whose
        /// data source is the controller (`dataSource` outlet) and a collection view with none.
        static func plainController(customClass: String = #"customClass="ListsViewController" customModule="App""#) -> String {
            storyboard(root: """
                <viewController id="root" \(customClass) sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="rv">
                        <subviews>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                                <prototypes>
                                    \(cell("Plain", text: "Plain row", segueTo: "detail"))
                                    \(cell("Fancy", text: "Fancy row"))
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="root" id="ds"/>
                                    <outlet property="delegate" destination="root" id="dg"/>
                                </connections>
                            </tableView>
                            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                                    <size key="itemSize" width="100" height="100"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    \(item("Tile", text: "Tile item", segueTo: "detail"))
                                    \(item("Badge", text: "Badge item"))
                                </cells>
                            </collectionView>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="Lists" id="root-item"/>
                </viewController>
                """)
        }

        @Test func aPlainControllersPrototypeTableAndCollectionShowEachPrototypeOnce() throws {
            let fixture = try Fixture(main: Self.plainController())
            try fixture.launch()
            #expect(fixture.driver().describeScreen() == """
                NavigationBar "Lists"
                View
                  TableView
                    Cell
                      Label "Plain row"
                    Cell
                      Label "Fancy row"
                  CollectionView
                    Item
                      Label "Tile item"
                    Item
                      Label "Badge item"
                """)
        }

        @Test func theSegueOfAPrototypeRowInAPlainControllerIsFollowed() throws {
            let fixture = try Fixture(main: Self.plainController())
            try fixture.launch()
            let driver = fixture.driver()
            try driver.selectRow(row: 0)
            #expect(driver.describeScreen() == """
                NavigationBar < "Lists" "Detail"
                View
                  Label "Detail"
                """)
        }

        @Test func theSegueOfAPrototypeItemIsFollowed() throws {
            let fixture = try Fixture(main: Self.plainController())
            try fixture.launch()
            let driver = fixture.driver()
            try driver.selectItem(item: 0)
            #expect(driver.visibleController?.navigationItem.title == "Detail")
        }

        /// A controller with no custom class is UIKit's own: nothing supplies rows, and UIKit
        /// shows empty lists; prototype mode is only for code the app lacks.
        @Test func aPlainUIKitControllersListsStayEmpty() throws {
            let fixture = try Fixture(main: Self.plainController(customClass: ""))
            try fixture.launch()
            #expect(fixture.driver().describeScreen() == """
                NavigationBar "Lists"
                View
                  TableView
                  CollectionView
                """)
        }

        @Test func aMissingCollectionViewControllerShowsItsPrototypesAndFollowsTheirSegues() throws {
            let fixture = try Fixture(main: Self.storyboard(root: """
                <collectionViewController id="root" customClass="GridViewController" customModule="App" sceneMemberID="viewController">
                    <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                            <size key="itemSize" width="100" height="100"/>
                        </collectionViewFlowLayout>
                        <cells>
                            \(Self.item("Tile", text: "Tile item"))
                            \(Self.item("Badge", text: "Badge item", segueTo: "detail"))
                        </cells>
                        <connections>
                            <outlet property="dataSource" destination="root" id="ds"/>
                            <outlet property="delegate" destination="root" id="dg"/>
                        </connections>
                    </collectionView>
                    <navigationItem key="navigationItem" title="Grid" id="root-item"/>
                </collectionViewController>
                """))
            try fixture.launch()
            let driver = fixture.driver()
            #expect(driver.describeScreen() == """
                NavigationBar "Grid"
                CollectionView
                  Item
                    Label "Tile item"
                  Item
                    Label "Badge item"
                """)
            try driver.selectItem(item: 1)
            #expect(driver.visibleController?.navigationItem.title == "Detail")
        }
    }
}
