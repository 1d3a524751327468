import Foundation

/// SVG to PNG through `rsvg-convert` (Debian `librsvg2-bin`), at the device's scale.
public struct PNGConverter: Sendable {
    /// The converter's path.
    public let executable: String

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
                return
            }
        }
        throw MissingConverter()
    }

    /// Writes the PNG of `svg` to `path`, `scale` pixels per point.
    public func convert(svg: String, scale: Double, to path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--zoom", String(scale), "--format", "png", "--output", path]
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
