import Foundation
@testable import StoryboardPlayer
import Testing

/// The server's look at the app's files: a change is seen once, read, and told to every
/// listening session; an unreadable file is told as a failure.
@Suite("Player app reloads")
struct AppReloadsTests {
    @Test func aChangeIsReadAndToldToEachListenerOnce() async throws {
        let folder = try ScratchApp()
        let reloads = AppReloads(app: try folder.app())
        let (first, firstReadings) = await reloads.listen()
        let (_, secondReadings) = await reloads.listen()
        #expect(await reloads.check() == false)

        try folder.edit { $0.replacingOccurrences(of: PlayedExamples.editorID, with: "Rb5-Xe-NEW") }
        #expect(await reloads.check() == true)
        #expect(await reloads.check() == false)
        #expect(await reloads.app.storyboard(named: "Colorboard")?.scenes.map(\.id).contains("Rb5-Xe-NEW") == true)
        await reloads.stopListening(first)

        var firstIterator = firstReadings.makeAsyncIterator()
        guard case .app(let app)? = await firstIterator.next() else { Issue.record("no reading"); return }
        #expect(app.storyboard(named: "Colorboard")?.scenes.map(\.id).contains("Rb5-Xe-NEW") == true)
        #expect(await firstIterator.next() == nil)

        try folder.edit { _ in "<document" }
        #expect(await reloads.check() == true)
        // A listener that has not taken a reading yet gets only the newest.
        var secondIterator = secondReadings.makeAsyncIterator()
        guard case .failure(let failure)? = await secondIterator.next() else { Issue.record("no failure"); return }
        #expect(failure == "\(folder.storyboard.path):1:10: error: unexpected end of file inside the start tag <document>")
    }
}
