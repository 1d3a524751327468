import Testing
@testable import StoryboardTools

@Suite("Semantic diff: id-only churn")
struct StoryboardDiffIDChurnTests {
    /// The same constraint and outlet, re-created by Xcode under new ids, beside one real change.
    static let old = StoryboardDiffTests.document(
        constraints: "\n                <constraint firstItem=\"btn\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\" constant=\"20\" id=\"c1\"/>",
        segues: "\n                <outlet property=\"title\" destination=\"lab\" id=\"o1\"/>")
    static let new = StoryboardDiffTests.document(
        label: "Bar",
        constraints: "\n                <constraint firstItem=\"btn\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\" constant=\"20\" id=\"c9\"/>",
        segues: "\n                <outlet property=\"title\" destination=\"lab\" id=\"o9\"/>")

    @Test func churnIsShownUnlessAskedToIgnoreIt() throws {
        let shown = try StoryboardDiff().changes(old: Array(Self.old.utf8), new: Array(Self.new.utf8))
        #expect(shown.map(\.summary) == [
            "constraint button.top = safeArea.top + 20 removed",
            "outlet title → title removed",
            "label \"title\" (lab): text \"Foo\" → \"Bar\"",
            "constraint button.top = safeArea.top + 20 added",
            "outlet title → title added",
        ])
        let ignored = try StoryboardDiff(ignoresIDChurn: true).changes(old: Array(Self.old.utf8), new: Array(Self.new.utf8))
        #expect(ignored.map(\.summary) == ["label \"title\" (lab): text \"Foo\" → \"Bar\""])
    }

    @Test func aReferenceThatFollowedAChurnedElementIsLeftOut() throws {
        // The label is re-created as `lab2`; the outlet (same id) now points at it.
        let old = StoryboardDiffTests.document(segues: "\n                <outlet property=\"title\" destination=\"lab\" id=\"o1\"/>")
        let new = old.replacingOccurrences(of: "\"lab\"", with: "\"lab2\"")
        let shown = try StoryboardDiff().changes(old: Array(old.utf8), new: Array(new.utf8))
        #expect(shown.map(\.summary) == [
            "label \"title\" (lab) removed", "label \"title\" (lab2) added",
            "outlet title → title: destination \"lab\" → \"lab2\"",
        ])
        #expect(try StoryboardDiff(ignoresIDChurn: true).changes(old: Array(old.utf8), new: Array(new.utf8)) == [])
    }

    @Test func anElementChangedBesidesItsIDIsStillRemovedAndAdded() throws {
        let old = StoryboardDiffTests.document(constraints: "\n                <constraint firstItem=\"btn\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\" constant=\"20\" id=\"c1\"/>")
        let new = StoryboardDiffTests.document(constraints: "\n                <constraint firstItem=\"btn\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\" constant=\"8\" id=\"c9\"/>")
        let changes = try StoryboardDiff(ignoresIDChurn: true).changes(old: Array(old.utf8), new: Array(new.utf8))
        #expect(changes.map(\.summary) == [
            "constraint button.top = safeArea.top + 20 removed", "constraint button.top = safeArea.top + 8 added",
        ])
    }
}
