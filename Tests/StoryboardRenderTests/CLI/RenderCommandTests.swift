import Foundation
import StoryboardTestSupport
import StoryboardFormat
import Testing

/// `storyboard render` run as users run it: the built binary in a child process.
@Suite struct RenderCommandTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The `storyboard` executable beside the test bundle (SwiftPM builds it with the tests).
    static var binary: String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("storyboard").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return Examples.path(".build/debug/storyboard")
    }

    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), errors: String(decoding: err, as: UTF8.self))
    }

    static func temporaryFolder() -> String {
        TemporaryDirectory.make("render-cli")
    }

    @Test func rendersEverySceneAsSVG() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.run(["render", Examples.colorboardPath, "-o", folder])
        #expect(run.status == 0, "\(run.errors)")
        let names = ["Colorboard-q7B-3d-Kf2.svg", "Colorboard-PaletteViewController.svg", "Colorboard-Sx4-Be-0Tj.svg", "Colorboard-ColorViewController.svg"]
        #expect(run.output == names.map { folder + "/" + $0 + "\n" }.joined())
        let svg = try String(contentsOfFile: folder + "/Colorboard-PaletteViewController.svg", encoding: .utf8)
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="414" height="896""#))
        #expect(svg.contains(">Colors</text>"))
    }

    @Test func rendersOneSceneDarkForAnotherDevice() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.run(["render", Examples.colorboardPath, "--scene", "ColorViewController", "--device", "retina4_7", "--appearance", "dark", "-o", folder])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == folder + "/Colorboard-ColorViewController.svg\n")
        let svg = try String(contentsOfFile: folder + "/Colorboard-ColorViewController.svg", encoding: .utf8)
        #expect(svg.contains(#"width="375" height="667""#))
        #expect(svg.contains(#"data-appearance="dark""#))
    }

    @Test func rendersTheCanvas() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.run(["render", Examples.colorboardPath, "--canvas", "-o", folder])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == folder + "/Colorboard-canvas.svg\n")
        let svg = try String(contentsOfFile: folder + "/Colorboard-canvas.svg", encoding: .utf8)
        #expect(svg.contains(#"data-segue-kind="relationship""#))
        #expect(svg.contains(#"data-kind="entryPoint" data-id="Wn4-Hc-Pa1""#))
    }

    @Test func unknownSceneIsAnError() throws {
        let run = try Self.run(["render", Examples.colorboardPath, "--scene", "Nope", "-o", Self.temporaryFolder()])
        #expect(run.status == 1)
        #expect(run.errors == "\(Examples.colorboardPath): error: \(Examples.colorboardPath): no scene, controller or storyboard identifier 'Nope' [render]\n")
    }

    @Test func conflictingSelectionsAreRejected() throws {
        let run = try Self.run(["render", Examples.colorboardPath, "--canvas", "--all"])
        #expect(run.status == 64)
        #expect(run.errors.contains("use one of --scene, --all and --canvas"))
    }

    @Test func pngWithoutRsvgConvertSaysHowToInstallIt() throws {
        let run = try Self.run(["render", Examples.colorboardPath, "--format", "png", "-o", Self.temporaryFolder()], environment: ["PATH": "/nonexistent"])
        #expect(run.status == 1)
        #expect(run.errors.contains("apt-get install librsvg2-bin"))
    }

    @Test func pngIsWrittenAtTheDeviceScale() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.run(["render", Examples.colorboardPath, "--scene", "PaletteViewController", "--format", "png", "-o", folder])
        #expect(run.status == 0, "\(run.errors)")
        let data = try #require(FileManager.default.contents(atPath: folder + "/Colorboard-PaletteViewController.png"))
        let bytes = [UInt8](data.prefix(24))
        #expect(bytes.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
        func be32(_ offset: Int) -> Int { Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]) }
        #expect(be32(16) == 828 && be32(20) == 1792)  // 414 × 896 points at 2×
    }
}

@Suite struct RenderFolderCommandTests {
    @Test func aSceneIsLookedUpInEveryStoryboardOfAFolder() throws {
        let folder = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let examples = Examples.path("Examples/LinkedTabs")
        let run = try RenderCommandTests.run(["render", examples, "--scene", "Inbox", "-o", folder])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == folder + "/Messages-Inbox.svg\n")
        let missing = try RenderCommandTests.run(["render", examples, "--scene", "Nope", "-o", folder])
        #expect(missing.status == 1)
        #expect(missing.errors.hasSuffix("\(examples): error: no storyboard under \(examples) has a scene, controller or storyboard identifier 'Nope' [render]\n"))
    }
}
