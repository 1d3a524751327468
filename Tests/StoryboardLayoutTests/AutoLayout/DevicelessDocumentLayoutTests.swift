import StoryboardFormat
import Testing
import StoryboardLayout

/// A document that stores no device (Xcode 7 and earlier) drew its roots at their own canvas:
/// the 600 × 600 "Any" square, or the iOS 5/6 phone they fit (320 × 480 less the bars a root
/// stored at y 64 leaves them). Laid out for a device asked for, such a root fills that
/// device's screen as it filled its canvas, and its bars span the screen. It grew by the
/// difference between the device and the guessed iPhone 8 instead (Apple's AdaptivePresentation
/// at 600 × 745 on an iPhone 11 Pro, 1037 × 308 in landscape: 944 of the landscape renders).
struct DevicelessDocumentLayoutTests {
    static func document(rootFrame: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" systemVersion="14F27" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="first" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" \(rootFrame)/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    static func layout(_ text: String, device: String, orientation: Orientation = .portrait) throws -> DocumentLayout {
        let document = try Document(bytes: Array(text.utf8), path: "First.storyboard")
        return DocumentLayout(document: document, device: try #require(Device.named(device)), orientation: orientation)
    }

    @Test func anAnySquareFillsTheScreenAskedFor() throws {
        let text = Self.document(rootFrame: #"x="0.0" y="0.0" width="600" height="600""#)
        let portrait = try Self.layout(text, device: "retina5_9")
        #expect(portrait.frame("root") == rect(0, 0, 375, 812))
        #expect(portrait.frame("bar") == rect(0, 44, 375, 44))
        let landscape = try Self.layout(text, device: "retina5_9", orientation: .landscape)
        #expect(landscape.frame("root") == rect(0, 0, 812, 375))
        // Its designed canvas keeps the square.
        #expect(DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "First.storyboard")).frame("root") == rect(0, 0, 600, 600))
    }

    @Test func aRootBelowTheBarsOfA320By480PhoneKeepsTheirRoom() throws {
        let text = Self.document(rootFrame: #"x="0.0" y="64" width="320" height="367""#)
        let layout = try Self.layout(text, device: "retina4_7")
        // 113 pt of bars as on its canvas: 667 - 113 = 554.
        #expect(nearest(layout.frame("root")).map { [$0.width, $0.height] } == [375, 554])
    }

    static func xib(rootFrame: String, metrics: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7703" systemVersion="14D136" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FirstViewController"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" \(rootFrame)/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="slider">
                            <rect key="frame" x="18" y="122" width="284" height="31"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                        </slider>
                    </subviews>
                    \(metrics)
                </view>
            </objects>
        </document>
        """
    }

    /// A xib's top-level view that filled its canvas (a phone's screen or the Any square) and
    /// simulates no bars fills the device asked for: Xcode 9 turned StateRestorationDemo's
    /// 320 × 568 view, and R.swift's, Wikipedia's and Habitica's 320 × 568 and 600 × 600 ones,
    /// into 375 × 667 on an iPhone 8 (4 of 4 xibs that gained a device in their history). One
    /// simulating a navigation and a tab bar kept its size (2 of 2), as a freeform one does.
    @Test func aXibViewThatFilledItsCanvasFillsTheScreen() throws {
        func layout(_ text: String) throws -> DocumentLayout {
            DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "First.xib"), device: try #require(Device.named("retina4_7")), orientation: .portrait)
        }
        let phone = try layout(Self.xib(rootFrame: #"x="0.0" y="0.0" width="320" height="568""#))
        #expect(phone.frame("root") == rect(0, 0, 375, 667))
        #expect(phone.frame("slider") == rect(18, 122, 339, 31))
        #expect(try layout(Self.xib(rootFrame: #"x="0.0" y="0.0" width="600" height="600""#)).frame("root") == rect(0, 0, 375, 667))
        let bars = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/><simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        #expect(try layout(Self.xib(rootFrame: #"x="0.0" y="0.0" width="320" height="568""#, metrics: bars)).frame("root") == rect(0, 0, 320, 568))
        let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
        #expect(try layout(Self.xib(rootFrame: #"x="0.0" y="0.0" width="320" height="568""#, metrics: freeform)).frame("root") == rect(0, 0, 320, 568))
        // At its own canvas it keeps its stored size.
        #expect(DocumentLayout(document: try Document(bytes: Array(Self.xib(rootFrame: #"x="0.0" y="0.0" width="320" height="568""#).utf8), path: "First.xib")).frame("root") == rect(0, 0, 320, 568))
    }

    /// On another device a table's rows span the table, whatever width Xcode stored them at:
    /// Habitica's Any/Any iPad storyboard (tools 7706) stores static cells 320 pt wide in 600 pt
    /// tables; autoresized, they kept their 280 pt right margin and were 95 pt wide on an
    /// iPhone 8. At the designed canvas the stored width stays.
    @Test func staleCellsSpanTheirTableOnAnotherDevice() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" systemVersion="14E46" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="list">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <tableViewController id="list" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="section">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                                    <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let phone = try Self.layout(text, device: "retina4_7")
        #expect(phone.frame("table") == rect(0, 0, 375, 667))
        #expect(phone.frame("cell") == rect(0, 0, 375, 44))
        #expect(phone.frame("content") == rect(0, 0, 375, 43))
        #expect(DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "First.storyboard")).frame("cell") == rect(0, 0, 320, 44))
    }
}
