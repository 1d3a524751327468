import Foundation
import StoryboardFormat
@testable import StoryboardRuntime
import Testing

/// No silent drops (issue 16): every element the runtime does not build is reported once per
/// kind and file, at its first occurrence, in Xcode's diagnostic format.
@MainActor
@Suite("Elements not built are reported", .inOwnRuntimeEnvironment)
struct UnbuiltElementTests {
    static let scenes = DecodingFixture.scene("vc", body: DecodingFixture.rootView(subviews: """
        <mapView clipsSubviews="YES" contentMode="scaleToFill" mapType="standard" id="map-1">
            <rect key="frame" x="0.0" y="0.0" width="390" height="200"/>
        </mapView>
        <mapView clipsSubviews="YES" contentMode="scaleToFill" mapType="standard" id="map-2">
            <rect key="frame" x="0.0" y="200" width="390" height="200"/>
        </mapView>
        <containerView opaque="NO" contentMode="scaleToFill" id="container">
            <rect key="frame" x="0.0" y="400" width="390" height="200"/>
        </containerView>
        """)) + """
                <scene sceneID="scene-player">
                    <objects>
                        <avPlayerViewController videoGravity="AVLayerVideoGravityResizeAspect" id="player" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-player" sceneMemberID="firstResponder"/>
                        <searchDisplayController id="sdc"/>
                    </objects>
                </scene>
        """

    /// Where the first `<name` of the document starts (line and byte column, from 1).
    static func position(of name: String, in text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        let line = lines.firstIndex { $0.contains("<\(name) ") }!
        let column = lines[line].utf8.count - lines[line].drop { $0 != "<" }.utf8.count + 1
        return "\(line + 1):\(column)"
    }

    @Test("a map view twice, a player controller, a search display controller: one warning per kind, at the first")
    func reportedOncePerKind() throws {
        let storyboard = try DecodingFixture.storyboard(initial: "vc", Self.scenes)
        let text = DecodingFixture.document(initial: "vc", scenes: Self.scenes)
        for _ in 0..<2 {
            _ = try #require(try storyboard.instantiateInitialViewController()).view
            _ = try storyboard.instantiateDestination("player", of: storyboard.document.tree.rootElement!).view
        }
        let path = storyboard.path
        #expect(testEnvironment.diagnostics.warnings.map(\.description) == [
            "\(path):\(Self.position(of: "mapView", in: text)): warning: mapView is not built by the runtime: a plain View stands in for it [unbuilt-element]",
            "\(path):\(Self.position(of: "avPlayerViewController", in: text)): warning: avPlayerViewController is not built by the runtime: a plain ViewController stands in for it [unbuilt-element]",
            "\(path):\(Self.position(of: "searchDisplayController", in: text)): warning: searchDisplayController is not built by the runtime: an inert object stands in for it [unbuilt-element]",
        ])
        #expect(testEnvironment.diagnostics.warnings.compactMap(SceneDecoder.unbuiltKind(of:)) == [
            "mapView", "avPlayerViewController", "searchDisplayController",
        ])
    }

    /// Interface Builder shows a `UIControl` subclass of the app's as a `<view>`: when the app
    /// lacks the class, a Control stands in, so the actions connected to it are kept (sent
    /// when it is tapped) instead of being dropped with a report.
    @Test("a plain view of a missing class that sends actions stands in as a Control")
    func missingControlClass() throws {
        let scenes = DecodingFixture.scene("vc", attributes: "customClass=\"BarsController\" customModule=\"StoryboardRuntimeTests\"", body: DecodingFixture.rootView(subviews: """
            <view contentMode="scaleToFill" customClass="RatingControl" customModule="Ratings" id="rating">
                <rect key="frame" x="0.0" y="100" width="240" height="44"/>
                <accessibility key="accessibilityConfiguration" identifier="stars"/>
                <connections>
                    <action selector="archive:" destination="vc" eventType="valueChanged" id="a-rating"/>
                </connections>
            </view>
            <view contentMode="scaleToFill" customClass="Decoration" customModule="Ratings" id="plain">
                <rect key="frame" x="0.0" y="200" width="240" height="44"/>
            </view>
            """))
        let storyboard = try DecodingFixture.storyboard(initial: "vc", scenes)
        testEnvironment.classes.register(BarsController.self, as: "StoryboardRuntimeTests.BarsController")
        let controller = try #require(try storyboard.instantiateInitialViewController() as? BarsController)
        let views = controller.view.allViews()
        let rating = try #require(views.first { $0.objectID == "rating" } as? Control)
        #expect(!(views.first { $0.objectID == "plain" } is Control))
        rating.sendActions(for: .valueChanged)
        #expect(controller.log == ["archive:"])
        #expect(testEnvironment.diagnostics.warnings.map(\.message) == [
            "Unknown class Ratings.RatingControl in Interface Builder file; using Control",
            "Unknown class Ratings.Decoration in Interface Builder file; using View",
        ])
    }
}
