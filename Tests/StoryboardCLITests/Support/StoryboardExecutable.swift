import Foundation

/// The built `storyboard` tool, run as a user runs it: arguments in, standard output, standard
/// error and exit status out. `swift build` and `swift test` put it beside the test bundle.
struct StoryboardExecutable {
    struct Outcome: Sendable {
        var status: Int32
        var output: String
        var errors: String
    }

    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String { "no storyboard executable at \(path): build it with `swift build --product storyboard`" }
    }

    let url: URL

    init() throws {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // `….xctest` is a file on Linux and a bundle on macOS: walk up to the products folder.
        var folder = testBinary.deletingLastPathComponent()
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "Contents" || folder.lastPathComponent == "MacOS" {
            folder.deleteLastPathComponent()
        }
        url = folder.appendingPathComponent("storyboard")
        guard FileManager.default.isExecutableFile(atPath: url.path) else { throw Missing(path: url.path) }
    }

    /// Runs the tool; `input` is its standard input (none: an empty one).
    /// With `mergingErrors`, both streams go to one pipe (`output`), as `2>&1` does.
    func run(_ arguments: [String], in directory: URL? = nil, input: String = "", mergingErrors: Bool = false) throws -> Outcome {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = mergingErrors ? output : errors
        try process.run()
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try inputPipe.fileHandleForWriting.close()
        // Read both pipes before waiting, so that a full pipe cannot block the tool.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = mergingErrors ? Data() : errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }
}

/// A fresh folder of files for one test, removed when the test ends.
final class ScratchFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-cli-\(UUID().uuidString)")
        for (name, contents) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
        }
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// A storyboard with one navigation controller whose root is `root` and one plain scene `a`.
func navigationStoryboard(root: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
        <scenes>
            <scene sceneID="nav-scene">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="48" width="390" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="nav-root"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="a-scene">
                <objects>
                    <viewController title="A" id="a" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="a-view">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """
}
