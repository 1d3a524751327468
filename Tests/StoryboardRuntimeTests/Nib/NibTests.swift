import Foundation
@testable import StoryboardRuntime
import Testing

/// `uikit-semantics.md` §7: `Nib.instantiate(withOwner:options:)` returns the top-level objects
/// only, connects File's Owner outlets and actions to the owner, wakes every decoded object (not
/// the owner) once every connection is made, and makes a new set of objects each call; and
/// `ViewController(nibName:bundle:)` takes its view from the owner's `view` outlet.
@MainActor
enum NibFixture {
    /// A xib document around `objects` (the children of `<objects>`), as Xcode writes it.
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// File's Owner of class `ownerClass` with `connections`, and the First Responder.
    static func placeholders(ownerClass: String = "NibOwnerController", connections: String = "") -> String {
        """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(ownerClass)">
                    <connections>
        \(connections)
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        """
    }

    /// A card: a content view with a title label and a Go button (Go sends `tapped:` to File's
    /// Owner and `chained:` up the responder chain), connected to a helper object declared
    /// after it; then the helper, then a loose label.
    static let card = xib(placeholders(connections: """
                        <outlet property="contentView" destination="card" id="owner-content"/>
        """) + """

                <view contentMode="scaleToFill" id="card" customClass="NibContentView">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label opaque="NO" text="Title" id="title" customClass="NibLoggingLabel">
                            <rect key="frame" x="20" y="20" width="280" height="21"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go">
                            <rect key="frame" x="20" y="60" width="280" height="30"/>
                            <state key="normal" title="Go"/>
                            <connections>
                                <action selector="tapped:" destination="-1" eventType="touchUpInside" id="go-owner"/>
                                <action selector="chained:" destination="-2" eventType="touchUpInside" id="go-chain"/>
                            </connections>
                        </button>
                    </subviews>
                    <connections>
                        <outlet property="titleLabel" destination="title" id="card-title"/>
                        <outlet property="helper" destination="helper" id="card-helper"/>
                    </connections>
                </view>
                <customObject id="helper" customClass="NibHelper">
                    <connections>
                        <outlet property="content" destination="card" id="helper-content"/>
                    </connections>
                </customObject>
                <label opaque="NO" text="Loose" id="loose" customClass="NibLoggingLabel">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                </label>
        """)

    /// A controller's nib: the owner's `view` outlet is a root view holding the card view
    /// (its `contentView`).
    static let screen = xib(placeholders(connections: """
                        <outlet property="view" destination="root" id="owner-view"/>
                        <outlet property="contentView" destination="card" id="owner-content"/>
        """) + """

                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="card" customClass="NibContentView">
                            <rect key="frame" x="0.0" y="100" width="390" height="200"/>
                            <subviews>
                                <label opaque="NO" text="Inside" id="title" customClass="NibLoggingLabel">
                                    <rect key="frame" x="20" y="20" width="280" height="21"/>
                                </label>
                            </subviews>
                            <connections>
                                <outlet property="titleLabel" destination="title" id="card-title"/>
                            </connections>
                        </view>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
        """)

    /// A new directory holding `nibs` (name → XML) as `.xib` files, with the runtime's shared
    /// state reset and the nib test classes registered.
    static func bundle(_ nibs: [String: String]) throws -> ResourceBundle {
        DecodingFixture.reset()
        LifecycleLog.entries = []
        testEnvironment.classes.register(NibOwnerController.self, as: "NibOwnerController")
        testEnvironment.classes.register(NibContentView.self, as: "NibContentView")
        testEnvironment.classes.register(NibHelper.self, as: "NibHelper")
        testEnvironment.classes.register(NibLoggingLabel.self, as: "NibLoggingLabel")
        let directory = DecodingFixture.makeDirectory()
        for (name, xml) in nibs { DecodingFixture.write(xml, to: "\(name).xib", in: directory) }
        return ResourceBundle(directory: directory)
    }

    static func path(of nib: String, in bundle: ResourceBundle) -> String {
        (bundle.root as NSString).appendingPathComponent("\(nib).xib")
    }
}

/// File's Owner of the test nibs: a controller that logs what it hears.
@MainActor
final class NibOwnerController: ViewController {
    @Outlet var contentView: NibContentView?

    override func awakeFromNib() { LifecycleLog.record("owner.awakeFromNib") }
    override func viewDidLoad() {
        LifecycleLog.record("owner.viewDidLoad(contentView: \(contentView?.titleLabel?.text ?? "nil"))")
    }

    @Action func tapped(_ sender: Any?) { LifecycleLog.record("owner.tapped(\(LifecycleLog.describe(sender)))") }
    @Action func chained(_ sender: Any?) { LifecycleLog.record("owner.chained(\(LifecycleLog.describe(sender)))") }
}

/// A nib's custom view; on waking it says which outlets are already connected.
@MainActor
final class NibContentView: View {
    @Outlet var titleLabel: Label?
    @Outlet var helper: NibHelper?

    override func awakeFromNib() {
        LifecycleLog.record("content.awakeFromNib(titleLabel: \(titleLabel?.text ?? "nil"), helper: \(helper != nil))")
    }
}

/// A nib's custom object (`<customObject>`).
@MainActor
final class NibHelper: Responder {
    @Outlet var content: NibContentView?

    override func awakeFromNib() { LifecycleLog.record("helper.awakeFromNib(content: \(content != nil))") }
}

/// A label that logs waking up.
@MainActor
final class NibLoggingLabel: Label {
    override func awakeFromNib() { LifecycleLog.record("label \(text ?? "nil").awakeFromNib") }
}

extension RuntimeSuite {
    @MainActor
    @Suite("Nib")
    struct NibTests {
        @Test("top-level objects in document order, placeholders left out, owner outlets connected")
        func topLevelObjects() throws {
            let bundle = try NibFixture.bundle(["Card": NibFixture.card])
            let owner = NibOwnerController()
            let objects = try Nib(nibName: "Card", bundle: bundle).instantiate(withOwner: owner, options: nil)
            #expect(objects.map { String(describing: type(of: $0)) } == ["NibContentView", "NibHelper", "NibLoggingLabel"])
            let card = try #require(objects[0] as? NibContentView)
            #expect(owner.contentView === card)
            #expect(card.titleLabel?.text == "Title")
            #expect(card.helper === objects[1])
            #expect((objects[1] as? NibHelper)?.content === card)
            #expect((objects[2] as? Label)?.text == "Loose")
            #expect(card.subviews.map(\.className) == ["NibLoggingLabel", "Button"])
            // The owner's view is not loaded by connecting outlets to it.
            #expect(owner.isViewLoaded == false)
            #expect(testEnvironment.diagnostics.warnings.isEmpty)
        }

        @Test("awakeFromNib: every decoded object, after every connection, in document order; never the owner")
        func awakeFromNibOrder() throws {
            let bundle = try NibFixture.bundle(["Card": NibFixture.card])
            try Nib(nibName: "Card", bundle: bundle).instantiate(withOwner: NibOwnerController())
            #expect(LifecycleLog.entries == [
                "content.awakeFromNib(titleLabel: Title, helper: true)",
                "label Title.awakeFromNib",
                "helper.awakeFromNib(content: true)",
                "label Loose.awakeFromNib",
            ])
        }

        @Test("actions: to File's Owner directly, and to First Responder up the chain to the owner")
        func ownerActions() throws {
            let bundle = try NibFixture.bundle(["Card": NibFixture.card])
            let owner = NibOwnerController()
            try Nib(nibName: "Card", bundle: bundle).instantiate(withOwner: owner)
            let card = try #require(owner.contentView)
            owner.view.addSubview(card)
            LifecycleLog.entries = []
            let (_, driver) = DecodingFixture.show(owner)
            LifecycleLog.entries = []
            try driver.tap("Go")
            #expect(LifecycleLog.entries == ["owner.tapped(button Go)", "owner.chained(button Go)"])
        }

        @Test("each call makes a new set of objects; the owner's outlets point at the last")
        func newObjectsEachCall() throws {
            let bundle = try NibFixture.bundle(["Card": NibFixture.card])
            let owner = NibOwnerController()
            let nib = Nib(nibName: "Card", bundle: bundle)
            let first = try nib.instantiate(withOwner: owner)
            let firstCard = try #require(owner.contentView)
            let second = try nib.instantiate(withOwner: owner)
            #expect(first.count == 3 && second.count == 3)
            let shared = first.indices.filter { first[$0] === second[$0] }
            #expect(shared.isEmpty)
            #expect(owner.contentView === second[0])
            #expect(owner.contentView !== firstCard)
            #expect(firstCard.titleLabel !== owner.contentView?.titleLabel)
            #expect(LifecycleLog.entries.count == 8)
        }

        @Test("a nil owner: outlets and actions to File's Owner go nowhere, the objects still decode")
        func nilOwner() throws {
            let bundle = try NibFixture.bundle(["Card": NibFixture.card])
            let objects = try Nib(nibName: "Card", bundle: bundle).instantiate(withOwner: nil)
            #expect(objects.count == 3)
            #expect(LifecycleLog.entries.count == 4)
        }

        @Test("a missing nib is a typed error when instantiated, in UIKit's words")
        func missingNib() throws {
            let bundle = try NibFixture.bundle([:])
            let nib = Nib(nibName: "Missing", bundle: bundle)
            #expect(nib.path == nil)
            let error = try #require(throws: RuntimeError.self) { try nib.instantiate(withOwner: nil) }
            #expect(error == RuntimeError(.nibNotFound(name: "Missing", searched: bundle.description)))
            #expect(error.message == "Could not load NIB in bundle: '\(bundle.description)' with name 'Missing'")
        }

        @Test("an outlet File's Owner does not declare: a typed error naming the xib and the connection")
        func undeclaredOwnerOutlet() throws {
            let xml = NibFixture.xib(NibFixture.placeholders(connections: """
                                <outlet property="missingOutlet" destination="plain" id="bad-outlet"/>
                """) + """

                        <view contentMode="scaleToFill" id="plain">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        </view>
                """)
            let bundle = try NibFixture.bundle(["Broken": xml])
            let error = try #require(throws: RuntimeError.self) {
                try Nib(nibName: "Broken", bundle: bundle).instantiate(withOwner: NibOwnerController())
            }
            #expect(error.kind == .undeclaredOutlet(key: "missingOutlet", className: "NibOwnerController"))
            #expect(error.file == NibFixture.path(of: "Broken", in: bundle))
            #expect(error.objectID == "bad-outlet")
            #expect(error.sceneID == nil)
        }

        @Test("external objects: placeholders filled from the options; a missing one is a typed error")
        func externalObjects() throws {
            let xml = NibFixture.xib(NibFixture.placeholders() + """

                        <placeholder placeholderIdentifier="SharedHelper" id="shared" customClass="NibHelper"/>
                        <view contentMode="scaleToFill" id="card" customClass="NibContentView">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            <connections>
                                <outlet property="helper" destination="shared" id="card-shared"/>
                            </connections>
                        </view>
                """)
            let bundle = try NibFixture.bundle(["Shared": xml])
            let helper = NibHelper()
            let objects = try Nib(nibName: "Shared", bundle: bundle).instantiate(
                withOwner: nil, options: [.externalObjects: ["SharedHelper": helper]])
            #expect(objects.count == 1)
            #expect((objects[0] as? NibContentView)?.helper === helper)
            // The external object is not decoded, so it does not wake.
            #expect(LifecycleLog.entries == ["content.awakeFromNib(titleLabel: nil, helper: true)"])

            let error = try #require(throws: RuntimeError.self) {
                try Nib(nibName: "Shared", bundle: bundle).instantiate(withOwner: nil)
            }
            #expect(error.kind == .missingExternalObject(identifier: "SharedHelper"))
            #expect(error.objectID == "shared")
            #expect(error.file == NibFixture.path(of: "Shared", in: bundle))
        }

        @Test("ViewController(nibName:bundle:): the view is File's Owner's view outlet, loaded lazily")
        func controllerFromNib() throws {
            let bundle = try NibFixture.bundle(["Screen": NibFixture.screen])
            let controller = NibOwnerController(nibName: "Screen", bundle: bundle)
            #expect(controller.nibName == "Screen")
            #expect(controller.isViewLoaded == false)
            #expect(LifecycleLog.entries.isEmpty)
            let (_, driver) = DecodingFixture.show(controller)
            #expect(LifecycleLog.entries == [
                "content.awakeFromNib(titleLabel: Inside, helper: false)",
                "label Inside.awakeFromNib",
                "owner.viewDidLoad(contentView: Inside)",
            ])
            #expect(driver.describeScreen() == """
                View background white(1.000)
                  Label "Inside"
                """)
            #expect(controller.view.subviews.first === controller.contentView)
            #expect(controller.storyboard == nil)
        }

        @Test("ViewController(nibName: nil, bundle:): the nib named after the class, without Controller first")
        func controllerFromClassNamedNib() throws {
            let bundle = try NibFixture.bundle(["NibOwner": NibFixture.screen])
            let controller = NibOwnerController(nibName: nil, bundle: bundle)
            #expect(controller.view.subviews.first === controller.contentView)
            #expect(controller.contentView?.titleLabel?.text == "Inside")

            // No such nib: an empty view, as UIKit makes.
            let empty = try NibFixture.bundle([:])
            let plain = NibOwnerController(nibName: nil, bundle: empty)
            #expect(plain.view.subviews.isEmpty)
            #expect(plain.contentView == nil)
            #expect(testEnvironment.failures.pending.isEmpty)
        }

        @Test("a controller's nib without the view outlet: UIKit's exception as a typed error")
        func viewOutletNotSet() throws {
            let bundle = try NibFixture.bundle(["Card": NibFixture.card])
            let controller = NibOwnerController(nibName: "Card", bundle: bundle)
            _ = controller.view
            let error = try #require(throws: RuntimeError.self) { try testEnvironment.failures.throwIfAny() }
            #expect(error == RuntimeError(.nibViewOutletNotSet(nibName: "Card"), file: NibFixture.path(of: "Card", in: bundle), objectID: "-1"))
            #expect(error.message == "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"Card\" nib but the view outlet was not set. (object -1)")
        }

        @Test("a missing nib named by a controller: the error surfaces when the view loads")
        func controllerMissingNib() throws {
            let bundle = try NibFixture.bundle([:])
            let controller = NibOwnerController(nibName: "Absent", bundle: bundle)
            _ = controller.view
            let error = try #require(throws: RuntimeError.self) { try testEnvironment.failures.throwIfAny() }
            #expect(error.kind == .nibNotFound(name: "Absent", searched: bundle.description))
        }
    }
}
