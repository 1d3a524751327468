import Foundation
import Testing

/// `storyboard run --render DIR`, run as users run it: the built binary writes the screen
/// after launch and after each command of the script.
@Suite struct RunRenderTests {
    @Test func writesTheScreenAfterEachStep() throws {
        let folder = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try RenderCommandTests.run([
            "run", Examples.path("Examples/Colorboard"), "--script", "tap +; slide red 0.5; type Lavender; bar Done", "--render", folder,
        ])
        #expect(run.status == 0, "\(run.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["000-launch.svg", "001-tap.svg", "002-slide_red_0.5.svg", "003-type_Lavender.svg", "004-bar_Done.svg"])
        func svg(_ name: String) throws -> String { try String(contentsOfFile: folder + "/" + name, encoding: .utf8) }

        let launch = try svg("000-launch.svg")
        #expect(launch.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844""#))
        #expect(launch.contains(">Colors</text>"))
        #expect(launch.contains(">Blue</text>"))

        let slid = try svg("002-slide_red_0.5.svg")
        #expect(slid.contains(#"data-id="Sr2-Qd-8Xa" data-kind="slider""#))
        let typed = try svg("003-type_Lavender.svg")
        #expect(typed.contains(">Lavender</text>"))

        let done = try svg("004-bar_Done.svg")
        #expect(done.contains(">Lavender</text>"))
        #expect(!done.contains(#"data-id="Sr2-Qd-8Xa""#))
    }
}

/// `storyboard render --language`: the project's translations replace the document's texts.
@Suite struct RenderLanguageTests {
    @Test(.requiresSharedData) func germanTextsFromTheStringsBesideBase() throws {
        let storyboard = try Examples.sharedProject("LoopKit__Loop/Loop/Base.lproj/Main.storyboard")
        let folder = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try RenderCommandTests.run(["render", storyboard, "--language", "de", "-o", folder])
        #expect(run.status == 0, "\(run.errors)")
        let svgs = try FileManager.default.contentsOfDirectory(atPath: folder).map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }.joined()
        #expect(svgs.contains(">Beobachtet</text>"))
        #expect(svgs.contains(">Empfohlene Basalrate</text>"))
        #expect(!svgs.contains(">Observed</text>"))
        #expect(!svgs.contains(">Recommended Basal</text>"))

        // Without --language the document's own texts show.
        let english = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: english) }
        #expect(try RenderCommandTests.run(["render", storyboard, "-o", english]).status == 0)
        let englishSVGs = try FileManager.default.contentsOfDirectory(atPath: english).map { try String(contentsOfFile: english + "/" + $0, encoding: .utf8) }.joined()
        #expect(englishSVGs.contains(">Observed</text>"))
        #expect(englishSVGs.contains(">Recommended Basal</text>"))
    }
}

/// `storyboard render` of a xib: each top-level view at its own size.
@Suite struct RenderXibTests {
    @Test func topLevelViewOfTheEntriesXib() throws {
        let folder = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try RenderCommandTests.run(["render", Examples.path("Examples/Entries/EntryDetailsContentView.xib"), "-o", folder])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == folder + "/EntryDetailsContentView-EntryDetailsContentView.svg\n")
        let svg = try String(contentsOfFile: folder + "/EntryDetailsContentView-EntryDetailsContentView.svg", encoding: .utf8)
        #expect(svg.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="414" height="420" viewBox="0 0 414 420" data-screen="Xc1-Vw-c01""##))
        #expect(svg.contains("""
            <g data-id="Xc1-Lb-n01" data-kind="label" transform="translate(20,20)">
            <text x="0" y="16.45" font-size="17" font-weight="700" fill="#000000">Name</text>
            """))
        #expect(svg.contains("""
            <g data-id="Xc1-Bt-m01" data-kind="button" transform="translate(20,363)">
            <text x="187" y="20.25" font-size="15" text-anchor="middle" fill="#007aff">More Details</text>
            """))
    }
}
