import Foundation
import Testing
@testable import StoryboardTools

@Suite("Semantic diff")
struct StoryboardDiffTests {
    static func document(toolsVersion: String = "100", label: String = "Foo", constraints: String = "", segues: String = "",
                         misplacedFrameY: String? = nil) -> String {
        let frame = misplacedFrameY.map { "\n                            <rect key=\"frame\" x=\"0\" y=\"\($0)\" width=\"10\" height=\"10\"/>" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)">
                <scenes>
                    <!--Settings-->
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc">
                                <view key="view" id="root">
                                    <subviews>
                                        <label userLabel="title" text="\(label)" id="lab"/>
                                        <button misplaced="YES" id="btn">\(frame)
                                        </button>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                    <constraints>\(constraints)
                                    </constraints>
                                </view>
                                <connections>\(segues)
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
    }

    func changes(_ old: String, _ new: String) throws -> [StoryboardChange] {
        try StoryboardDiff().changes(old: Array(old.utf8), new: Array(new.utf8))
    }

    @Test func labelTextChangeNamesTheSceneAndTheLabel() throws {
        let changes = try changes(Self.document(), Self.document(label: "Bar"))
        #expect(changes == [StoryboardChange(
            kind: .changed, scene: "scene \"Settings\" (s1)", element: "label \"title\" (lab)", property: "text",
            old: "Foo", new: "Bar")])
        #expect(StoryboardDiff.text(changes) == "scene \"Settings\" (s1):\n  label \"title\" (lab): text \"Foo\" → \"Bar\"\n")
    }

    @Test func constraintsAreEquations() throws {
        let constraint = "\n                <constraint firstItem=\"btn\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\" constant=\"20\" id=\"c1\"/>"
            + "\n                <constraint firstItem=\"lab\" firstAttribute=\"leading\" relation=\"greaterThanOrEqual\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"-8\" priority=\"750\" id=\"c2\"/>"
        let changes = try changes(Self.document(), Self.document(constraints: constraint))
        #expect(changes.map(\.summary) == [
            "constraint button.top = safeArea.top + 20 added",
            "constraint title.leading >= view.leading - 8 @750 added",
        ])
    }

    @Test func seguesByIdentifierAndDestination() throws {
        let segue = "\n                <segue destination=\"vc\" kind=\"show\" identifier=\"showDetail\" id=\"g1\"/>"
        let changes = try changes(Self.document(segues: segue), Self.document())
        #expect(StoryboardDiff.text(changes) == "scene \"Settings\" (s1):\n  segue \"showDetail\" (show → viewController) removed\n")
    }

    @Test func versionStampsAndMisplacedFramesAreLeftOut() throws {
        let changes = try changes(
            Self.document(toolsVersion: "100", misplacedFrameY: "1"), Self.document(toolsVersion: "200", misplacedFrameY: "2"))
        #expect(changes == [])
        #expect(StoryboardDiff.text(changes) == "no changes\n")
    }

    @Test func jsonCarriesEveryField() throws {
        let changes = try changes(Self.document(), Self.document(label: "Bar"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(changes), as: UTF8.self)
            == #"[{"element":"label \"title\" (lab)","kind":"changed","new":"Bar","old":"Foo","property":"text","scene":"scene \"Settings\" (s1)"}]"#)
    }

    @Test func outlineListsElementsWithTheirProperties() throws {
        let outline = try StoryboardOutline().text(of: Array(Self.document().utf8))
        #expect(outline == """
            document
                type = com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB
                version = 3.0
            scene "Settings" (s1)
              viewController (vc)
                view (root)
                    key = view
                  label "title" (lab)
                      text = Foo
                      userLabel = title
                  button (btn)
                  viewLayoutGuide (safe)
                      key = safeArea

            """)
    }
}
