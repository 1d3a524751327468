import Foundation
import StoryboardTestSupport
import Testing

/// `storyboard run --device … --orientation …` and the `turn` and `device` commands, on Apple's
/// QuartzDemo sample (a classic master–detail split view whose detail is a navigation
/// controller): collapsed on an iPhone, as UIKit collapses it, and side by side on an iPad.
@Suite("storyboard run: devices and rotation")
struct RunDeviceTests {
    let tool: StoryboardExecutable

    init() throws { tool = try StoryboardExecutable() }

    static var quartzDemo: String {
        SharedData.path("corpus/bqlin__Apple-Sample-Code/Image/Quartz2DforiOS-fixed/QuartzDemo")
    }

    static let colorboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Colorboard").path

    /// The screens of a scripted run, without the table's rows (the master list is long).
    private func screens(_ arguments: [String]) throws -> [String] {
        let outcome = try tool.run(arguments)
        #expect(outcome.status == 0, "\(outcome.errors)")
        return outcome.output.split(separator: "\n").filter { !$0.hasPrefix("  Cell ") }.joined(separator: "\n")
            .components(separatedBy: "\n> ")
    }

    @Test(.requiresSharedData) func anIPhoneShowsTheDetailPushedOnTheMasterAndALargeOneExpandsInLandscape() throws {
        let screens = try screens(["run", Self.quartzDemo, "--device", "retina6_5", "--script", "back; row 2; turn landscape; turn portrait"])
        try #require(screens.count == 5)
        #expect(screens[0] == """
            NavigationBar < "Master" "Detail"
            View background rgb(1.000, 1.000, 1.000)
              Label "Detail view content goes here"
            """)
        #expect(screens[1] == """
            back
            NavigationBar "Master"
            TableView background rgb(1.000, 1.000, 1.000)
            """)
        #expect(screens[2].hasPrefix("row 2\nNavigationBar < \"Master\" \"Dash Patterns\"\n"))
        // Landscape on a Max iPhone is regular width: the pushed detail comes back as the
        // secondary, beside the master; portrait collapses it onto the master again.
        #expect(screens[3].hasPrefix("""
            turn landscape
            Column primary
            NavigationBar "Master"
            TableView background rgb(1.000, 1.000, 1.000)
            Column secondary
            View background rgb(0.000, 0.000, 0.000)
            """))
        #expect(screens[4].hasPrefix("turn portrait\nNavigationBar < \"Master\" \"Dash Patterns\"\n"))
    }

    @Test(.requiresSharedData) func anIPadInLandscapeShowsBothColumnsAndShowDetailPushesOnTheDetailNavigationController() throws {
        let screens = try screens(["run", Self.quartzDemo, "--device", "ipad11_0rounded", "--orientation", "landscape", "--script", "row 1; turn portrait"])
        try #require(screens.count == 3)
        #expect(screens[0] == """
            Column primary
            NavigationBar "Master"
            TableView background rgb(1.000, 1.000, 1.000)
            Column secondary
            NavigationBar "Detail"
            View background rgb(1.000, 1.000, 1.000)
              Label "Detail view content goes here"
            """)
        #expect(screens[1].hasPrefix("row 1\nColumn primary\nNavigationBar \"Master\"\nTableView background rgb(1.000, 1.000, 1.000)\nColumn secondary\nNavigationBar < \"Detail\" \"Caps, Joins & Width\"\n"))
        // Portrait: the automatic display mode shows the secondary alone.
        #expect(screens[2].hasPrefix("turn portrait\nNavigationBar < \"Detail\" \"Caps, Joins & Width\"\n"))
    }

    @Test func anUnknownDeviceBlamesTheOption() throws {
        let outcome = try tool.run(["run", Self.colorboard, "--device", "ipad", "--script", "quit"])
        #expect(outcome.status == 1)
        #expect(outcome.errors == "error: --device: no device 'ipad'; the devices are retina3_5, retina4_0, retina4_7, retina5_5, retina5_9, retina6_1, retina6_5, retina5_4, retina6_0, retina6_7, retina6_12, retina6_72, retina6_3, retina6_9, ipad9_7, ipad10_2, ipad10_5, ipad11_0rounded, ipad12_9, ipad12_9rounded\n")
        let orientation = try tool.run(["run", Self.colorboard, "--orientation", "sideways", "--script", "quit"])
        #expect(orientation.status == 1)
        #expect(orientation.errors == "error: --orientation is portrait or landscape, not 'sideways'\n")
    }

    @Test func turnAndDeviceRefuseWhatIsNoOrientationOrDevice() throws {
        let outcome = try tool.run(["run", Self.colorboard, "--script", "turn sideways"])
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("error: an orientation (portrait, landscape) cannot take sideways"))
        let device = try tool.run(["run", Self.colorboard, "--script", "device watch38"])
        #expect(device.status == 1)
        #expect(device.errors.contains("error: a device (retina3_5, "))
    }
}
