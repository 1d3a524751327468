import StoryboardFormat
import Testing

@testable import StoryboardRender

/// `NSScrollView.borderType` defaults to `.bezelBorder`, and Interface Builder stores the
/// attribute only when it differs (the corpus: 203 `none`, 3 `line`, 118 scroll views without
/// it): a scroll view without it draws a hairline at its edge, one with `none` draws none.
@Suite struct ScrollViewBorderTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <subviews>
                        <scrollView autohidesScrollers="YES" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="bezel">
                            <rect key="frame" x="20" y="110" width="260" height="70"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </scrollView>
                        <scrollView borderType="none" autohidesScrollers="YES" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="plain">
                            <rect key="frame" x="20" y="20" width="260" height="70"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </scrollView>
                    </subviews>
                    <point key="canvasLocation" x="0" y="0"/>
                </customView>
            </objects>
        </document>
        """

    @Test func theDefaultBezelDrawsAHairlineAndNoneDrawsNothing() throws {
        let document = try Document(bytes: Array(Self.text.utf8), path: "Lists.xib")
        let screen = try #require(DocumentScreens(document: document).nibScreens.first)
        let bezel = try #require(screen.root.find("bezel"))
        #expect(bezel.style.borderWidth == 1)
        #expect(bezel.style.borderColor == SystemColors.separator)
        let plain = try #require(screen.root.find("plain"))
        #expect(plain.style.borderWidth == 0)
        let svg = ScreenRenderer().svg(screen)
        #expect(svg.contains(##"<rect x="0.5" y="0.5" width="259" height="69" fill="none" stroke="#3c3c43" stroke-opacity="0.29" stroke-width="1"/>"##))
    }
}
