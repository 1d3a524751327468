import StoryboardFormat
import StoryboardTestSupport
import Testing

@testable import StoryboardRender

@Suite(.requiresSharedData) struct AssetCatalogTests {
    @Test func readsNetNewsWireColorsAndImages() throws {
        let folder = try Examples.sharedProject("Ranchero-Software__NetNewsWire/iOS")
        let catalog = AssetCatalog(searching: folder)
        // 0x08 0x6A 0xEE in light, 0x2D 0x80 0xF1 in dark.
        let accent = try #require(catalog.colors["primaryAccentColor"])
        #expect(accent.light.hex == "#086aee")
        #expect(accent.dark.hex == "#2d80f1")
        // A colour set that refers to a system colour.
        #expect(catalog.colors["fullScreenBackgroundColor"] != nil || catalog.colors["barBackgroundColor"] != nil)
        // PDF-only image sets cannot be drawn; PNG ones can.
        #expect(catalog.images["accountFeedbin"] == nil)
    }

    @Test func projectFolderIsTheNearestFolderWithAProject() throws {
        let storyboard = try Examples.sharedProject("Ranchero-Software__NetNewsWire/iOS/Account/Account.storyboard")
        let folder = AssetCatalog.projectFolder(for: storyboard)
        #expect(AssetCatalog.catalogs(below: folder).contains { $0.hasSuffix("iOS/Resources/Assets.xcassets") })
    }
}
