import StoryboardFormat
import Testing
import StoryboardLayout

/// A one-view macOS xib: a 240 × `height` custom view around `subviews` and `constraints`.
/// AppKit stores frames from the bottom of an unflipped superview, and so do these tests.
func appKitXib(height: Double = 30, toolsVersion: String = "22505", subviews: String, constraints: String,
               resources: String = "") throws -> Document {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="\(height)"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </customView>
            </objects>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    return try Document(bytes: Array(text.utf8), path: "Test.xib")
}

/// AppKit controls are laid out by their alignment rectangles, not their frames.
struct AppKitLayoutTests {
    /// NSBox's separator is a 1 pt line in a 5 pt frame: pinned to its superview's top, the
    /// line starts there and the frame 2 pt above (NetNewsWire's UnifiedWindow.storyboard
    /// stores y 25 in a 28 pt bar, the corpus's horizontal separators are all 5 pt high).
    @Test func separatorBoxesAreAlignedByTheirLine() throws {
        let document = try appKitXib(
            subviews: """
                <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                    <rect key="frame" x="40" y="0.0" width="100" height="5"/>
                </box>
                """,
            constraints: """
                <constraint firstItem="line" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="line" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("line") == rect(0, 27, 240, 5))
    }

    /// A vertical separator's line is 2 pt inside its 5 pt frame on either side: pinned after
    /// a view, its frame starts 2 pt before that view's end, and a view 4 pt after it starts
    /// 2 pt after the frame (iina's preferences window and key binding bar).
    @Test func verticalSeparatorsAreAlignedByTheirLine() throws {
        let document = try appKitXib(
            height: 100,
            subviews: """
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="side">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                </customView>
                <box horizontalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                    <rect key="frame" x="0.0" y="0.0" width="5" height="100"/>
                </box>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="button">
                    <rect key="frame" x="0.0" y="0.0" width="54" height="20"/>
                    <buttonCell key="cell" type="square" title="Duplicate" bezelStyle="shadowlessSquare" alignment="center" inset="2" id="buttonCell">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="side" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="side" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="side" secondAttribute="bottom" id="c3"/>
                <constraint firstItem="side" firstAttribute="width" constant="100" id="c4"/>
                <constraint firstItem="line" firstAttribute="leading" secondItem="side" secondAttribute="trailing" id="c5"/>
                <constraint firstItem="line" firstAttribute="top" secondItem="root" secondAttribute="top" id="c6"/>
                <constraint firstAttribute="bottom" secondItem="line" secondAttribute="bottom" id="c7"/>
                <constraint firstItem="button" firstAttribute="leading" secondItem="line" secondAttribute="trailing" constant="4" id="c8"/>
                <constraint firstAttribute="bottom" secondItem="button" secondAttribute="bottom" id="c9"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("line") == rect(98, 0, 5, 100))
        #expect(layout.frame("button") == rect(105, 0, 54, 20))
    }

    /// An NSStackView without a `spacing` attribute spaces its views 8 pt apart, the default
    /// Xcode does not write (the corpus's AppKit stacks: 22 of 22 gaps between plain views).
    @Test func appKitStacksSpaceTheirViews8PointsApartByDefault() throws {
        let document = try appKitXib(
            height: 100,
            subviews: """
                <stackView distribution="fill" orientation="horizontal" alignment="top" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="50" id="a1"/>
                                <constraint firstAttribute="height" constant="30" id="a2"/>
                            </constraints>
                        </customView>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="50" y="0.0" width="40" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="b1"/>
                                <constraint firstAttribute="height" constant="30" id="b2"/>
                            </constraints>
                        </customView>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(20, 50, 98, 30))
        #expect(layout.frame("b") == rect(58, 0, 40, 30))
    }

    /// NSStackView arranges its views inside its `edgeInsets` (WWDC's filter stack: 12 pt
    /// all around, its pop-ups 12 pt from its sides; iina's playlist bar: 8 pt on the sides).
    @Test func appKitStacksArrangeInsideTheirEdgeInsets() throws {
        let document = try appKitXib(
            height: 100,
            subviews: """
                <stackView distribution="fill" orientation="vertical" alignment="leading" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="50" id="a1"/>
                                <constraint firstAttribute="height" constant="30" id="a2"/>
                            </constraints>
                        </customView>
                    </subviews>
                    <edgeInsets key="edgeInsets" left="12" right="12" top="12" bottom="12"/>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(0, 46, 74, 54))
        #expect(layout.frame("a") == rect(12, 12, 50, 30))
    }

    /// NSGridView lays its cells out in rows and columns as tall and wide as their largest
    /// views, the spacing apart, and places each view in its cell by the cell's, its column's
    /// or row's, or the grid's placement (NetNewsWire's account sheets: labels at the
    /// trailing edge of the first column, 200 pt fields at the leading edge of the second,
    /// centred in their rows; before, the grid's views kept wherever they were stored).
    @Test func gridViewsLayOutTheirCells() throws {
        func label(_ id: String, _ title: String, width: Double) -> String {
            """
            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="\(title)" id="\(id)Cell">
                    <font key="font" usesAppearanceFont="YES"/>
                </textFieldCell>
            </textField>
            """
        }
        func field(_ id: String) -> String {
            """
            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="200" height="22"/>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="\(id)Width"/>
                </constraints>
                <textFieldCell key="cell" scrollable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="\(id)Cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """
        }
        func cell(_ row: String, _ column: String, _ content: String) -> String {
            #"<gridCell row="\#(row)" column="\#(column)" id="\#(row)\#(column)">"# + content.replacingOccurrences(of: "<textField ", with: #"<textField key="contentView" "#) + "</gridCell>"
        }
        let document = try appKitXib(
            height: 100, toolsVersion: "14490",
            subviews: """
                <gridView xPlacement="trailing" yPlacement="center" rowAlignment="none" rowSpacing="7" columnSpacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <rows>
                        <gridRow id="r1"/>
                        <gridRow id="r2"/>
                    </rows>
                    <columns>
                        <gridColumn id="c1"/>
                        <gridColumn xPlacement="leading" id="c2"/>
                    </columns>
                    <gridCells>
                        \(cell("r1", "c1", label("email", "Email:", width: 41)))
                        \(cell("r1", "c2", field("emailField")))
                        \(cell("r2", "c1", label("password", "Password:", width: 66)))
                        \(cell("r2", "c2", field("passwordField")))
                    </gridCells>
                </gridView>
                """,
            constraints: """
                <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="g1"/>
                <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="g2"/>
                """)
        let layout = DocumentLayout(document: document)
        // Columns 62 (the wider label's text) and 200 pt, 8 apart; rows 22 pt, 7 apart.
        #expect(layout.frame("grid") == rect(20, 29, 270, 51))
        #expect(layout.frame("email") == rect(23, 32, 41, 16))
        #expect(layout.frame("emailField") == rect(70, 29, 200, 22))
        #expect(layout.frame("password") == rect(-2, 3, 66, 16))
        #expect(layout.frame("passwordField") == rect(70, 0, 200, 22))
    }

    /// A separator's line keeps its 1 pt (NSBox's intrinsic height) when the views around it
    /// take up the rest: NetNewsWire's preferences stack controls between separators.
    @Test func separatorsKeepTheirThickness() throws {
        let document = try appKitXib(
            height: 100,
            subviews: """
                <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                    <rect key="frame" x="0.0" y="87" width="240" height="5"/>
                </box>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="below">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="40"/>
                </customView>
                """,
            constraints: """
                <constraint firstItem="line" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
                <constraint firstItem="below" firstAttribute="top" secondItem="line" secondAttribute="bottom" constant="20" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="below" secondAttribute="bottom" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("line") == rect(0, 87, 240, 5))
        #expect(layout.frame("below") == rect(0, 0, 240, 69))
    }

    /// Baselines as the corpus's AppKit documents place them (toolsVersion 17000 and later):
    /// a 13 pt label 16 pt tall 13 pt below its top, a bezeled field 21 pt tall 15 pt, a
    /// rounded push button 32 pt tall 19 pt, a check box 18 pt tall 14 pt, a rounded pop-up
    /// 25 pt tall 15 pt. The controls start at y 0; only their baselines place them.
    @Test func baselinesOfLabelsFieldsButtonsAndPopUps() throws {
        func cell(_ element: String, _ attributes: String) -> String {
            #"<\#(element) key="cell" \#(attributes) id="\#(element)-\#(attributes.count)"><font key="font" metaFont="system"/></\#(element)>"#
        }
        let document = try appKitXib(
            height: 100,
            subviews: """
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="6" y="64" width="60" height="16"/>
                    \(cell("textFieldCell", #"lineBreakMode="clipping" title="Size:""#))
                </textField>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
                    <rect key="frame" x="70" y="0.0" width="40" height="21"/>
                    \(cell("textFieldCell", #"scrollable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES""#))
                </textField>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="push">
                    <rect key="frame" x="110" y="0.0" width="60" height="32"/>
                    \(cell("buttonCell", #"type="push" title="Open" bezelStyle="rounded" borderStyle="border""#))
                </button>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                    <rect key="frame" x="170" y="0.0" width="40" height="18"/>
                    \(cell("buttonCell", #"type="check" title="On" bezelStyle="regularSquare""#))
                </button>
                <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                    <rect key="frame" x="210" y="0.0" width="30" height="25"/>
                    \(cell("popUpButtonCell", #"type="push" title="A" bezelStyle="rounded" borderStyle="borderAndBezel""#))
                </popUpButton>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="field" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="c2"/>
                <constraint firstItem="push" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="c3"/>
                <constraint firstItem="check" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="c4"/>
                <constraint firstItem="popUp" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="c5"/>
                """)
        let layout = DocumentLayout(document: document)
        // The label's baseline is 20 + 13 = 33 pt below the top of the 100 pt view.
        #expect(layout.frame("label") == rect(6, 64, 60, 16))
        #expect(layout.frame("field") == rect(70, 100 - (33 - 15) - 21, 40, 21))
        #expect(layout.frame("push") == rect(110, 100 - (33 - 19) - 32, 60, 32))
        #expect(layout.frame("check") == rect(170, 100 - (33 - 14) - 18, 40, 18))
        #expect(layout.frame("popUp") == rect(210, 100 - (33 - 15) - 25, 30, 25))
    }

    /// A help button has no title but a baseline, where labels beside it line up: 17 pt below
    /// the top of its 25 pt frame in Xcode 11's frames and earlier, 16 from Xcode 12 on, 13
    /// below the top of a small one's 19 pt frame (iina's subtitle preferences). The label's
    /// baseline is 20 + 13 = 33 pt below the top of the 100 pt view: the help button's frame
    /// starts 33 - 17, 33 - 16 and 33 - 13 pt below it.
    @Test(arguments: [("14313", "regular", 25.0, 16.0), ("21507", "regular", 25.0, 17.0), ("23090", "small", 19.0, 20.0)] as [(String, String, Double, Double)])
    func helpButtonBaselines(toolsVersion: String, controlSize: String, height: Double, top: Double) throws {
        let document = try appKitXib(
            height: 100, toolsVersion: toolsVersion,
            subviews: """
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="6" y="64" width="60" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Size:" id="labelCell"><font key="font" metaFont="system"/></textFieldCell>
                </textField>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="help">
                    <rect key="frame" x="80" y="0.0" width="25" height="\(height)"/>
                    <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" controlSize="\(controlSize)" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="helpCell"><font key="font" metaFont="system"/></buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="help" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("help")?.y == 100 - top - height)
    }

    /// A regular rounded pop-up's title sits lower in frames of older Xcodes: its baseline is
    /// 17 pt below the 25 pt frame's top in Xcode 10's and earlier (46 of the corpus's 49),
    /// 16 pt in Xcode 11's (tools 14800 to 16999, 21 of 21) and 15 pt from Xcode 12 on. The
    /// label's baseline is 20 + 13 = 33 pt below the top of the 100 pt view.
    @Test(arguments: [("14460", 17.0), ("15702", 16.0), ("22505", 15.0)])
    func popUpBaselinesByEra(toolsVersion: String, baseline: Double) throws {
        let document = try appKitXib(
            height: 100, toolsVersion: toolsVersion,
            subviews: """
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="6" y="0.0" width="60" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Size:" id="labelCell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                    <rect key="frame" x="70" y="0.0" width="100" height="25"/>
                    <popUpButtonCell key="cell" type="push" title="A" bezelStyle="rounded" borderStyle="borderAndBezel" id="popUpCell">
                        <font key="font" metaFont="menu"/>
                    </popUpButtonCell>
                </popUpButton>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="popUp" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="c2"/>
                """)
        #expect(DocumentLayout(document: document).frame("popUp") == rect(70, 100 - (33 - baseline) - 25, 100, 25))
    }

    /// From Xcode 10.2 (tools 14490) on, a small bezeled field centres an 11 pt line 13 pt tall:
    /// its baseline is 14 pt below the top of its 19 pt frame (29 of the corpus's 29 labels
    /// aligned to one), 13 pt in Xcode 10.1's and earlier (22 of 22). The label's baseline is
    /// 12 + 11 = 23 pt below the top of the 100 pt view.
    @Test(arguments: [("14460", 13.0), ("14490", 14.0), ("23090", 14.0)])
    func smallFieldBaselinesByEra(toolsVersion: String, baseline: Double) throws {
        let document = try appKitXib(
            height: 100, toolsVersion: toolsVersion,
            subviews: """
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="10" y="0.0" width="40" height="14"/>
                    <textFieldCell key="cell" controlSize="small" title="Width:" id="labelCell">
                        <font key="font" metaFont="smallSystem"/>
                    </textFieldCell>
                </textField>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
                    <rect key="frame" x="60" y="0.0" width="48" height="19"/>
                    <textFieldCell key="cell" controlSize="small" scrollable="YES" editable="YES" state="on" borderStyle="bezel" title="1280" drawsBackground="YES" id="fieldCell">
                        <font key="font" metaFont="message" size="11"/>
                    </textFieldCell>
                </textField>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c1"/>
                <constraint firstItem="field" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="c2"/>
                """)
        #expect(DocumentLayout(document: document).frame("field") == rect(60, 100 - (23 - baseline) - 19, 48, 19))
    }

    /// A mini label's text is 2 pt inside its frame on either side, as a regular or small
    /// one's; one that draws its background has no inset (the corpus's constraints to
    /// superviews' and plain siblings' sides: 42 of 42 without a background at 2 pt, 40 of 40
    /// with one at 0).
    @Test func miniLabelsHaveTextInsets() throws {
        func label(_ id: String, background: Bool) -> String {
            """
            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="40" height="11"/>
                <textFieldCell key="cell" controlSize="mini" lineBreakMode="clipping" title="00:00"\(background ? #" drawsBackground="YES""# : "") id="\(id)Cell">
                    <font key="font" metaFont="miniSystem"/>
                </textFieldCell>
            </textField>
            """
        }
        let document = try appKitXib(
            height: 100,
            subviews: label("plain", background: false) + label("filled", background: true),
            constraints: """
                <constraint firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="plain" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="filled" secondAttribute="trailing" constant="20" id="c3"/>
                <constraint firstItem="filled" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("plain") == rect(18, 69, 40, 11))
        #expect(layout.frame("filled") == rect(180, 69, 40, 11))
    }

    /// A small slider's insets follow the macOS that drew its frame, not only the Xcode: a
    /// 20 pt one (macOS 11 and later, Xcode 12.2's files too) has 2 pt all around, a 15 pt one
    /// 1 pt above and below and none on the sides; a mini slider with tick marks 15 pt tall
    /// has none on the sides (iina's preferences: 90 of 90 and 89 of 89 edges).
    @Test(arguments: [("small", 20.0, rect(18, 58, 144, 20)), ("small", 15.0, rect(20, 62, 140, 15)), ("mini", 15.0, rect(20, 61, 140, 15))])
    func sliderInsetsByDrawnHeight(controlSize: String, height: Double, expected: LayoutRect) throws {
        let ticks = controlSize == "mini" ? #"numberOfTickMarks="4" "# : ""
        let document = try appKitXib(
            height: 100, toolsVersion: "17506",
            subviews: """
                <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="\(height)"/>
                    <sliderCell key="cell" controlSize="\(controlSize)" continuous="YES" state="on" alignment="left" maxValue="100" \(ticks)sliderType="linear" id="sliderCell"/>
                </slider>
                """,
            constraints: """
                <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="80" id="c2"/>
                <constraint firstItem="slider" firstAttribute="top" secondItem="root" secondAttribute="top" constant="24" id="c3"/>
                """)
        #expect(DocumentLayout(document: document).frame("slider") == expected)
    }

    /// A vertical slider drawn by Xcode 13 to 16 is 2 pt outside its alignment rectangle all
    /// around: the 6 pt below belongs to horizontal sliders' tick marks (iina's equalizer: mini
    /// sliders in 120 pt frames fill the 116 pt stack they stand in).
    @Test func verticalSlidersHave2PointInsets() throws {
        let document = try appKitXib(
            height: 100, toolsVersion: "23094",
            subviews: """
                <slider horizontalHuggingPriority="750" verticalCompressionResistancePriority="500" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                    <rect key="frame" x="0.0" y="0.0" width="17" height="120"/>
                    <sliderCell key="cell" controlSize="mini" alignment="left" minValue="-12" maxValue="12" tickMarkPosition="left" sliderType="linear" id="sliderCell"/>
                </slider>
                """,
            constraints: """
                <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="slider" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="slider" secondAttribute="bottom" constant="10" id="c3"/>
                """)
        #expect(DocumentLayout(document: document).frame("slider") == rect(18, 8, 17, 84))
    }

    /// A vertical NSSlider is as thick as it is across and has no natural length: in a
    /// stack view that hugs its views, three small ones 16 pt thick (20 pt frames) stand 13 pt
    /// apart, the stack as wide as they are (iina's equalizer, tools 21507 and 21701: ten
    /// sliders in a 277 pt stack; the engine gave them a natural height and the first one
    /// the stack's slack).
    @Test func verticalSlidersHaveANaturalWidth() throws {
        func slider(_ id: String, x: Double) -> String {
            """
            <slider horizontalHuggingPriority="750" verticalCompressionResistancePriority="500" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="-2" width="20" height="120"/>
                <sliderCell key="cell" controlSize="small" alignment="left" minValue="-12" maxValue="12" tickMarkPosition="left" numberOfTickMarks="13" sliderType="linear" id="\(id)Cell"/>
            </slider>
            """
        }
        let document = try appKitXib(
            height: 140, toolsVersion: "21701",
            subviews: """
                <stackView distribution="equalSpacing" orientation="horizontal" alignment="top" spacing="13" horizontalStackHuggingPriority="1000" verticalStackHuggingPriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="20" y="10" width="200" height="116"/>
                    <subviews>
                \(slider("a", x: -2))
                \(slider("b", x: 60))
                \(slider("c", x: 120))
                    </subviews>
                    <visibilityPriorities>
                        <integer value="1000"/>
                        <integer value="1000"/>
                        <integer value="1000"/>
                    </visibilityPriorities>
                    <customSpacing>
                        <real value="3.4028234663852886e+38"/>
                        <real value="3.4028234663852886e+38"/>
                        <real value="3.4028234663852886e+38"/>
                    </customSpacing>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(20, 14, 74, 116))
        #expect(layout.frame("a") == rect(-2, -2, 20, 120))
        #expect(layout.frame("b") == rect(27, -2, 20, 120))
        #expect(layout.frame("c") == rect(56, -2, 20, 120))
    }

    /// An NSStackView's baseline is its arranged views': in a baseline-aligned row, a nested
    /// horizontal stack lines up by its first view's baseline, not its bottom edge (WWDC's
    /// preferences: a switch beside a stack of a label and a help button, tools 23504 and
    /// 32700). Here a 20 pt label's baseline 5 pt above its bottom carries a 13 pt one's, 3 pt
    /// above its, so the inner stack stands 2 pt above the row's bottom.
    @Test func nestedStacksAlignByTheirViewsBaselines() throws {
        let document = try appKitXib(
            height: 100, toolsVersion: "23504",
            subviews: """
                <stackView distribution="fill" orientation="horizontal" alignment="baseline" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="20" y="0.0" width="108" height="24"/>
                    <subviews>
                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="-2" y="0.0" width="64" height="24"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Large" id="aCell"><font key="font" size="20" name=".AppleSystemUIFont"/></textFieldCell>
                        </textField>
                        <stackView distribution="fill" orientation="horizontal" alignment="firstBaseline" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                            <rect key="frame" x="68" y="0.0" width="40" height="16"/>
                            <subviews>
                                <textField translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="-2" y="0.0" width="44" height="16"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="Small" id="bCell"><font key="font" metaFont="system"/></textFieldCell>
                                </textField>
                            </subviews>
                        </stackView>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("row") == rect(20, 56, 108, 24))
        #expect(layout.frame("a") == rect(-2, 0, 64, 24))
        #expect(layout.frame("inner") == rect(68, 2, 40, 16))
        #expect(layout.frame("b") == rect(-2, 0, 44, 16))
    }

    /// A small help button's 18 × 19 frame reaches 1 pt past its bezel on the sides and above,
    /// 2 pt below: after a label in a first-baseline stack (WWDC's preferences, tools 23504) it
    /// starts 8 - 1 pt after the label's text, the stack ends 1 pt before its frame, and its
    /// baseline 13 pt below its top puts its bezel 1 pt below the label's top: the stack is
    /// 188 + 8 + 16 wide and 17 tall.
    @Test func smallHelpButtonInsets() throws {
        let document = try appKitXib(
            height: 100, toolsVersion: "23504",
            subviews: """
                <stackView distribution="fill" orientation="horizontal" alignment="firstBaseline" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="20" y="0.0" width="212" height="17"/>
                    <subviews>
                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="-2" y="1" width="192" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Download videos with subtitles" id="labelCell"><font key="font" metaFont="system"/></textFieldCell>
                        </textField>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="help">
                            <rect key="frame" x="195" y="-2" width="18" height="19"/>
                            <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="helpCell"><font key="font" metaFont="smallSystem"/></buttonCell>
                        </button>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(20, 63, 212, 17))
        #expect(layout.frame("label") == rect(-2, 1, 192, 16))
        #expect(layout.frame("help") == rect(195, -2, 18, 19))
    }

    /// A small radio button drawn by Xcode 13 to 16 has a 14 pt box 1 pt inside its 15 pt
    /// frame's leading edge and top, at its bottom (iina's window preferences, tools 21507 and
    /// 23086: radio buttons 16 pt from their box's leading edge, stacked 4 pt apart).
    @Test func smallRadioButtonInsets() throws {
        func radio(_ id: String) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="58" height="15"/>
                <buttonCell key="cell" type="radio" title="Always" bezelStyle="regularSquare" imagePosition="left" alignment="left" controlSize="small" inset="2" id="\(id)Cell">
                    <font key="font" metaFont="message" size="11"/>
                </buttonCell>
            </button>
            """
        }
        let document = try appKitXib(
            height: 100, toolsVersion: "21507",
            subviews: radio("first") + "\n" + radio("second"),
            constraints: """
                <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c2"/>
                <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="leading" id="c3"/>
                <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="bottom" constant="4" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("first") == rect(15, 100 - 7 - 15, 58, 15))
        #expect(layout.frame("second") == rect(15, 100 - 25 - 15, 58, 15))
    }

    /// A check box or radio button centres its title's line in its frame, not in its box: a
    /// small radio button's 11 pt line (14 pt tall) sits at the top of its 15 pt frame, its
    /// baseline 11 pt below (iina's window preferences, tools 23086: radio buttons on a small
    /// label's baseline, whose 11 pt line starts at its top).
    @Test func checkAndRadioBaselinesAreCentredInTheFrame() throws {
        let document = try appKitXib(
            height: 100, toolsVersion: "23086",
            subviews: """
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="14" y="0.0" width="50" height="14"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" controlSize="small" title="Window:" id="labelCell"><font key="font" metaFont="smallSystem"/></textFieldCell>
                </textField>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="radio">
                    <rect key="frame" x="69" y="0.0" width="79" height="15"/>
                    <buttonCell key="cell" type="radio" title="Do nothing" bezelStyle="regularSquare" imagePosition="left" alignment="left" controlSize="small" inset="2" id="radioCell">
                        <font key="font" metaFont="message" size="11"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="radio" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="c2"/>
                """)
        #expect(DocumentLayout(document: document).frame("radio") == rect(69, 100 - 20 - 15, 79, 15))
    }

    /// A recessed pop-up's 19 pt frame reaches 1 pt below its 18 pt bezel, which constraints
    /// hold (NetNewsWire's timeline filter and sort pop-ups, tools 17506 to 23504).
    @Test func recessedPopUpsEnd1PointBelowTheirBezel() throws {
        let document = try appKitXib(
            height: 40, toolsVersion: "17506",
            subviews: """
                <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                    <rect key="frame" x="8" y="0.0" width="46" height="19"/>
                    <popUpButtonCell key="cell" type="recessed" title="Sort" bezelStyle="recessed" alignment="center" lineBreakMode="truncatingTail" borderStyle="border" imageScaling="proportionallyDown" inset="2" pullsDown="YES" id="popUpCell">
                        <font key="font" metaFont="smallSystemBold"/>
                        <menu key="menu" id="menu"/>
                    </popUpButtonCell>
                </popUpButton>
                """,
            constraints: """
                <constraint firstItem="popUp" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>
                <constraint firstItem="popUp" firstAttribute="top" secondItem="root" secondAttribute="top" constant="3" id="c2"/>
                <constraint firstItem="popUp" firstAttribute="height" constant="18" id="c3"/>
                """)
        #expect(DocumentLayout(document: document).frame("popUp") == rect(8, 40 - 3 - 19, 46, 19))
    }

    /// A small segmented control's bezel is 18 pt tall and ends 2 pt above its frame's bottom:
    /// it starts 1 pt below the top of the 21 pt frames of macOS 10.14 and later, at the top
    /// of the older 20 pt ones (iina's inspector, tools 12120: its tabs 8 pt below).
    @Test(arguments: [("12120", 20.0, rect(20, 72, 100, 20)), ("14868", 21.0, rect(20, 72, 100, 21))])
    func smallSegmentedControlsAre18PointsTall(toolsVersion: String, height: Double, expected: LayoutRect) throws {
        let document = try appKitXib(
            height: 100, toolsVersion: toolsVersion,
            subviews: """
                <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                    <rect key="frame" x="20" y="0.0" width="100" height="\(height)"/>
                    <segmentedCell key="cell" controlSize="small" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="tabsCell">
                        <font key="font" metaFont="smallSystem"/>
                    </segmentedCell>
                </segmentedControl>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="below">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="10"/>
                </customView>
                """,
            constraints: """
                <constraint firstItem="tabs" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c1"/>
                <constraint firstItem="below" firstAttribute="top" secondItem="tabs" secondAttribute="bottom" constant="8" id="c2"/>
                <constraint firstItem="below" firstAttribute="height" constant="10" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("tabs") == expected)
        // The bezel ends 8 + 18 = 26 pt below the top; the view 8 pt lower.
        #expect(layout.frame("below") == rect(0, 56, 240, 10))
    }

    /// A regular tab view with tabs on top is laid out by its bezel: its frame reaches 6 pt
    /// above it (the tabs' upper half), 7 pt beside it and 10 pt below (iina's preferences
    /// pane, tools 13771 and 14109, pinned to its superview's edges).
    @Test func topTabViewsAreAlignedByTheirBezel() throws {
        let document = try appKitXib(
            height: 100, toolsVersion: "13771",
            subviews: """
                <tabView translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="100"/>
                    <font key="font" metaFont="system"/>
                    <tabViewItems>
                        <tabViewItem label="General" identifier="1" id="item">
                            <view key="view" id="page">
                                <rect key="frame" x="10" y="33" width="220" height="54"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </tabViewItem>
                    </tabViewItems>
                </tabView>
                """,
            constraints: """
                <constraint firstItem="tabs" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="tabs" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="tabs" secondAttribute="trailing" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="tabs" secondAttribute="bottom" id="c4"/>
                """)
        #expect(DocumentLayout(document: document).frame("tabs") == rect(-7, -10, 254, 116))
    }

    /// A rounded push button's bezel shadow lies outside its alignment rectangle, by era:
    /// (4, 6, 7, 6) in frames drawn by Xcode 11 and earlier, (5, 7, 7, 7) by Xcode 13 to 16,
    /// none by Xcode 26, whose push buttons are 24 pt tall (NetNewsWire's AccountsAddLocal.xib,
    /// tools 24506: a 62 × 24 button 20 pt from the bottom stores y 20). Xcode 12's files have
    /// macOS 11's bezel but for Xcode 12.4's (tools 17701), most of which macOS 10.15 drew
    /// (NetNewsWire's account sheets: the Create button pinned 20 pt from the trailing edge
    /// ends 13 pt from it at tools 17506, 14 pt at 17701).
    @Test(arguments: [("14460", 32.0, rect(134, 13, 92, 32)), ("17506", 32, rect(133, 13, 94, 32)), ("17701", 32, rect(134, 13, 92, 32)),
                      ("18122", 32, rect(133, 13, 94, 32)), ("22505", 32, rect(133, 13, 94, 32)), ("24506", 24, rect(140, 20, 80, 24))])
    func pushButtonInsetsByEra(toolsVersion: String, height: Double, expected: LayoutRect) throws {
        let document = try appKitXib(
            height: 100, toolsVersion: toolsVersion,
            subviews: """
                <button translatesAutoresizingMaskIntoConstraints="NO" id="push">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="\(height)"/>
                    <buttonCell key="cell" type="push" title="Create" bezelStyle="rounded" borderStyle="border" id="pushCell">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstAttribute="bottom" secondItem="push" secondAttribute="bottom" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="push" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="push" firstAttribute="width" constant="80" id="c3"/>
                """)
        #expect(DocumentLayout(document: document).frame("push") == expected)
    }

    /// Xcode 26 draws a help button 24 pt square without insets, and centres its title's line
    /// in it for its baseline, 17 pt below its top (NetNewsWire's log and stats windows, tools
    /// 24765: 5 of 5 help buttons pinned 20 pt from the leading edge sit at x 20). The label's
    /// baseline is 20 + 13 = 33 pt below the top of the 100 pt view.
    @Test func xcode26HelpButtonsHaveNoInsets() throws {
        let document = try appKitXib(
            height: 100, toolsVersion: "24765",
            subviews: """
                <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="help">
                    <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                    <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="helpCell">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="60" y="0.0" width="100" height="16"/>
                    <textFieldCell key="cell" title="This log may contain feed URLs." id="labelCell">
                        <font key="font" usesAppearanceFont="YES"/>
                    </textFieldCell>
                </textField>
                """,
            constraints: """
                <constraint firstItem="help" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="help" secondAttribute="firstBaseline" id="c3"/>
                """)
        #expect(DocumentLayout(document: document).frame("help") == rect(20, 60, 24, 24))
    }

    /// A primary NSBox's border and shadow lie outside its alignment rectangle: 3 pt on the
    /// sides, 4 below, and 2 above when it has no title (a titled box's title band is inside).
    @Test(arguments: [("", rect(17, 6, 206, 84)), (#"titlePosition="noTitle""#, rect(17, 6, 206, 86))])
    func primaryBoxInsets(title: String, expected: LayoutRect) throws {
        let document = try appKitXib(
            height: 100,
            subviews: """
                <box \(title) translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="3" y="3" width="94" height="30"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </box>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="c4"/>
                """)
        #expect(DocumentLayout(document: document).frame("box") == expected)
    }

    /// Xcode 13 to 16 draw a color well 2 pt above and below and 3 pt beside its alignment
    /// rectangle (iina's preferences); older frames have none.
    @Test(arguments: [("22505", rect(17, 67, 44, 23)), ("14460", rect(20, 67, 44, 23))])
    func colorWellInsetsByEra(toolsVersion: String, expected: LayoutRect) throws {
        let document = try appKitXib(
            height: 100, toolsVersion: toolsVersion,
            subviews: """
                <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="well">
                    <rect key="frame" x="0.0" y="0.0" width="44" height="23"/>
                    <color key="color" red="0.05" green="0.05" blue="0.05" alpha="1" colorSpace="calibratedRGB"/>
                </colorWell>
                """,
            constraints: """
                <constraint firstItem="well" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(toolsVersion == "22505" ? 12 : 10)" id="c1"/>
                <constraint firstItem="well" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                """)
        #expect(DocumentLayout(document: document).frame("well") == expected)
    }

    /// Small controls as iina's inspector (InspectorWindowController.xib, seven versions)
    /// stores them: a small pop-up with the appearance font draws it at the small system size
    /// (11 pt), its bezel ends 3 pt below its alignment rectangle in frames of Xcode 12 and
    /// earlier and 4 pt in Xcode 13's, and a small square +/- button has no inset at all.
    /// The label's baseline is 12 + 11 = 23 pt below the top of the 100 pt view.
    @Test(arguments: [("17506", rect(60, 69, 100, 22)), ("20037", rect(60, 68, 100, 22))])
    func smallPopUpsSeparatorsAndSquareButtons(toolsVersion: String, popUp: LayoutRect) throws {
        let document = try appKitXib(
            height: 100, toolsVersion: toolsVersion,
            subviews: """
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="10" y="0.0" width="40" height="14"/>
                    <textFieldCell key="cell" controlSize="small" title="Track:" id="labelCell">
                        <font key="font" metaFont="smallSystem"/>
                    </textFieldCell>
                </textField>
                <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                    <rect key="frame" x="60" y="0.0" width="100" height="22"/>
                    <popUpButtonCell key="cell" type="push" bezelStyle="rounded" controlSize="small" borderStyle="borderAndBezel" id="popUpCell">
                        <font key="font" usesAppearanceFont="YES"/>
                    </popUpButtonCell>
                </popUpButton>
                <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                    <rect key="frame" x="10" y="0.0" width="200" height="5"/>
                </box>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="add">
                    <rect key="frame" x="10" y="0.0" width="16" height="14"/>
                    <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" image="NSAddTemplate" controlSize="small" id="addCell">
                        <font key="font" metaFont="smallSystem"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c1"/>
                <constraint firstItem="popUp" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="c2"/>
                <constraint firstItem="line" firstAttribute="top" secondItem="popUp" secondAttribute="bottom" constant="12" id="c3"/>
                <constraint firstItem="add" firstAttribute="top" secondItem="line" secondAttribute="bottom" constant="12" id="c4"/>
                <constraint firstItem="add" firstAttribute="height" constant="14" id="c5"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("label") == rect(10, 74, 40, 14))
        #expect(layout.frame("popUp") == popUp)
        // The pop-up's alignment rectangle ends 28 pt below the top; the line starts 12 pt
        // lower, its frame 2 pt above that; the button 12 pt below the line's end.
        #expect(layout.frame("line") == rect(10, 57, 200, 5))
        #expect(layout.frame("add") == rect(10, 33, 16, 14))
    }

    /// Xcode 14 to 16 (tools 21000 to 23999) draw a small rounded pop-up's bezel 1 pt lower in
    /// its 22 pt frame than Xcode 13: 2 pt below the frame's top, and its title with it (labels
    /// aligned to small pop-ups' baselines: 14 pt below the frame's top in 19 of 19 cases of
    /// tools 21507 to 23094, 13 in Xcode 13's). The bezel still ends 4 pt above the frame's
    /// bottom. The label's baseline is 12 + 11 = 23 pt below the top of the 100 pt view.
    @Test(arguments: [("20037", rect(60, 68, 100, 22), rect(10, 57, 200, 5)), ("23077.2", rect(60, 69, 100, 22), rect(10, 58, 200, 5))])
    func smallPopUpsOfXcode14AndLater(toolsVersion: String, popUp: LayoutRect, line: LayoutRect) throws {
        let document = try appKitXib(
            height: 100, toolsVersion: toolsVersion,
            subviews: """
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="10" y="0.0" width="40" height="14"/>
                    <textFieldCell key="cell" controlSize="small" title="Track:" id="labelCell">
                        <font key="font" metaFont="smallSystem"/>
                    </textFieldCell>
                </textField>
                <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                    <rect key="frame" x="60" y="0.0" width="100" height="22"/>
                    <popUpButtonCell key="cell" type="push" bezelStyle="rounded" controlSize="small" borderStyle="borderAndBezel" id="popUpCell">
                        <font key="font" usesAppearanceFont="YES"/>
                    </popUpButtonCell>
                </popUpButton>
                <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                    <rect key="frame" x="10" y="0.0" width="200" height="5"/>
                </box>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c1"/>
                <constraint firstItem="popUp" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="c2"/>
                <constraint firstItem="line" firstAttribute="top" secondItem="popUp" secondAttribute="bottom" constant="12" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("popUp") == popUp)
        #expect(layout.frame("line") == line)
    }

    /// A regular segmented control's bezel ends 2 pt below its alignment rectangle in frames
    /// of Xcode 11 and earlier, 1 pt in Xcode 13 to 16's (the corpus's constraints to
    /// superviews' and plain siblings' edges: 6 of 6 and 9 of 11).
    @Test(arguments: [("14460", rect(20, 18, 100, 24)), ("22505", rect(20, 19, 100, 24))])
    func segmentedControlInsetsByEra(toolsVersion: String, expected: LayoutRect) throws {
        let document = try appKitXib(
            height: 100, toolsVersion: toolsVersion,
            subviews: """
                <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                    <rect key="frame" x="20" y="0.0" width="100" height="24"/>
                    <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="tabsCell">
                        <font key="font" metaFont="system"/>
                    </segmentedCell>
                </segmentedControl>
                """,
            constraints: """
                <constraint firstAttribute="bottom" secondItem="tabs" secondAttribute="bottom" constant="20" id="c1"/>
                """)
        #expect(DocumentLayout(document: document).frame("tabs") == expected)
    }
    /// NSSwitch is laid out by a 38 × 22 alignment rectangle in its 42 × 25 frame: 1 pt above,
    /// 2 pt on the sides and below (the corpus's switches: x -2, y -2 in the 22 pt horizontal
    /// stacks of WWDC's preferences, iina's pinned ones 2 pt past their superview's side and
    /// bottom and 1 pt above). Its first baseline is 16 pt below the rectangle's top (iina's
    /// labels aligned to switches), its last 7 pt above its bottom (WWDC's baseline stacks).
    @Test func switchesAreAlignedByTheirAlignmentRectangle() throws {
        let document = try appKitXib(
            height: 100, toolsVersion: "23094",
            subviews: """
                <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" baseWritingDirection="leftToRight" alignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
                    <rect key="frame" x="0.0" y="0.0" width="42" height="25"/>
                </switch>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="first">
                    <rect key="frame" x="0.0" y="0.0" width="32" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="HDR" id="firstCell">
                        <font key="font" usesAppearanceFont="YES"/>
                    </textFieldCell>
                </textField>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="last">
                    <rect key="frame" x="60" y="0.0" width="32" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Loop" id="lastCell">
                        <font key="font" usesAppearanceFont="YES"/>
                    </textFieldCell>
                </textField>
                """,
            constraints: """
                <constraint firstItem="switch" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="switch" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                <constraint firstItem="first" firstAttribute="firstBaseline" secondItem="switch" secondAttribute="firstBaseline" id="c4"/>
                <constraint firstItem="last" firstAttribute="baseline" secondItem="switch" secondAttribute="baseline" id="c5"/>
                """)
        let layout = DocumentLayout(document: document)
        // The rectangle spans 182...220 and 10...32 from the top; the frame 1 pt above it.
        #expect(layout.frame("switch") == rect(180, 66, 42, 25))
        // Baselines 26 and 25 pt below the top; a 13 pt label's 13 pt below its own top.
        #expect(layout.frame("first") == rect(18, 71, 32, 16))
        #expect(layout.frame("last") == rect(60, 72, 32, 16))
    }

    /// AppKit's named template images are SF Symbols from macOS 11 on, and a symbol's alignment
    /// rectangle is its glyph box, not its bounds: a borderless image button's frame reaches
    /// 2 pt above and below a 20 pt square alignment rectangle with NSAddTemplate and ends 2 pt
    /// inside it at the top and 3 pt at the bottom with NSRemoveTemplate (iina's +/- bars of
    /// tools 21507 to 32700, which record the images at 18 × 16 or 17 and 18 × 4 or 5). The
    /// classic 11 × 11 images (tools 11542 to 21225) fill the rectangle.
    @Test(arguments: [("18", rect(0, -2, 20, 24), rect(20, 3, 20, 15)), ("11", rect(0, 0, 20, 20), rect(20, 0, 20, 20))])
    func symbolImageButtonsAreAlignedByTheGlyph(imageWidth: String, add: LayoutRect, remove: LayoutRect) throws {
        let symbol = imageWidth == "18"
        let document = try appKitXib(
            height: 20, toolsVersion: symbol ? "21507" : "21225",
            subviews: """
                <button translatesAutoresizingMaskIntoConstraints="NO" id="add">
                    <rect key="frame" x="0.0" y="\(symbol ? -2 : 0)" width="20" height="\(symbol ? 24 : 20)"/>
                    <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="NSAddTemplate" imagePosition="only" alignment="center" inset="2" id="addCell">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="remove">
                    <rect key="frame" x="20" y="\(symbol ? 3 : 0)" width="20" height="\(symbol ? 15 : 20)"/>
                    <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="NSRemoveTemplate" imagePosition="only" alignment="center" inset="2" id="removeCell">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="add" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="add" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="add" secondAttribute="bottom" id="c3"/>
                <constraint firstItem="add" firstAttribute="width" secondItem="add" secondAttribute="height" multiplier="1:1" id="c4"/>
                <constraint firstItem="remove" firstAttribute="leading" secondItem="add" secondAttribute="trailing" id="c5"/>
                <constraint firstItem="remove" firstAttribute="top" secondItem="root" secondAttribute="top" id="c6"/>
                <constraint firstAttribute="bottom" secondItem="remove" secondAttribute="bottom" id="c7"/>
                <constraint firstItem="remove" firstAttribute="width" secondItem="remove" secondAttribute="height" multiplier="1:1" id="c8"/>
                """,
            resources: """
                <image name="NSAddTemplate" width="\(imageWidth)" height="\(symbol ? 17 : 11)"/>
                <image name="NSRemoveTemplate" width="\(imageWidth)" height="\(symbol ? 5 : 11)"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("add") == add)
        #expect(layout.frame("remove") == remove)
    }

    /// A bordered round-rect button's frame reaches 1 pt below its bezel, which constraints
    /// hold: pinned to its superview's bottom, the frame ends 1 pt past it; pinned to the top,
    /// it starts there (the corpus's required constraints on Xcode's frames, tools 13196 to
    /// 23077: the bottom edge 1 pt beyond in 10 of 10, the top exact in 6 of 6). Xcode 26
    /// draws it without (1 of 1).
    @Test(arguments: [("23077.2", rect(20, 19, 84, 19)), ("24765", rect(20, 20, 84, 19))])
    func borderedRoundRectButtonsEnd1PointBelowTheirBezel(toolsVersion: String, pinnedToBottom: LayoutRect) throws {
        let document = try appKitXib(
            height: 100, toolsVersion: toolsVersion,
            subviews: """
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="low">
                    <rect key="frame" x="0.0" y="0.0" width="84" height="19"/>
                    <buttonCell key="cell" type="roundRect" title="Wrong Subtitle" bezelStyle="roundedRect" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="lowCell">
                        <font key="font" metaFont="cellTitle"/>
                    </buttonCell>
                </button>
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="high">
                    <rect key="frame" x="0.0" y="0.0" width="84" height="19"/>
                    <buttonCell key="cell" type="roundRect" title="Choose" bezelStyle="roundedRect" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="highCell">
                        <font key="font" metaFont="cellTitle"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="low" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="bottom" secondItem="low" secondAttribute="bottom" constant="20" id="c2"/>
                <constraint firstItem="high" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                <constraint firstItem="high" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("low") == pinnedToBottom)
        #expect(layout.frame("high") == rect(20, 71, 84, 19))
    }

    /// A view-based NSTableView puts its prototype cell views in rows of `rowHeight`: when the
    /// table grows with its scroll view, a cell view keeps its row's height although its mask
    /// is `heightSizable` (276 of the corpus's 278 are), and its content stays centred in the
    /// row. NetNewsWire's account list (Preferences.storyboard, a misplaced root 380 pt high
    /// around a table stored 199 pt high) drew its 17 pt row 133 pt high with the account's
    /// icon and name 58 pt down.
    @Test func tableCellViewsKeepTheirRowHeight() throws {
        let document = try appKitXib(
            height: 300,
            subviews: """
                <scrollView borderType="none" autohidesScrollers="YES" horizontalLineScroll="24" horizontalPageScroll="10" verticalLineScroll="24" verticalPageScroll="10" hasHorizontalScroller="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="100"/>
                    <clipView key="contentView" id="clip">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <tableView verticalHuggingPriority="750" columnAutoresizingStyle="lastColumnOnly" tableStyle="fullWidth" rowHeight="24" viewBased="YES" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="240" height="100"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <tableColumns>
                                    <tableColumn width="236" minWidth="40" maxWidth="1000" id="column">
                                        <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" id="header">
                                            <font key="font" metaFont="message" size="11"/>
                                        </tableHeaderCell>
                                        <textFieldCell key="dataCell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" title="Text Cell" id="data">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                        <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                                        <prototypeCellViews>
                                            <tableCellView identifier="Cell" id="cell">
                                                <rect key="frame" x="1" y="1" width="236" height="17"/>
                                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                <subviews>
                                                    <textField verticalHuggingPriority="750" horizontalCompressionResistancePriority="250" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                                        <rect key="frame" x="6" y="1" width="224" height="16"/>
                                                        <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" title="Table View Cell" id="nameCell">
                                                            <font key="font" metaFont="system"/>
                                                        </textFieldCell>
                                                    </textField>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="name" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="6" id="n1"/>
                                                    <constraint firstAttribute="trailing" secondItem="name" secondAttribute="trailing" constant="6" id="n2"/>
                                                    <constraint firstItem="name" firstAttribute="centerY" secondItem="cell" secondAttribute="centerY" id="n3"/>
                                                </constraints>
                                            </tableCellView>
                                        </prototypeCellViews>
                                    </tableColumn>
                                </tableColumns>
                            </tableView>
                        </subviews>
                    </clipView>
                </scrollView>
                """,
            constraints: """
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("scroll") == rect(0, 0, 240, 300))
        #expect(layout.frame("table") == rect(0, 0, 240, 300))
        #expect(layout.frame("cell") == rect(1, 1, 236, 17))
        // The field's frame is 2 pt outside its text on either side.
        #expect(layout.frame("name") == rect(4, 0.5, 228, 16))
    }

    /// A momentary segmented control (a row of push buttons) drawn by macOS 11 and later has a
    /// push button's bezel in its 24 pt frame, 2 pt inside it above and below and 3 pt on the
    /// sides: pinned to its superview's leading edge its frame starts 3 pt before it, the next
    /// one 8 pt after it starts 2 pt nearer than a select-one control's, and the view below
    /// is 1 pt nearer (iina's subtitle buttons, tools 17506 to 23094: 4 of 4 versions).
    @Test func momentarySegmentedControlsHaveAPushButtonsBezel() throws {
        let document = try appKitXib(
            height: 100, toolsVersion: "23094",
            subviews: """
                <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="load">
                    <rect key="frame" x="0.0" y="0.0" width="128" height="24"/>
                    <segmentedCell key="cell" refusesFirstResponder="YES" borderStyle="border" alignment="left" style="rounded" trackingMode="momentary" id="loadCell">
                        <font key="font" metaFont="system"/>
                        <segments>
                            <segment label="Load Subtitle…"/>
                        </segments>
                    </segmentedCell>
                </segmentedControl>
                <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                    <rect key="frame" x="0.0" y="0.0" width="111" height="24"/>
                    <segmentedCell key="cell" refusesFirstResponder="YES" borderStyle="border" alignment="left" style="rounded" trackingMode="momentary" id="searchCell">
                        <font key="font" metaFont="system"/>
                        <segments>
                            <segment label="Search Online…"/>
                        </segments>
                    </segmentedCell>
                </segmentedControl>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="below">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="10"/>
                </customView>
                """,
            constraints: """
                <constraint firstItem="load" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="load" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="search" firstAttribute="leading" secondItem="load" secondAttribute="trailing" constant="8" id="c3"/>
                <constraint firstItem="search" firstAttribute="centerY" secondItem="load" secondAttribute="centerY" id="c4"/>
                <constraint firstItem="below" firstAttribute="top" secondItem="load" secondAttribute="bottom" constant="32" id="c5"/>
                <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("load") == rect(17, 100 - 18 - 24, 128, 24))
        #expect(layout.frame("search") == rect(147, 100 - 18 - 24, 111, 24))
        #expect(layout.frame("below") == rect(0, 100 - 20 - 20 - 32 - 10, 240, 10))
    }

    /// Xcode 8 (macOS 10.12) drew a small pop-up's title 1 pt lower than later Xcodes: a
    /// label aligned to its baseline sits 15 pt below the top of its 22 pt frame, 14 from
    /// Xcode 9 on (iina's inspector, tools 12120: 1 of 1; 14 in 45 of 48 from tools 13771).
    /// Here the label's baseline is 20 + 11 pt below the root's top.
    @Test(arguments: [("12120", 62.0), ("14868", 61.0)])
    func smallPopUpBaselinesByEra(toolsVersion: String, popUpY: Double) throws {
        let document = try appKitXib(
            height: 100, toolsVersion: toolsVersion,
            subviews: """
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="10" y="0.0" width="37" height="14"/>
                    <textFieldCell key="cell" controlSize="small" lineBreakMode="clipping" title="Track:" id="labelCell"><font key="font" metaFont="smallSystem"/></textFieldCell>
                </textField>
                <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                    <rect key="frame" x="53" y="0.0" width="180" height="22"/>
                    <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" controlSize="small" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="popUpCell">
                        <font key="font" metaFont="smallSystem"/>
                        <menu key="menu" id="menu"/>
                    </popUpButtonCell>
                </popUpButton>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="12" id="c2"/>
                <constraint firstItem="popUp" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="11" id="c3"/>
                <constraint firstItem="popUp" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="c4"/>
                """)
        #expect(DocumentLayout(document: document).frame("popUp")?.y == popUpY)
    }

    /// An inline button's 17 pt frame reaches 1 pt below its 16 pt bezel, which constraints
    /// hold: pinned to its superview's bottom, the frame ends 1 pt past it; pinned below a
    /// view, it starts there (the corpus's constraints on Xcode's frames, tools 13196 to 23090:
    /// the bottom 1 pt short in 7 of 7, the top exact in 6 of 6); an 18 pt one ends at its
    /// bezel (4 of 4, tools 21507 on).
    @Test(arguments: [(17.0, 7.0), (18.0, 8.0)])
    func inlineButtonsEnd1PointBelowTheirBezel(height: Double, y: Double) throws {
        let document = try appKitXib(
            height: 60, toolsVersion: "23090",
            subviews: """
                <button translatesAutoresizingMaskIntoConstraints="NO" id="reload">
                    <rect key="frame" x="0.0" y="0.0" width="51" height="\(height)"/>
                    <buttonCell key="cell" type="inline" title="Reload" bezelStyle="inline" alignment="center" controlSize="mini" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="reloadCell">
                        <font key="font" metaFont="smallSystemBold"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="reload" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="bottom" secondItem="reload" secondAttribute="bottom" constant="8" id="c2"/>
                """)
        #expect(DocumentLayout(document: document).frame("reload") == rect(0, y, 51, height))
    }

    /// Xcode 12.4 (tools 17700 to 17999) mostly ran on macOS 10.15, which drew a regular
    /// pop-up's title 1 pt lower than macOS 11: a label aligned to its baseline sits 16 pt
    /// below the top of its 25 pt frame, as in Xcode 11's frames, 15 in Xcode 12.0 to 12.3's
    /// (NetNewsWire's general preferences, tools 17701: 3 of 3). Here the label's baseline is
    /// 20 + 13 pt below the root's top.
    @Test(arguments: [("17701", 58.0), ("17506", 57.0)])
    func popUpBaselinesOfXcode12_4(toolsVersion: String, popUpY: Double) throws {
        let document = try appKitXib(
            height: 100, toolsVersion: toolsVersion,
            subviews: """
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="10" y="0.0" width="60" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Browser:" id="labelCell"><font key="font" metaFont="system"/></textFieldCell>
                </textField>
                <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                    <rect key="frame" x="80" y="0.0" width="150" height="25"/>
                    <popUpButtonCell key="cell" type="push" title="Safari" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="popUpCell">
                        <font key="font" metaFont="menu"/>
                        <menu key="menu" id="menu"/>
                    </popUpButtonCell>
                </popUpButton>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="12" id="c2"/>
                <constraint firstItem="popUp" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="c3"/>
                <constraint firstItem="popUp" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="c4"/>
                """)
        #expect(DocumentLayout(document: document).frame("popUp")?.y == popUpY)
    }

    /// A regular pop-up's 26 pt frame, drawn by macOS 10.13 and earlier, reaches 2 pt above its
    /// bezel and 3 pt below (the 25 pt frames of macOS 10.14 and 10.15 1 pt above): two stacked
    /// 10 pt apart have frames 5 pt apart (WWDC's preferences, tools 9046 and 10117; the
    /// corpus's constraints to such frames' tops 1 pt short of them in 8 of 8, to their bottoms
    /// exact in 15 of 15). Here the first bezel starts 20 pt below the root's top.
    @Test func popUpFramesOf26PointsOfMacOS10_13() throws {
        let cell = """
            <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="CELL">
                <font key="font" metaFont="menu"/>
                <menu key="menu" id="MENU"/>
            </popUpButtonCell>
            """
        let document = try appKitXib(
            height: 100, toolsVersion: "10117",
            subviews: """
                <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                    <rect key="frame" x="18" y="0.0" width="150" height="26"/>
                    \(cell.replacingOccurrences(of: "CELL", with: "firstCell").replacingOccurrences(of: "MENU", with: "firstMenu"))
                </popUpButton>
                <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                    <rect key="frame" x="18" y="0.0" width="69" height="26"/>
                    \(cell.replacingOccurrences(of: "CELL", with: "secondCell").replacingOccurrences(of: "MENU", with: "secondMenu"))
                </popUpButton>
                """,
            constraints: """
                <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="bottom" constant="10" id="c3"/>
                <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="leading" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("first") == rect(18, 56, 150, 26))
        #expect(layout.frame("second") == rect(18, 25, 69, 26))
    }

    /// An image view showing a named template image drawn as an SF Symbol (recorded larger than
    /// the classic 14 × 14 gear) is laid out by the symbol's 9 pt glyph box: a 16 pt one
    /// centred in its superview has a 27 pt frame 6.5 pt above it with the 20 pt gear of
    /// Xcode 14 on, a 22 pt one 3.5 pt above with Xcode 13's 15 pt gear (NetNewsWire's
    /// preferences, tools 19455 to 24765); the classic gear fills it.
    @Test(arguments: [("22154", "20", rect(6, 2.5, 16, 27)), ("20037", "15", rect(6, 4.5, 16, 22)), ("17701", "14", rect(6, 7, 16, 16))])
    func symbolImageViewsAreAlignedByTheGlyph(toolsVersion: String, imageSize: String, frame: LayoutRect) throws {
        let document = try appKitXib(
            height: 30, toolsVersion: toolsVersion,
            subviews: """
                <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="gear">
                    <rect key="frame" x="6" y="7" width="16" height="16"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="16" id="h"/>
                        <constraint firstAttribute="width" constant="16" id="w"/>
                    </constraints>
                    <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="NSActionTemplate" id="gearCell"/>
                </imageView>
                """,
            constraints: """
                <constraint firstItem="gear" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c1"/>
                <constraint firstItem="gear" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="6" id="c2"/>
                """,
            resources: """
                <image name="NSActionTemplate" width="\(imageSize)" height="\(imageSize)"/>
                """)
        #expect(DocumentLayout(document: document).frame("gear") == frame)
    }

    /// A multiplier scales positions in the coordinates of the two items' nearest common
    /// ancestor, where a superview's trailing edge is its width: a mark centred at half its
    /// container's trailing edge sits in the middle of the container, wherever the container
    /// stands in the window (iina's speed slider labels, "1x" at a third of the slider's
    /// leading edge + 80 and "4x" at two thirds of its trailing edge, in a container 19 or
    /// 20 pt from its superview's edge: 6 of 6 in 3 versions).
    @Test func multipliersScalePositionsInTheCommonAncestor() throws {
        let document = try appKitXib(
            subviews: """
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="container">
                    <rect key="frame" x="40" y="10" width="120" height="20"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="mark">
                            <rect key="frame" x="55" y="5" width="10" height="10"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="10" id="m1"/>
                                <constraint firstAttribute="height" constant="10" id="m2"/>
                            </constraints>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="mark" firstAttribute="centerX" secondItem="container" secondAttribute="trailing" multiplier="0.5" id="m3"/>
                        <constraint firstItem="mark" firstAttribute="top" secondItem="container" secondAttribute="top" constant="5" id="m4"/>
                    </constraints>
                </customView>
                """,
            constraints: """
                <constraint firstItem="container" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="c1"/>
                <constraint firstItem="container" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstItem="container" firstAttribute="width" constant="120" id="c3"/>
                <constraint firstItem="container" firstAttribute="height" constant="20" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("container") == rect(40, 10, 120, 20))
        #expect(layout.frame("mark") == rect(55, 5, 10, 10))
    }

    /// A scroll view tiles its clip view itself, even one stored with
    /// `translatesAutoresizingMaskIntoConstraints="NO"` and no constraints placing it: over its
    /// bounds, inside its 1 pt border unless it has none (iina's playlist, inspector and
    /// subtitle chooser, Sequel Ace's connection view: 5 of 5 at (0, 0) at their borderless
    /// scroll view's size). Here the clip view's stored frame is stale.
    @Test(arguments: [("none", rect(0, 0, 240, 30)), ("bezel", rect(1, 1, 238, 28))])
    func scrollViewsTileTheirClipView(borderType: String, clip: LayoutRect) throws {
        let document = try appKitXib(
            subviews: """
                <scrollView borderType="\(borderType)" autohidesScrollers="YES" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="30"/>
                    <clipView key="contentView" drawsBackground="NO" copiesOnScroll="NO" translatesAutoresizingMaskIntoConstraints="NO" id="clip">
                        <rect key="frame" x="37" y="37" width="200" height="20"/>
                    </clipView>
                </scrollView>
                """,
            constraints: """
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c4"/>
                """)
        #expect(DocumentLayout(document: document).frame("clip") == clip)
    }

    /// macOS 10.13 and earlier (Xcode 9) drew a help button's bezel 1 pt lower in its 25 pt
    /// frame: pinned 17 pt below its superview's top, the frame starts 16 pt below it; Xcode
    /// 10's frames start at the bezel (iina's preferences, tools 13196 and 13771, 3 of 3;
    /// tools 14313 to 17156, 6 of 6).
    @Test(arguments: [("13196", 19.0), ("14313", 18.0)])
    func helpButtonBezelsOfMacOS10_13(toolsVersion: String, y: Double) throws {
        let document = try appKitXib(
            height: 60, toolsVersion: toolsVersion,
            subviews: """
                <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="help">
                    <rect key="frame" x="20" y="0.0" width="25" height="25"/>
                    <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="helpCell">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="help" firstAttribute="top" secondItem="root" secondAttribute="top" constant="17" id="c1"/>
                <constraint firstItem="help" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="22" id="c2"/>
                """)
        #expect(DocumentLayout(document: document).frame("help")?.y == y)
    }

    /// A regular radio button drawn by macOS 10.14 and 10.15 has a 16 pt circle 1 pt inside
    /// its 18 pt frame's leading edge, top and bottom: aligned with a check box's box it stands
    /// 1 pt right of the check box, and two of them 6 pt apart have frames 4 pt apart
    /// (NetNewsWire's update preferences, tools 14868 and 17701).
    @Test func radioButtonInsetsOfMacOS10_14() throws {
        let document = try appKitXib(
            height: 100, toolsVersion: "17701",
            subviews: """
                <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                    <rect key="frame" x="0.0" y="0.0" width="145" height="18"/>
                    <buttonCell key="cell" type="check" title="Check automatically" bezelStyle="regularSquare" imagePosition="left" inset="2" id="checkCell"><font key="font" metaFont="system"/></buttonCell>
                </button>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="release">
                    <rect key="frame" x="0.0" y="0.0" width="110" height="18"/>
                    <buttonCell key="cell" type="radio" title="Release builds" bezelStyle="regularSquare" imagePosition="left" alignment="left" inset="2" id="releaseCell"><font key="font" metaFont="system"/></buttonCell>
                </button>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="test">
                    <rect key="frame" x="0.0" y="0.0" width="88" height="18"/>
                    <buttonCell key="cell" type="radio" title="Test builds" bezelStyle="regularSquare" imagePosition="left" alignment="left" inset="2" id="testCell"><font key="font" metaFont="system"/></buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="check" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                <constraint firstItem="release" firstAttribute="leading" secondItem="check" secondAttribute="leading" id="c3"/>
                <constraint firstItem="release" firstAttribute="top" secondItem="check" secondAttribute="bottom" constant="12" id="c4"/>
                <constraint firstItem="test" firstAttribute="leading" secondItem="check" secondAttribute="leading" id="c5"/>
                <constraint firstItem="test" firstAttribute="top" secondItem="release" secondAttribute="bottom" constant="6" id="c6"/>
                """)
        let layout = DocumentLayout(document: document)
        // From the top: the check box's box 10 to 24 (its frame 8 to 26, 2 pt around), the
        // first circle 36 to 52 (frame 35 to 53), the second 58 to 74 (frame 57 to 75).
        #expect(layout.frame("check") == rect(18, 100 - 8 - 18, 145, 18))
        #expect(layout.frame("release") == rect(19, 100 - 35 - 18, 110, 18))
        #expect(layout.frame("test") == rect(19, 100 - 57 - 18, 88, 18))
    }

    /// A mini check box's box stands 4 pt inside the leading edge of the 18 pt frames of
    /// macOS 10.15 and earlier and 1 pt below the frame's middle; the 12 pt frames of macOS 11
    /// on start at it (iina's key binding bar: 8 pt after a separator's line, its middle 1 pt
    /// below the bar's, tools 13771 to 21225 and 21507, 32700).
    @Test(arguments: [("15705", 18.0, rect(357, 1, 104, 18)), ("21507", 12.0, rect(361, 3, 100, 12))])
    func miniCheckBoxInsetsByEra(toolsVersion: String, height: Double, expected: LayoutRect) throws {
        let document = try appKitXib(
            height: 20, toolsVersion: toolsVersion,
            subviews: """
                <box horizontalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                    <rect key="frame" x="350" y="0.0" width="5" height="20"/>
                </box>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                    <rect key="frame" x="0.0" y="0.0" width="\(height == 18 ? 104 : 100)" height="\(height)"/>
                    <buttonCell key="cell" type="check" title="Raw values" bezelStyle="regularSquare" imagePosition="left" controlSize="mini" inset="2" id="checkCell"><font key="font" metaFont="miniSystem"/></buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="line" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="352" id="c1"/>
                <constraint firstItem="line" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="line" secondAttribute="bottom" id="c3"/>
                <constraint firstItem="check" firstAttribute="leading" secondItem="line" secondAttribute="trailing" constant="8" id="c4"/>
                <constraint firstItem="check" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" constant="1" id="c5"/>
                """)
        #expect(DocumentLayout(document: document).frame("check") == expected)
    }

    /// A small check box's box stands 3 pt inside its frame on macOS 10.15 and earlier:
    /// pinned 8 pt from its superview's leading edge and top, its frame starts 5 pt in; a small radio button's title ends 1 pt nearer its frame's end, so the next one 8 pt
    /// after it starts 1 pt further (iina's preferences, tools 13771 to 16097).
    @Test func smallCheckAndRadioInsetsOfMacOS10_15() throws {
        let document = try appKitXib(
            height: 100, toolsVersion: "14490",
            subviews: """
                <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="18"/>
                    <buttonCell key="cell" type="check" title="Resume last position" bezelStyle="regularSquare" imagePosition="left" controlSize="small" inset="2" id="checkCell"><font key="font" metaFont="smallSystem"/></buttonCell>
                </button>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="first">
                    <rect key="frame" x="0.0" y="0.0" width="60" height="18"/>
                    <buttonCell key="cell" type="radio" title="Always" bezelStyle="regularSquare" imagePosition="left" alignment="left" controlSize="small" inset="2" id="firstCell"><font key="font" metaFont="smallSystem"/></buttonCell>
                </button>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="second">
                    <rect key="frame" x="0.0" y="0.0" width="60" height="18"/>
                    <buttonCell key="cell" type="radio" title="Never" bezelStyle="regularSquare" imagePosition="left" alignment="left" controlSize="small" inset="2" id="secondCell"><font key="font" metaFont="smallSystem"/></buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>
                <constraint firstItem="check" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c2"/>
                <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c3"/>
                <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c4"/>
                <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="trailing" constant="8" id="c5"/>
                <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="top" id="c6"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("check") == rect(5, 100 - 5 - 18, 120, 18))
        #expect(layout.frame("first") == rect(6, 100 - 48 - 18, 60, 18))
        // The first one's title ends at 6 + 60 - 1, the second's circle 8 pt later, 2 pt in.
        #expect(layout.frame("second") == rect(6 + 60 - 1 + 8 - 2, 100 - 48 - 18, 60, 18))
    }

    /// A check box without a title drawn by Xcode 13 to 16 has its 14 pt box centred in its
    /// 18 pt frame, 2 pt inside all around (a titled one's frame ends with its title): a label
    /// 8 pt after it starts 10 pt after its frame, and a 14 × 14 one by constraint keeps its
    /// 18 pt frame (iina's plugin and filter tables, tools 21225 to 32700).
    @Test func untitledCheckBoxesAreCentredInTheirFrame() throws {
        let document = try appKitXib(
            height: 36, toolsVersion: "23090",
            subviews: """
                <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                    <rect key="frame" x="0.0" y="0.0" width="18" height="18"/>
                    <buttonCell key="cell" type="check" bezelStyle="regularSquare" imagePosition="only" inset="2" id="checkCell"><font key="font" metaFont="system"/></buttonCell>
                </button>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="0.0" y="0.0" width="92" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="truncatingTail" title="Table View Cell" id="labelCell"><font key="font" metaFont="system"/></textFieldCell>
                </textField>
                """,
            constraints: """
                <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>
                <constraint firstItem="check" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="check" secondAttribute="trailing" constant="8" id="c3"/>
                <constraint firstItem="label" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("check") == rect(6, 9, 18, 18))
        #expect(layout.frame("label") == rect(28, 10, 92, 16))
    }
}
