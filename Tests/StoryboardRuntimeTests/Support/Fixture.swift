import Foundation
@testable import StoryboardRuntime

/// A storyboard app made for one test: it resets the runtime's shared state, registers the
/// logging classes, writes storyboards into a fresh temporary directory and launches them.
/// Create it first thing in a test body (synchronous, on the main actor), so that nothing else
/// runs between the reset and the assertions.
@MainActor
final class Fixture {
    let directory: String
    let bundle: ResourceBundle
    let delegate = LoggingAppDelegate()

    /// Writes `storyboards` (name without extension → XML) into a new directory.
    init(_ storyboards: [String: String]) throws {
        testEnvironment.classes.reset()
        testEnvironment.diagnostics.reset()
        _ = try? testEnvironment.failures.throwIfAny()
        testEnvironment.automaticPresentationStyle = .pageSheet
        LifecycleLog.entries = []
        testEnvironment.classes.register(LoggingViewController.self, as: "LoggingViewController")
        testEnvironment.classes.register(LoggingNavigationController.self, as: "LoggingNavigationController")
        testEnvironment.classes.register(LoggingTabBarController.self, as: "LoggingTabBarController")
        testEnvironment.classes.register(LoggingTableViewController.self, as: "LoggingTableViewController")
        testEnvironment.classes.register(LifecycleLogSegue.self, as: "LifecycleLogSegue")

        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("openstoryboard-runtime-tests")
            .appendingPathComponent(UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        self.directory = directory
        bundle = ResourceBundle(directory: directory)
        for (name, xml) in storyboards {
            try xml.write(toFile: path(of: name), atomically: true, encoding: .utf8)
        }
    }

    /// A fixture with one storyboard, `Main`.
    convenience init(main xml: String) throws {
        try self.init(["Main": xml])
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func path(of storyboard: String) -> String {
        (directory as NSString).appendingPathComponent("\(storyboard).storyboard")
    }

    /// Launches the app with `Main` as its main storyboard, then clears the call log (unless
    /// `keepingLog`), so a test's log starts with what the test does.
    @discardableResult
    func launch(keepingLog: Bool = false) throws -> Application {
        let application = try Application.launch(delegate: delegate, bundle: bundle, mainStoryboard: "Main")
        if !keepingLog { LifecycleLog.entries = [] }
        return application
    }

    var window: Window { delegate.window! }
    var root: ViewController { window.rootViewController! }

    func storyboard(_ name: String = "Main") throws -> Storyboard {
        try Storyboard(name: name, bundle: bundle)
    }

    func driver() -> Driver { Driver(window: window) }
}

/// The application delegate of the fixtures: it logs launch.
@MainActor
final class LoggingAppDelegate: ApplicationDelegate {
    var window: Window?

    func application(_ application: Application, willFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        LifecycleLog.record("app.willFinishLaunching")
        return true
    }

    func application(_ application: Application, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        LifecycleLog.record("app.didFinishLaunching")
        return true
    }
}

/// Storyboard XML, as Xcode writes it, from small pieces.
enum StoryboardXML {
    /// A storyboard document; `initial` is the id of the initial view controller.
    static func document(initial: String? = nil, _ scenes: String...) -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initialAttribute)>
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
            \(scenes.joined(separator: "\n"))
                </scenes>
            </document>
            """
    }

    /// A scene (`sceneID` = the controller's id + `-scene`) holding `controller` and a First
    /// Responder placeholder.
    static func scene(_ controller: String, id: String) -> String {
        """
                <scene sceneID="\(id)-scene">
                    <objects>
        \(controller)
                        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """
    }

    /// A scene with a logging view controller titled `title` whose view holds `subviews`;
    /// `connections` are the controller's own (outlets, manual segues).
    static func controller(
        _ id: String, title: String, customClass: String = "LoggingViewController", identifier: String? = nil,
        subviews: String = "", connections: String = "", navigationItem: String = "", attributes: String = ""
    ) -> String {
        let identifierAttribute = identifier.map { " storyboardIdentifier=\"\($0)\"" } ?? ""
        return scene("""
                            <viewController\(identifierAttribute) title="\(title)" id="\(id)" customClass="\(customClass)" sceneMemberID="viewController"\(attributes)>
                                <view key="view" contentMode="scaleToFill" id="\(id)-view">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <subviews>
            \(subviews)
                                    </subviews>
                                </view>
            \(navigationItem)
                                <connections>
            \(connections)
                                </connections>
                            </viewController>
            """, id: id)
    }

    /// A scene with a logging navigation controller titled `title` whose root is `root`.
    static func navigation(_ id: String, title: String = "Nav", root: String, customClass: String = "LoggingNavigationController") -> String {
        scene("""
                        <navigationController title="\(title)" id="\(id)" customClass="\(customClass)" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-bar">
                                <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/>
                            </connections>
                        </navigationController>
            """, id: id)
    }

    /// A button titled `title` with `connections` (segues, actions).
    static func button(_ id: String, title: String, connections: String = "") -> String {
        """
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="\(id)">
                                    <rect key="frame" x="20" y="100" width="100" height="30"/>
                                    <state key="normal" title="\(title)"/>
                                    <connections>
        \(connections)
                                    </connections>
                                </button>
        """
    }

    /// A container view whose embed segue leads to `destination`.
    static func container(_ id: String, embedding destination: String, identifier: String? = nil) -> String {
        let identifierAttribute = identifier.map { " identifier=\"\($0)\"" } ?? ""
        return """
                                <containerView opaque="NO" contentMode="scaleToFill" id="\(id)">
                                    <rect key="frame" x="0.0" y="200" width="414" height="300"/>
                                    <connections>
                                        <segue destination="\(destination)" kind="embed"\(identifierAttribute) id="\(id)-embed"/>
                                    </connections>
                                </containerView>
        """
    }

    /// A segue element.
    static func segue(_ id: String, to destination: String, kind: String, identifier: String? = nil, extra: String = "") -> String {
        let identifierAttribute = identifier.map { " identifier=\"\($0)\"" } ?? ""
        return "<segue destination=\"\(destination)\" kind=\"\(kind)\"\(identifierAttribute) id=\"\(id)\"\(extra)/>"
    }
}

extension Fixture {
    /// `path:line:column` of the element whose start tag holds `marker` (the first on its line
    /// in the file named `storyboard`), as diagnostics print it: the line, and the column of
    /// the `<` that starts the element, counted in UTF-8 bytes from 1.
    func position(of marker: String, in storyboard: String = "Main") throws -> String {
        let text = try String(contentsOfFile: path(of: storyboard), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.contains(marker) }),
            let open = lines[index].firstIndex(of: "<")
        else { return "\(path(of: storyboard)):?:?" }
        let column = lines[index].utf8.distance(from: lines[index].startIndex, to: open) + 1
        return "\(path(of: storyboard)):\(index + 1):\(column)"
    }
}
