import Foundation
import StoryboardFormat
import StoryboardRender
import Testing

/// macOS windows drawn as they show on screen: the title bar above the content view
/// controller's view (a split view controller's panes side by side), view-based tables
/// with their column headers and prototype cell views below the header, and grid views'
/// cells.
@Suite struct WindowScreensTests {
    @Test(.requiresSharedData) func windowControllerShowsItsSplitContentUnderATitleBar() throws {
        let path = try Examples.sharedProject("Ranchero-Software__NetNewsWire/Mac/Base.lproj/UnifiedWindow.storyboard")
        let screen = try Examples.screen(try Document(contentsOfFile: path), "R2V-B0-nI4")
        // The window takes its content view controller's size (581 × 300) plus the title bar.
        #expect(screen.size == Size(width: 581, height: 328))
        let svg = ScreenRenderer().svg(screen)
        #expect(svg.contains("""
            <g data-id="IQv-IB-iLA/titleBar" data-kind="windowTitleBar">
            <rect width="581" height="28" fill="#ececec"/>
            <line x1="0" y1="27.75" x2="581" y2="27.75" stroke="#000000" stroke-opacity="0.1" stroke-width="0.5"/>
            <circle cx="13" cy="14" r="6" fill="#ff5f57"/>
            <circle cx="33" cy="14" r="6" fill="#febc2e"/>
            <circle cx="53" cy="14" r="6" fill="#28c840"/>
            <text x="290.5" y="18.68" font-size="13" font-weight="700" text-anchor="middle" fill="#000000">NetNewsWire</text>
            """))
        #expect(svg.contains(##"<g data-id="hWY-jP-A4m" transform="translate(0,28)">"##))
        // The container embeds the split view controller: sidebar, timeline and detail panes.
        #expect(svg.contains(##"<g data-id="bJZ-bH-vgc/divider" transform="translate(103.32,0)">"##))
        #expect(svg.contains(##"<g data-id="Dnl-L5-xFP" transform="translate(104.32,0)">"##))
        #expect(svg.contains(##"<g data-id="cJ9-6s-66u" transform="translate(266.75,0)">"##))
        // The outline view's prototype cell views, indented as the outline indents them.
        #expect(svg.contains(##"<g data-id="qkt-WA-5tB" transform="translate(11,0)">"##))
    }

    @Test(.requiresSharedData) func tableHeaderColumnsAndRowsBelowIt() throws {
        let path = try Examples.sharedProject("Ranchero-Software__NetNewsWire/Mac/Dinosaurs/Base.lproj/DinosaursWindow.xib")
        let screens = DocumentScreens(document: try Document(contentsOfFile: path)).nibScreens
        let screen = try #require(screens.first { $0.id == "QvC-M9-y7g" })
        let svg = ScreenRenderer().svg(screen)
        #expect(svg.contains("""
            <g data-id="s3M-ws-fms">
            <rect width="776" height="28" fill="#ffffff"/>
            <text x="5" y="18" font-size="11" fill="#3c3c43" fill-opacity="0.6">Feed</text>
            <line x1="180.5" y1="4" x2="180.5" y2="24" stroke="#3c3c43" stroke-opacity="0.29" stroke-width="1"/>
            <text x="186" y="18" font-size="11" fill="#3c3c43" fill-opacity="0.6">URL</text>
            """))
        // Rows start under the 28-point header; the table's controlBackgroundColor is AppKit's
        // white even though an asset catalog of the project has a color of that name.
        #expect(svg.contains("""
            <g data-id="QfN-Xy-42E" data-kind="tableView" transform="translate(0,28)">
            <rect width="776" height="397" fill="#ffffff"/>
            """))
        // AppKit's stepper: two arrows in a 13-point wide bezel.
        #expect(svg.contains("""
            <g data-id="KyE-HR-LOn" data-kind="stepper" transform="translate(298,19)">
            <rect x="3.5" y="2" width="13" height="22" rx="4" fill="#767680" fill-opacity="0.12"/>
            <path d="M 7 10 L 10 7 L 13 10 M 7 16 L 10 19 L 13 16" fill="none" stroke="#000000" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>
            """))
    }

    @Test(.requiresSharedData) func gridViewDrawsTheViewsOfItsCells() throws {
        // An NSGridView keeps its views in `<gridCell>`s (frames in the grid's coordinates);
        // it draws nothing itself, so no placeholder caption.
        let path = try Examples.sharedProject("Ranchero-Software__NetNewsWire/Mac/Preferences/Accounts/AccountsNewsBlur.xib")
        let screens = DocumentScreens(document: try Document(contentsOfFile: path)).nibScreens
        let screen = try #require(screens.first { $0.id == "F0z-JX-Cv5" })
        let svg = ScreenRenderer().svg(screen)
        #expect(svg.contains("""
            <g data-id="zBB-JH-huI" transform="translate(80,74)">
            <g data-id="Zy6-9c-8TI" data-kind="textField" transform="translate(-2,2)">
            <text x="2" y="12.55" font-size="13" transform="matrix(0.99 0 0 1 0.02 0)" fill="#000000">Username or Email:</text>
            </g>
            <g data-id="78p-Cf-f55" data-kind="textField" transform="translate(126,0)">
            """))
        #expect(svg.contains(##"<g data-id="wEx-TM-rPM" data-kind="textField" transform="translate(54,30)">"##))
        #expect(svg.contains(##"<g data-id="JSa-LY-zNQ" data-kind="textField" transform="translate(126,28)">"##))
        #expect(!svg.contains(">gridView</text>"))
    }

    /// A window whose content view is laid out by constraints takes the size they give it (the
    /// window holds its content size only at NSLayoutPriorityWindowSizeStayPut), not its stored
    /// content rect: NetNewsWire's OPML sheet stores a 401 x 183 rect around 421 x 154 content,
    /// and squeezing that content into the rect by autoresizing drew "Cancel" under "Import".
    @Test(.requiresSharedData) func constrainedContentSizesTheWindow() throws {
        let path = try Examples.sharedProject("Ranchero-Software__NetNewsWire/Mac/MainWindow/OPML/ImportOPMLSheet.xib")
        let screen = try #require(DocumentScreens(document: try Document(contentsOfFile: path)).nibScreens.first)
        #expect(screen.size == Size(width: 421, height: 154 + 28))
        let cancel = try #require(screen.root.find("ceu-mM-EKm")), importButton = try #require(screen.root.find("et6-I1-6wB"))
        #expect(cancel.frame == Rect(x: 81, y: 109, width: 163, height: 32))
        #expect(importButton.frame == Rect(x: 244, y: 109, width: 163, height: 32))
    }
}
