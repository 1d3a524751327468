import StoryboardFormat
import Testing
import StoryboardLayout

/// A page sheet's root that Xcode stores shorter than the card starts below opaque bars, which
/// are outside it.
struct SheetOpaqueBarLayoutTests {
    /// A navigation controller presented as a page sheet whose root controller's view is stored
    /// `height` tall, with a view pinned to its safe area's top.
    static func sheet(toolsVersion: String, height: Double) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="home">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="homeView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections><segue destination="nav" kind="presentation" id="present"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="editor" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="editor" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="card">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="content" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="content" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c4"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Sheet.storyboard")
    }

    /// Stored shorter than the 647 pt card by its 56 pt navigation bar, the root starts below
    /// the bar: its safe area is all of it (DuckDuckGo's bookmark editor, 591 pt tall, its
    /// container at the root's top in 4 of 4 versions, tools 19455 to 32700).
    @Test func aRootBelowTheSheetsBarHasItOutsideItsSafeArea() throws {
        let layout = DocumentLayout(document: try Self.sheet(toolsVersion: "22154", height: 591))
        #expect(layout.frame("card") == rect(0, 0, 375, 591))
        #expect(layout.frame("content") == rect(0, 0, 375, 591))
    }

    /// Xcode 12 draws a card's root stored under opaque bars shorter by the screen's safe-area
    /// insets too: Habitica's feed (tools 17701), 603 pt tall in the 647 pt card of an iPhone 8
    /// (no status bar there), is 720 pt in the 842 pt card of an iPhone 11, drawn with Xcode
    /// 12's 44 pt housing and its 34 pt home indicator (842 - 44 - 44 - 34).
    @Test func aRootUnderOpaqueBarsLosesTheScreensInsetsOnAnotherDevice() throws {
        let document = try Self.sheet(toolsVersion: "17701", height: 603)
        #expect(DocumentLayout(document: document).frame("card") == rect(0, 0, 375, 603))
        #expect(DocumentLayout(document: document, device: Device.named("retina6_1")).frame("card") == rect(0, 0, 414, 720))
    }
}
