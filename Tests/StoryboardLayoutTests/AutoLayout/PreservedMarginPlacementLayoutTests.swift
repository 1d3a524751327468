import StoryboardFormat
import Testing
import StoryboardLayout

/// A view that preserves its superview's layout margins takes the part of them it overlaps
/// where it is laid out, not where the file stored it (UIKit measures the overlap on the view's
/// frame in each layout pass). Wikipedia's SearchBarExtendedViewController.xib: a container
/// pinned to all four sides of a 375 × 60 view, its search bar at the container's margins;
/// with the container's stored origin moved (as `check.py` moves those of constrained views),
/// the engine took 37 pt of bottom margin from the stored place, could not satisfy the
/// container's pins and broke one (the container at y -29, 89 pt tall).
struct PreservedMarginPlacementLayoutTests {
    @Test func marginsPreservedFromTheSuperviewFollowTheSolvedFrame() throws {
        let layout = try layout(bottomPriority: 1000)
        #expect(layout.frame("container") == rect(0, 0, 375, 60))
        #expect(layout.frame("bar") == rect(16, 8, 331, 36))
    }

    /// The same with the container's bottom pin optional (750): with the bottom margin measured
    /// at the stored origin (37 pt), the engine put the container 29 pt past its superview's
    /// bottom, 89 pt tall, where the second pass found the same 37 pt (8 of its own and the 29 pt
    /// of safe area it overhangs), so it stayed there. The first pass takes none
    /// of the superview's margins for a constrained view (its stored origin is no input); later
    /// passes measure them where it was solved, until they hold (at most 3 more).
    @Test func aStoredOriginPastTheSuperviewGivesNoMargin() throws {
        let layout = try layout(bottomPriority: 750)
        #expect(layout.frame("container") == rect(0, 0, 375, 60))
        #expect(layout.frame("bar") == rect(16, 8, 331, 36))
    }

    private func layout(bottomPriority: Int) throws -> DocumentLayout {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                <rect key="frame" x="37" y="37" width="375" height="60"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                        <rect key="frame" x="53" y="45" width="285" height="36"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="36" id="h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bar" firstAttribute="top" secondItem="container" secondAttribute="top" constant="8" id="b1"/>
                                    <constraint firstItem="bar" firstAttribute="leading" secondItem="container" secondAttribute="leadingMargin" id="b2"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" constant="12" id="b3"/>
                                    <constraint firstAttribute="bottomMargin" secondItem="bar" secondAttribute="bottom" constant="8" id="b4"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="c1"/>
                            <constraint firstAttribute="bottom" secondItem="container" secondAttribute="bottom" priority="\(bottomPriority)" id="c2"/>
                            <constraint firstItem="container" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c3"/>
                            <constraint firstItem="container" firstAttribute="top" secondItem="top" secondAttribute="top" id="c4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        return DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "SearchBarExtendedViewController.xib"))
    }
}
