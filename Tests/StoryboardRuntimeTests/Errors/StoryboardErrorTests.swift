@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// `uikit-semantics.md` §5: the storyboard API, its errors and warnings, with their exact
    /// text in Xcode's diagnostic format.
    @MainActor
    @Suite("Errors: storyboard API")
    struct StoryboardErrorTests {
        /// Src (initial, storyboard id "Src") with a push segue, a show segue and a manual one;
        /// Dst (storyboard id "Dst").
        static let storyboard = StoryboardXML.document(
            initial: "src",
            StoryboardXML.controller(
                "src", title: "Src", identifier: "Src",
                subviews: StoryboardXML.button("push", title: "Push", connections: StoryboardXML.segue("src-push", to: "dst", kind: "push", identifier: "pushDst")),
                connections: StoryboardXML.segue("src-manual-push", to: "dst", kind: "push", identifier: "manualPush")),
            StoryboardXML.controller("dst", title: "Dst", identifier: "Dst"))

        @Test func unknownStoryboard() throws {
            let fixture = try Fixture(main: Self.storyboard)
            let error = #expect(throws: RuntimeError.self) { try Storyboard(name: "Missing", bundle: fixture.bundle) }
            #expect(error?.kind == .storyboardNotFound(name: "Missing", searched: "directory \(fixture.directory)"))
            #expect(error?.description == "error: Could not find a storyboard named 'Missing' in bundle directory \(fixture.directory) [runtime]")
        }

        /// A macOS storyboard names AppKit's classes, which are not the runtime's. Found by the
        /// scenes harness on the corpus's SwiftGen `IB-macOS/Known Types.storyboard`: opened,
        /// its window controller described an empty screen.
        @Test func macOSStoryboard() throws {
            let fixture = try Fixture(main: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                    <scenes>
                        <scene sceneID="s">
                            <objects>
                                <windowController storyboardIdentifier="item 1" id="w" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """)
            let error = #expect(throws: RuntimeError.self) { try fixture.storyboard() }
            #expect(error?.kind == .unsupportedPlatform(name: "Main", platform: "macOS"))
            #expect(error?.description == "\(fixture.path(of: "Main")): error: The storyboard 'Main' is a macOS storyboard: the runtime runs iOS storyboards only [runtime]")
        }

        /// The XML `id` is not an identifier; `storyboardIdentifier` is.
        @Test(arguments: ["Nope", "dst"])
        func unknownIdentifier(identifier: String) throws {
            let fixture = try Fixture(main: Self.storyboard)
            let storyboard = try fixture.storyboard()
            let error = #expect(throws: RuntimeError.self) { try storyboard.instantiateViewController(withIdentifier: identifier) }
            #expect(error?.description == "\(fixture.path(of: "Main")): error: Storyboard (Main.storyboard) doesn't contain a view controller with identifier '\(identifier)' [runtime]")
        }

        @Test func unknownSegueIdentifier() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            let error = #expect(throws: RuntimeError.self) { try fixture.root.performSegue(withIdentifier: "nope", sender: nil) }
            #expect(error?.description == "\(try fixture.position(of: #"id="src" customClass"#)): error: Receiver (<LoggingViewController>) has no segue with identifier 'nope' (scene src-scene, object src) [runtime]")
            #expect(LifecycleLog.entries == [])
        }

        /// A push segue outside a navigation controller: UIKit raises after `prepare`; here the
        /// tap (or `performSegue`) throws, naming the file, the scene and the segue.
        @Test func pushOutsideANavigationControllerFromAButton() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            let error = #expect(throws: RuntimeError.self) { try fixture.driver().tap("Push") }
            #expect(error?.kind == .pushOutsideNavigationController)
            #expect(error?.description == "\(try fixture.position(of: #"id="src-push""#)): error: Push segues can only be used when the source controller is managed by an instance of UINavigationController. (scene src-scene, object src-push) [runtime]")
            #expect(LifecycleLog.entries == [
                "Src.shouldPerformSegue(pushDst, sender: button Push) → true",
                "Dst.awakeFromNib", "Src.prepare(pushDst → Dst, sender: button Push)",
            ])
            #expect(fixture.root.presentedViewController == nil)
            // Nothing is left pending for the next action.
            #expect(throws: Never.self) { try testEnvironment.failures.throwIfAny() }
        }

        @Test func pushOutsideANavigationControllerByIdentifier() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            let error = #expect(throws: RuntimeError.self) { try fixture.root.performSegue(withIdentifier: "manualPush", sender: nil) }
            #expect(error?.description == "\(try fixture.position(of: #"id="src-manual-push""#)): error: Push segues can only be used when the source controller is managed by an instance of UINavigationController. (scene src-scene, object src-manual-push) [runtime]")
        }

        @Test func noInitialViewController() throws {
            let fixture = try Fixture(main: StoryboardXML.document(StoryboardXML.controller("a", title: "A", identifier: "A")))
            #expect(try fixture.storyboard().instantiateInitialViewController() == nil)
            #expect(LifecycleLog.entries == [])
        }

        @Test func instantiateWithIdentifierMakesANewInstanceEachCall() throws {
            let fixture = try Fixture(main: Self.storyboard)
            let storyboard = try fixture.storyboard()
            let first = try storyboard.instantiateViewController(withIdentifier: "Dst")
            let second = try storyboard.instantiateViewController(withIdentifier: "Dst")
            #expect(first !== second)
            #expect(first is LoggingViewController && second is LoggingViewController)
            #expect(first.storyboard === storyboard && second.storyboard === storyboard)
            #expect(first.title == "Dst")
            #expect(!first.isViewLoaded)
            #expect(LifecycleLog.entries == ["Dst.awakeFromNib", "Dst.awakeFromNib"])
        }

        /// The creator closure makes the controller; the scene's values are then set on it
        /// and it wakes from the nib as any other.
        @Test func creatorClosure() throws {
            let fixture = try Fixture(main: Self.storyboard)
            let storyboard = try fixture.storyboard()
            var seen: [String?] = []
            let made = LoggingViewController()
            let controller = try storyboard.instantiateViewController(identifier: "Dst") { coder in
                seen.append(coder.member.id)
                #expect(coder.storyboard === storyboard)
                return made
            }
            #expect(controller === made)
            #expect(seen == ["dst"])
            #expect(controller.title == "Dst")
            #expect(controller.storyboard === storyboard)
            #expect(LifecycleLog.entries == ["Dst.awakeFromNib"])

            let initial = try storyboard.instantiateInitialViewController { _ in SubclassViewController() }
            #expect(initial is SubclassViewController)
            #expect(initial?.title == "Src")
        }

        /// A creator closure that returns nil falls back to the default initializer.
        @Test func creatorClosureReturningNil() throws {
            let fixture = try Fixture(main: Self.storyboard)
            let storyboard = try fixture.storyboard()
            let controller = try storyboard.instantiateViewController(identifier: "Dst") { _ in nil }
            #expect(type(of: controller) == LoggingViewController.self)
            #expect(controller.storyboard === storyboard)
            let initial = try storyboard.instantiateInitialViewController { _ in nil }
            #expect(initial?.title == "Src")
        }
    }
}

/// A controller a creator closure makes instead of the scene's class.
@MainActor
final class SubclassViewController: LoggingViewController {}
