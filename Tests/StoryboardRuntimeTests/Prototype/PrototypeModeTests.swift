@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// Prototype mode (issue 13, item 3): a storyboard whose classes the app lacks still runs.
    /// The missing classes' outlets and runtime attributes are kept with one notice per class,
    /// an action nobody performs does nothing with a notice, and a missing table controller
    /// shows each prototype cell once so that its cell segues can be followed.
    @MainActor
    @Suite("Prototype mode")
    struct PrototypeModeTests {
        static let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
                <scenes>
                    <scene sceneID="s-nav">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                    <rect key="frame" x="0.0" y="48" width="390" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="list" kind="relationship" relationship="rootViewController" id="root"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s-list">
                        <objects>
                            <tableViewController id="list" customClass="ListViewController" customModule="App" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" textLabel="t1" style="IBUITableViewCellStyleDefault" reuseIdentifier="First" id="c1">
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c1" id="cv1">
                                                <subviews>
                                                    <label opaque="NO" contentMode="left" text="First kind" id="t1"/>
                                                </subviews>
                                            </tableViewCellContentView>
                                            <connections>
                                                <segue destination="detail" kind="show" id="to-detail"/>
                                            </connections>
                                        </tableViewCell>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" textLabel="t2" style="IBUITableViewCellStyleDefault" reuseIdentifier="Second" id="c2">
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c2" id="cv2">
                                                <subviews>
                                                    <label opaque="NO" contentMode="left" text="Second kind" id="t2"/>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                                <navigationItem key="navigationItem" title="List" id="item"/>
                            </tableViewController>
                        </objects>
                    </scene>
                    <scene sceneID="s-detail">
                        <objects>
                            <viewController id="detail" customClass="DetailViewController" customModule="App" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="dv">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" id="save">
                                            <state key="normal" title="Save"/>
                                            <connections>
                                                <action selector="save:" destination="first" eventType="touchUpInside" id="a1"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                                            <real key="value" value="4"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                </view>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="mode" value="edit"/>
                                    <userDefinedRuntimeAttribute type="string" keyPath="style" value="plain"/>
                                </userDefinedRuntimeAttributes>
                                <connections>
                                    <outlet property="saveButton" destination="save" id="o1"/>
                                    <outlet property="anotherButton" destination="save" id="o2"/>
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="first" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """

        @Test func aMissingTableControllerShowsEachPrototypeOnceAndItsCellSegueIsFollowed() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            let driver = fixture.driver()
            #expect(driver.describeScreen() == """
                NavigationBar "List"
                TableView
                  Cell "First kind"
                  Cell "Second kind"
                """)
            try driver.selectRow(row: 0)
            #expect(driver.visibleController?.className == "DetailViewController")
        }

        @Test func outletsAttributesAndActionsOfMissingClassesAreNoticesOncePerClass() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            let driver = fixture.driver()
            try driver.selectRow(row: 0)
            try driver.tap("Save")
            try driver.tap("Save")
            let path = fixture.path(of: "Main")
            #expect(testEnvironment.diagnostics.notes.map(\.description) == [
                "\(path):65:25: note: user defined runtime attributes for DetailViewController, which the app lacks, are kept, not set (first: mode) [prototype]",
                "\(path):69:25: note: outlets of DetailViewController, which the app lacks, are kept, not set (first: saveButton) [prototype]",
                "\(path):54:37: note: the action save: does nothing: no object on the responder chain has it [prototype]",
            ])
        }
    }
}
