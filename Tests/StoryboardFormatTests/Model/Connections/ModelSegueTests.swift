import Foundation
import Testing
@testable import StoryboardFormat

@Suite("Segues")
struct ModelSegueTests {
    static let scenes = """
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <tableViewController id="list" sceneMemberID="viewController">
                            <tableView key="view" dataMode="prototypes" id="tv">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Cell" accessoryType="detailDisclosureButton" id="cell">
                                        <connections>
                                            <segue destination="detail" kind="show" identifier="Show" id="show"/>
                                            <segue destination="detail" kind="showDetail" trigger="accessoryAction" id="acc"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <navigationItem key="navigationItem" title="List" id="ni">
                                <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                                    <connections>
                                        <segue destination="detail" kind="presentation" identifier="Add" modalPresentationStyle="formSheet" modalTransitionStyle="flipHorizontal" id="pres"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                            <connections>
                                <segue destination="detail" kind="custom" identifier="Fancy" customClass="FadeSegue" customModule="App" destinationCreationSelector="makeDetail:" animates="NO" id="cus"/>
                                <segue destination="ref" kind="popoverPresentation" identifier="Pop" popoverAnchorView="tv" id="pop"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="detail" sceneMemberID="viewController">
                            <view key="view" id="dv">
                                <subviews>
                                    <containerView id="container">
                                        <connections>
                                            <segue destination="child" kind="embed" id="emb"/>
                                        </connections>
                                    </containerView>
                                    <button id="back">
                                        <connections>
                                            <segue destination="exit3" kind="unwind" unwindAction="unwindToList:" id="unw"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="child" kind="push" id="old1"/>
                                <segue destination="child" kind="modal" id="old2"/>
                                <segue destination="child" kind="popover" id="old3"/>
                                <segue destination="child" kind="replace" id="old4"/>
                                <segue destination="child" kind="teleport" id="odd"/>
                            </connections>
                        </viewController>
                        <exit id="exit3" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="s4">
                    <objects>
                        <viewController id="child" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s5">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Other" id="ref" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """

    func document() throws -> Document {
        try Fixture.storyboard(Self.scenes, initial: "nav").withTieBreaker()
    }

    func segue(_ id: String, in document: Document) throws -> Segue {
        try #require(document.segues.first { $0.id == id })
    }

    @Test func allSeguesWithKinds() throws {
        let document = try document()
        #expect(document.segues.map(\.id) == ["rel", "show", "acc", "pres", "cus", "pop", "emb", "unw", "old1", "old2", "old3", "old4", "odd"])
        #expect(document.segues.map(\.kind) == [
            .relationship, .show, .showDetail, .presentation, .custom, .popoverPresentation, .embed, .unwind,
            .push, .modal, .popover, .replace, .unknown("teleport"),
        ])
        #expect(document.segueCountsByKind[.show] == 1)
        #expect(document.segueCountsByKind[.unknown("teleport")] == 1)
        #expect(document.segueCountsByKind.values.reduce(0, +) == 13)
        #expect(document.scenes.map { $0.segues.count } == [1, 5, 7, 0, 0])
    }

    @Test func tieBreakersAreCountedApart() throws {
        let document = try document()
        #expect(document.segueTieBreakers.map { $0.attribute("reference") } == ["show"])
        #expect(document.segueElementCount == 14)
        #expect(document.segues.count == 13)
        let reference = try #require(document.index.references.first { $0.role == .segueTieBreaker })
        #expect(reference.isResolved)
    }

    @Test func sourcesAndDestinations() throws {
        let document = try document()
        let show = try segue("show", in: document)
        #expect(show.identifier == "Show")
        #expect(show.source?.elementName == "tableViewCell")
        #expect(show.sourceID == "cell")
        #expect(show.sourceMember?.id == "list")
        #expect(show.destinationID == "detail")
        #expect(show.destinationMember?.id == "detail")
        #expect(show.destination?.elementName == "viewController")
        #expect(!show.isManual)
        #expect(show.trigger == nil)
        #expect(try segue("acc", in: document).trigger == "accessoryAction")
        #expect(try segue("pres", in: document).source?.elementName == "barButtonItem")
        #expect(try segue("pop", in: document).destinationMember?.isStoryboardReference == true)
        #expect(try segue("pop", in: document).popoverAnchorID == "tv")
        #expect(try segue("unw", in: document).destinationMember?.kind == .exit)
        #expect(try segue("emb", in: document).source?.elementName == "containerView")
    }

    @Test func attributes() throws {
        let document = try document()
        let relationship = try segue("rel", in: document)
        #expect(relationship.relationship == "rootViewController")
        #expect(!relationship.isManual, "relationship segues describe containment")
        let presentation = try segue("pres", in: document)
        #expect(presentation.modalPresentationStyle == "formSheet")
        #expect(presentation.modalTransitionStyle == "flipHorizontal")
        #expect(presentation.animates)
        let custom = try segue("cus", in: document)
        #expect(custom.customClass == "FadeSegue")
        #expect(custom.customModule == "App")
        #expect(custom.destinationCreationSelector == "makeDetail:")
        #expect(!custom.animates)
        #expect(custom.isManual)
        #expect(try segue("unw", in: document).unwindAction == "unwindToList:")
        #expect(try segue("old1", in: document).isManual)
        #expect(try segue("emb", in: document).isManual == false)
    }

    @Test(arguments: ["show", "showDetail", "presentation", "popoverPresentation", "relationship", "embed", "unwind", "custom", "push", "modal", "popover", "replace", "sheet", "somethingNew", ""])
    func kindRoundTrips(raw: String) {
        let kind = SegueKind(rawValue: raw)
        #expect(kind.rawValue == raw)
        #expect(kind.description == raw)
        #expect(kind.isDeprecated == ["push", "modal", "popover", "replace"].contains(raw))
        if ["somethingNew", ""].contains(raw) { #expect(kind == .unknown(raw)) }
    }
}

extension Document {
    /// The same document with an `<inferredMetricsTieBreakers>` referencing the `show` segue,
    /// as Xcode writes one after `</resources>`.
    func withTieBreaker() throws -> Document {
        var text = String(decoding: tree.source, as: UTF8.self)
        text = text.replacingOccurrences(
            of: "</resources>",
            with: "</resources>\n    <inferredMetricsTieBreakers>\n        <segue reference=\"show\"/>\n    </inferredMetricsTieBreakers>")
        return try Document(bytes: Array(text.utf8), path: path)
    }
}
