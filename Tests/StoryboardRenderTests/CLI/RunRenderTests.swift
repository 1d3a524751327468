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
