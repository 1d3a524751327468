import StoryboardFormat
import Testing
import StoryboardLayout

/// WatchKit interfaces are not Auto Layout: WatchKit places interface objects in rows and
/// columns of groups, sized relative to their container or to their content, and the documents
/// store no frames. The engine says so instead of printing frames as if they were WatchKit's,
/// and shows a document that names no device (43 of the corpus's 49 watchOS storyboards, saved
/// before Xcode 8 stored one) on the 38 mm watch rather than on an iPhone.
struct WatchKitLayoutTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="6750" systemVersion="14C109" targetRuntime="watchKit" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="c">
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <controller id="c">
                            <items>
                                <group width="1" alignment="left" id="g">
                                    <items>
                                        <label alignment="left" text="Sunny" id="l"/>
                                    </items>
                                </group>
                                <button width="1" alignment="left" title="Button" id="b"/>
                            </items>
                        </controller>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aWatchKitDocumentIsReportedAsNotLaidOut() throws {
        let document = try Document(bytes: Array(WatchKitLayoutTests.text.utf8), path: "Interface.storyboard")
        let layout = DocumentLayout(document: document)
        #expect(layout.device.id == "watch38")
        #expect(layout.views.map(\.id) == ["g", "l", "b"])
        #expect(layout.warnings.map(\.description) == [
            "Interface.storyboard:2:1: warning: WatchKit interfaces are placed by WatchKit's flow layout, which this engine does not model: the frames given are not WatchKit's [layout-unsupported-layout]",
        ])
    }
}
