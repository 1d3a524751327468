import StoryboardFormat
import StoryboardLayout

/// A one-scene iPhone storyboard around `subviews` and `constraints` of the root view `root`,
/// designed for `device` and saved by `toolsVersion`.
func storyboard(device: String = "retina4_7", toolsVersion: String = "14460", rootFrame: String = #"x="0.0" y="0.0" width="375" height="667""#,
                subviews: String, constraints: String, extra: String = "") throws -> Document {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" \(rootFrame)/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <constraints>
        \(constraints)
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
        \(extra)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    return try Document(bytes: Array(text.utf8), path: "Test.storyboard")
}

extension DocumentLayout {
    func frame(_ id: String) -> LayoutRect? { views.first { $0.id == id }?.frame }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
    LayoutRect(x: x, y: y, width: width, height: height)
}

/// A frame to a millionth of a point, so that frames on a 3× pixel grid compare exactly:
/// their thirds, reached by different sums, can be a bit apart.
func nearest(_ frame: LayoutRect?) -> LayoutRect? {
    func round(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }
    return frame.map { rect(round($0.x), round($0.y), round($0.width), round($0.height)) }
}
