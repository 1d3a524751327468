import StoryboardFormat
import Testing

@testable import StoryboardRender

@Suite struct ColorResolutionTests {
    private func resolve(_ xml: String, assets: AssetCatalog = .empty) throws -> DynamicColor? {
        let source = "<document><objects><view id=\"a\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/>\(xml)</view></objects></document>"
        let document = try Document(bytes: Array(source.utf8))
        let view = try #require(document.views.first)
        return DocumentResources(document: document, assets: assets).color(of: view, key: "backgroundColor")
    }

    @Test func systemColorsHaveLightAndDarkValues() throws {
        let color = try #require(try resolve(#"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#))
        #expect(color.light.hex == "#ffffff")
        #expect(color.dark.hex == "#000000")
        let label = try #require(try resolve(#"<color key="backgroundColor" systemColor="secondaryLabelColor"/>"#))
        #expect(label.light.hex == "#3c3c43" && label.light.alpha == 0.6)
        #expect(label.dark.hex == "#ebebf5" && label.dark.alpha == 0.6)
    }

    @Test func legacyCocoaTouchColors() throws {
        #expect(try resolve(#"<color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>"#) == SystemColors.systemGroupedBackground)
        #expect(try resolve(#"<color key="backgroundColor" cocoaTouchSystemColor="darkTextColor"/>"#) == DynamicColor(RGBA(white: 0)))
    }

    @Test func componentsInSRGBGrayAndDisplayP3() throws {
        let srgb = try #require(try resolve(#"<color key="backgroundColor" red="1" green="0.5" blue="0" alpha="0.25" colorSpace="custom" customColorSpace="sRGB"/>"#))
        #expect(srgb.light == RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        let gray = try #require(try resolve(#"<color key="backgroundColor" white="0.33" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#))
        #expect(gray.light.hex == "#545454")
        // Display P3's pure red lies outside sRGB: it clamps to sRGB red.
        let p3 = try #require(try resolve(#"<color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#))
        #expect(p3.light.hex == "#ff0000")
        let p3Gray = try #require(try resolve(#"<color key="backgroundColor" red="0.4" green="0.4" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#))
        #expect(p3Gray.light.hex == "#666666")  // grays are the same in both spaces
    }

    @Test func namedColorsComeFromTheCatalogThenTheDocument() throws {
        let catalog = AssetCatalog(colors: ["Brand": DynamicColor(light: RGBA(1, 2, 3), dark: RGBA(4, 5, 6))], images: [:])
        let named = try #require(try resolve(#"<color key="backgroundColor" name="Brand"/>"#, assets: catalog))
        #expect(named.light.hex == "#010203" && named.dark.hex == "#040506")
        #expect(try resolve(#"<color key="backgroundColor" name="Unknown"/>"#) == nil)
    }
}
