import StoryboardFormat
import Testing
import StoryboardLayout

/// How Interface Builder sizes a controller's view for its containers when the device
/// changes: page sheets, opaque bars of older layouts, the status bar heights of older Xcodes.
struct ContainerLayoutTests {
    /// A navigation controller (pushing a second controller from a cell's segue) presented by
    /// a `presentation` segue, saved by the Xcode of `toolsVersion`; with `rootAlsoPushed`, the
    /// presenting controller also pushes the navigation controller's root (`show`).
    static func presentedNavigation(toolsVersion: String, rootHeight: Double, pushedHeight: Double,
                                    barY: Double, barHeight: Double, presentationStyle: String = "",
                                    rootAlsoPushed: Bool = false) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="home">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="homeView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections><segue destination="nav" kind="presentation" \(presentationStyle) id="present"/>\(rootAlsoPushed ? #"<segue destination="list" kind="show" id="pushList"/>"# : "")</connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                                <rect key="frame" x="0.0" y="\(barY)" width="375" height="\(barHeight)"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <tableViewController id="list" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" id="cell">
                                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
                                        <connections><segue destination="detail" kind="show" id="push"/></connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <viewController id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(pushedHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Sheet.storyboard")
    }

    /// A navigation controller's toolbar sits on the home indicator, 49 pt tall above one and
    /// 44 pt on screens without (Loop's and NetNewsWire's Main.storyboard as Xcode re-lays
    /// them out: 813 + 49 on an iPhone 11, 623 + 44 on an iPhone 8, 524 + 44 on an iPhone SE).
    @Test(arguments: [
        ("retina6_1", rect(0, 813, 414, 49), "retina4_7", rect(0, 623, 375, 44)),
        ("retina6_1", rect(0, 813, 414, 49), "retina4_0", rect(0, 524, 320, 44)),
        ("retina4_7", rect(0, 623, 375, 44), "retina6_1", rect(0, 813, 414, 49)),
    ])
    func navigationToolbarOnAnotherIPhone(designed: String, stored: LayoutRect, device: String, expected: LayoutRect) throws {
        let screen = try #require(Device.named(designed)).portraitSize
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
                <device id="\(designed)" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <navigationController toolbarHidden="NO" id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="\(screen.width == 414 ? 48 : 0)" width="\(screen.width)" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tools">
                                <rect key="frame" x="\(stored.x)" y="\(stored.y)" width="\(stored.width)" height="\(stored.height)"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </toolbar>
                        </navigationController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Main.storyboard")
        #expect(DocumentLayout(document: document).frame("tools") == stored)
        #expect(DocumentLayout(document: document, device: Device.named(device)).frame("tools") == expected)
    }

    /// Xcode 11 and later draw a presentation of the automatic style on an iPhone as a card:
    /// on an iPhone 8 it starts at the status bar's bottom (647 pt of 667), on an iPhone 11
    /// 10 pt below the 44 pt sensor housing (842 pt of 896), and its navigation bar is 56 pt
    /// tall at the card's top. A controller pushed inside it (from a cell's segue) is a card too.
    @Test func pageSheetCardOnAnotherIPhone() throws {
        let document = try ContainerLayoutTests.presentedNavigation(toolsVersion: "17701", rootHeight: 647, pushedHeight: 647, barY: 0, barHeight: 56)
        let layout = DocumentLayout(document: document, device: Device.named("retina6_1"))
        #expect(layout.frame("homeView") == rect(0, 0, 414, 896))
        #expect(layout.frame("table") == rect(0, 0, 414, 842))
        #expect(layout.frame("detailView") == rect(0, 0, 414, 842))
        #expect(layout.frame("bar") == rect(0, 0, 414, 56))
        // A full-screen presentation is no card. Its bar is stored at the top of the iPhone 8,
        // where Xcode 11 and later draw no status bar, and goes under the iPhone 11's housing.
        let full = try ContainerLayoutTests.presentedNavigation(toolsVersion: "17701", rootHeight: 667, pushedHeight: 667, barY: 0, barHeight: 44,
                                                                 presentationStyle: #"modalPresentationStyle="fullScreen""#)
        let fullLayout = DocumentLayout(document: full, device: Device.named("retina6_1"))
        #expect(fullLayout.frame("table") == rect(0, 0, 414, 896))
        #expect(fullLayout.frame("bar") == rect(0, 44, 414, 44))
    }

    /// A presented controller whose stored view fills the screen is no card, whatever Xcode
    /// saved it (Loop's carb entry: the root of a presented navigation controller, also pushed
    /// in a full-screen one, stored 896 pt tall on an iPhone 11 and 736 pt on an iPhone 8 Plus).
    @Test func presentedControllerStoredFullScreen() throws {
        let document = try ContainerLayoutTests.presentedNavigation(toolsVersion: "17701", rootHeight: 667, pushedHeight: 667, barY: 0, barHeight: 44,
                                                                     rootAlsoPushed: true)
        let layout = DocumentLayout(document: document, device: Device.named("retina6_1"))
        #expect(layout.frame("table") == rect(0, 0, 414, 896))
        #expect(layout.frame("detailView") == rect(0, 0, 414, 896))
    }

    /// A controller only presented (the root of a presented navigation controller, pushed from
    /// nowhere) whose stored view fills the screen is stale: Xcode keeps it at the designed
    /// device and draws the card on another (Habitica's promotion info under the sheet's 56 pt
    /// bar, tools 17701: 375 × 667 on an iPhone 8, 414 × 842 on an iPhone 11; the stored
    /// full-screen roots that stay so, Loop's carb entry and Habitica's inbox chat, are also
    /// pushed).
    @Test func presentedOnlyControllerStoredFullScreenBecomesCard() throws {
        let document = try ContainerLayoutTests.presentedNavigation(toolsVersion: "17701", rootHeight: 667, pushedHeight: 647, barY: 0, barHeight: 56)
        #expect(DocumentLayout(document: document).frame("table") == rect(0, 0, 375, 667))
        let layout = DocumentLayout(document: document, device: Device.named("retina6_1"))
        #expect(layout.frame("table") == rect(0, 0, 414, 842))
        #expect(layout.frame("detailView") == rect(0, 0, 414, 842))
    }

    /// Before Xcode 11 presentations fill the screen; a root stored under an opaque
    /// navigation bar (623 = 667 − 44: Xcode counts no status bar above the bar on an iPhone 8)
    /// loses the sensor housing's 44 pt and the bar's on an iPhone X (812 − 88 = 724).
    @Test func rootUnderOpaqueBarsOfAnOlderLayout() throws {
        let document = try ContainerLayoutTests.presentedNavigation(toolsVersion: "14460", rootHeight: 623, pushedHeight: 623, barY: 20, barHeight: 44)
        let layout = DocumentLayout(document: document, device: Device.named("retina5_9"))
        #expect(layout.frame("table") == rect(0, 0, 375, 724))
        #expect(layout.frame("detailView") == rect(0, 0, 375, 724))
        #expect(layout.frame("bar") == rect(0, 44, 375, 44))
        // Back on an iPhone 8 the stored frames come out again.
        let same = DocumentLayout(document: document)
        #expect(same.frame("table") == rect(0, 0, 375, 623))
    }

    /// A controller with legacy top and bottom layout guides whose root view holds `subview`
    /// under `constraints`, in a storyboard saved by the Xcode of `toolsVersion` for `device`;
    /// with `navigationBar`, the root of a navigation controller whose bar is that XML.
    static func guidedScene(toolsVersion: String, device: String, rootSize: (Double, Double), subview: String,
                            constraints: String, navigationBar: String? = nil) throws -> Document {
        let navigation = navigationBar.map { bar in
            """
                    <scene sceneID="s0"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            \(bar)
                            <connections><segue destination="controller" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                    </objects></scene>
            """
        } ?? ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES" initialViewController="\(navigationBar == nil ? "controller" : "nav")">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
            \(navigation)
                    <scene sceneID="s1"><objects>
                        <viewController id="controller" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rootView">
                                <rect key="frame" x="0.0" y="0.0" width="\(rootSize.0)" height="\(rootSize.1)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>\(subview)</subviews>
                                <constraints>\(constraints)</constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Main.storyboard")
    }

    /// A controller pushed under an opaque (`translucent="NO"`) navigation bar starts below
    /// the bar: Xcode stores its view 808 pt tall on an iPhone XS Max (896 − 44 − 44). Its top
    /// layout guide is then 0 pt long, and its bottom layout guide the 34 pt of the home
    /// indicator, which its bottom still reaches (duckduckgo-ios's `Settings.storyboard`).
    @Test func legacyLayoutGuidesOfARootUnderAnOpaqueBar() throws {
        let document = try ContainerLayoutTests.guidedScene(
            toolsVersion: "16097", device: "retina6_5", rootSize: (414, 808),
            subview: #"<scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll"><rect key="frame" x="37" y="37" width="414" height="774"/></scrollView>"#,
            constraints: """
                <constraint firstItem="scroll" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="rootView" secondAttribute="leading" id="c3"/>
                <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="scroll" secondAttribute="bottom" id="c4"/>
                """,
            navigationBar: #"<navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar"><rect key="frame" x="0.0" y="44" width="414" height="44"/><autoresizingMask key="autoresizingMask"/></navigationBar>"#)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("rootView") == rect(0, 0, 414, 808))
        #expect(layout.frame("scroll") == rect(0, 0, 414, 774))
        // On an iPhone 11 Pro (812 pt, the same 44 pt housing) the root is 724 pt tall.
        let pro = DocumentLayout(document: document, device: Device.named("retina5_9"))
        #expect(pro.frame("rootView") == rect(0, 0, 375, 724))
        #expect(pro.frame("scroll") == rect(0, 0, 375, 690))
    }

    /// Xcode 11 and later draw no status bar on an iPhone 8: a view 32 pt below the top layout
    /// guide sits 32 pt from the top (R.swift's ResourceApp, saved by Xcode 14), where Xcode 10
    /// put it below the 20 pt status bar.
    @Test func noStatusBarOnAnIPhone8SinceXcode11() throws {
        func document(toolsVersion: String) throws -> Document {
            try ContainerLayoutTests.guidedScene(
                toolsVersion: toolsVersion, device: "retina4_7", rootSize: (375, 667),
                subview: #"<imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image"><rect key="frame" x="0.0" y="0.0" width="128" height="128"/><constraints><constraint firstAttribute="width" constant="128" id="w"/><constraint firstAttribute="height" constant="128" id="h"/></constraints></imageView>"#,
                constraints: """
                    <constraint firstItem="image" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="32" id="top"/>
                    <constraint firstItem="image" firstAttribute="centerX" secondItem="rootView" secondAttribute="centerX" id="x"/>
                    """)
        }
        #expect(DocumentLayout(document: try document(toolsVersion: "21507")).frame("image") == rect(123.5, 32, 128, 128))
        #expect(DocumentLayout(document: try document(toolsVersion: "14460")).frame("image") == rect(123.5, 52, 128, 128))
    }

    /// Xcode 13 and earlier (tools version below 21000) drew every iPhone with a sensor
    /// housing with a 44 pt status bar; later ones use each model's own.
    @Test func olderXcodesDrawA44PointSensorHousing() throws {
        let pro = try #require(Device.named("retina6_7"))
        #expect(pro.safeArea(.portrait).top == 47)
        #expect(pro.asDrawn(byToolsVersion: 19162).safeArea(.portrait) == EdgeInsets(top: 44, bottom: 34))
        #expect(pro.asDrawn(byToolsVersion: 19162).safeArea(.landscape) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(pro.asDrawn(byToolsVersion: 23090) == pro)
        let eight = try #require(Device.named("retina4_7"))
        #expect(eight.asDrawn(byToolsVersion: 14460) == eight)
        #expect(eight.pageSheetTop(.portrait) == 20)
        #expect(pro.pageSheetTop(.portrait) == 57)
    }

    /// In a page sheet a standard navigation bar is 56 pt tall at the card's top, and so is the
    /// top of the root's safe area (its top layout guide): Habitica's sheets, tools 17701 to
    /// 32700, have their content pinned to the guide at 56 pt (10 views, none at 44).
    @Test func topLayoutGuideUnderASheetsNavigationBar() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="home">
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
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="guide" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="guide" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="guideView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                        <rect key="frame" x="37" y="93" width="375" height="591"/>
                                    </scrollView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="scroll" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>
                                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="guideView" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="scroll" secondAttribute="bottom" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Main.storyboard")
        let designed = DocumentLayout(document: document)
        #expect(designed.frame("guideView") == rect(0, 0, 375, 647))
        #expect(designed.frame("scroll") == rect(0, 56, 375, 591))
        // An iPhone 11 as Xcode 12 draws it: the card 896 − 54 pt tall, the home indicator below.
        let phone = DocumentLayout(document: document, device: try #require(Device.named("retina6_1")))
        #expect(phone.frame("guideView") == rect(0, 0, 414, 842))
        #expect(phone.frame("scroll") == rect(0, 56, 414, 752))
    }

    /// A controller embedded in a container view (an `embed` segue) is drawn at the size the
    /// container takes on the new device, not grown by the screen's change: 107 of the
    /// corpus's 146 embedded views are stored at their container's size (Wikipedia's
    /// DescriptionWelcome panel: 250 × 320 in landscape, 320 × 320 in portrait). At the
    /// designed device the stored frames stay.
    @Test func embeddedControllerTakesItsContainersSize() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="parent">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s2"><objects>
                        <viewController id="child" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="childView">
                                <rect key="frame" x="0.0" y="0.0" width="335" height="200"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                        <rect key="frame" x="10" y="10" width="315" height="180"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="panel" firstAttribute="leading" secondItem="childView" secondAttribute="leading" constant="10" id="c5"/>
                                    <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="10" id="c6"/>
                                    <constraint firstItem="panel" firstAttribute="top" secondItem="childView" secondAttribute="top" constant="10" id="c7"/>
                                    <constraint firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" constant="10" id="c8"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s1"><objects>
                        <viewController id="parent" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="parentView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                        <rect key="frame" x="20" y="100" width="335" height="200"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="200" id="c1"/>
                                        </constraints>
                                        <connections>
                                            <segue destination="child" kind="embed" id="embed"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="container" firstAttribute="leading" secondItem="parentView" secondAttribute="leading" constant="20" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" constant="20" id="c3"/>
                                    <constraint firstItem="container" firstAttribute="top" secondItem="parentView" secondAttribute="top" constant="100" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Main.storyboard")
        let designed = DocumentLayout(document: document)
        #expect(designed.frame("childView") == rect(0, 0, 335, 200))
        #expect(designed.frame("panel") == rect(10, 10, 315, 180))
        let phone = DocumentLayout(document: document, device: try #require(Device.named("retina6_1")))
        #expect(phone.frame("container") == rect(20, 100, 374, 200))
        #expect(phone.frame("childView") == rect(0, 0, 374, 200))
        #expect(phone.frame("panel") == rect(10, 10, 354, 180))
        // The container's scene is laid out first; the views still come in document order.
        #expect(phone.views.map(\.id) == ["childView", "panel", "parentView", "container"])
    }

    /// A root stored from the screen's top (under the status bar) down to an opaque tab bar
    /// (`simulatedTabBarMetrics translucent="NO"`) has the bar outside it: its bottom layout
    /// guide is 0 pt long on every device, and the root ends above the new device's bar. iPads'
    /// tab bars are 49 pt in Xcode 9 (50 from iOS 12): Wikipedia's Places scene, saved by tools
    /// 11762 to 12121, is 736 − 49 pt tall on an iPhone 8 Plus, 1024 − 49 on an iPad and
    /// 1366 − 49 on a 12.9-inch iPad, its map from the top guide to the bottom one.
    @Test func rootAboveAnOpaqueTabBar() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="places">
                <device id="retina5_5" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="places" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rootView">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="687"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <mapView clipsSubviews="YES" contentMode="scaleToFill" mapType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="map">
                                        <rect key="frame" x="37" y="57" width="414" height="667"/>
                                    </mapView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="map" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>
                                    <constraint firstItem="map" firstAttribute="leading" secondItem="rootView" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="map" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="map" secondAttribute="bottom" id="c4"/>
                                </constraints>
                            </view>
                            <simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Places.storyboard")
        let designed = DocumentLayout(document: document)
        #expect(designed.frame("rootView") == rect(0, 0, 414, 687))
        #expect(designed.frame("map") == rect(0, 20, 414, 667))
        let phone = DocumentLayout(document: document, device: try #require(Device.named("retina4_7")))
        #expect(phone.frame("rootView") == rect(0, 0, 375, 618))
        #expect(phone.frame("map") == rect(0, 20, 375, 598))
        let pad = DocumentLayout(document: document, device: try #require(Device.named("ipad9_7")))
        #expect(pad.frame("rootView") == rect(0, 0, 768, 975))
        #expect(pad.frame("map") == rect(0, 20, 768, 955))
    }
}

/// Cells of a built-in style on a wider screen: the accessory and the labels keep the table's
/// side margin, 16 pt below 414 pt of width and 20 pt from there.
struct StyledCellLayoutTests {
    /// A table on an iPhone 8 with one prototype cell (`cell` holds its style attributes)
    /// beside a disclosure indicator: its content view is 348 pt wide and holds `labels`.
    static func cellDocument(cell: String, labels: String) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <tableViewController id="list" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" \(cell) id="cell">
                                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="348" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
            \(labels)
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Cells.storyboard")
    }

    /// A label with the system font at `frame`, held by its autoresizing mask.
    static func label(_ id: String, _ text: String, _ frame: LayoutRect, _ attributes: String = "") -> String {
        """
        <label text="\(text)" \(attributes) id="\(id)">
            <rect key="frame" x="\(frame.x)" y="\(frame.y)" width="\(frame.width)" height="\(frame.height)"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    @Test func defaultStyleCellWithDisclosureIndicator() throws {
        let document = try Self.cellDocument(cell: #"textLabel="title" style="IBUITableViewCellStyleDefault""#,
                                             labels: Self.label("title", "Title", rect(16, 0, 316, 44)))
        let same = DocumentLayout(document: document)
        #expect(same.frame("content") == rect(0, 0, 348, 44))
        #expect(same.frame("title") == rect(16, 0, 316, 44))
        // 414 pt wide: the accessory area grows by 4 pt (27 → 31), the label sits at 20 pt.
        let wide = DocumentLayout(document: document, device: Device.named("retina6_1"))
        #expect(wide.frame("cell") == rect(0, 28, 414, 44))
        #expect(wide.frame("content") == rect(0, 0, 383, 44))
        #expect(wide.frame("title") == rect(20, 0, 343, 44))
    }

    /// Newer Xcodes end a default-style title 8 pt before the accessory (Colorboard's palette
    /// rows): it keeps that end and the leading margin on a wider screen.
    @Test func titleEndingBeforeADisclosureIndicator() throws {
        let document = try Self.cellDocument(cell: #"textLabel="title" style="IBUITableViewCellStyleDefault""#,
                                             labels: Self.label("title", "Title", rect(16, 0, 324, 44)))
        #expect(DocumentLayout(document: document).frame("title") == rect(16, 0, 324, 44))
        let wide = DocumentLayout(document: document, device: Device.named("retina6_1"))
        #expect(wide.frame("title") == rect(20, 0, 355, 44))
    }

    /// A right-detail (Value1) cell beside a disclosure indicator: the detail label ends 8 pt
    /// from the accessory and stays so on a wider screen (Loop's settings as Xcode re-lays
    /// them out for an iPhone 11: 264.5 → 299.5).
    @Test func detailLabelBesideADisclosureIndicator() throws {
        let document = try Self.cellDocument(
            cell: #"textLabel="title" detailTextLabel="detail" style="IBUITableViewCellStyleValue1""#,
            labels: Self.label("title", "Pump ID", rect(16, 12, 65, 20.5))
                + Self.label("detail", "Tap to set", rect(264.5, 12, 75.5, 20.5), #"textAlignment="right""#))
        #expect(DocumentLayout(document: document).frame("detail") == rect(264.5, 12, 75.5, 20.5))
        let wide = DocumentLayout(document: document, device: Device.named("retina6_1"))
        #expect(wide.frame("content") == rect(0, 0, 383, 44))
        #expect(wide.frame("title") == rect(20, 12, 65, 20.5))
        #expect(wide.frame("detail") == rect(299.5, 12, 75.5, 20.5))
    }

    /// A split view controller designed on the Mac canvas (Catalyst): its detail column is
    /// 478.5 pt of the 800 pt window. On an iPhone, where the split view shows one column at a
    /// time, the column's navigation bar and controller take the whole screen, as Xcode lays
    /// them out (Habitica's Main.storyboard switched from the Mac to an iPhone 13 Pro Max).
    @Test func splitViewColumnsFillACompactScreen() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="split">
                <device id="mac" appearance="light"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <splitViewController id="split" sceneMemberID="viewController">
                            <connections><segue destination="nav" kind="relationship" relationship="detailViewController" id="detail"/></connections>
                        </splitViewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="478.5" height="50"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="page" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="page" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="pageView">
                                <rect key="frame" x="0.0" y="0.0" width="478.5" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="20" y="100" width="438.5" height="50"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="pageView" secondAttribute="leading" constant="20" id="c1"/>
                                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c2"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="pageView" secondAttribute="top" constant="100" id="c3"/>
                                    <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Main.storyboard")
        let mac = DocumentLayout(document: document)
        #expect(mac.frame("pageView") == rect(0, 0, 478.5, 600))
        #expect(mac.frame("box") == rect(20, 100, 438.5, 50))
        let phone = DocumentLayout(document: document, device: try #require(Device.named("retina6_7")))
        #expect(phone.frame("pageView") == rect(0, 0, 428, 926))
        #expect(phone.frame("box") == rect(20, 100, 388, 50))
        #expect(phone.frame("bar")?.width == 428)
    }
}
