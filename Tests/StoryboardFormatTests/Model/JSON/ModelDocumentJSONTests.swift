import Foundation
import Testing
@testable import StoryboardFormat

@Suite("JSON encoding")
struct ModelDocumentJSONTests {
    func json(_ document: Document) throws -> [String: Any] {
        let data = try JSONEncoder().encode(document)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func storyboardShape() throws {
        let document = try Fixture.storyboard(ModelSegueTests.scenes + """
                    <scene sceneID="s6">
                        <objects>
                            <viewController storyboardIdentifier="Linked" useStoryboardIdentifierAsRestorationIdentifier="YES" id="link" customClass="RBStoryboardLink" sceneMemberID="viewController">
                                <view key="view" id="lv">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                    <subviews>
                                        <label text="Hi" id="ll">
                                            <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                        </label>
                                    </subviews>
                                </view>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="storyboardName" value="Other"/>
                                </userDefinedRuntimeAttributes>
                                <connections>
                                    <outlet property="label" destination="gone" id="out"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
            """, initial: "nav")
        let json = try json(document)
        #expect(json["format"] as? String == "document")
        let header = try #require(json["header"] as? [String: Any])
        #expect(header["platform"] as? String == "iOS")
        #expect(header["kind"] as? String == "storyboard")
        #expect(header["initialViewController"] as? String == "nav")
        #expect(header["toolsVersion"] as? String == "21701")

        let scenes = try #require(json["scenes"] as? [[String: Any]])
        #expect(scenes.count == 6)
        #expect(scenes.map { $0["viewController"] as? String } == ["nav", "list", "detail", "child", "ref", "link"])
        let link = try #require((scenes[5]["members"] as? [[String: Any]])?.first)
        #expect(link["customClass"] as? String == "RBStoryboardLink")
        #expect(link["controllerKind"] as? String == "viewController")
        #expect(link["storyboardIdentifier"] as? String == "Linked")
        #expect(link["effectiveRestorationIdentifier"] as? String == "Linked")
        let reference = try #require((scenes[4]["members"] as? [[String: Any]])?.first)
        #expect(reference["kind"] as? String == "storyboardReference")
        #expect(reference["storyboardName"] as? String == "Other")

        let views = try #require(scenes[5]["views"] as? [[String: Any]])
        #expect(views.map { $0["id"] as? String } == ["lv", "ll"])
        #expect(views.map { $0["parent"] as? String } == [nil, "lv"])
        #expect(views[1]["text"] as? String == "Hi")
        #expect(((views[0]["frame"] as? [String: Any])?["width"] as? Double) == 320)
        #expect(((views[1]["colors"] as? [[String: Any]])?.first?["name"] as? String) == "darkTextColor")

        let segues = try #require(json["segues"] as? [[String: Any]])
        #expect(segues.count == 13)
        #expect(segues.first?["kind"] as? String == "relationship")
        #expect(segues.first?["relationship"] as? String == "rootViewController")
        #expect(segues[1]["source"] as? String == "cell")
        #expect(segues[1]["sourceMember"] as? String == "list")
        #expect(segues[1]["identifier"] as? String == "Show")
        #expect((json["segueCounts"] as? [String: Int])?["show"] == 1)

        let connections = try #require(json["connections"] as? [[String: Any]])
        #expect(connections.map { $0["type"] as? String } == ["outlet"])
        #expect(connections.first?["property"] as? String == "label")

        let attributes = try #require(json["runtimeAttributes"] as? [[String: Any]])
        #expect(attributes.first?["keyPath"] as? String == "storyboardName")
        #expect(attributes.first?["value"] as? String == "Other")
        #expect(attributes.first?["owner"] as? String == "link")

        let references = try #require(json["storyboardReferences"] as? [[String: Any]])
        #expect(references.first?["storyboardName"] as? String == "Other")
        #expect(references.first?["sceneID"] as? String == "s5")

        let dangling = try #require(json["danglingReferences"] as? [[String: Any]])
        #expect(dangling.map { $0["id"] as? String } == ["gone"])
        #expect(dangling.first?["attribute"] as? String == "destination")
        #expect(dangling.first?["role"] as? String == "outletDestination")
        #expect(dangling.first?["line"] as? Int != nil)
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["severity"] as? String == "warning")
        #expect(diagnostics.first?["id"] as? String == "dangling-reference")
    }

    @Test func runtimeAttributeValues() throws {
        let document = try Fixture.viewController(subviews: "", extra: ModelRuntimeAttributeTests.attributes)
        let json = try json(document)
        let values = try #require(json["runtimeAttributes"] as? [[String: Any]]).map { $0["value"] }
        #expect(values[0] as? Bool == true)
        #expect(values[1] as? Double == 4.5)
        #expect((values[5] as? [String: Any])?["x"] as? Double == 1)
        #expect((values[9] as? [String: Any])?["type"] as? String == "rgb")
        #expect(values[11] is NSNull)
        #expect(values[12] as? String == "Hello")
    }

    @Test func xibObjectsAndViews() throws {
        let document = try Fixture.xib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <switch on="YES" id="sw"/>
                        </subviews>
                    </view>
            """)
        let json = try json(document)
        #expect((json["header"] as? [String: Any])?["kind"] as? String == "xib")
        #expect((json["scenes"] as? [Any])?.isEmpty == true)
        let objects = try #require(json["objects"] as? [[String: Any]])
        #expect(objects.map { $0["kind"] as? String } == ["placeholder", "object"])
        #expect(objects.first?["placeholderIdentifier"] as? String == "IBFilesOwner")
        let views = try #require(json["views"] as? [[String: Any]])
        #expect(views.map { $0["parent"] as? String } == [nil, "top"])
        #expect(views[1]["on"] as? Bool == true)
    }

    @Test func legacyArchiveEncodesItsHeaderOnly() throws {
        let document = try Fixture.document("<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\"><data/></archive>")
        let json = try json(document)
        #expect(json["format"] as? String == "legacyArchive")
        #expect((json["header"] as? [String: Any])?["platform"] as? String == "macOS")
        #expect(json["scenes"] == nil)
    }

    @Test func deepDocumentsEncodeFlat() throws {
        let depth = 20_000
        var xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\"><scenes><scene sceneID=\"s\"><objects><viewController id=\"vc\"><view key=\"view\" id=\"v\"><subviews>"
        for level in 0..<depth { xml += "<view id=\"v\(level)\"><subviews>" }
        for _ in 0..<depth { xml += "</subviews></view>" }
        xml += "</subviews></view></viewController></objects></scene></scenes></document>"
        let document = try Fixture.document(xml)
        let data = try JSONEncoder().encode(document)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let views = try #require((json["scenes"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
        #expect(views.count == depth + 1)
        #expect(views.last?["parent"] as? String == "v\(depth - 2)")
    }
}
