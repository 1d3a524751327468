import Foundation
import StoryboardFormat
import StoryboardRuntime

/// Writes what a running app's window shows after each step of a session as numbered SVG
/// files (`000-launch.svg`, `001-tap_.svg` …), so that a script's run can be looked at screen
/// by screen: what `storyboard run --render DIR` does.
@MainActor
public struct LiveScreenRecorder {
    public let directory: String
    public var appearance: Appearance
    public var assets: AssetCatalog
    /// How many screens were written so far (the next file's number).
    public private(set) var count = 0

    /// Creates `directory` when it does not exist.
    public init(directory: String, appearance: Appearance = .light, assets: AssetCatalog = .empty) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        self.directory = directory
        self.appearance = appearance
        self.assets = assets
    }

    /// Writes the window's current screen, named after the step that led to it; returns the
    /// file's path.
    @discardableResult
    public mutating func record(_ window: Window, step: String) throws -> String {
        let number = String(count)
        let name = String(repeating: "0", count: max(0, 3 - number.count)) + number + "-" + RenderFileNames.safe(step) + ".svg"
        let path = (directory as NSString).appendingPathComponent(name)
        let svg = LiveScreen(window: window, assets: assets).svg(appearance: appearance)
        try svg.write(toFile: path, atomically: true, encoding: .utf8)
        count += 1
        return path
    }
}
