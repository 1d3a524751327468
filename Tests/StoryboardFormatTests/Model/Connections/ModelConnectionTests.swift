import Testing
@testable import StoryboardFormat

@Suite("Connections")
struct ModelConnectionTests {
    static let scenes = """
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="ListViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <label text="A" id="l1"/>
                                    <label text="B" id="l2"/>
                                    <button id="btn">
                                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                        <connections>
                                            <action selector="save:" destination="vc" eventType="touchUpInside" id="a1"/>
                                            <segue destination="next" kind="show" identifier="Next" id="sg1"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="l1" id="o1"/>
                                <outletCollection property="labels" destination="l1" collectionClass="NSMutableArray" id="oc1"/>
                                <outletCollection property="labels" destination="l2" collectionClass="NSMutableArray" id="oc2"/>
                                <segue destination="next" kind="presentation" identifier="Manual" modalPresentationStyle="formSheet" modalTransitionStyle="crossDissolve" animates="NO" id="sg2"/>
                                <unknownConnection foo="bar" id="u1"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="next" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """

    @Test func allConnectionsInDocumentOrder() throws {
        let document = try Fixture.storyboard(Self.scenes)
        let connections = document.connections
        #expect(connections.map(\.id) == ["a1", "sg1", "o1", "oc1", "oc2", "sg2", "u1"])
        #expect(connections.map { $0.source?.id } == ["btn", "btn", "vc", "vc", "vc", "vc", "vc"])
        #expect(connections.map(\.destinationID) == ["vc", "next", "l1", "l1", "l2", "next", nil])
        #expect(document.scenes[0].connections.count == 7)
        #expect(document.scenes[1].connections.isEmpty)
        let member = try #require(document.scenes[0].viewController)
        #expect(member.connections.map(\.id) == ["o1", "oc1", "oc2", "sg2", "u1"])
        #expect(member.allConnections.count == 7)
    }

    @Test func outlet() throws {
        let document = try Fixture.storyboard(Self.scenes)
        guard case .outlet(let outlet) = document.connections[2] else {
            Issue.record("expected an outlet")
            return
        }
        #expect(outlet.property == "titleLabel")
        #expect(outlet.destinationID == "l1")
        #expect(outlet.destination?.attribute("text") == "A")
        #expect(outlet.id == "o1")
        #expect(outlet.sourceID == "vc")
        #expect(outlet.sourceMember?.id == "vc")
    }

    @Test func outletCollection() throws {
        let document = try Fixture.storyboard(Self.scenes)
        let collections = document.connections.compactMap { connection -> OutletCollectionConnection? in
            if case .outletCollection(let collection) = connection { return collection }
            return nil
        }
        #expect(collections.map(\.property) == ["labels", "labels"])
        #expect(collections.map(\.destinationID) == ["l1", "l2"])
        #expect(collections.map(\.collectionClass) == ["NSMutableArray", "NSMutableArray"])
    }

    @Test func action() throws {
        let document = try Fixture.storyboard(Self.scenes)
        guard case .action(let action) = document.connections[0] else {
            Issue.record("expected an action")
            return
        }
        #expect(action.selector == "save:")
        #expect(action.destinationID == "vc")
        #expect(action.receiverID == "vc")
        #expect(action.targetID == nil)
        #expect(action.eventType == "touchUpInside")
        #expect(action.source?.elementName == "button")
        #expect(action.sourceMember?.customClass == "ListViewController")
        #expect(action.destination?.elementName == "viewController")
    }

    @Test func unknownConnectionsStayGeneric() throws {
        let document = try Fixture.storyboard(Self.scenes)
        guard case .other(let element) = document.connections[6] else {
            Issue.record("expected a generic connection")
            return
        }
        #expect(element.elementName == "unknownConnection")
        #expect(element.attribute("foo") == "bar")
        #expect(document.connections[6].segue == nil)
    }

    @Test func macOSActionTargetsAndBindings() throws {
        let document = try Fixture.document("""
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="1" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner"/>
                    <button id="b">
                        <connections>
                            <action selector="open:" target="-2" id="a"/>
                            <binding destination="-2" name="enabled" keyPath="canOpen" id="bd"/>
                        </connections>
                    </button>
                </objects>
            </document>
            """)
        guard case .action(let action) = document.connections[0], case .binding(let binding) = document.connections[1] else {
            Issue.record("expected an action and a binding")
            return
        }
        #expect(action.targetID == "-2")
        #expect(action.receiverID == "-2")
        #expect(action.destinationID == nil)
        #expect(document.connections[0].destinationID == "-2")
        #expect(binding.attribute("keyPath") == "canOpen")
        #expect(document.connections[1].source?.id == "b")
        #expect(document.diagnostics.isEmpty)
    }
}
