import Foundation

/// SVG to PNG through `rsvg-convert` (Debian `librsvg2-bin`), at the device's scale.
public struct PNGConverter: Sendable {
    /// The converter's path.
    public let executable: String
    /// The converter's environment: fontconfig told to draw Inter without its contextual
    /// alternates (nil where the system's fontconfig file is not found).
    let environment: [String: String]?

    /// `rsvg-convert` was not found on `PATH`.
    public struct MissingConverter: Error, CustomStringConvertible, Sendable {
        public var description: String {
            "rsvg-convert is not installed: PNG output needs it (Debian/Ubuntu: `apt-get install librsvg2-bin`, "
                + "macOS: `brew install librsvg`); for the iOS look install the Inter font too (`apt-get install fonts-inter`)"
        }
    }

    /// `rsvg-convert` failed on one file.
    public struct ConversionFailed: Error, CustomStringConvertible, Sendable {
        public let path: String
        public let status: Int32
        public let message: String
        public var description: String { "\(path): rsvg-convert failed (exit \(status)): \(message)" }
    }

    /// Finds `rsvg-convert` on `PATH` (or in `searchPath`).
    public init(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) throws {
        for folder in (searchPath ?? "/usr/bin").split(separator: ":") {
            let candidate = String(folder) + "/rsvg-convert"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                executable = candidate
                environment = PNGConverter.fontEnvironment()
                return
            }
        }
        throw MissingConverter()
    }

    /// Inter, the stand-in for SF Pro in PNGs, turns `->` into an arrow and the `x` of
    /// `1920x1080` into `×` by its contextual alternates; SF Pro does not, and librsvg ignores
    /// `font-feature-settings`. Fontconfig can switch the feature off for the font: a
    /// configuration that includes the system's and adds that rule, in the temporary folder.
    static func fontEnvironment() -> [String: String]? {
        var environment = ProcessInfo.processInfo.environment
        let system = environment["FONTCONFIG_FILE"] ?? "/etc/fonts/fonts.conf"
        guard FileManager.default.fileExists(atPath: system) else { return nil }
        let configuration = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <include ignore_missing="yes">\(system)</include>
              <match target="font">
                <test name="family" compare="contains"><string>Inter</string></test>
                <edit name="fontfeatures" mode="append"><string>calt off</string></edit>
              </match>
            </fontconfig>

            """
        // One file per configuration, written once and shared by concurrent runs.
        let name = "openstoryboard-fonts-\(UInt32(truncatingIfNeeded: configuration.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) })).conf"
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(name)
        if (try? String(contentsOfFile: path, encoding: .utf8)) != configuration {
            guard (try? configuration.write(toFile: path, atomically: true, encoding: .utf8)) != nil else { return nil }
        }
        environment["FONTCONFIG_FILE"] = path
        return environment
    }

    /// Writes the PNG of `svg` to `path`, `scale` pixels per point.
    public func convert(svg: String, scale: Double, to path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--zoom", String(scale), "--format", "png", "--output", path]
        if let environment { process.environment = environment }
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(svg.utf8))
        try input.fileHandleForWriting.close()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ConversionFailed(path: path, status: process.terminationStatus, message: String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}
