import Foundation
import Testing

/// `storyboard run` working the controls and gestures of issue 16 from a script, on the built
/// tool: a stepper, a date picker, a search bar and a swipe, with the screen they leave.
@Suite("storyboard run: controls and gestures")
struct RunControlsTests {
    let tool: StoryboardExecutable

    init() throws { tool = try StoryboardExecutable() }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="vc-scene">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <stepper opaque="NO" contentMode="scaleToFill" maximumValue="10" id="stepper">
                                        <rect key="frame" x="20" y="100" width="94" height="32"/>
                                    </stepper>
                                    <datePicker contentMode="scaleToFill" datePickerMode="date" useCurrentDate="NO" id="date">
                                        <rect key="frame" x="20" y="140" width="320" height="216"/>
                                        <date key="date" timeIntervalSinceReferenceDate="544262032"/>
                                    </datePicker>
                                    <searchBar contentMode="redraw" placeholder="Find" id="search">
                                        <rect key="frame" x="0.0" y="400" width="390" height="56"/>
                                    </searchBar>
                                    <view contentMode="scaleToFill" id="card">
                                        <rect key="frame" x="20" y="500" width="200" height="100"/>
                                        <accessibility key="accessibilityConfiguration" identifier="card"/>
                                        <connections>
                                            <outletCollection property="gestureRecognizers" destination="swipe" appends="YES" id="oc-swipe"/>
                                        </connections>
                                    </view>
                                </subviews>
                            </view>
                        </viewController>
                        <swipeGestureRecognizer direction="left" id="swipe">
                            <connections>
                                <segue destination="next" kind="presentation" modalPresentationStyle="fullScreen" id="s-swipe"/>
                            </connections>
                        </swipeGestureRecognizer>
                    </objects>
                </scene>
                <scene sceneID="next-scene">
                    <objects>
                        <viewController id="next" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="next-root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <label opaque="NO" contentMode="left" text="Swiped" id="next-label">
                                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func stepDateSearchAndSwipe() throws {
        let folder = try ScratchFolder(["App/Main.storyboard": Self.storyboard])
        let outcome = try tool.run(["run", folder.path("App"), "--script", "step 0 3; date 0 2020-02-03; search cats; screen; swipe card left; screen; quit"])
        #expect(outcome.status == 0)
        #expect(outcome.errors == "")
        #expect(outcome.output.contains("""
            View
              Stepper 3 in 0...10
              DatePicker 2020-02-03
              SearchBar "cats" placeholder "Find"
              #card gestures: swipe left
            """))
        #expect(outcome.output.hasSuffix("> swipe card left\nView\n  Label \"Swiped\"\n> screen\nView\n  Label \"Swiped\"\n> quit\n"))
    }
}
