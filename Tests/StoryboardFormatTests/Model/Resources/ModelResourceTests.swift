import Testing
@testable import StoryboardFormat

@Suite("Resources")
struct ModelResourceTests {
    @Test func imagesAndColors() throws {
        let document = try Fixture.storyboard("", resources: """
                    <image name="star" width="24" height="22.5"/>
                    <namedColor name="Brand">
                        <color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                    <sound name="ding"/>
            """)
        let resources = document.resources
        #expect(resources.map(\.kind) == [.image, .namedColor, .systemColor, .other("sound")])
        #expect(resources.map(\.name) == ["star", "Brand", "systemBackgroundColor", "ding"])
        #expect(resources[0].size == Size(width: 24, height: 22.5))
        #expect(resources[0].color == nil)
        #expect(resources[1].color?.kind == .rgb(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        #expect(resources[1].size == nil)
        #expect(resources[2].color?.kind == .white(white: 1, alpha: 1))
    }

    @Test func noResources() throws {
        let document = try Fixture.xib("<view id=\"v\"/>")
        #expect(document.resources.isEmpty)
    }
}
