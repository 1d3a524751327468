import StoryboardFormat
import Testing
import StoryboardLayout

/// A `show` segue from a controller in a container view, outside any navigation controller,
/// presents its destination modally, and Xcode 11 on draws it as a card (Habitica's mount and
/// pet details, shown from the overviews embedded in the stable; its group chats: 18 of 18 such
/// destinations in the corpus and the device pairs are stored at a card's height or below it).
struct ShowFromContainerLayoutTests {
    @Test func aShowFromAnEmbeddedControllerIsACard() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="stable">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="stable" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="stableView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <connections><segue destination="overview" kind="embed" id="embed"/></connections>
                                    </containerView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="container" firstAttribute="top" secondItem="stableView" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="container" firstAttribute="leading" secondItem="stableView" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="c3"/>
                                    <constraint firstAttribute="bottom" secondItem="container" secondAttribute="bottom" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="overview" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="overviewView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections><segue destination="detail" kind="show" id="show"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Main.storyboard")
        #expect(DocumentLayout(document: document).frame("detailView") == rect(0, 0, 375, 647))
        // An iPhone 11 as Xcode 12 draws it: the card 10 pt below the 44 pt housing.
        #expect(DocumentLayout(document: document, device: Device.named("retina6_1")).frame("detailView") == rect(0, 0, 414, 842))
    }

    /// So does a `show` from a controller outside any navigation or tab bar controller with no
    /// navigation item of its own (DuckDuckGo's privacy overview, loaded by code, and its
    /// details: 36 of 36 such destinations not full screen, 26 at the card's height; with a
    /// navigation item, 29 of 42 are full screen and stay so).
    @Test func aShowFromAControllerWithoutANavigationItemIsACard() throws {
        func document(navigationItem: Bool) throws -> Document {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="overview">
                    <device id="retina5_5" orientation="portrait"/>
                    <scenes>
                        <scene sceneID="s1"><objects>
                            <viewController id="overview" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="overviewView">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </view>
                                \(navigationItem ? #"<navigationItem key="navigationItem" id="item"/>"# : "")
                                <connections><segue destination="detail" kind="show" id="show"/></connections>
                            </viewController>
                        </objects></scene>
                        <scene sceneID="s2"><objects>
                            <viewController id="detail" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="detailView">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="\(navigationItem ? 736 : 716)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </view>
                            </viewController>
                        </objects></scene>
                    </scenes>
                </document>
                """
            return try Document(bytes: Array(text.utf8), path: "PrivacyProtection.storyboard")
        }
        let card = try document(navigationItem: false)
        #expect(DocumentLayout(document: card).frame("detailView") == rect(0, 0, 414, 716))
        // An iPhone X: the card 10 pt below the 44 pt housing.
        #expect(DocumentLayout(document: card, device: Device.named("retina5_9")).frame("detailView") == rect(0, 0, 375, 758))
        let pushed = try document(navigationItem: true)
        #expect(DocumentLayout(document: pushed, device: Device.named("retina5_9")).frame("detailView") == rect(0, 0, 375, 812))
    }
}
