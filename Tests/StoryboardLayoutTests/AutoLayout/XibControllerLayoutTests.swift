import StoryboardFormat
import Testing
import StoryboardLayout

/// A UIKit view controller that is a xib's top-level object is a controller as a storyboard
/// scene's is: its view has its layout guides below the status bar. The corpus: Habitica's
/// launch screen, a controller in a xib of Xcode 7 (tools 9059 and 9531, the 600 pt square
/// canvas), its logo 100 pt below the top layout guide stored at 120 and its backdrop filling
/// the view (4 of 4 views; the engine took the view for a plain xib view: logo at 100).
struct XibControllerLayoutTests {
    @Test func aXibsControllerHasItsLayoutGuidesBelowTheStatusBar() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="9531" systemVersion="15C50" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <viewController id="vc">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="topGuide"/>
                            <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                                    <rect key="frame" x="218" y="120" width="165" height="140"/>
                                </imageView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="logo" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="100" id="c1"/>
                                <constraint firstItem="logo" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
                                <constraint firstItem="logo" firstAttribute="width" constant="165" id="c3"/>
                                <constraint firstItem="logo" firstAttribute="height" constant="140" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </document>
            """
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Launch Screen.xib"))
        #expect(layout.frame("root") == rect(0, 0, 600, 600))
        #expect(layout.frame("logo") == rect(217.5, 120, 165, 140))
    }
}
