import Testing
@testable import StoryboardTools

/// One test per merge rule, on documents small enough to read whole.
@Suite("Merge rules")
struct MergeRuleTests {
    func merge(_ base: String, _ ours: String, _ theirs: String) -> (text: String, result: MergeResult) {
        let result = StoryboardMerge().merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
        return (String(decoding: result.merged, as: UTF8.self), result)
    }

    static func document(
        _ body: String, header: String = #"toolsVersion="100" systemVersion="17A1""#, after: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \(header)>
            <scenes>
        \(body)
            </scenes>\(after)
        </document>

        """
    }

    @Test func differentAttributesOfOneElementBothApply() {
        let base = Self.document(#"        <label text="A" id="l1"/>"#)
        let ours = Self.document(#"        <label text="B" id="l1"/>"#)
        let theirs = Self.document(#"        <label text="A" hidden="YES" id="l1"/>"#)
        let (text, result) = merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(result.method == .semantic)
        #expect(text == Self.document(#"        <label text="B" hidden="YES" id="l1"/>"#))
    }

    @Test func sameAttributeSetTwiceIsAConflictAroundTheSmallestElement() {
        let base = Self.document("        <view id=\"v\">\n            <label text=\"A\" id=\"l1\"/>\n            <label text=\"X\" id=\"l2\"/>\n        </view>")
        let ours = Self.document("        <view id=\"v\">\n            <label text=\"B\" id=\"l1\"/>\n            <label text=\"Y\" id=\"l2\"/>\n        </view>")
        let theirs = Self.document("        <view id=\"v\">\n            <label text=\"C\" id=\"l1\"/>\n            <label text=\"X\" id=\"l2\"/>\n        </view>")
        let (text, result) = merge(base, ours, theirs)
        #expect(result.conflicts == [MergeConflict(
            kind: .attribute, element: "label id=\"l1\"", attribute: "text", ours: "B", theirs: "C", line: 5)])
        #expect(text == Self.document("""
                    <view id="v">
            <<<<<<< ours
                        <label text="B" id="l1"/>
            =======
                        <label text="C" id="l1"/>
            >>>>>>> theirs
                        <label text="Y" id="l2"/>
                    </view>
            """))
        #expect(result.conflicts[0].diagnostic(path: "Main.storyboard").description
            == "Main.storyboard:5:1: error: merge conflict: label id=\"l1\": text is \"B\" in ours and \"C\" in theirs [merge-attribute]")
    }

    @Test func insertionsFromBothSidesKeepEachSidesPosition() {
        let base = Self.document("        <scene sceneID=\"a\"/>\n        <scene sceneID=\"c\"/>")
        let ours = Self.document("        <scene sceneID=\"a\"/>\n        <scene sceneID=\"b\"/>\n        <scene sceneID=\"c\"/>")
        let theirs = Self.document("        <scene sceneID=\"a\"/>\n        <scene sceneID=\"c\"/>\n        <scene sceneID=\"d\"/>")
        let (text, result) = merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(text == Self.document(
            "        <scene sceneID=\"a\"/>\n        <scene sceneID=\"b\"/>\n        <scene sceneID=\"c\"/>\n        <scene sceneID=\"d\"/>"))
    }

    @Test func deletionOfAnUntouchedElementApplies() {
        let base = Self.document("        <scene sceneID=\"a\"/>\n        <scene sceneID=\"b\"/>")
        let ours = Self.document("        <scene sceneID=\"a\"/>")
        let theirs = Self.document("        <scene sceneID=\"a\" x=\"1\"/>\n        <scene sceneID=\"b\"/>")
        let (text, result) = merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(text == Self.document("        <scene sceneID=\"a\" x=\"1\"/>"))
    }

    @Test func deletionOfAnEditedElementIsAConflict() {
        let base = Self.document("        <scene sceneID=\"a\"/>\n        <scene sceneID=\"b\"/>")
        let ours = Self.document("        <scene sceneID=\"a\"/>")
        let theirs = Self.document("        <scene sceneID=\"a\"/>\n        <scene sceneID=\"b\" title=\"T\"/>")
        let (text, result) = merge(base, ours, theirs)
        #expect(result.conflicts.map(\.kind) == [.deletedAndEdited])
        #expect(result.conflicts[0].message == "scene sceneID=\"b\": deleted in ours, edited in theirs")
        #expect(text == Self.document("""
                    <scene sceneID="a"/>
            <<<<<<< ours
            =======
                    <scene sceneID="b" title="T"/>
            >>>>>>> theirs
            """))
    }

    @Test func versionStampsTakeTheNewest() {
        let header = { (tools: String, system: String) in #"toolsVersion="\#(tools)" systemVersion="\#(system)""# }
        let body = { (plugIn: String, capability: String) in
            """
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
                    <capability name="Safe area layout guides" minToolsVersion="\(capability)"/>
            """
        }
        let base = Self.document(body("14460.31", "9.0"), header: header("14460.31", "17G65"))
        let ours = Self.document(body("14490.49", "9.0"), header: header("14490.70", "18A391"))
        let theirs = Self.document(body("14460.31", "10.0"), header: header("14460.31", "17G65"))
        let (text, result) = merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(text == Self.document(body("14490.49", "10.0"), header: header("14490.70", "18A391")))
        #expect(result.notes.isEmpty)
        // Both changed the same stamp: still the newest, with a note.
        let other = Self.document(body("14460.31", "9.0"), header: header("15705", "17G2208"))
        let (again, second) = merge(base, ours, other)
        #expect(second.isClean)
        #expect(again.contains(#"toolsVersion="15705" systemVersion="18A391""#))
        #expect(second.notes == ["document: toolsVersion took the newer 15705", "document: systemVersion took the newer 18A391"])
        #expect(VersionOrder.isNewer("18A391", than: "17G2208"))
    }

    @Test func resourcesAreUnitedAndKeptWhileUsed() {
        let document = { (images: [String]) in
            Self.document(
                "        <imageView image=\"a\" id=\"i1\"/>",
                after: "\n    <resources>\n"
                    + images.map { "        <image name=\"\($0)\" width=\"1\" height=\"1\"/>" }.joined(separator: "\n")
                    + "\n    </resources>")
        }
        let (text, result) = merge(document(["a", "b"]), document(["a", "b", "c"]), document(["b", "d"]))
        #expect(result.isClean)
        // Their side dropped `a`, but the merged document still shows it: the resource stays.
        #expect(text == document(["a", "b", "c", "d"]))
    }

    @Test func duplicateIDsAreAConflict() {
        let base = Self.document("        <view id=\"p\"/>\n        <view id=\"q\"/>")
        let ours = Self.document("        <view id=\"p\">\n            <label id=\"new\"/>\n        </view>\n        <view id=\"q\"/>")
        let theirs = Self.document("        <view id=\"p\"/>\n        <view id=\"q\">\n            <button id=\"new\"/>\n        </view>")
        let (_, result) = merge(base, ours, theirs)
        #expect(result.conflicts.map(\.kind) == [.duplicateID, .duplicateID])
        #expect(result.conflicts.map(\.element) == ["id=\"new\"", "id=\"new\""])
    }

    @Test func referencesToDeletedElementsAreAConflict() {
        let base = Self.document("        <view id=\"v\"/>\n        <connections/>")
        let ours = Self.document("        <view id=\"v\"/>\n        <connections>\n            <outlet property=\"x\" destination=\"v\" id=\"o1\"/>\n        </connections>")
        let theirs = Self.document("        <connections/>")
        let (text, result) = merge(base, ours, theirs)
        #expect(result.conflicts == [MergeConflict(
            kind: .danglingReference, element: "id=\"o1\"", attribute: "destination=\"v\"", line: 5)])
        #expect(text.contains("<<<<<<< ours\n            <outlet property=\"x\" destination=\"v\" id=\"o1\"/>\n=======\n>>>>>>> theirs"))
    }

    @Test func twoInitialViewControllersConflictOnTheDocumentTag() {
        let base = Self.document("        <scene sceneID=\"a\"/>")
        let ours = base.replacingOccurrences(of: "version=\"3.0\"", with: "version=\"3.0\" initialViewController=\"A\"")
        let theirs = base.replacingOccurrences(of: "version=\"3.0\"", with: "version=\"3.0\" initialViewController=\"B\"")
        let (text, result) = merge(base, ours, theirs)
        #expect(result.conflicts.map(\.attribute) == ["initialViewController"])
        #expect(result.conflicts[0].line == 2)
        #expect(text.hasPrefix("""
            <?xml version="1.0" encoding="UTF-8"?>
            <<<<<<< ours
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="A" toolsVersion="100" systemVersion="17A1">
            =======
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="B" toolsVersion="100" systemVersion="17A1">
            >>>>>>> theirs
                <scenes>
            """))
    }

    @Test func sceneCommentsTravelWithTheirScene() {
        let base = Self.document("        <!--First-->\n        <scene sceneID=\"a\"/>")
        let ours = Self.document("        <!--First-->\n        <scene sceneID=\"a\" x=\"1\"/>")
        let theirs = Self.document("        <!--First-->\n        <scene sceneID=\"a\"/>\n        <!--Second-->\n        <scene sceneID=\"b\"/>")
        let (text, result) = merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(text == Self.document("        <!--First-->\n        <scene sceneID=\"a\" x=\"1\"/>\n        <!--Second-->\n        <scene sceneID=\"b\"/>"))
    }

    @Test func framesMovedOnBothSidesTakeTheirs() {
        let view = { (y: String, text: String) in
            "        <label text=\"\(text)\" id=\"l\">\n            <rect key=\"frame\" x=\"0\" y=\"\(y)\" width=\"10\" height=\"10\"/>\n        </label>"
        }
        let (text, result) = merge(Self.document(view("0", "A")), Self.document(view("5", "B")), Self.document(view("8", "A")))
        #expect(result.isClean)
        #expect(text == Self.document(view("8", "B")))
        #expect(result.notes == ["label id=\"l\": both sides moved it; took their rect key=\"frame\""])
    }

    @Test func anElementMovedOnOneSideKeepsTheOtherSidesEdit() {
        let base = Self.document("        <view id=\"root\">\n            <label text=\"A\" id=\"l\"/>\n        </view>")
        let ours = Self.document("        <view id=\"root\">\n            <stackView id=\"s\">\n                <label text=\"A\" id=\"l\"/>\n            </stackView>\n        </view>")
        let theirs = Self.document("        <view id=\"root\">\n            <label text=\"B\" id=\"l\"/>\n        </view>")
        let (text, result) = merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(text == Self.document("        <view id=\"root\">\n            <stackView id=\"s\">\n                <label text=\"B\" id=\"l\"/>\n            </stackView>\n        </view>"))
    }

    @Test func unchangedRegionsStayByteForByte() {
        // Odd spacing and an entity spelling only a byte-level writer keeps.
        let base = Self.document("        <label  text='A &#65;'   id=\"l\"/>\n        <scene sceneID=\"a\"/>")
        let ours = Self.document("        <label  text='A &#65;'   id=\"l\"/>\n        <scene sceneID=\"a\" x=\"1\"/>")
        let theirs = Self.document("        <label  text='A &#65;'   id=\"l\"/>\n        <scene sceneID=\"a\" y=\"2\"/>")
        let (text, result) = merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(text == Self.document("        <label  text='A &#65;'   id=\"l\"/>\n        <scene sceneID=\"a\" x=\"1\" y=\"2\"/>"))
    }

    /// A segmented control whose segments (elements without identity) have these titles.
    static func segments(_ titles: [String]) -> String {
        "        <segmentedControl id=\"c\">\n            <segments>\n"
            + titles.map { "                <segment title=\"\($0)\"/>" }.joined(separator: "\n")
            + "\n            </segments>\n        </segmentedControl>"
    }

    @Test func listsWithoutIdentityEditedOnBothSidesConflict() {
        let (_, result) = merge(
            Self.document(Self.segments(["A", "B"])), Self.document(Self.segments(["A", "C"])), Self.document(Self.segments(["D", "B"])))
        #expect(result.conflicts.map(\.kind) == [.unkeyedList])
        #expect(result.conflicts[0].element == "segments")
        // Edited on one side only, the list is that side's.
        let (text, clean) = merge(
            Self.document(Self.segments(["A", "B"])), Self.document(Self.segments(["A", "C"])), Self.document(Self.segments(["A", "B"])))
        #expect(clean.isClean)
        #expect(text == Self.document(Self.segments(["A", "C"])))
    }

    @Test func listsWithoutIdentityStayKeyedByContentAfterUnchangedItems() {
        // The unchanged first segment is written without being keyed, but it still makes
        // `segment` a repeated tag: the edited second one is matched by content, not by tag.
        let (_, result) = merge(
            Self.document(Self.segments(["A", "B"])), Self.document(Self.segments(["A", "C"])), Self.document(Self.segments(["A", "D"])))
        #expect(result.conflicts.map(\.kind) == [.unkeyedList])
        #expect(result.conflicts[0].element == "segments")
    }

    @Test func insertionsAtOnePlaceAfterUnchangedSiblingsPutOursFirst() {
        let base = Self.document("        <scene sceneID=\"a\"/>\n        <scene sceneID=\"c\"/>")
        let ours = Self.document("        <scene sceneID=\"a\"/>\n        <scene sceneID=\"b1\"/>\n        <scene sceneID=\"c\"/>")
        let theirs = Self.document("        <scene sceneID=\"a\"/>\n        <scene sceneID=\"b2\"/>\n        <scene sceneID=\"c\"/>")
        let (text, result) = merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(text == Self.document(
            "        <scene sceneID=\"a\"/>\n        <scene sceneID=\"b1\"/>\n        <scene sceneID=\"b2\"/>\n        <scene sceneID=\"c\"/>"))
    }

    @Test func bothSidesAddingTheSameFileMergeWithoutBase() {
        let ours = Self.document("        <scene sceneID=\"a\"/>")
        let theirs = Self.document("        <scene sceneID=\"a\"/>\n        <scene sceneID=\"b\"/>")
        let (text, result) = merge("", ours, theirs)
        #expect(result.isClean)
        #expect(text == theirs)
    }

    @Test func archiveFormatFallsBackToGitsLineMerge() {
        let archive = { (a: String, b: String) in
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\">\n\t<data>\n\t\t<string key=\"a\">\(a)</string>\n\t\t<string key=\"pad\">1</string>\n\t\t<string key=\"pad2\">2</string>\n\t\t<string key=\"b\">\(b)</string>\n\t</data>\n</archive>\n"
        }
        let (text, result) = merge(archive("1", "1"), archive("2", "1"), archive("1", "2"))
        #expect(result.isClean)
        #expect(result.method == .lineMerge(reason: "an Xcode 3/4 archive-format xib: merged line by line (git merge-file)"))
        #expect(text == archive("2", "2"))
    }
}

@Suite("Merge rules: Xcode's caches")
struct MergeCacheRuleTests {
    @Test func aResourceBothSidesChangedIsTheNewerXcodesReading() {
        let document = { (tools: String, width: String) in
            MergeRuleTests.document(
                "        <scene sceneID=\"a\"/>", header: "toolsVersion=\"\(tools)\"",
                after: "\n    <resources>\n        <image name=\"NSAddTemplate\" width=\"\(width)\" height=\"11\"/>\n    </resources>")
        }
        let result = StoryboardMerge().merge(
            base: Array(document("100", "11").utf8), ours: Array(document("100", "14").utf8),
            theirs: Array(document("200", "15").utf8))
        #expect(result.isClean)
        #expect(String(decoding: result.merged, as: UTF8.self) == document("200", "15"))
        #expect(result.notes.last == "image name=\"NSAddTemplate\": the resource differs on both sides; took the one saved by the newer Xcode (theirs)")
    }
}
