@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// `uikit-semantics.md` §5 and §7: what UIKit crashes on is a typed error; what it only logs
    /// is a warning, and the app goes on.
    @MainActor
    @Suite("Errors: connections and classes")
    struct ConnectionErrorTests {
        /// UIKit: "not key value coding-compliant". Here the launch that loads the view throws,
        /// naming the file, scene and outlet.
        @Test func outletToAnUndeclaredPropertyInTheView() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "o",
                StoryboardXML.controller("o", title: "O", customClass: "OutletViewController",
                                         subviews: #"<label text="Hello" id="o-label"/>"#,
                                         connections: #"<outlet property="missing" destination="o-label" id="o-missing"/>"#)))
            testEnvironment.classes.register(OutletViewController.self, as: "OutletViewController")
            let error = #expect(throws: RuntimeError.self) { try fixture.launch(keepingLog: true) }
            #expect(error?.kind == .undeclaredOutlet(key: "missing", className: "OutletViewController"))
            #expect(error?.description == "\(try fixture.position(of: #"id="o-missing""#)): error: [OutletViewController setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key missing. (scene o-scene, object o-missing) [runtime]")
        }

        /// An outlet to a top-level object (the navigation item) fails at instantiation.
        @Test func outletToAnUndeclaredPropertyAtInstantiation() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                StoryboardXML.controller("o", title: "O", customClass: "OutletViewController", identifier: "O",
                                         connections: #"<outlet property="itemOutlet" destination="o-item" id="o-item-outlet"/>"#,
                                         navigationItem: #"<navigationItem key="navigationItem" title="O" id="o-item"/>"#)))
            testEnvironment.classes.register(OutletViewController.self, as: "OutletViewController")
            let storyboard = try fixture.storyboard()
            let error = #expect(throws: RuntimeError.self) { try storyboard.instantiateViewController(withIdentifier: "O") }
            #expect(error?.description == "\(try fixture.position(of: #"id="o-item-outlet""#)): error: [OutletViewController setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key itemOutlet. (scene o-scene, object o-item-outlet) [runtime]")
        }

        /// A bad key path: UIKit logs and goes on; here a warning, and the app runs.
        @Test func badRuntimeAttributeKeyPathWarns() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "a",
                StoryboardXML.controller("a", title: "A", navigationItem: """
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="noSuchKey" value="x"/>
                    </userDefinedRuntimeAttributes>
                    """)))
            try fixture.launch(keepingLog: true)
            #expect(testEnvironment.diagnostics.warnings.map(\.description) == [
                "\(try fixture.position(of: #"keyPath="noSuchKey""#)): warning: Failed to set (noSuchKey) user defined inspected property on (LoggingViewController): this class is not key value coding-compliant for the key noSuchKey [runtime-attribute]",
            ])
            #expect(LifecycleLog.entries == [
                "A.awakeFromNib", "app.willFinishLaunching", "app.didFinishLaunching",
                "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear",
            ])
        }

        /// An unknown custom class: the element's base class, and a warning naming the class.
        @Test func unknownCustomClassFallsBackToTheBaseClass() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "nav",
                StoryboardXML.navigation("nav", root: "a", customClass: "NoSuchNavigationController"),
                StoryboardXML.controller("a", title: "A", customClass: "NoSuchController\" customModule=\"MyApp")))
            try fixture.launch()
            let navigation = fixture.root
            #expect(type(of: navigation) == NavigationController.self)
            let root = try #require((navigation as? NavigationController)?.topViewController)
            #expect(type(of: root) == ViewController.self)
            #expect(root.className == "NoSuchController")
            #expect(root.title == "A")
            let warnings = testEnvironment.diagnostics.warnings.map(\.description)
            #expect(warnings == [
                "\(try fixture.position(of: #"id="nav" customClass"#)): warning: Unknown class NoSuchNavigationController in Interface Builder file; using NavigationController [unknown-class]",
                "\(try fixture.position(of: #"id="a" customClass"#)): warning: Unknown class MyApp.NoSuchController in Interface Builder file; using ViewController [unknown-class]",
            ])
        }
    }
}
