import Testing
@testable import StoryboardFormat

@Suite("Scenes and scene members")
struct ModelSceneTests {
    static let scenes = """
                <scene sceneID="nav-scene">
                    <objects>
                        <navigationController title="Root Nav" storyboardIdentifier="Main" restorationIdentifier="NavRestore" id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                            </navigationBar>
                            <toolbar key="toolbar" opaque="NO" id="tb">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                            </toolbar>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="-3" y="251"/>
                </scene>
                <scene sceneID="vc-scene">
                    <objects>
                        <viewController storyboardIdentifier="Detail" useStoryboardIdentifierAsRestorationIdentifier="YES" id="vc" customClass="DetailViewController" customModule="App" customModuleProvider="target" userLabel="Details" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v"/>
                            <navigationItem key="navigationItem" title="Details" id="ni"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="mode" value="edit"/>
                            </userDefinedRuntimeAttributes>
                            <connections>
                                <segue destination="ref" kind="presentation" identifier="Manual" id="m1"/>
                                <segue destination="ex" kind="unwind" unwindAction="done:" id="u1"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                        <exit id="ex" userLabel="Exit" sceneMemberID="exit"/>
                        <tapGestureRecognizer id="tap"/>
                        <customObject id="obj" customClass="Helper"/>
                    </objects>
                </scene>
                <scene sceneID="ref-scene">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Prefs" bundleIdentifier="com.example.kit" id="ref" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr3" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="future-scene">
                    <objects>
                        <hologramViewController id="holo" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="empty-scene">
                    <objects>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr5" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """

    @Test func scenesInOrderWithTheirIDs() throws {
        let document = try Fixture.storyboard(Self.scenes, initial: "nav")
        #expect(document.scenes.map(\.sceneID) == ["nav-scene", "vc-scene", "ref-scene", "future-scene", "empty-scene"])
        #expect(document.scenes[0].canvasLocation == Point(x: -3, y: 251))
        #expect(document.scenes[1].canvasLocation == nil)
        #expect(document.scenes[0].id == nil)
        #expect(document.objects.isEmpty)
    }

    @Test func memberKinds() throws {
        let document = try Fixture.storyboard(Self.scenes)
        let kinds = document.scenes.map { $0.members.map(\.kind) }
        #expect(kinds[0] == [.viewController(.navigationController), .placeholder(.firstResponder)])
        #expect(kinds[1] == [.viewController(.viewController), .placeholder(.firstResponder), .exit, .object, .object])
        #expect(kinds[2] == [.storyboardReference, .placeholder(.firstResponder)])
        #expect(kinds[3] == [.viewController(.other("hologramViewController"))])
        #expect(kinds[4] == [.placeholder(.firstResponder)])
    }

    @Test func primaryViewController() throws {
        let document = try Fixture.storyboard(Self.scenes)
        #expect(document.scenes.map { $0.viewController?.id } == ["nav", "vc", "ref", "holo", nil])
        #expect(document.viewControllers.map(\.id) == ["nav", "vc", "holo"])
        #expect(document.members.count == 11)
    }

    @Test func memberIdentity() throws {
        let document = try Fixture.storyboard(Self.scenes)
        let nav = try #require(document.scenes[0].viewController)
        #expect(nav.elementName == "navigationController")
        #expect(nav.controllerKind == .navigationController)
        #expect(nav.controllerKind?.isContainer == true)
        #expect(nav.title == "Root Nav")
        #expect(nav.storyboardIdentifier == "Main")
        #expect(nav.restorationIdentifier == "NavRestore")
        #expect(!nav.usesStoryboardIdentifierAsRestorationIdentifier)
        #expect(nav.effectiveRestorationIdentifier == "NavRestore")
        #expect(nav.sceneMemberID == "viewController")
        #expect(nav.customClass == nil)
        #expect(nav.navigationBar?.id == "bar")
        #expect(nav.toolbar?.id == "tb")
        #expect(nav.tabBar == nil)
        #expect(nav.scene?.sceneID == "nav-scene")
        #expect(nav.connections.count == 1)

        let vc = try #require(document.scenes[1].viewController)
        #expect(vc.customClass == "DetailViewController")
        #expect(vc.customModule == "App")
        #expect(vc.customModuleProvider == "target")
        #expect(vc.userLabel == "Details")
        #expect(vc.storyboardIdentifier == "Detail")
        #expect(vc.restorationIdentifier == nil)
        #expect(vc.usesStoryboardIdentifierAsRestorationIdentifier)
        #expect(vc.effectiveRestorationIdentifier == "Detail")
        #expect(vc.view?.id == "v")
        #expect(vc.navigationItem?.title == "Details")
        #expect(vc.runtimeAttributes.map(\.keyPath) == ["mode"])
        #expect(vc.segues.map(\.identifier) == ["Manual", nil])
        #expect(document.member(withStoryboardIdentifier: "Detail") == vc)
        #expect(document.member(withStoryboardIdentifier: "Nope") == nil)
    }

    @Test func placeholdersAndExit() throws {
        let document = try Fixture.storyboard(Self.scenes)
        let members = document.scenes[1].members
        #expect(members[1].placeholderIdentifier == "IBFirstResponder")
        #expect(members[1].isViewController == false)
        #expect(members[2].kind == .exit && members[2].sceneMemberID == "exit" && members[2].userLabel == "Exit")
        #expect(members[3].elementName == "tapGestureRecognizer")
        #expect(members[4].customClass == "Helper")
        #expect(document.scenes[0].members[1].customClass == "UIResponder")
        #expect(SceneMember.PlaceholderKind(identifier: "IBFilesOwner") == .filesOwner)
        #expect(SceneMember.PlaceholderKind(identifier: "IBCocoaTouchEventProxy") == .eventProxy)
        #expect(SceneMember.PlaceholderKind(identifier: "IBSomething") == .other("IBSomething"))
    }

    @Test func storyboardReferences() throws {
        let document = try Fixture.storyboard(Self.scenes)
        let references = document.storyboardReferences
        #expect(references.count == 1)
        let reference = try #require(references.first)
        #expect(reference.id == "ref")
        #expect(reference.storyboardName == "Settings")
        #expect(reference.referencedIdentifier == "Prefs")
        #expect(reference.bundleIdentifier == "com.example.kit")
        #expect(reference.member.isStoryboardReference)
        #expect(document.scenes[2].viewController?.storyboardReference == reference)
        #expect(document.scenes[1].viewController?.storyboardReference == nil)
    }

    @Test(arguments: [
        ("viewController", ControllerKind.viewController), ("navigationController", .navigationController),
        ("tableViewController", .tableViewController), ("collectionViewController", .collectionViewController),
        ("tabBarController", .tabBarController), ("splitViewController", .splitViewController),
        ("pageViewController", .pageViewController), ("hostingController", .hostingController),
        ("glkViewController", .glkViewController), ("avPlayerViewController", .avPlayerViewController),
        ("windowController", .windowController), ("tabViewController", .tabViewController),
        ("pagecontroller", .pageController), ("controller", .interfaceController),
        ("notificationController", .notificationController), ("glanceController", .glanceController),
        ("customThingController", .other("customThingController")),
    ])
    func controllerKinds(name: String, kind: ControllerKind) {
        #expect(ControllerKind(elementName: name) == kind)
        #expect(ControllerKind(elementName: name)?.elementName == name)
    }

    @Test(arguments: ["arrayController", "userDefaultsController", "treeController", "searchDisplayController", "view", "placeholder"])
    func notControllers(name: String) {
        #expect(ControllerKind(elementName: name) == nil)
    }

    @Test func xibTopLevelObjects() throws {
        let document = try Fixture.xib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CellOwner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    </view>
                    <viewController id="xvc"/>
            """)
        #expect(document.kind == .xib)
        #expect(document.scenes.isEmpty)
        #expect(document.objects.map(\.kind) == [.placeholder(.filesOwner), .placeholder(.firstResponder), .object, .viewController(.viewController)])
        #expect(document.objects[0].customClass == "CellOwner")
        #expect(document.objects[2].scene == nil)
        #expect(document.viewControllers.map(\.id) == ["xvc"])
        #expect(document.views.map(\.id) == ["top"])
    }
}
