import Foundation
import HummingbirdWSClient
import Logging
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `storyboard play` as a user starts it: the built tool serves Colorboard on a free loopback
/// port, the page, a screen's page and a WebSocket session answer over real connections, and
/// the tool stops when it is terminated. A test that waits longer than its limit fails with its
/// name instead of holding up the run.
@Suite("storyboard play", .timeLimit(.minutes(8)))
struct PlayCommandTests {
    let tool: StoryboardExecutable

    init() throws { tool = try StoryboardExecutable() }

    static let colorboard = FirstTenMinutesTests.colorboard
    static let paletteID = "Tz8-pQ-c3V"
    static let editorID = "Rb5-Xe-w9C"

    @Test func servesThePageAScreenAndASessionThenStops() async throws {
        let player = try await RunningPlayer.start(tool: tool, arguments: ["play", Self.colorboard, "--port", "0"])
        defer { player.stop() }
        #expect(player.firstLine == "Playing \(Self.colorboard) at \(player.base)/Colorboard")
        #expect(player.base.hasPrefix("http://127.0.0.1:"))

        let page = try await Self.get(player.base + "/")
        #expect(page.status == 200)
        #expect(page.contentType == "text/html; charset=utf-8")
        #expect(page.body.contains("<title>Colorboard · OpenStoryboard Player</title>"))
        #expect(page.body.contains("<a href=\"/Colorboard/\(Self.paletteID)\" data-storyboard=\"Colorboard\" data-scene=\"\(Self.paletteID)\">Colors</a>"))

        let screen = try await Self.get(player.base + "/Colorboard/\(Self.editorID)")
        #expect(screen.status == 200)
        #expect(screen.body.contains("<title>Colorboard · ColorViewController · OpenStoryboard Player</title>"))
        #expect(screen.body.contains("<body data-storyboard=\"Colorboard\" data-scene=\"\(Self.editorID)\">"))
        #expect(try await Self.get(player.base + "/Colorboard/nope").status == 404)

        // Start, then tap the + bar button (390 − 8 − 22 … 390 − 8, in the bar under the
        // 47-point status bar): the editor comes, presented, with its field and three sliders.
        let replies = try await Self.exchange(
            url: player.base.replacingOccurrences(of: "http://", with: "ws://") + "/session",
            messages: [#"{"seq":1,"type":"start","appearance":"light"}"#, #"{"seq":2,"type":"tap","x":371,"y":69}"#])
        try #require(replies.count == 2)
        #expect(replies[0].type == "screen")
        #expect(replies[0].seq == 1)
        #expect(replies[0].path == "/Colorboard/\(Self.paletteID)")
        #expect(replies[0].sliders == [])
        #expect(replies[0].svg?.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\"844\" viewBox=\"0 0 390 844\" data-screen=\"\(Self.paletteID)\"") == true)
        #expect(replies[1].seq == 2)
        #expect(replies[1].path == "/Colorboard/\(Self.editorID)")
        #expect(replies[1].fields == [Reply.Field(frame: Reply.Frame(x: 20, y: 112, width: 350, height: 34), text: "Blue", placeholder: "color name")])
        #expect(replies[1].sliders == [
            Reply.Slider(frame: Reply.Frame(x: 18, y: 195, width: 354, height: 31), value: 0, minimum: 0, maximum: 1),
            Reply.Slider(frame: Reply.Frame(x: 18, y: 275, width: 354, height: 31), value: 0, minimum: 0, maximum: 1),
            Reply.Slider(frame: Reply.Frame(x: 18, y: 355, width: 354, height: 31), value: 1, minimum: 0, maximum: 1),
        ])

        // Terminated, the server shuts down gracefully and the tool exits normally.
        player.stop()
        #expect(player.process.terminationReason == .exit)
        #expect(player.process.terminationStatus == 0)
    }

    @Test func aMissingFolderIsAnErrorAtItsPath() throws {
        let outcome = try tool.run(["play", "/nonexistent/App"])
        #expect(outcome.status == 1)
        #expect(outcome.output == "")
        #expect(outcome.errors == "/nonexistent/App: error: no such file or folder\n")
    }

    @Test(.requiresSharedData) func aTargetPicksOneOfTheFoldersApps() async throws {
        let loop = try RunAppFolderTests.project("LoopKit__Loop")
        let player = try await RunningPlayer.start(tool: tool, arguments: ["play", loop, "--target", "Learn", "--port", "0"])
        defer { player.stop() }
        #expect(player.firstLine == "Playing \(loop) at \(player.base)/Main")
        let page = try await Self.get(player.base + "/Main/hKP-kb-3pD")
        #expect(page.status == 200)

        let outcome = try tool.run(["play", loop, "--target", "Nope"])
        #expect(outcome.status == 1)
        #expect(outcome.output == "")
        #expect(outcome.errors == "\(loop): error: no app target 'Nope' in \(loop); its app targets: Learn, Loop\n")
    }

    // MARK: Client

    struct Response {
        var status: Int
        var contentType: String?
        var body: String
    }

    static func get(_ url: String) async throws -> Response {
        let (data, response) = try await URLSession.shared.data(from: try #require(URL(string: url)))
        let http = try #require(response as? HTTPURLResponse)
        return Response(status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type"), body: String(decoding: data, as: UTF8.self))
    }

    /// One server message, as far as these tests read it.
    struct Reply: Decodable, Equatable {
        struct Frame: Decodable, Equatable { var x, y, width, height: Double }
        struct Field: Decodable, Equatable {
            var frame: Frame
            var text: String
            var placeholder: String
        }
        struct Slider: Decodable, Equatable {
            var frame: Frame
            var value, minimum, maximum: Double
        }
        var type: String
        var seq: Int
        var path: String?
        var svg: String?
        var fields: [Field]?
        var sliders: [Slider]?
    }

    /// Sends each message in turn over one WebSocket session, reading the answer to each.
    static func exchange(url: String, messages: [String]) async throws -> [Reply] {
        let replies = Replies()
        try await WebSocketClient.connect(url: url, logger: Logger(label: "play-test")) { inbound, outbound, _ in
            var iterator = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
            for message in messages {
                try await outbound.write(.text(message))
                guard case .text(let json) = try await iterator.next() else { return }
                await replies.append(try JSONDecoder().decode(Reply.self, from: Data(json.utf8)))
            }
        }
        return await replies.all
    }

    actor Replies {
        var all: [Reply] = []
        func append(_ reply: Reply) { all.append(reply) }
    }
}

/// The built tool serving until stopped: started with its arguments, its first line of
/// output read (the URL it serves at).
final class RunningPlayer: @unchecked Sendable {
    let process: Process
    let firstLine: String
    /// `http://host:port` of the first line's URL.
    let base: String

    struct NotStarted: Error, CustomStringConvertible {
        var output: String
        var description: String { "storyboard play did not start: \(output)" }
    }

    private init(process: Process, firstLine: String, base: String) {
        (self.process, self.firstLine, self.base) = (process, firstLine, base)
    }

    static func start(tool: StoryboardExecutable, arguments: [String]) async throws -> RunningPlayer {
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line, byte by byte (the server keeps the pipe open while it runs), read
        // on a thread of its own rather than one of the concurrency pool's.
        let firstLine = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var bytes: [UInt8] = []
                while let byte = try? output.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") {
                    bytes.append(byte)
                }
                continuation.resume(returning: String(decoding: bytes, as: UTF8.self))
            }
        }
        guard let url = firstLine.components(separatedBy: " at ").last.flatMap(URL.init(string:)),
            let scheme = url.scheme, let host = url.host, let port = url.port
        else {
            process.terminate()
            throw NotStarted(output: firstLine)
        }
        return RunningPlayer(process: process, firstLine: firstLine, base: "\(scheme)://\(host):\(port)")
    }

    /// Terminates the tool (once) and waits for it to end.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
