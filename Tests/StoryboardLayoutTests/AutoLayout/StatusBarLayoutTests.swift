import StoryboardFormat
import Testing
import StoryboardLayout

/// Whether the canvas of the Xcode that saved a document draws a status bar above a
/// controller's view, as the guides pinned to its top measure it.
struct StatusBarLayoutTests {
    /// Xcode 11 and 12 (tools 15000–18999) draw iPads without rounded corners without the status
    /// bar, as they draw iPhones without a sensor housing; Xcode 13 draws its 20 pt again
    /// (DuckDuckGo's DaxOnboarding and Tab storyboards: a view pinned to the safe area's top at
    /// y 0 in tools 17156 and 18122, at 20 in 19529 and 22154 and in 14113 and 14490).
    @Test(arguments: [("14490", 20.0), ("17156", 0.0), ("18122", 0.0), ("19529", 20.0), ("22154", 20.0)])
    func iPadsOfXcode11And12HaveNoStatusBar(tools: String, top: Double) throws {
        let document = try storyboard(
            device: "ipad9_7", toolsVersion: tools, rootFrame: #"x="0.0" y="0.0" width="768" height="1024""#,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="768" height="50"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="header" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="header" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="header" firstAttribute="height" constant="50" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("root") == rect(0, 0, 768, 1024))
        #expect(layout.frame("header") == rect(0, top, 768, 50))
    }

    /// The betas of Xcode 11 (tools 14800–14999: 14810, 14854, 14865, 14868) already draw iPhones
    /// without a sensor housing without the status bar, as Xcode 11 does: the corpus's views
    /// pinned to a full-screen controller's top layout guide or safe area on such iPhones
    /// measure it as 0 in 5 of 5 constraints of those tools (Apple's depth-testing sample,
    /// Wikipedia's welcome, R.swift's sample app), as 20 in 68 of 68 from Xcode 10 and earlier
    /// (64 under a navigation bar).
    @Test(arguments: [("14490", 20.0), ("14810", 0.0), ("14868", 0.0), ("15505", 0.0)])
    func iPhonesOfXcode11BetasHaveNoStatusBar(tools: String, top: Double) throws {
        let document = try storyboard(
            device: "retina5_5", toolsVersion: tools, rootFrame: #"x="0.0" y="0.0" width="414" height="736""#,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                    <rect key="frame" x="155" y="20" width="104" height="31"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="slider" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="slider" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
                <constraint firstItem="slider" firstAttribute="width" constant="104" id="c3"/>
                <constraint firstItem="slider" firstAttribute="height" constant="31" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("root") == rect(0, 0, 414, 736))
        #expect(layout.frame("slider") == rect(155, top + 20, 104, 31))
    }

    /// tvOS 10 and earlier had no safe area: Xcode 8 and earlier lay the Apple TV's layout
    /// guides out at 0 (UIKitCatalog for tvOS, tools 12085: a stack 20 pt below the top layout
    /// guide at y 20, in 11 of 11 such controllers). From Xcode 9 the guides are the safe area's
    /// 60 pt.
    @Test(arguments: [("12085", 20.0), ("13771", 80.0)])
    func appleTVGuidesBeforeTVOS11AreZero(tools: String, top: Double) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="\(tools)" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES" initialViewController="vc">
                <device id="appleTV" orientation="landscape"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="topGuide"/>
                                    <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                            <rect key="frame" x="110" y="20" width="1700" height="210"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="panel" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="20" id="c1"/>
                                        <constraint firstItem="panel" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
                                        <constraint firstItem="panel" firstAttribute="width" constant="1700" id="c3"/>
                                        <constraint firstItem="panel" firstAttribute="height" constant="210" id="c4"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "ControlSamples.storyboard"))
        #expect(layout.frame("root") == rect(0, 0, 1920, 1080))
        #expect(layout.frame("panel") == rect(110, top, 1700, 210))
    }

    /// A tvOS storyboard of Xcode 7 names no device: it was designed on the Apple TV, whose
    /// guides are 0 then, not on the iPhone 8 of iOS documents without one (AVAudioEngine's 3D
    /// audio sample, tools 10060: a SceneKit view between the guides stored at 0 and 1080 tall
    /// in a 1920 × 1080 root; the engine put the top guide at the iPhone's 20).
    @Test func tvOSDocumentsWithoutADeviceAreDesignedOnTheAppleTV() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="10060.2" systemVersion="15C49" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="topGuide"/>
                                    <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scene3D">
                                            <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="scene3D" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>
                                        <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="scene3D" secondAttribute="bottom" id="c2"/>
                                        <constraint firstItem="scene3D" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                                        <constraint firstAttribute="trailing" secondItem="scene3D" secondAttribute="trailing" id="c4"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "tvOSMain.storyboard"))
        #expect(layout.device.id == "appleTV")
        #expect(layout.frame("root") == rect(0, 0, 1920, 1080))
        #expect(layout.frame("scene3D") == rect(0, 0, 1920, 1080))
    }
}
