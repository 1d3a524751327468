import StoryboardFormat
import StoryboardLayout
@testable import StoryboardRuntime
import Testing

/// A placeholder constraint ("Remove at build time" in Interface Builder) lays the canvas out
/// while the app's code is to add its own: Xcode's stored frames follow it, the built app
/// never has it. Here a box is 20 pt from the leading edge at priority 500, and a required
/// placeholder puts it 50 pt in.
@MainActor
@Suite("Placeholder constraints", .inOwnRuntimeEnvironment)
struct PlaceholderConstraintTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="card">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-card">
                    <objects>
                        <viewController storyboardIdentifier="Card" id="card" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="50" y="100" width="100" height="50"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" priority="500" id="c1"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="50" placeholder="YES" id="c2"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                                    <constraint firstItem="box" firstAttribute="width" constant="100" id="c4"/>
                                    <constraint firstItem="box" firstAttribute="height" constant="50" id="c5"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("Interface Builder's canvas (storyboard layout, render, lint) lays out with the placeholder")
    func theCanvasKeepsThem() throws {
        let document = try Document(bytes: Array(Self.storyboard.utf8), path: "Main.storyboard")
        let layout = DocumentLayout(document: document)
        #expect(layout.views.first { $0.id == "box" }?.frame == LayoutRect(x: 50, y: 100, width: 100, height: 50))
        #expect(layout.warnings.isEmpty)
    }

    @Test("the app lays out without it: the box is where the constraints the code kept put it")
    func theAppDropsThem() throws {
        let storyboard = try LayoutFixture.open(Self.storyboard)
        let card = try storyboard.instantiateViewController(withIdentifier: "Card")
        _ = LayoutFixture.show(card)
        let box = try #require(card.view.subviews.first)
        #expect(box.frame == Rect(x: 20, y: 100, width: 100, height: 50))
    }
}
