import StoryboardFormat
import Testing
import StoryboardLayout

/// A default-style cell's image at the side margin moves to the new margin on another device,
/// and the title beside it starts where it did after the image and follows the cell's width
/// to its stored gap at the end, or from the old trailing margin to the new one. DuckDuckGo's
/// privacy practices: tools 17156, an image at 20 and a title at 57 ending 20 pt from the end on
/// an iPhone 8 Plus, at 16, 53 and 16 on an iPhone 11 Pro; tools 13771, an image at 15 and a
/// title at 52 ending 15 pt from the end on an iPhone SE, the same on an iPhone 8 Plus (4 of 4).
struct StyledCellImageLayoutTests {
    static func document(toolsVersion: String, device: String, width: Double, image: LayoutRect, title: LayoutRect) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <tableViewController id="list" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="568"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" textLabel="title" imageView="icon" style="IBUITableViewCellStyleDefault" id="cell">
                                        <rect key="frame" x="0.0" y="28" width="\(width)" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label text="Practices" id="title">
                                                    <rect key="frame" x="\(title.x)" y="0.0" width="\(title.width)" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                                </label>
                                                <imageView contentMode="scaleToFill" image="icon" id="icon">
                                                    <rect key="frame" x="\(image.x)" y="11" width="22" height="22"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </imageView>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Practices.storyboard")
    }

    @Test func imageAtTheMarginMovesWithIt() throws {
        let document = try Self.document(toolsVersion: "17156", device: "retina5_5", width: 414,
                                         image: rect(20, 11, 22, 22), title: rect(57, 0, 337, 44))
        #expect(DocumentLayout(document: document).frame("title") == rect(57, 0, 337, 44))
        let layout = DocumentLayout(document: document, device: Device.named("retina5_9"))
        #expect(layout.frame("icon") == rect(16, 11, 22, 22))
        #expect(layout.frame("title") == rect(53, 0, 306, 44))
    }

    @Test func titleKeepsItsGapsBesideAnImageOffTheMargin() throws {
        let document = try Self.document(toolsVersion: "13771", device: "retina4_0", width: 320,
                                         image: rect(15, 11, 22, 22), title: rect(52, 0, 253, 44))
        let layout = DocumentLayout(document: document, device: Device.named("retina5_5"))
        #expect(layout.frame("icon") == rect(15, 11, 22, 22))
        #expect(layout.frame("title") == rect(52, 0, 347, 44))
    }
}
