import StoryboardFormat
import Testing

@testable import StoryboardRender

/// A storyboard of the iOS 5 and 6 era names no device; a scene that simulates landscape
/// (`simulatedOrientationMetrics orientation="landscapeRight"`) stores its root at a phone's
/// landscape size (Apple's AVCustomEdit: 568 × 320, an iPhone 5 turned). It is drawn on that
/// phone in landscape, as Xcode shows it; it was drawn on an upright iPhone 11 (4 storyboards).
@Suite struct SimulatedLandscapeTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="2.0" toolsVersion="4514" systemVersion="13A603" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" initialViewController="player">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="player" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="568" height="320"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                            </view>
                            <simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="blackTranslucent"/>
                            <simulatedOrientationMetrics key="simulatedOrientationMetrics" orientation="landscapeRight"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aSimulatedLandscapeSceneIsDrawnOnThePhoneTurned() throws {
        let document = try Document(bytes: Array(Self.text.utf8), path: "Player.storyboard")
        let screen = try #require(DocumentScreens(document: document).screens.first)
        #expect(screen.size == Size(width: 568, height: 320))
        #expect(screen.root.find("root")?.frame == Rect(x: 0, y: 0, width: 568, height: 320))
    }

    @Test func anOrientationAskedForWins() throws {
        let document = try Document(bytes: Array(Self.text.utf8), path: "Player.storyboard")
        let screen = try #require(DocumentScreens(document: document, landscape: false).screens.first)
        #expect(screen.size.width < screen.size.height)
    }
}
