import Foundation
import Testing

@testable import StoryboardRender

/// PNGs draw SF Pro's text in Inter, whose contextual alternates turn `->` into an arrow and
/// the `x` of `1920x1080` into `×`; SF Pro keeps the characters, and librsvg ignores
/// `font-feature-settings`. The converter runs `rsvg-convert` with a fontconfig configuration
/// that switches the feature off for Inter (CI installs librsvg2-bin and fonts-inter).
@Suite struct PNGFontFeatureTests {
    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" font-family="Inter"><rect width="200" height="40" fill="#fff"/><text x="8" y="26" font-size="17">1920x1080 a->b</text></svg>
        """

    static func png(_ svg: String, environment: [String: String]?) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try PNGConverter().executable)
        process.arguments = ["--format", "png"]
        if let environment { process.environment = environment }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(svg.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    @Test func theConfigurationSwitchesInterContextualAlternatesOff() throws {
        let environment = try #require(PNGConverter.fontEnvironment())
        let path = try #require(environment["FONTCONFIG_FILE"])
        let configuration = try String(contentsOfFile: path, encoding: .utf8)
        #expect(configuration.contains(#"<include ignore_missing="yes">/etc/fonts/fonts.conf</include>"#))
        #expect(configuration.contains(#"<test name="family" compare="contains"><string>Inter</string></test>"#))
        #expect(configuration.contains(#"<edit name="fontfeatures" mode="append"><string>calt off</string></edit>"#))
    }

    @Test func theConvertersTextDiffersFromInterWithItsAlternates() throws {
        let converter = try PNGConverter()
        let folder = NSTemporaryDirectory() + "png-features-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try converter.convert(svg: Self.svg, scale: 1, to: folder + "/text.png")
        let drawn = try #require(FileManager.default.contents(atPath: folder + "/text.png"))
        #expect(drawn == (try Self.png(Self.svg, environment: converter.environment)))
        #expect(drawn != (try Self.png(Self.svg, environment: nil)))
    }
}
