import Foundation
import StoryboardFormat
import StoryboardRender
import Testing

/// NetNewsWire's Mac preferences: AppKit frames turned top-down, and labels, pop-up buttons,
/// push buttons, check boxes and radio buttons drawn from their cells.
@Suite struct AppKitScreensTests {
    static func generalPreferences() throws -> String {
        let path = try Examples.sharedProject("Ranchero-Software__NetNewsWire/Mac/Base.lproj/Preferences.storyboard")
        let document = try Document(contentsOfFile: path)
        let screen = try Examples.screen(document, "General")
        return ScreenRenderer().svg(screen)
    }

    @Test(.requiresSharedData) func labelsAndPopUpsFromTheirCells() throws {
        let svg = try Self.generalPreferences()
        // The first row is at the top although AppKit stores it with the largest y.
        #expect(svg.contains("""
            <g data-id="pR2-Bf-7Fd" data-kind="textField" transform="translate(-2,8)">
            <text x="104" y="12.55" font-size="13" text-anchor="end" fill="#000000">Article Text Size:</text>
            """))
        #expect(svg.contains("""
            <g data-id="Z6O-Zt-V1g" data-kind="button" transform="translate(110,4)">
            <rect width="282" height="24" rx="6" fill="#767680" fill-opacity="0.12"/>
            <text x="8" y="16.55" font-size="13" fill="#000000">Medium</text>
            <path d="M 266 10 L 269 7 L 272 10 M 266 14 L 269 17 L 272 14" fill="none" stroke="#000000" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>
            """))
        #expect(svg.contains(##"<text x="75.5" y="16.55" font-size="13" text-anchor="middle" fill="#000000">Open Themes Folder</text>"##))
    }

    @Test(.requiresSharedData) func checkBoxesAndRadioButtonsShowTheirState() throws {
        let svg = try Self.generalPreferences()
        #expect(svg.contains("""
            <g data-id="UI6-sq-M15" data-kind="button" transform="translate(110,112)">
            <rect x="2" y="1" width="14" height="14" rx="3" fill="#007aff"/>
            <path d="M 5.5 8 L 8 11 L 12.5 5" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>
            <text x="20" y="12.55" font-size="13" fill="#000000">Enable JavaScript</text>
            """))
        #expect(svg.contains("""
            <g data-id="wtY-Zd-Ps9" data-kind="button" transform="translate(110,321)">
            <rect x="2" y="1" width="14" height="14" rx="7" fill="#007aff"/>
            <circle cx="9" cy="8" r="3" fill="#ffffff"/>
            <text x="20" y="12.55" font-size="13" fill="#000000">Open feeds in NetNewsWire</text>
            """))
    }

    /// A Mac storyboard of one scene whose root view (`width` × `height`) holds `subviews`,
    /// drawn.
    static func macScreen(_ name: String, width: Int, height: Int, subviews: String, resources: String = "") throws -> String {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                    <subviews>
            \(subviews)
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <resources>
            \(resources)
                </resources>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: name + ".storyboard")
        return ScreenRenderer().svg(try Examples.screen(document, "vc"))
    }

    /// A text field whose cell truncates keeps its text on one line, cut where its frame ends
    /// (iina's track tables: "Table View Cell" in a 21 pt column); a cell without a line break
    /// mode wraps.
    @Test func truncatingCellsTruncate() throws {
        let svg = try Self.macScreen("Cells", width: 200, height: 60, subviews: """
                        <textField id="narrow">
                            <rect key="frame" x="0.0" y="40" width="21" height="17"/>
                            <textFieldCell key="cell" lineBreakMode="truncatingTail" title="Table View Cell" id="narrowCell"/>
                        </textField>
                        <textField id="middle">
                            <rect key="frame" x="30" y="40" width="60" height="17"/>
                            <textFieldCell key="cell" lineBreakMode="truncatingMiddle" title="Table View Cell" id="middleCell"/>
                        </textField>
                        <textField id="wrapping">
                            <rect key="frame" x="100" y="0.0" width="64" height="40"/>
                            <textFieldCell key="cell" title="Table View Cell" id="wrappingCell"/>
                        </textField>
            """)
        #expect(svg.contains("""
            <g data-id="narrow" data-kind="textField" transform="translate(0,3)">
            <text x="2" y="13.05" font-size="13" fill="#000000">T…</text>
            """))
        #expect(svg.contains(##"<text x="2" y="13.05" font-size="13" fill="#000000">Tabl…ell</text>"##))
        #expect(svg.contains(##"<text x="2" y="16.55" font-size="13" fill="#000000">Table</text>"##))
        #expect(svg.contains(##"<text x="2" y="32.55" font-size="13" fill="#000000">View Cell</text>"##))
    }

    /// AppKit's named template images, which no asset catalog holds, are drawn as the shapes
    /// AppKit draws, in the control's text color at the size the document records, dimmed
    /// in a disabled button: NetNewsWire's and iina's +/- bars (73 NSAddTemplate and 58
    /// NSRemoveTemplate buttons in the corpus) and action gears drew as empty boxes.
    @Test func namedTemplateImagesAreDrawn() throws {
        let svg = try Self.macScreen("Templates", width: 120, height: 30, subviews: """
                        <button id="add">
                            <rect key="frame" x="0.0" y="0.0" width="32" height="26"/>
                            <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" image="NSAddTemplate" imagePosition="only" alignment="center" borderStyle="border" inset="2" id="addCell"/>
                        </button>
                        <button id="remove">
                            <rect key="frame" x="31" y="0.0" width="32" height="26"/>
                            <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" image="NSRemoveTemplate" imagePosition="overlaps" alignment="center" enabled="NO" borderStyle="border" inset="2" id="removeCell"/>
                        </button>
                        <imageView id="gear">
                            <rect key="frame" x="80" y="5" width="16" height="16"/>
                            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="NSActionTemplate" id="gearCell"/>
                        </imageView>
            """, resources: """
                        <image name="NSAddTemplate" width="18" height="17"/>
                        <image name="NSRemoveTemplate" width="18" height="5"/>
                        <image name="NSActionTemplate" width="20" height="20"/>
            """)
        #expect(svg.contains("""
            <g data-id="add" data-kind="button" transform="translate(0,4)">
            <g transform="translate(0,1)">
            <rect width="32" height="24" rx="6" fill="#767680" fill-opacity="0.12"/>
            <g data-image="NSAddTemplate" transform="translate(7,3) scale(0.75)">
            <path d="M12 5 V19 M5 12 H19" fill="none" stroke="#000000" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"/>
            """))
        #expect(svg.contains("""
            <g data-image="NSRemoveTemplate" transform="translate(7,3) scale(0.75)">
            <path d="M5 12 H19" fill="none" stroke="#000000" stroke-opacity="0.35" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"/>
            """))
        #expect(svg.contains("""
            <g data-id="gear" data-kind="imageView" transform="translate(80,9)">
            <g data-image="NSActionTemplate" transform="translate(0,0) scale(0.67)">
            """))
        #expect(!svg.contains("fill-opacity=\"0.7\""))  // no placeholder box
    }

    /// A help button is a question mark in a round bezel; a pull-down menu's button shows its
    /// selected item's image (Sequel-Ace's action gear, `imagePosition="only"`) and one arrow
    /// down, a pop-up's title two chevrons. Both drew as empty bezels or with blue chevrons.
    /// A pull-down menu's button shows its first item (hidden in the menu) whichever item is
    /// selected or on, as NSPopUpButton does (Sequel-Ace's gear buttons select a checked item).
    @Test func helpButtonsAndPullDownMenusAreDrawn() throws {
        let svg = try Self.macScreen("Menus", width: 200, height: 30, subviews: """
                        <button id="help">
                            <rect key="frame" x="0.0" y="0.0" width="25" height="25"/>
                            <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" controlSize="small" borderStyle="border" inset="2" id="helpCell"/>
                        </button>
                        <popUpButton id="action">
                            <rect key="frame" x="30" y="0.0" width="35" height="25"/>
                            <popUpButtonCell key="cell" type="bevel" bezelStyle="regularSquare" imagePosition="only" alignment="center" lineBreakMode="truncatingTail" state="on" inset="2" pullsDown="YES" selectedItem="duplicate" id="actionCell">
                                <menu key="menu" id="actionMenu">
                                    <items>
                                        <menuItem image="NSActionTemplate" hidden="YES" id="gearItem"/>
                                        <menuItem title="Duplicate" state="on" id="duplicate"/>
                                    </items>
                                </menu>
                            </popUpButtonCell>
                        </popUpButton>
                        <popUpButton id="size">
                            <rect key="frame" x="70" y="0.0" width="120" height="25"/>
                            <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" inset="2" selectedItem="medium" id="sizeCell">
                                <menu key="menu" id="sizeMenu">
                                    <items>
                                        <menuItem title="Small" id="small"/>
                                        <menuItem title="Medium" state="on" id="medium"/>
                                    </items>
                                </menu>
                            </popUpButtonCell>
                        </popUpButton>
            """, resources: """
                        <image name="NSActionTemplate" width="15" height="15"/>
            """)
        #expect(svg.contains("""
            <g data-id="help" data-kind="button" transform="translate(0,5)">
            <g transform="translate(1,1)">
            <circle cx="11.5" cy="11" r="10" fill="#ffffff" stroke="#c7c7cc" stroke-width="1"/>
            <text x="11.5" y="15.68" font-size="13" font-weight="500" text-anchor="middle" fill="#000000">?</text>
            </g>
            """))
        #expect(svg.contains("""
            <g data-image="NSActionTemplate" transform="translate(3,5) scale(0.63)">
            """))
        #expect(svg.contains(##"<path d="M 19 11 L 22 14 L 25 11" fill="none" stroke="#000000""##))
        #expect(!svg.contains("Duplicate"))
        #expect(svg.contains("""
            <g transform="translate(3,1)">
            <rect width="113" height="20" rx="6" fill="#767680" fill-opacity="0.12"/>
            <text x="8" y="14.55" font-size="13" fill="#000000">Medium</text>
            <path d="M 97 8 L 100 5 L 103 8 M 97 12 L 100 15 L 103 12" fill="none" stroke="#000000"
            """))
    }

    /// AppKit controls as AppKit draws them: a view controller's view on the window's grey; a
    /// push button's bezel inside its 32 pt frame's shadow margins (two side by side stay
    /// apart); an NSSlider's knob at its cell's value in its own range, sized to a small
    /// frame; an NSProgressIndicator as a bar at its value (0 to 100) or a spinner; an
    /// NSSwitch within its 42 × 25 frame; a disclosure triangle as a chevron.
    @Test func controlsDrawTheirAppKitLook() throws {
        let svg = try Self.macScreen("Controls", width: 300, height: 120, subviews: """
                        <button id="start">
                            <rect key="frame" x="0.0" y="88" width="70" height="32"/>
                            <buttonCell key="cell" type="push" title="Start" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="startCell"/>
                        </button>
                        <button id="stop">
                            <rect key="frame" x="64" y="88" width="82" height="32"/>
                            <buttonCell key="cell" type="push" title="Stop" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="stopCell"/>
                        </button>
                        <slider id="level">
                            <rect key="frame" x="0.0" y="60" width="200" height="15"/>
                            <sliderCell key="cell" controlSize="small" continuous="YES" state="on" alignment="left" minValue="-100" maxValue="100" tickMarkPosition="above" sliderType="linear" id="levelCell"/>
                        </slider>
                        <progressIndicator maxValue="100" doubleValue="30" style="bar" id="bar">
                            <rect key="frame" x="0.0" y="40" width="200" height="20"/>
                        </progressIndicator>
                        <progressIndicator maxValue="100" style="spinning" id="spinner">
                            <rect key="frame" x="210" y="40" width="16" height="16"/>
                        </progressIndicator>
                        <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" baseWritingDirection="leftToRight" alignment="left" id="toggle">
                            <rect key="frame" x="0.0" y="10" width="42" height="25"/>
                        </switch>
                        <button id="disclose">
                            <rect key="frame" x="60" y="16" width="13" height="13"/>
                            <buttonCell key="cell" type="disclosureTriangle" bezelStyle="disclosure" imagePosition="only" alignment="left" borderStyle="border" inset="2" id="discloseCell"/>
                        </button>
            """)
        #expect(svg.contains("""
            <g data-id="root">
            <rect width="300" height="120" fill="#ececec"/>
            <g data-id="start" data-kind="button">
            <g transform="translate(7,5)">
            <rect width="56" height="20" rx="6" fill="#767680" fill-opacity="0.12"/>
            <text x="28" y="14.55" font-size="13" text-anchor="middle" fill="#000000">Start</text>
            </g>
            </g>
            <g data-id="stop" data-kind="button" transform="translate(64,0)">
            <g transform="translate(7,5)">
            <rect width="68" height="20" rx="6" fill="#767680" fill-opacity="0.12"/>
            """))
        // Without a stored value the knob stands at 0, the middle of -100 … 100.
        #expect(svg.contains("""
            <rect x="2" y="5.5" width="98" height="4" rx="2" fill="#007aff"/>
            <circle cx="100" cy="9" r="6.5" fill="#000000" fill-opacity="0.12"/>
            """))
        #expect(svg.contains("""
            <g data-id="bar" data-kind="progressView" transform="translate(0,60)">
            <rect y="8" width="200" height="4" rx="2" fill="#787880" fill-opacity="0.2"/>
            <rect y="8" width="60" height="4" rx="2" fill="#007aff"/>
            """))
        #expect(svg.contains(##"<g data-id="spinner" data-kind="activityIndicator" transform="translate(210,64)">"##))
        #expect(svg.contains("""
            <g data-id="toggle" data-kind="switch" transform="translate(0,85)">
            <rect x="0.44" width="41.13" height="25" rx="12.5" fill="#787880" fill-opacity="0.16"/>
            """))
        #expect(svg.contains("""
            <g data-id="disclose" data-kind="button" transform="translate(60,91)">
            <g data-symbol="chevron.right" transform="translate(0,0) scale(0.54)">
            """))
        #expect(!svg.contains("progressIndicator"))
    }

    /// NSBox: a separator is a line through its 5 pt frame; a primary box a rounded panel
    /// inside its 3 pt sides and 4 pt shadow, below its title (an untitled one 2 pt down).
    @Test func boxesDrawTheirLineOrPanel() throws {
        let svg = try Self.macScreen("Boxes", width: 200, height: 160, subviews: """
                        <box boxType="separator" id="line">
                            <rect key="frame" x="0.0" y="150" width="200" height="5"/>
                        </box>
                        <box title="Options" id="titled">
                            <rect key="frame" x="10" y="80" width="180" height="60"/>
                            <view key="contentView" id="titledContent">
                                <rect key="frame" x="3" y="3" width="174" height="40"/>
                            </view>
                        </box>
                        <box titlePosition="noTitle" id="plain">
                            <rect key="frame" x="10" y="10" width="180" height="60"/>
                            <view key="contentView" id="plainContent">
                                <rect key="frame" x="3" y="3" width="174" height="54"/>
                            </view>
                        </box>
            """)
        #expect(svg.contains("""
            <g data-id="line" transform="translate(0,5)">
            <line x1="0" y1="2.5" x2="200" y2="2.5" stroke="#3c3c43" stroke-opacity="0.29" stroke-width="1"/>
            """))
        #expect(svg.contains("""
            <g data-id="titled" transform="translate(10,20)">
            <rect x="3" y="17" width="174" height="39" rx="5" fill="#767680" fill-opacity="0.12" stroke="#3c3c43" stroke-opacity="0.29" stroke-width="1"/>
            <text x="6" y="11.35" font-size="11" fill="#000000">Options</text>
            <g data-id="titledContent" transform="translate(3,17)">
            """))
        #expect(svg.contains("""
            <g data-id="plain" transform="translate(10,90)">
            <rect x="3" y="2" width="174" height="54" rx="5" fill="#767680" fill-opacity="0.12" stroke="#3c3c43" stroke-opacity="0.29" stroke-width="1"/>
            <g data-id="plainContent" transform="translate(3,3)">
            """))
    }

    /// NSTabView: the tab named by `initialItem` (else the first) shows its view, which Xcode
    /// stores in the tab view's own top-down coordinates (the tab view is flipped); the tabs are
    /// one row across the panel's top edge, the chosen one raised; a tabless tab view draws
    /// only the chosen tab's view.
    @Test func tabViewsShowTheirChosenTab() throws {
        let svg = try Self.macScreen("Tabs", width: 300, height: 300, subviews: """
                        <tabView initialItem="second" id="tabs">
                            <rect key="frame" x="0.0" y="150" width="300" height="150"/>
                            <tabViewItems>
                                <tabViewItem label="One" identifier="1" id="first">
                                    <view key="view" id="firstView">
                                        <rect key="frame" x="10" y="33" width="280" height="104"/>
                                    </view>
                                </tabViewItem>
                                <tabViewItem label="Two" identifier="2" id="second">
                                    <view key="view" id="secondView">
                                        <rect key="frame" x="10" y="33" width="280" height="104"/>
                                    </view>
                                </tabViewItem>
                            </tabViewItems>
                        </tabView>
                        <tabView type="noTabsNoBorder" id="bare">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="140"/>
                            <tabViewItems>
                                <tabViewItem label="Only" identifier="1" id="only">
                                    <view key="view" id="onlyView">
                                        <rect key="frame" x="0.0" y="0.0" width="300" height="140"/>
                                    </view>
                                </tabViewItem>
                            </tabViewItems>
                        </tabView>
            """)
        #expect(svg.contains("""
            <g data-id="tabs">
            <rect x="7" y="12" width="286" height="128" rx="5" fill="#767680" fill-opacity="0.12" stroke="#3c3c43" stroke-opacity="0.29" stroke-width="1"/>
            <rect x="100.58" width="98.85" height="24" rx="6" fill="#e3e3e3"/>
            <text x="125.29" y="16.5" font-size="13" text-anchor="middle" fill="#000000">One</text>
            <rect x="152.01" y="2.5" width="45.42" height="20" rx="5" fill="#000000" fill-opacity="0.08"/>
            <rect x="152.01" y="2" width="45.42" height="20" rx="5" fill="#ffffff"/>
            <text x="174.71" y="16.5" font-size="13" font-weight="500" text-anchor="middle" fill="#000000">Two</text>
            <g data-id="secondView" transform="translate(10,33)">
            """))
        #expect(!svg.contains("firstView"))
        #expect(!svg.contains(">tabView<"))
        #expect(svg.contains("""
            <g data-id="bare" transform="translate(0,160)">
            <g data-id="onlyView">
            """))
    }

    /// Xcode stores a stack view's arranged views from its bottom, as every AppKit frame (the
    /// first one with the largest y), though NSStackView is flipped: the first is drawn on top
    /// (iina's preferences: "Initial window size:" above its box).
    @Test func stackViewsStoreTheirViewsFromTheBottom() throws {
        let svg = try Self.macScreen("Stack", width: 200, height: 100, subviews: """
                        <stackView orientation="vertical" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <subviews>
                                <customView id="first">
                                    <rect key="frame" x="0.0" y="60" width="200" height="40"/>
                                </customView>
                                <customView id="second">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="52"/>
                                </customView>
                            </subviews>
                        </stackView>
            """)
        #expect(svg.contains(#"<g data-id="first">"#))
        #expect(svg.contains(#"<g data-id="second" transform="translate(0,48)">"#))
    }
}
