import StoryboardFormat
import Testing
import StoryboardLayout

/// Where a controller's view lies on its screen (`DocumentLayout.Placement.screenOrigin`), for
/// drawing a scene as Xcode's canvas does: a view under an opaque navigation bar is stored
/// shorter than the screen by the status bar and the bar, from y 0 (DuckDuckGo's settings
/// tables, 808 pt on a 896 pt iPhone XS Max, 65 scenes of the corpus), and starts below them;
/// a view at the screen's size starts at its top; a freeform view and a subview have none.
struct RootScreenOriginLayoutTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina6_5" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                            <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="table" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <tableViewController id="table" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tableView">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="808"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </tableView>
                        <navigationItem key="navigationItem" title="Text Size" id="item"/>
                        <connections>
                            <segue destination="plain" kind="show" id="p1"/>
                            <segue destination="card" kind="show" id="p2"/>
                        </connections>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController id="plain" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="plainRoot">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="box">
                                    <rect key="frame" x="20" y="100" width="100" height="100"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
                            </subviews>
                            <extendedEdge key="edgesForExtendedLayout" top="YES"/>
                        </view>
                        <extendedEdge key="edgesForExtendedLayout" top="YES"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewController id="card" sceneMemberID="viewController">
                        <size key="freeformSize" width="300" height="128"/>
                        <view key="view" contentMode="scaleToFill" id="cardRoot">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="128"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    func placement(_ id: String, device: String? = nil) throws -> DocumentLayout.Placement? {
        let document = try Document(bytes: Array(Self.document.utf8), path: "Settings.storyboard")
        return DocumentLayout(document: document, device: device.flatMap(Device.named)).views.first { $0.id == id }
    }

    @Test func aViewUnderAnOpaqueBarStartsBelowTheStatusBarAndTheBar() throws {
        let table = try #require(try placement("tableView"))
        #expect(table.frame == rect(0, 0, 414, 808))
        #expect(table.screenOrigin == Point(x: 0, y: 88))
        // On an iPhone 8, where Xcode counts no status bar above a navigation bar
        // (LayoutEnvironment.storedBarGap): 623 pt below the 44 pt bar.
        let moved = try #require(try placement("tableView", device: "retina4_7"))
        #expect(moved.frame == rect(0, 0, 375, 623))
        #expect(moved.screenOrigin == Point(x: 0, y: 44))
    }

    @Test func aViewAtTheScreensSizeStartsAtItsTop() throws {
        #expect(try placement("plainRoot")?.screenOrigin == Point(x: 0, y: 0))
        #expect(try placement("box")?.screenOrigin == nil)
    }

    @Test func aFreeformViewHasNone() throws {
        let card = try #require(try placement("cardRoot"))
        #expect(card.frame == rect(0, 0, 300, 128))
        #expect(card.screenOrigin == nil)
    }
}
