import Foundation
import Testing

/// Exit statuses scripts and CI rely on, checked on the built tool.
@Suite("storyboard: exit statuses")
struct ExitStatusTests {
    let tool: StoryboardExecutable

    init() throws { tool = try StoryboardExecutable() }

    private let good = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects/></document>\n"

    @Test func parseExitsZeroWhenEveryFileReads() throws {
        let folder = try ScratchFolder(["a.xib": good, "b.xib": good])
        let outcome = try tool.run(["parse", folder.path("a.xib"), folder.path("b.xib")])
        #expect(outcome.status == 0)
        #expect(outcome.output == "parsed 2 files (270 bytes): 2 ok, 0 errors, 0 round-trip mismatches\n")
    }

    @Test func parseReportsEveryFileAndExitsOneWhenAnyHasAnError() throws {
        let folder = try ScratchFolder([
            "a.xib": good,
            "b.xib": "<document>\r  <a x='1' x='2'/>\r</document>",
            "c.xib": #"<?xml version="1.0" encoding="EBCDIC"?><document/>"#,
        ])
        let outcome = try tool.run(["parse", folder.url.path])
        #expect(outcome.status == 1)
        #expect(outcome.output == """
            \(folder.path("b.xib")):2:12: error: duplicate attribute 'x' (first given at 2:6) [xml]
            \(folder.path("c.xib")):1:31: error: encoding 'EBCDIC' is not supported: Interface Builder documents are UTF-8 (convert the file and declare encoding="UTF-8") [xml]
            parsed 3 files (226 bytes): 1 ok, 2 errors, 0 round-trip mismatches

            """)
    }

    @Test func parseExitsOneForAnUnreadableFile() throws {
        let outcome = try tool.run(["parse", "/dev/null/nothing.xib"])
        #expect(outcome.status == 1)
    }

    @Test func infoExitsOneForXMLThatIsNoInterfaceBuilderDocument() throws {
        let folder = try ScratchFolder(["plist.xib": "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n", "a.xib": good])
        let outcome = try tool.run(["info", folder.path("plist.xib")])
        #expect(outcome.status == 1)
        #expect(outcome.output == "")
        #expect(outcome.errors == "\(folder.path("plist.xib")):2:1: error: not an Interface Builder document (root element <plist>, expected <document> or <archive>) [format]\n")
        // With a good file beside it, that one is still described, and the status stays 1.
        let both = try tool.run(["info", folder.url.path])
        #expect(both.status == 1)
        #expect(both.output.hasPrefix("\(folder.path("a.xib")): xib, iOS, 0 top-level objects, 0 segues"))
        #expect(both.output.hasSuffix("2 files: 1 described, 1 not (unreadable or not Interface Builder documents)\n"))
    }

    @Test func infoExitsZeroForInterfaceBuilderDocuments() throws {
        let folder = try ScratchFolder(["a.xib": good])
        let outcome = try tool.run(["info", folder.path("a.xib")])
        #expect(outcome.status == 0)
        #expect(outcome.errors == "")
    }

    @Test func runFailsWithATypedErrorWhenARelationshipLeadsToAView() throws {
        let folder = try ScratchFolder(["App/Main.storyboard": navigationStoryboard(root: "a-view")])
        let outcome = try tool.run(["run", folder.path("App"), "--script", "quit"])
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("\(folder.path("App/Main.storyboard")):11:25: error: the segue's destination 'a-view' is a <view>, not a view controller (object nav-root) [runtime]"))
    }

    @Test func runStartsWhenTheRelationshipLeadsToAController() throws {
        let folder = try ScratchFolder(["App/Main.storyboard": navigationStoryboard(root: "a")])
        let outcome = try tool.run(["run", folder.path("App"), "--script", "quit"])
        #expect(outcome.status == 0)
        #expect(outcome.errors == "")
    }
}
