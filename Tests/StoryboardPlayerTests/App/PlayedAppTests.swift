import Foundation
@testable import StoryboardPlayer
import StoryboardTestSupport
import Testing

/// A real app's folder, read as `storyboard run` reads it (AppFolder): storyboards wherever they
/// sit, the main storyboard from the app target's Info.plist, and a scene opened by its URL
/// inside the navigation controller whose root it is.
@MainActor
@Suite("Played app: real app folders", .requiresSharedData)
struct PlayedAppTests {
    static let habitica = SharedData.path("projects/HabitRPG__habitica-ios")
    var send = MessageWriter()

    @Test("Habitica: the storyboards of HabitRPG/Storyboards/Base.lproj, Intro first as its Info.plist says")
    func habiticaFolder() throws {
        let app = try PlayedApp(path: Self.habitica)
        #expect(app.target?.name == "Habitica")
        #expect(app.mainStoryboard == "Intro")
        #expect(app.storyboards.map(\.name) == ["BuyModal", "Intro", "MainInterface", "Settings", "Shop", "Social", "Support", "Tasks", "User"])
        #expect(app.storyboard(named: "Social")?.path == Self.habitica + "/HabitRPG/Storyboards/Base.lproj/Social.storyboard")
    }

    @Test("Habitica's inbox by its URL: inside its navigation controller, and a row pushes the conversation")
    mutating func habiticaInbox() throws {
        let session = PlayerSession(app: try PlayedApp(path: Self.habitica), renderer: LiveRenderer())
        defer { session.end() }
        var screen = try ScreenReading(session.handle(send("start", ["storyboard": "Social", "scene": "H0x-Lc-j2i"])).json)
        #expect(screen.message.path == "/Social/H0x-Lc-j2i")
        #expect(screen.texts.contains("Messages") && screen.texts.contains("Done"))
        #expect(screen.message.backSwipe == false)
        let cell = try screen.origin(ofKind: "tableViewCell")
        screen = try ScreenReading(session.handle(send("tap", ["x": cell.x + 20, "y": cell.y + 20])).json)
        #expect(screen.message.path == "/Social/mn5-kI-z18")
        #expect(screen.texts.contains("Profile"))
        #expect(screen.message.backSwipe == true)
    }

    static let loop = SharedData.path("projects/LoopKit__Loop")

    @Test("Loop's folder holds two apps, Loop and Learn, each with a Main.storyboard: --target picks the one played")
    func loopTargets() throws {
        let loop = try PlayedApp(path: Self.loop, target: "Loop")
        #expect(loop.target?.name == "Loop")
        #expect(loop.mainStoryboard == "Main")
        #expect(loop.storyboard(named: "Main")?.path == Self.loop + "/Loop/Base.lproj/Main.storyboard")
        #expect(loop.storyboard(named: "Main")?.scenes.first { $0.isEntryPoint }?.id == "OJt-dE-GaA")
        let learn = try PlayedApp(path: Self.loop, target: "Learn")
        #expect(learn.target?.name == "Learn")
        #expect(learn.storyboard(named: "Main")?.path == Self.loop + "/Learn/Base.lproj/Main.storyboard")
        #expect(learn.storyboard(named: "Main")?.scenes.first { $0.isEntryPoint }?.id == "zNl-BS-2Cq")
        // Without a target, neither app is the one played (the sidebar opens any scene).
        let both = try PlayedApp(path: Self.loop)
        #expect(both.target == nil)
        #expect(throws: PlayedAppError.self) { try PlayedApp(path: Self.loop, target: "Nope") }
        do {
            _ = try PlayedApp(path: Self.loop, target: "Nope")
        } catch let error as PlayedAppError {
            #expect(error.description == "\(Self.loop): error: no app target 'Nope' in \(Self.loop); its app targets: Learn, Loop")
        }
    }

    @Test("Loop's folder played with --target Learn starts at Learn's entry point: the lessons list in its navigation controller")
    mutating func loopStarts() throws {
        let session = PlayerSession(app: try PlayedApp(path: Self.loop, target: "Learn"), renderer: LiveRenderer())
        defer { session.end() }
        let screen = try ScreenReading(session.handle(send("start", [:])).json)
        #expect(screen.message.path == "/Main/hKP-kb-3pD")
        #expect(screen.texts == ["Learn", "9:41"])
        #expect(screen.groups.map(\.kind).contains("tableView"))
    }
}
