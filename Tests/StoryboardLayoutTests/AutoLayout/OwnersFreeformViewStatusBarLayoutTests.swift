import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 10 draws a freeform xib view that is its File's Owner's `view` (a view controller's
/// view) as it draws a freeform controller's view: under the status bar at its top, its safe
/// area starting 20 pt down on an iPhone 8. The corpus: Wikipedia's help and reading-list xibs
/// (tools 14313 and 14490), a container 30 pt below a view's safe area stored at 50, a stack at
/// the top margin of a view 6 pt down stored 22 pt in, 2 of 2; freeform xib views that are no
/// controller's have no status bar (15 constraints to their safe area's top at 0).
struct OwnersFreeformViewStatusBarLayoutTests {
    static func document(ownersView: Bool) throws -> Document {
        let outlet = ownersView ? #"<outlet property="view" destination="root" id="o1"/>"# : ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="HelpViewController">
                        <connections>
                            \(outlet)
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="10" y="28" width="355" height="40"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="c3"/>
                            <constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </objects>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Test.xib")
    }

    @Test func aControllersFreeformViewIsUnderTheStatusBar() throws {
        let layout = DocumentLayout(document: try Self.document(ownersView: true))
        #expect(layout.frame("box") == rect(10, 28, 355, 40))
    }

    @Test func aPlainFreeformViewHasNoStatusBar() throws {
        let layout = DocumentLayout(document: try Self.document(ownersView: false))
        #expect(layout.frame("box") == rect(10, 8, 355, 40))
    }
}
