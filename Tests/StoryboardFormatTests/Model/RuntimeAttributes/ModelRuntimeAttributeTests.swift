import Testing
@testable import StoryboardFormat

@Suite("User-defined runtime attributes")
struct ModelRuntimeAttributeTests {
    static let attributes = """
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                        <real key="value" value="4.5"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="number" keyPath="count">
                                        <integer key="value" value="3"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="number" keyPath="legacy" value="12"/>
                                    <userDefinedRuntimeAttribute type="string" keyPath="storyboardName" value="Settings"/>
                                    <userDefinedRuntimeAttribute type="point" keyPath="origin">
                                        <point key="value" x="1" y="2"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="size" keyPath="shadowOffset">
                                        <size key="value" width="3" height="4"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="rect" keyPath="area">
                                        <rect key="value" x="5" y="6" width="7" height="8"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="range" keyPath="selection">
                                        <range key="value" location="2" length="9"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="color" keyPath="layer.borderUIColor">
                                        <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="image" keyPath="icon" value="star"/>
                                    <userDefinedRuntimeAttribute type="nil" keyPath="delegate"/>
                                    <userDefinedRuntimeAttribute type="localizedString" keyPath="greeting">
                                        <string key="value">Hello</string>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="quaternion" keyPath="spin" value="1 2 3 4"/>
                                    <userDefinedRuntimeAttribute type="number" keyPath="broken" value="many"/>
                                </userDefinedRuntimeAttributes>
        """

    func attributes() throws -> [RuntimeAttribute] {
        let document = try Fixture.viewController(
            attributes: "customClass=\"RBStoryboardLink\"", subviews: "",
            extra: Self.attributes)
        let member = try #require(document.scenes.first?.viewController)
        #expect(document.runtimeAttributes.count == member.runtimeAttributes.count)
        return member.runtimeAttributes
    }

    @Test func keyPathsAndTypes() throws {
        let attributes = try attributes()
        #expect(attributes.count == 15)
        #expect(attributes.first?.keyPath == "layer.masksToBounds")
        #expect(attributes.first?.type == "boolean")
        #expect(attributes.allSatisfy { $0.owner?.id == "vc1" })
    }

    @Test func typedValues() throws {
        let values = try attributes().map(\.value)
        #expect(values == [
            .boolean(true), .number(4.5), .number(3), .number(12), .string("Settings"),
            .point(Point(x: 1, y: 2)), .size(Size(width: 3, height: 4)), .rect(Rect(x: 5, y: 6, width: 7, height: 8)),
            .range(TextRange(location: 2, length: 9)),
            .color(IBColor(key: "value", kind: .rgb(red: 1, green: 0, blue: 0, alpha: 1), colorSpace: "calibratedRGB")),
            .image("star"), .nil, .localizedString("Hello"),
            .unknown(type: "quaternion", value: "1 2 3 4"), .unknown(type: "number", value: "many"),
        ])
    }

    @Test func viewRuntimeAttributes() throws {
        let document = try Fixture.viewController(subviews: """
                                <view id="rounded">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="boolean" keyPath="clips" value="NO"/>
                                    </userDefinedRuntimeAttributes>
                                </view>
            """)
        let view = try #require(document.view("rounded"))
        #expect(view.runtimeAttributes.map(\.value) == [.boolean(false)])
        #expect(document.scenes.first?.viewController?.runtimeAttributes.isEmpty == true)
    }
}
