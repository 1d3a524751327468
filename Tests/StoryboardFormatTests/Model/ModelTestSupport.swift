@testable import StoryboardFormat

/// Small documents in Xcode's own format for the model's unit tests.
enum Fixture {
    /// A document from XML text.
    static func document(_ xml: String, path: String = "Test.storyboard") throws -> Document {
        try Document(bytes: Array(xml.utf8), path: path)
    }

    /// An iOS storyboard around `scenes` (the content of `<scenes>`).
    static func storyboard(_ scenes: String, initial: String? = nil, resources: String = "") throws -> Document {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return try document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initialAttribute)>
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                </dependencies>
                <scenes>
            \(scenes)
                </scenes>
                <resources>
            \(resources)
                </resources>
            </document>
            """)
    }

    /// A storyboard with one view controller scene whose root view holds `subviews`.
    static func viewController(id: String = "vc1", attributes: String = "", subviews: String, extra: String = "") throws -> Document {
        try storyboard("""
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="\(id)"\(attributes.isEmpty ? "" : " " + attributes) sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
            \(subviews)
                                    </subviews>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                </view>
            \(extra)
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="10" y="-20.5"/>
                    </scene>
            """)
    }

    /// An iOS xib with `objects` as its top-level objects.
    static func xib(_ objects: String) throws -> Document {
        try document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <objects>
            \(objects)
                </objects>
            </document>
            """, path: "Test.xib")
    }
}

extension Document {
    /// The view with `id` (test helper; fails the lookup with nil).
    func view(_ id: String) -> IBView? { index.node(forID: id).map { IBView(document: self, node: $0) } }
}
