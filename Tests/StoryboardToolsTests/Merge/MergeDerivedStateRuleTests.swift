import Testing
@testable import StoryboardTools

/// The rules for what Xcode rewrites by itself: such an edit does not keep alive an element
/// that the other side deleted.
@Suite("Merge rules: Xcode's derived state")
struct MergeDerivedStateRuleTests {
    func merge(_ base: String, _ ours: String, _ theirs: String) -> (text: String, result: MergeResult) {
        let result = StoryboardMerge().merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
        return (String(decoding: result.merged, as: UTF8.self), result)
    }

    static let kept = "        <scene sceneID=\"a\"/>"

    @Test func aDeletionWinsOverXcodesRewritingOfTheDeletedElement() {
        // Xcode 8 turned the frameInset into a frame, dropped `<animations/>`, marked the label
        // misplaced and printed a color component with fewer digits: nothing the developer did.
        let base = MergeRuleTests.document(Self.kept + """

                    <tableViewCell id="c">
                        <frame key="frameInset" width="320" height="43"/>
                        <label text="A" id="l">
                            <animations/>
                            <color key="textColor" red="0.23529411764705882" alpha="1"/>
                        </label>
                    </tableViewCell>
            """)
        let theirs = MergeRuleTests.document(Self.kept + """

                    <tableViewCell id="c">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="43"/>
                        <label text="A" misplaced="YES" id="l">
                            <color key="textColor" red="0.2352941176" alpha="1"/>
                        </label>
                    </tableViewCell>
            """)
        let ours = MergeRuleTests.document(Self.kept)
        let (text, result) = merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(text == ours)
        // The same from the other side.
        let (again, mirrored) = merge(base, theirs, ours)
        #expect(mirrored.isClean)
        #expect(again == ours)
    }

    @Test func aNumberChangedBeyondPrintingPrecisionIsStillAnEdit() {
        let base = MergeRuleTests.document(Self.kept + "\n        <constraint constant=\"4\" id=\"k\"/>")
        let theirs = MergeRuleTests.document(Self.kept + "\n        <constraint constant=\"4.0001\" id=\"k\"/>")
        let (text, result) = merge(base, MergeRuleTests.document(Self.kept), theirs)
        #expect(result.conflicts.map(\.kind) == [.deletedAndEdited])
        #expect(text == MergeRuleTests.document(Self.kept + """

            <<<<<<< ours
            =======
                    <constraint constant="4.0001" id="k"/>
            >>>>>>> theirs
            """))
    }

    @Test func theDesignablesCacheGoesWithTheSideThatDroppedIt() {
        let cache = { (height: String) in
            "\n    <designables>\n        <designable name=\"d1\">\n            <size key=\"intrinsicContentSize\" width=\"10\" height=\"\(height)\"/>\n        </designable>\n    </designables>"
        }
        let base = MergeRuleTests.document(Self.kept, after: cache("20"))
        let theirs = MergeRuleTests.document(Self.kept, after: cache("24"))
        let ours = MergeRuleTests.document(Self.kept)
        let (text, result) = merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(text == ours)
    }

    @Test func anUnusedResourceRemovedOnOneSideIsDroppedThoughTheOtherReReadIt() {
        let document = { (resources: [String]) in
            MergeRuleTests.document(
                Self.kept, after: "\n    <resources>\n" + resources.map { "        " + $0 }.joined(separator: "\n") + "\n    </resources>")
        }
        let blue = { (red: String) in "<namedColor name=\"Blue\">\n            <color red=\"\(red)\" alpha=\"1\"/>\n        </namedColor>" }
        let image = "<image name=\"a\" width=\"1\" height=\"1\"/>"
        let (text, result) = merge(document([blue("0.1"), image]), document([blue("0.2"), image]), document([image]))
        #expect(result.isClean)
        #expect(text == document([image]))
        #expect(result.notes == ["namedColor name=\"Blue\": removed in theirs, unused; dropped although re-read in ours"])
    }
}
