import Foundation
import Testing
@testable import StoryboardRuntime

/// Two applications in one process (what the web player does with two browser tabs): each has
/// its own classes, documents, strings tables and diagnostics (`RuntimeEnvironment`), and
/// `Application.shared` answers the app whose launch or event is being handled, so two apps
/// driven at the same time never see each other.
@MainActor
@Suite("Two applications in one process")
struct TwoApplicationsTests {
    /// A navigation controller whose root, "Screen", pushes another "Screen" with "Next".
    /// Both apps read this same storyboard text, each from its own folder.
    static let storyboard = DecodingFixture.document(initial: "nav", scenes: """
        \(DecodingFixture.scene("nav", element: "navigationController", body: """
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="first" kind="relationship" relationship="rootViewController" id="root-segue"/>
                        </connections>
        """))
        \(DecodingFixture.scene("first", attributes: #"title="Start" customClass="Screen""#, body: DecodingFixture.rootView(subviews: """
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="next">
                                <rect key="frame" x="20" y="150" width="100" height="30"/>
                                <state key="normal" title="Next"/>
                                <connections>
                                    <segue destination="second" kind="show" identifier="next" id="next-segue"/>
                                </connections>
                            </button>
                            <view contentMode="scaleToFill" customClass="Decoration" id="decoration">
                                <rect key="frame" x="20" y="200" width="100" height="30"/>
                            </view>
        """) + """
                            <navigationItem key="navigationItem" title="Start" id="first-item"/>
        """))
        \(DecodingFixture.scene("second", attributes: #"title="Details" customClass="Screen""#, body: DecodingFixture.rootView(id: "second-root")))
        """)

    /// The delegate of each app keeps that app's call log.
    final class LogKeepingDelegate: ApplicationDelegate {
        var window: Window?
        var log: [String] = []
    }

    /// Logs into the delegate of `Application.shared`: the app whose event is being handled.
    class LoggingScreen: ViewController {
        var prefix: String { "?" }
        func record(_ call: String) {
            (Application.shared.delegate as? LogKeepingDelegate)?.log.append("\(prefix) \(title ?? "?").\(call)")
        }
        override func viewDidLoad() { super.viewDidLoad(); record("viewDidLoad") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear") }
        override func prepare(for segue: StoryboardSegue, sender: Any?) { record("prepare(\(segue.identifier ?? "nil"))") }
    }

    /// App one's class for "Screen".
    final class EnglishScreen: LoggingScreen {
        override var prefix: String { "en" }
    }

    /// App two's class for "Screen": the same name, another class.
    final class GermanScreen: LoggingScreen {
        override var prefix: String { "de" }
    }

    /// Writes the storyboard (and, for German, its strings table) into a new folder.
    static func folder(german: Bool) -> String {
        let directory = DecodingFixture.makeDirectory()
        DecodingFixture.write(storyboard, to: "Base.lproj/Main.storyboard", in: directory)
        if german {
            DecodingFixture.write("""
                "next.normalTitle" = "Weiter";
                "first-item.title" = "Anfang";
                """, to: "de.lproj/Main.strings", in: directory)
        }
        return directory
    }

    /// Launches one app in an environment of its own, with its own class for "Screen".
    static func launch(german: Bool) throws -> (Application, Driver, LogKeepingDelegate) {
        let classes = ClassRegistry()
        classes.register(german ? GermanScreen.self : EnglishScreen.self, as: "Screen")
        if german { classes.register(View.self, as: "Decoration") }
        let environment = RuntimeEnvironment(classes: classes)
        let delegate = LogKeepingDelegate()
        let bundle = ResourceBundle(directory: folder(german: german), preferredLocalizations: [german ? "de" : "en"])
        let application = try Application.launch(
            delegate: delegate, bundle: bundle, mainStoryboard: "Main", environment: environment)
        return (application, try Driver(application: application), delegate)
    }

    /// Drives one app through its flow, yielding between steps so that the other app's steps
    /// run in between; returns the screens it saw.
    static func drive(_ driver: Driver, tapping title: String) async throws -> [String] {
        var screens = [driver.describeScreen()]
        await Task.yield()
        try driver.tap(.text(title))
        screens.append(driver.describeScreen())
        await Task.yield()
        try driver.tapBack()
        screens.append(driver.describeScreen())
        return screens
    }

    @Test("two apps driven at once keep their screens, call logs, classes, strings and diagnostics apart")
    func twoAppsAtOnce() async throws {
        let (english, englishDriver, englishDelegate) = try Self.launch(german: false)
        let (german, germanDriver, germanDelegate) = try Self.launch(german: true)
        #expect(english.environment !== german.environment)

        async let englishScreens = Self.drive(englishDriver, tapping: "Next")
        async let germanScreens = Self.drive(germanDriver, tapping: "Weiter")
        let (englishSeen, germanSeen) = try await (englishScreens, germanScreens)

        #expect(englishSeen == [
            """
            NavigationBar "Start"
            View
              Button "Next"
            """,
            """
            NavigationBar < "Start" "Details"
            View
            """,
            """
            NavigationBar "Start"
            View
              Button "Next"
            """,
        ])
        #expect(germanSeen == [
            """
            NavigationBar "Anfang"
            View
              Button "Weiter"
            """,
            """
            NavigationBar < "Anfang" "Details"
            View
            """,
            """
            NavigationBar "Anfang"
            View
              Button "Weiter"
            """,
        ])
        #expect(englishDelegate.log == [
            "en Start.viewDidLoad", "en Start.viewDidAppear",
            "en Start.prepare(next)", "en Details.viewDidLoad", "en Details.viewDidAppear",
            "en Start.viewDidAppear",
        ])
        #expect(germanDelegate.log == [
            "de Start.viewDidLoad", "de Start.viewDidAppear",
            "de Start.prepare(next)", "de Details.viewDidLoad", "de Details.viewDidAppear",
            "de Start.viewDidAppear",
        ])
        // Only the English app lacks a class for "Decoration"; only it warns.
        #expect(english.environment.diagnostics.warnings.map(\.message) == [
            "Unknown class Decoration in Interface Builder file; using View"
        ])
        #expect(german.environment.diagnostics.warnings.isEmpty)
    }

    @Test("Application.shared is the app whose event is being handled, and nil outside any")
    func sharedIsTheHandledApp() throws {
        let (english, englishDriver, englishDelegate) = try Self.launch(german: false)
        let (_, germanDriver, germanDelegate) = try Self.launch(german: true)
        #expect(Application.sharedIfLaunched == nil)
        try germanDriver.tap(.text("Weiter"))
        try englishDriver.tap(.text("Next"))
        #expect(englishDelegate.log.last == "en Details.viewDidAppear")
        #expect(germanDelegate.log.last == "de Details.viewDidAppear")
        english.environment.handlingEvent { #expect(Application.shared === english) }
    }
}
