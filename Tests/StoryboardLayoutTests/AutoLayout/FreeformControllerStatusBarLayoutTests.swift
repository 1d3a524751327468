import StoryboardFormat
import Testing
import StoryboardLayout

/// A freeform controller's view is drawn under the status bar at its top, unless its simulated
/// metrics have none (`<nil key="simulatedStatusBarMetrics"/>`) or it is a widget
/// (`simulatedAppContext="notificationCenter"`). raywenderlich's AboutGame (tools 14460, an
/// iPhone 4s): a 320 x 1256 freeform controller whose scroll view, pinned to the safe area's top,
/// is stored at y 20 in 3 of 3 copies; Loop's status widget and Wikipedia's popover message
/// (no simulated status bar) and the Today widgets keep their top guides at 0.
struct FreeformControllerStatusBarLayoutTests {
    static func document(metrics: String, context: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina3_5" orientation="portrait"/>
            <scenes>
                <scene sceneID="scene"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" \(context) id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="1256"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                    <rect key="frame" x="0.0" y="20" width="320" height="1236"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="content" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                <constraint firstItem="content" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
                                <constraint firstItem="content" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c3"/>
                                <constraint firstItem="content" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c4"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                        </view>
                        \(metrics)
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        <size key="freeformSize" width="320" height="1256"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test func aFreeformControllerIsUnderTheStatusBar() throws {
        let text = Self.document(metrics: "")
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Main.storyboard"))
        #expect(layout.frame("root") == rect(0, 0, 320, 1256))
        #expect(layout.frame("content") == rect(0, 20, 320, 1236))
    }

    @Test func notWithoutASimulatedStatusBar() throws {
        let text = Self.document(metrics: #"<nil key="simulatedStatusBarMetrics"/>"#)
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Main.storyboard"))
        #expect(layout.frame("content") == rect(0, 0, 320, 1256))
    }

    @Test func norInAWidget() throws {
        let text = Self.document(metrics: "", context: #"simulatedAppContext="notificationCenter""#)
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "MainInterface.storyboard"))
        #expect(layout.frame("content") == rect(0, 0, 320, 1256))
    }
}
