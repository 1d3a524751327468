import Testing
@testable import StoryboardFormat

@Suite("Views")
struct ModelViewTests {
    static let subviews = """
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Red" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="label" userLabel="Red Label" customClass="FancyLabel" customModule="UI">
                                    <rect key="frame" x="25" y="165" width="42" height="21"/>
                                    <accessibility key="accessibilityConfiguration" identifier="red.label" label="Red amount"/>
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                                    <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" contentMode="left" hidden="YES" tag="7" translatesAutoresizingMaskIntoConstraints="NO" id="multi">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                    <string key="text">Two\nlines</string>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                </label>
                                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="color name" minimumFontSize="17" id="field">
                                    <rect key="frame" x="20" y="78" width="280" height="30"/>
                                    <fontDescription key="fontDescription" name="Helvetica-Bold" family="Helvetica" pointSize="14"/>
                                </textField>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" id="button">
                                    <rect key="frame" x="10" y="300" width="60" height="30"/>
                                    <state key="normal" title="Press" image="star"/>
                                    <connections>
                                        <action selector="press:" destination="vc1" eventType="touchUpInside" id="act"/>
                                    </connections>
                                </button>
                                <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="slider">
                                    <rect key="frame" x="23" y="194" width="279" height="31"/>
                                </slider>
                                <switch opaque="NO" contentMode="scaleToFill" on="YES" enabled="NO" id="switch">
                                    <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                                </switch>
                                <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" id="segments">
                                    <rect key="frame" x="0.0" y="0.0" width="121" height="32"/>
                                    <segments>
                                        <segment title="First"/>
                                        <segment title="Second" enabled="NO"/>
                                        <segment title="" image="gear"/>
                                    </segments>
                                </segmentedControl>
                                <stepper opaque="NO" contentMode="scaleToFill" value="3" minimumValue="1" maximumValue="10" stepValue="0.5" id="stepper">
                                    <rect key="frame" x="0.0" y="0.0" width="94" height="32"/>
                                </stepper>
                                <view contentMode="scaleToFill" id="container">
                                    <rect key="frame" x="0.0" y="400" width="390" height="100"/>
                                    <subviews>
                                        <imageView contentMode="scaleAspectFit" image="logo" id="image">
                                            <rect key="frame" x="5" y="5" width="20" height="20"/>
                                        </imageView>
                                    </subviews>
                                    <color key="backgroundColor" red="0.25" green="0.5" blue="1" alpha="0.75" colorSpace="custom" customColorSpace="sRGB"/>
                                    <color key="tintColor" white="0.33" alpha="1" colorSpace="calibratedWhite"/>
                                    <constraints>
                                        <constraint firstItem="image" firstAttribute="leading" secondItem="container" secondAttribute="leading" constant="5" id="k1"/>
                                    </constraints>
                                </view>
                                <label text="Fancy" id="attributed">
                                    <attributedString key="attributedText">
                                        <fragment content="Hello, ">
                                            <attributes><font key="NSFont" size="17" name="Helvetica"/></attributes>
                                        </fragment>
                                        <fragment content="world"/>
                                    </attributedString>
                                </label>
                                <label id="attributedOnly">
                                    <attributedString key="attributedText">
                                        <fragment content="Only "/>
                                        <fragment>
                                            <string key="content">styled</string>
                                        </fragment>
                                    </attributedString>
                                </label>
        """

    func document() throws -> Document { try Fixture.viewController(subviews: Self.subviews) }

    @Test func viewTreeIsFlatInDocumentOrder() throws {
        let document = try document()
        let scene = try #require(document.scenes.first)
        #expect(scene.views.map(\.id) == ["root", "label", "multi", "field", "button", "slider", "switch", "segments", "stepper", "container", "image", "attributed", "attributedOnly"])
        let root = try #require(scene.viewController?.view)
        #expect(root.subviews.map(\.id) == ["label", "multi", "field", "button", "slider", "switch", "segments", "stepper", "container", "attributed", "attributedOnly"])
        #expect(root.parentView == nil)
        #expect(document.view("image")?.parentView?.id == "container")
        #expect(document.view("label")?.parentView?.id == "root")
        #expect(document.view("container")?.subviews.map(\.id) == ["image"])
        #expect(document.view("container")?.allViews.map(\.id) == ["container", "image"])
        let pairs = IBView.withParents(in: scene.node, document: document).map { "\($0.view.id ?? "?")<\($0.parent?.id ?? "-")" }
        #expect(pairs.prefix(3) == ["root<-", "label<root", "multi<root"])
        #expect(pairs.contains("image<container"))
    }

    @Test func identityAndFlags() throws {
        let document = try document()
        let label = try #require(document.view("label"))
        #expect(label.elementName == "label")
        #expect(label.key == nil)
        #expect(document.view("root")?.key == "view")
        #expect(label.customClass == "FancyLabel")
        #expect(label.customModule == "UI")
        #expect(label.userLabel == "Red Label")
        #expect(label.accessibilityIdentifier == "red.label")
        #expect(label.accessibilityLabel == "Red amount")
        #expect(label.contentMode == "left")
        #expect(!label.isHidden)
        #expect(label.tag == nil)
        let multi = try #require(document.view("multi"))
        #expect(multi.isHidden)
        #expect(multi.tag == 7)
        #expect(multi.accessibilityIdentifier == nil)
    }

    @Test func frames() throws {
        let document = try document()
        #expect(document.view("label")?.frame == Rect(x: 25, y: 165, width: 42, height: 21))
        #expect(document.view("root")?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(document.view("attributed")?.frame == nil)
    }

    /// Xcode 8.0 wrote some frames as `<frame key="frameInset">`: insets from the superview's
    /// top left (0 where left out) and a size (Loop's Main.storyboard of that Xcode).
    @Test func framesStoredAsInsets() throws {
        let document = try Fixture.viewController(subviews: """
                                <view contentMode="scaleToFill" id="inset">
                                    <frame key="frameInset" minX="15" minY="11" width="141" height="20"/>
                                </view>
                                <view contentMode="scaleToFill" id="sized">
                                    <frame key="frameInset" width="320" height="43"/>
                                </view>
            """)
        #expect(document.view("inset")?.frame == Rect(x: 15, y: 11, width: 141, height: 20))
        #expect(document.view("sized")?.frame == Rect(x: 0, y: 0, width: 320, height: 43))
    }

    @Test func textsTitlesAndPlaceholders() throws {
        let document = try document()
        #expect(document.view("label")?.text == "Red")
        #expect(document.view("label")?.title == nil)
        #expect(document.view("multi")?.text == "Two\nlines")
        #expect(document.view("field")?.placeholder == "color name")
        #expect(document.view("field")?.text == nil)
        #expect(document.view("button")?.title == "Press")
        #expect(document.view("button")?.text == nil)
        #expect(document.view("button")?.displayedText == "Press")
        #expect(document.view("button")?.image == "star")
        #expect(document.view("image")?.image == "logo")
        #expect(document.view("attributed")?.text == "Fancy", "the plain text attribute wins")
        #expect(document.view("attributedOnly")?.text == "Only styled")
    }

    @Test func fonts() throws {
        let document = try document()
        let system = try #require(document.view("label")?.font)
        #expect(system.key == "fontDescription")
        #expect(system.type == "system")
        #expect(system.pointSize == 17)
        #expect(system.weight == "semibold")
        #expect(system.name == nil)
        let named = try #require(document.view("field")?.font)
        #expect(named.name == "Helvetica-Bold" && named.family == "Helvetica" && named.pointSize == 14 && named.type == nil)
        let style = try #require(document.view("multi")?.font)
        #expect(style.style == "UICTFontTextStyleBody" && style.pointSize == nil)
        #expect(document.view("slider")?.font == nil)
    }

    @Test func controlStates() throws {
        let document = try document()
        let slider = try #require(document.view("slider"))
        #expect(slider.value == 0.5 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.stepValue == nil)
        let toggle = try #require(document.view("switch"))
        #expect(toggle.isOn == true)
        #expect(!toggle.isEnabled)
        #expect(document.view("slider")?.isOn == nil)
        #expect(document.view("slider")?.isEnabled == true)
        let segments = try #require(document.view("segments"))
        #expect(segments.segments == [
            Segment(title: "First", image: nil, isEnabled: true), Segment(title: "Second", image: nil, isEnabled: false),
            Segment(title: "", image: "gear", isEnabled: true),
        ])
        #expect(segments.selectedSegmentIndex == 1)
        let stepper = try #require(document.view("stepper"))
        #expect(stepper.value == 3 && stepper.minimumValue == 1 && stepper.maximumValue == 10 && stepper.stepValue == 0.5)
    }

    @Test func colorsByKey() throws {
        let document = try document()
        #expect(document.view("root")?.backgroundColor?.kind == .system("systemBackgroundColor"))
        #expect(document.view("label")?.textColor?.kind == .cocoaTouchSystem("darkTextColor"))
        let container = try #require(document.view("container"))
        #expect(container.colors.map(\.key) == ["backgroundColor", "tintColor"])
        #expect(container.backgroundColor?.kind == .rgb(red: 0.25, green: 0.5, blue: 1, alpha: 0.75))
        #expect(container.tintColor?.kind == .white(white: 0.33, alpha: 1))
        #expect(container.color(forKey: "textColor") == nil)
    }

    @Test func constraintsConnectionsAndRawAccess() throws {
        let document = try document()
        let container = try #require(document.view("container"))
        #expect(container.constraints.map(\.id) == ["k1"])
        #expect(container.constraints.first?.attribute("constant") == "5")
        let button = try #require(document.view("button"))
        #expect(button.connections.count == 1)
        guard case .action(let action) = button.connections.first else {
            Issue.record("expected an action")
            return
        }
        #expect(action.selector == "press:")
        // Anything not modelled is one call away.
        #expect(button.attribute("buttonType") == "system")
        #expect(button.element.attribute("lineBreakMode") == "middleTruncation")
        #expect(button.tree.name(of: button.node) == "button")
        #expect(button.position?.line != nil)
    }

    @Test func cellsAndWatchItemsAreViews() throws {
        let document = try Fixture.document("""
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="1" targetRuntime="watchKit">
                <scenes>
                    <scene sceneID="w">
                        <objects>
                            <controller id="ic" customClass="InterfaceController">
                                <items>
                                    <label alignment="left" text="Hello" id="wl"/>
                                    <group width="1" alignment="left" id="grp">
                                        <items>
                                            <button width="1" alignment="left" title="Tap" id="wb"/>
                                        </items>
                                    </group>
                                </items>
                                <menu key="menu" id="mn">
                                    <items>
                                        <menuItem title="Delete" icon="trash" id="mi"/>
                                    </items>
                                </menu>
                            </controller>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let scene = try #require(document.scenes.first)
        #expect(scene.views.map(\.id) == ["wl", "grp", "wb"])
        #expect(document.view("grp")?.subviews.map(\.id) == ["wb"])
        #expect(document.view("wb")?.parentView?.id == "grp")
        #expect(document.view("wb")?.title == "Tap")
        #expect(scene.viewController?.controllerKind == .interfaceController)
    }

    @Test func deepNestingIsWalkedWithoutRecursion() throws {
        let depth = 20_000
        var xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\"><objects>"
        for level in 0..<depth { xml += "<view id=\"v\(level)\"><subviews>" }
        for _ in 0..<depth { xml += "</subviews></view>" }
        xml += "</objects></document>"
        let document = try Fixture.document(xml, path: "Deep.xib")
        #expect(document.views.count == depth)
        #expect(document.view("v\(depth - 1)")?.parentView?.id == "v\(depth - 2)")
        #expect(document.index.count == depth)
    }
}
