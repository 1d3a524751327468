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
}
