import Foundation
import StoryboardTestSupport
import Testing

/// `storyboard layout` through the built binary: the JSON contract, the readable tree, the
/// warnings on standard error and the exit status.
struct LayoutCommandTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the `storyboard` executable built beside the test bundle.
    static func storyboard(_ arguments: [String]) throws -> Run {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var binary = directory.appendingPathComponent("storyboard")
        if !FileManager.default.fileExists(atPath: binary.path) {
            binary = directory.deletingLastPathComponent().appendingPathComponent("storyboard")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                   errors: String(decoding: err, as: UTF8.self))
    }

    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                        <rect key="frame" x="99" y="99" width="9" height="9"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="20" id="c2"/>
                                    <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                                    <constraint firstItem="a" firstAttribute="height" constant="100" id="c4"/>
                                    <constraint firstItem="a" firstAttribute="height" constant="90" priority="999" id="c5"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func fixture() throws -> String {
        let path = NSTemporaryDirectory() + "layout-\(UUID().uuidString).storyboard"
        try document.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func jsonForAnotherDevice() throws {
        let path = try LayoutCommandTests.fixture()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try LayoutCommandTests.storyboard(["layout", path, "--device", "retina6_1", "--json"])
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output == #"{"device": "retina6_1", "views": [{"id": "root", "frame": [0, 0, 414, 896]}, {"id": "a", "frame": [20, 44, 374, 100]}], "warnings": []}"# + "\n")
    }

    @Test func readableTreeAtTheDesignedDevice() throws {
        let path = try LayoutCommandTests.fixture()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try LayoutCommandTests.storyboard(["layout", path])
        #expect(run.status == 0)
        #expect(run.output == "retina4_7 portrait\nview root (0, 0, 375, 667)\n  view a (20, 20, 335, 100)\n")
    }

    @Test func brokenConstraintIsAWarningAndExitStatusOne() throws {
        let path = try LayoutCommandTests.fixture()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let broken = LayoutCommandTests.document.replacingOccurrences(of: #"priority="999" "#, with: "")
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try LayoutCommandTests.storyboard(["layout", path, "--json"])
        #expect(run.status == 1)
        let warning = "\(path):21:29: warning: Unable to simultaneously satisfy constraints: breaking c5 (a.height == 90.0) [layout-unsatisfiable-constraints]"
        #expect(run.errors == warning + "\n")
        #expect(run.output.hasSuffix(#""warnings": ["# + "\"\(warning)\"" + "]}\n"))
    }

    @Test func unknownDeviceIsAUsageError() throws {
        let path = try LayoutCommandTests.fixture()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try LayoutCommandTests.storyboard(["layout", path, "--device", "iphone99"])
        #expect(run.status == 64)
        #expect(run.errors.contains("unknown device 'iphone99'"))
    }

    /// A folder of documents: each laid out (on every core), printed in path order, one JSON
    /// object per line with its path first; a file that is no document is reported and still
    /// has its line; a count of the files on standard error.
    @Test func folderAsJSONLines() throws {
        let folder = TemporaryDirectory.make("layout-folder")
        try LayoutCommandTests.document.write(toFile: folder + "/A.storyboard", atomically: true, encoding: .utf8)
        try "".write(toFile: folder + "/B.xib", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/Sub", withIntermediateDirectories: true)
        try LayoutCommandTests.document.write(toFile: folder + "/Sub/C.storyboard", atomically: true, encoding: .utf8)
        let run = try LayoutCommandTests.storyboard(["layout", folder, "--json", "--device", "retina6_1"])
        #expect(run.status == 1)
        let views = #""device": "retina6_1", "views": [{"id": "root", "frame": [0, 0, 414, 896]}, {"id": "a", "frame": [20, 44, 374, 100]}], "warnings": []}"#
        let empty = "\(folder)/B.xib:1:1: error: the document is empty [xml]"
        #expect(run.output == """
            {"path": "\(folder)/A.storyboard", \(views)
            {"path": "\(folder)/B.xib", "device": "retina6_1", "views": [], "warnings": ["\(empty)"]}
            {"path": "\(folder)/Sub/C.storyboard", \(views)

            """)
        #expect(run.errors == "\(empty)\nlaid out 3 files: 2 without warnings, 1 with warnings or errors\n")
    }

    /// Several files as readable trees, each under its path.
    @Test func severalFilesAsTrees() throws {
        let first = try LayoutCommandTests.fixture(), second = try LayoutCommandTests.fixture()
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }
        let run = try LayoutCommandTests.storyboard(["layout", first, second])
        #expect(run.status == 0)
        let tree = "retina4_7 portrait\nview root (0, 0, 375, 667)\n  view a (20, 20, 335, 100)\n"
        #expect(run.output == "\(first)\n\(tree)\n\(second)\n\(tree)\n")
        #expect(run.errors == "laid out 2 files: 2 without warnings, 0 with warnings or errors\n")
    }

    @Test func missingPathIsAUsageError() throws {
        let run = try LayoutCommandTests.storyboard(["layout", "/nonexistent/Main.storyboard"])
        #expect(run.status == 64)
        #expect(run.errors.contains("no such file or directory: /nonexistent/Main.storyboard"))
    }
}
