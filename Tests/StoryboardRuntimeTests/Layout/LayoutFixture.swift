import Foundation
import StoryboardTestSupport
@testable import StoryboardRuntime
import Testing

/// A storyboard designed on an iPhone 8 (375 × 667, a 20 pt status bar) whose `Card` scene
/// places a label by constraints (its width is its text's) and a box between the root view's
/// margins, from 8 pt under the label to 20 pt above the safe area's bottom.
@MainActor
enum LayoutFixture {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="home" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s-home">
                    <objects>
                        <viewController title="Home" id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="home-view">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="home-safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s-card">
                    <objects>
                        <viewController storyboardIdentifier="Card" title="Card" id="card" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root" customClass="LoggingLayoutView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hello" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="20" y="40" width="42" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="16" y="69" width="343" height="578"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c2"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c3"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c4"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="c5"/>
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="c6"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Opens `text` (this fixture's storyboard by default) as `Main.storyboard` in a fresh
    /// directory, with the logging view class registered.
    static func open(_ text: String = storyboard) throws -> Storyboard {
        testEnvironment.classes.reset()
        testEnvironment.diagnostics.reset()
        testEnvironment.classes.register(LoggingLayoutView.self, as: "LoggingLayoutView")
        let directory = TemporaryDirectory.make("layout")
        try text.write(toFile: directory + "/Main.storyboard", atomically: true, encoding: .utf8)
        return try Storyboard(name: "Main", bundle: ResourceBundle(directory: directory))
    }

    /// A new `Card` controller that records its layout calls in `log`.
    static func card(_ storyboard: Storyboard, log: LayoutCallLog) throws -> LayoutLoggingController {
        let controller = try storyboard.instantiateViewController(identifier: "Card") { _ in LayoutLoggingController(log: log) }
        return try #require(controller as? LayoutLoggingController)
    }

    /// A window on the storyboard's designed device (an iPhone 8, chosen: a window runs on
    /// `Window.defaultDevice` otherwise) showing `root`.
    static func show(_ root: ViewController) -> Window {
        let window = Window()
        window.device = Device.named("retina4_7")!
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }
}

/// The layout and appearance calls of one test, in order (`"Card.viewWillLayoutSubviews"`).
@MainActor
final class LayoutCallLog {
    var entries: [String] = []
}

/// A controller that logs its appearance and layout callbacks.
@MainActor
final class LayoutLoggingController: ViewController {
    let log: LayoutCallLog

    init(log: LayoutCallLog) {
        self.log = log
        super.init()
    }

    required init() { preconditionFailure("made with a log") }

    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(title ?? "?").viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(title ?? "?").viewDidAppear") }
    override func viewWillLayoutSubviews() { log.entries.append("\(title ?? "?").viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.entries.append("\(title ?? "?").viewDidLayoutSubviews") }
}

/// A root view that logs `layoutSubviews` through its controller's log.
@MainActor
final class LoggingLayoutView: View {
    override func layoutSubviews() {
        (owningController as? LayoutLoggingController)?.log.entries.append("view.layoutSubviews")
        super.layoutSubviews()
    }
}
