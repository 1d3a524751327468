import StoryboardFormat
import Testing

@testable import StoryboardRender

/// A window's `NSToolbar` draws its default items in the unified title bar of macOS 11 and
/// later, after the window's title: each item's view at its stored width within the item's
/// minimum and maximum sizes, 8 pt apart, centred in the 52 pt bar; flexible-width views
/// (a search field of 96 to 320 pt) shrink before items overflow behind a chevron; flexible
/// spaces take what is left. Before, the bar was drawn empty (the corpus's six macOS
/// documents with a toolbar: NetNewsWire's main window in five versions, 13 items, and
/// Apple's AVScreenShack).
@Suite struct WindowToolbarTests {
    static func xib(width: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <window title="Reader" id="win">
                    <rect key="contentRect" x="0" y="0" width="\(width)" height="200"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="200"/>
                    </view>
                    <toolbar key="toolbar" implicitIdentifier="T" displayMode="iconOnly" sizeMode="regular" id="bar">
                        <allowedToolbarItems>
                            <toolbarItem implicitItemIdentifier="NSToolbarFlexibleSpaceItem" id="flex"/>
                            <toolbarItem implicitItemIdentifier="NSToolbarPrintItem" id="print"/>
                            <toolbarItem implicitItemIdentifier="A" label="Add" paletteLabel="Add" image="NSAddTemplate" id="add">
                                <size key="minSize" width="38" height="25"/>
                                <size key="maxSize" width="38" height="27"/>
                                <button key="view" id="addButton">
                                    <rect key="frame" x="0.0" y="14" width="38" height="25"/>
                                    <buttonCell key="cell" type="roundTextured" bezelStyle="texturedRounded" image="NSAddTemplate" imagePosition="only" alignment="center" borderStyle="border" id="addCell">
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
                            </toolbarItem>
                            <toolbarItem implicitItemIdentifier="S" label="Search" paletteLabel="Search" id="search">
                                <size key="minSize" width="96" height="22"/>
                                <size key="maxSize" width="320" height="28"/>
                                <searchField key="view" id="field">
                                    <rect key="frame" x="0.0" y="14" width="320" height="22"/>
                                    <searchFieldCell key="cell" placeholderString="Search" borderStyle="bezel" bezelStyle="round" id="fieldCell">
                                        <font key="font" metaFont="system"/>
                                    </searchFieldCell>
                                </searchField>
                            </toolbarItem>
                            <toolbarItem implicitItemIdentifier="R" label="Refresh" paletteLabel="Refresh" id="refresh">
                                <size key="minSize" width="38" height="25"/>
                                <size key="maxSize" width="38" height="27"/>
                                <button key="view" id="refreshButton">
                                    <rect key="frame" x="0.0" y="14" width="38" height="25"/>
                                    <buttonCell key="cell" type="roundTextured" bezelStyle="texturedRounded" image="NSRefreshTemplate" imagePosition="only" alignment="center" borderStyle="border" id="refreshCell">
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
                            </toolbarItem>
                        </allowedToolbarItems>
                        <defaultToolbarItems>
                            <toolbarItem reference="add"/>
                            <toolbarItem reference="print"/>
                            <toolbarItem reference="flex"/>
                            <toolbarItem reference="search"/>
                            <toolbarItem reference="refresh"/>
                        </defaultToolbarItems>
                    </toolbar>
                </window>
            </objects>
        </document>
        """
    }

    func titleBar(width: Int) throws -> LaidOutView {
        let document = try Document(bytes: Array(Self.xib(width: width).utf8), path: "Reader.xib")
        let screen = try #require(DocumentScreens(document: document).nibScreens.first)
        return try #require(screen.root.allViews.first { $0.kind == .windowTitleBar })
    }

    @Test func itemsFollowTheTitleAndFlexibleSpacePushesTheRestToTheEnd() throws {
        let bar = try titleBar(width: 700)
        #expect(bar.frame.height == 52)
        // "Reader" in 15 pt bold after the traffic lights (80 pt), then a 16 pt gap. The
        // print item (a system item) is left out.
        let titleEnd = 80 + TextMetrics.width(of: "Reader", font: TextFont(size: 15, weight: 700))
        try #require(bar.subviews.map(\.id) == ["addButton", "field", "refreshButton"])
        #expect(bar.subviews[0].frame == Rect(x: (titleEnd + 16).rounded(), y: 14, width: 38, height: 25))
        // The flexible space ends the row at the trailing inset: 700 - 10 - 38 - 8 - 320.
        #expect(bar.subviews[1].frame == Rect(x: 324, y: 15, width: 320, height: 22))
        #expect(bar.subviews[2].frame == Rect(x: 652, y: 14, width: 38, height: 25))
    }

    @Test func aNarrowWindowShrinksTheSearchFieldThenOverflows() throws {
        // 420 pt: the field shrinks towards 96 pt and the three items fit.
        let fitting = try titleBar(width: 420)
        let titleEnd = 80 + TextMetrics.width(of: "Reader", font: TextFont(size: 15, weight: 700))
        let available = 420 - 10 - (titleEnd + 16)
        try #require(fitting.subviews.map(\.id) == ["addButton", "field", "refreshButton"])
        #expect(fitting.subviews[1].frame.width == (available - 38 - 38 - 16).rounded(.down))
        // 340 pt: even at 96 pt the field leaves no room for the refresh button, which moves
        // behind the overflow chevron at the trailing edge.
        let narrow = try titleBar(width: 340)
        try #require(narrow.subviews.map(\.id) == ["addButton", "field", "toolbar/overflow"])
        // The field takes what the chevron leaves.
        #expect(narrow.subviews[1].frame.width == (340 - 10 - (titleEnd + 16) - 20 - 8 - 38 - 8).rounded(.down))
        #expect(narrow.subviews[2].frame == Rect(x: 310, y: 15, width: 20, height: 22))
        let svg = ScreenRenderer().svg(LaidOutScreen(id: "w", name: "w", size: Size(width: 340, height: 52), scale: 2, root: narrow))
        #expect(svg.contains(##"<g data-id="toolbar/overflow" data-kind="button" transform="translate(310,15)">"##))
        // The title keeps its room before the first item.
        #expect(svg.contains(">Reader</text>"))
    }
}
