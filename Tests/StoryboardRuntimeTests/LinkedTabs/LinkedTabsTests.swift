import Foundation
import LinkedTabs
@testable import StoryboardRuntime
import Testing

/// Seed 003's app: tabs built in code from four storyboards, a storyboard link, and the four
/// ways to send data back, driven as a user would.
@MainActor
@Suite("LinkedTabs example", .inOwnRuntimeEnvironment)
struct LinkedTabsTests {
    static var directory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/LinkedTabs").path
    }

    func launch() throws -> Driver {
        testEnvironment.classes.reset()
        testEnvironment.diagnostics.reset()
        _ = try? testEnvironment.failures.throwIfAny()
        testEnvironment.classes.modules = ["LinkedTabs"]
        let application = try Application.launch(delegate: LinkedTabsAppDelegate(), bundle: ResourceBundle(directory: Self.directory))
        return try Driver(application: application)
    }

    func tabBar(selected: Int) -> String {
        let titles = ["Delegate", "Closure", "Shared", "Notification"].enumerated().map { index, title in
            index == selected ? "[\"\(title)\"]" : "\"\(title)\""
        }
        return "TabBar " + titles.joined(separator: " ")
    }

    @Test("tabs built in code from four storyboards; only the first tab's view is loaded")
    func launchesWithFourTabs() throws {
        let driver = try launch()
        #expect(driver.describeScreen() == """
            NavigationBar "Inbox"
            View background system(systemBackgroundColor)
              Label #lastMessage "No message yet"
              Button "Compose"
            \(tabBar(selected: 0))
            """)
        let tabs = try #require(driver.window.rootViewController as? TabBarController)
        #expect(tabs.viewControllers?.map { ($0 as? NavigationController)?.topViewController?.isViewLoaded } == [true, false, false, false])
        #expect(testEnvironment.diagnostics.warnings.isEmpty)
    }

    @Test("delegate: the composer tells the inbox what was sent")
    func delegate() throws {
        let driver = try launch()
        try driver.tap("Compose")
        try driver.type("Hello")
        try driver.tap("Send")
        #expect(driver.describeScreen() == """
            NavigationBar "Inbox"
            View background system(systemBackgroundColor)
              Label #lastMessage "Last message: Hello"
              Button "Compose"
            \(tabBar(selected: 0))
            """)
    }

    @Test("closure: the picker calls back with the chosen color")
    func closure() throws {
        let driver = try launch()
        try driver.selectTab("Closure")
        try driver.tap("Choose")
        #expect(driver.describeScreen() == """
            View background system(systemBackgroundColor)
              SegmentedControl #colors ["Red"] | "Green" | "Blue"
              Button "Done"
            """)
        try driver.tap("Green")
        try driver.tap("Done")
        #expect(driver.describeScreen() == """
            NavigationBar "Favorite"
            View background system(systemBackgroundColor)
              Label #favorite "Favorite: Green"
              Button "Choose"
            \(tabBar(selected: 1))
            """)
    }

    @Test("shared object: the tally reads what the counter counted")
    func sharedObject() throws {
        let driver = try launch()
        try driver.selectTab("Shared")
        try driver.tap("Count")
        try driver.tap("Add One")
        try driver.tap("Add One")
        #expect(driver.describeScreen() == """
            NavigationBar < "Tally" "Counter"
            View background system(systemBackgroundColor)
              Label #count "2"
              Button "Add One"
            \(tabBar(selected: 2))
            """)
        try driver.tapBack()
        #expect(driver.describeScreen() == """
            NavigationBar "Tally"
            View background system(systemBackgroundColor)
              Label #total "Total: 2"
              Button "Count"
            \(tabBar(selected: 2))
            """)
    }

    @Test("notification through a storyboard link: the link is invisible, the account hears the new name")
    func notificationThroughALink() throws {
        let driver = try launch()
        try driver.selectTab("Notification")
        try driver.tap("Edit Profile")
        // The pushed controller is the link; the screen is the linked storyboard's scene.
        #expect(driver.describeScreen() == """
            NavigationBar < "Account" "Profile"
            View background system(systemBackgroundColor)
              TextField #nameField "" placeholder "Name"
              Button "Save"
            \(tabBar(selected: 3))
            """)
        let navigation = try #require(driver.visibleController?.navigationController)
        #expect(navigation.topViewController is StoryboardLink)
        try driver.type("Ada")
        try driver.tap("Save")
        #expect(driver.describeScreen() == """
            NavigationBar "Account"
            View background system(systemBackgroundColor)
              Label #name "Name: Ada"
              Button "Edit Profile"
            \(tabBar(selected: 3))
            """)
    }
}

/// The app keeps its place across a relaunch: the tab, the stacks, what is presented, and the
/// links between screens (a delegate, a closure, a shared object) made again from the archive.
@MainActor
@Suite("LinkedTabs restoration", .inOwnRuntimeEnvironment)
struct LinkedTabsRestorationTests {
    let archive = FileManager.default.temporaryDirectory
        .appendingPathComponent("openstoryboard-linkedtabs-\(UUID().uuidString).json").path

    /// Launches the app with the archive (restoring it when it exists).
    func launch() throws -> (Application, Driver) {
        testEnvironment.classes.reset()
        testEnvironment.diagnostics.reset()
        _ = try? testEnvironment.failures.throwIfAny()
        testEnvironment.classes.modules = ["LinkedTabs"]
        let application = try Application.launch(
            delegate: LinkedTabsAppDelegate(), bundle: ResourceBundle(directory: LinkedTabsTests.directory), stateArchive: archive)
        return (application, try Driver(application: application))
    }

    /// Saves, then launches again from what was saved; the screen must be the same.
    func relaunch(_ application: Application, _ driver: Driver) throws -> Driver {
        let before = driver.describeScreen()
        application.enterBackground()
        let (_, restored) = try launch()
        #expect(restored.describeScreen() == before)
        return restored
    }

    @Test("shared object: the pushed counter comes back sharing the restored tally")
    func counter() throws {
        defer { try? FileManager.default.removeItem(atPath: archive) }
        let (application, driver) = try launch()
        try driver.selectTab("Shared")
        try driver.tap("Count")
        try driver.tap("Add One")
        try driver.tap("Add One")
        let restored = try relaunch(application, driver)
        try restored.tap("Add One")
        try restored.tapBack()
        #expect(restored.describeScreen() == """
            NavigationBar "Tally"
            View background system(systemBackgroundColor)
              Label #total "Total: 3"
              Button "Count"
            TabBar "Delegate" "Closure" ["Shared"] "Notification"
            """)
        #expect(testEnvironment.diagnostics.warnings.isEmpty)
    }

    @Test("closure: the presented picker comes back presented, and still calls back")
    func picker() throws {
        defer { try? FileManager.default.removeItem(atPath: archive) }
        let (application, driver) = try launch()
        try driver.selectTab("Closure")
        try driver.tap("Choose")
        try driver.tap("Blue")
        let restored = try relaunch(application, driver)
        try restored.tap("Done")
        #expect(restored.describeScreen() == """
            NavigationBar "Favorite"
            View background system(systemBackgroundColor)
              Label #favorite "Favorite: Blue"
              Button "Choose"
            TabBar "Delegate" ["Closure"] "Shared" "Notification"
            """)
    }

    @Test("delegate: the composer comes back with its draft and its delegate")
    func composer() throws {
        defer { try? FileManager.default.removeItem(atPath: archive) }
        let (application, driver) = try launch()
        try driver.tap("Compose")
        try driver.type("See you at noon")
        let restored = try relaunch(application, driver)
        try restored.tap("Send")
        #expect(restored.describeScreen() == """
            NavigationBar "Inbox"
            View background system(systemBackgroundColor)
              Label #lastMessage "Last message: See you at noon"
              Button "Compose"
            TabBar ["Delegate"] "Closure" "Shared" "Notification"
            """)
    }

    /// The storyboard link's scene has no restoration identifier: it and what it shows are
    /// skipped, so the app comes back on the account screen, in the same tab.
    @Test("a controller without a restoration identifier is not restored")
    func linkIsNotRestored() throws {
        defer { try? FileManager.default.removeItem(atPath: archive) }
        let (application, driver) = try launch()
        try driver.selectTab("Notification")
        try driver.tap("Edit Profile")
        application.enterBackground()
        let (_, restored) = try launch()
        #expect(restored.describeScreen() == """
            NavigationBar "Account"
            View background system(systemBackgroundColor)
              Label #name "Name: Anonymous"
              Button "Edit Profile"
            TabBar "Delegate" "Closure" "Shared" ["Notification"]
            """)
    }
}
