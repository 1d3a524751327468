import Foundation
import StoryboardTestSupport
@testable import StoryboardRuntime

/// Small storyboards written in Xcode's XML format into a fresh temporary directory, for the
/// decoding tests: a test writes the scenes it needs and opens them as an app would.
@MainActor
enum DecodingFixture {
    /// Forgets what the test did so far in its environment (registrations, warnings, pending
    /// failures).
    static func reset() {
        testEnvironment.classes.reset()
        testEnvironment.diagnostics.reset()
        try? testEnvironment.failures.throwIfAny()
    }

    /// A new empty directory under the system's temporary directory.
    static func makeDirectory() -> String {
        TemporaryDirectory.make("decoding")
    }

    /// Writes `text` to `relativePath` under `directory`, creating folders (`Base.lproj/…`).
    static func write(_ text: String, to relativePath: String, in directory: String) {
        let path = directory + "/" + relativePath
        let folder = (path as NSString).deletingLastPathComponent
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try! text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Resets the shared state, writes `Main.storyboard` made of `scenes` into a new directory
    /// and opens it.
    static func storyboard(
        initial: String? = nil, name: String = "Main", _ scenes: String, resources: String = ""
    ) throws -> Storyboard {
        reset()
        let directory = makeDirectory()
        write(document(initial: initial, scenes: scenes, resources: resources), to: "\(name).storyboard", in: directory)
        return try Storyboard(name: name, bundle: ResourceBundle(directory: directory))
    }

    /// A storyboard document around `scenes` (the `<scene>` elements), as Xcode writes it.
    static func document(initial: String? = nil, scenes: String, resources: String = "") -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        let resourcesElement = resources.isEmpty ? "" : "\n    <resources>\n\(resources)\n    </resources>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initialAttribute)>
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                </dependencies>
                <scenes>
            \(scenes)
                </scenes>\(resourcesElement)
            </document>
            """
    }

    /// A scene holding one view controller element (`viewController` unless `element` says
    /// otherwise) with `body` inside it, and a First Responder placeholder `fr-<id>`.
    static func scene(
        _ id: String, element: String = "viewController", attributes: String = "", body: String
    ) -> String {
        """
                <scene sceneID="scene-\(id)">
                    <objects>
                        <\(element) id="\(id)" \(attributes) sceneMemberID="viewController">
            \(body)
                        </\(element)>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(id)" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
        """
    }

    /// A root `<view key="view">` of 390×844 with `subviews` and optional extra children.
    static func rootView(id: String = "root", subviews: String = "", extra: String = "") -> String {
        """
                            <view key="view" contentMode="scaleToFill" id="\(id)">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
            \(subviews)
                                </subviews>
            \(extra)
                            </view>
        """
    }

    /// A window showing `controller`, made key, for the driver.
    static func show(_ controller: ViewController) -> (Window, Driver) {
        let window = Window()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, Driver(window: window))
    }
}

/// A log that objects of a test scene write to, to check the order of calls.
@MainActor
final class FixtureCallLog {
    static let shared = FixtureCallLog()
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}
