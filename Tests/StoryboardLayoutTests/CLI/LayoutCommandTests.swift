import Foundation
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
}
