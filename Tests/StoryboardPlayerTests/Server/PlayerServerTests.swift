import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
@testable import StoryboardPlayer
import Testing

/// The server over real HTTP and WebSocket connections on loopback. A test that waits longer
/// than its limit fails with its name (cancelled, it stops waiting) instead of holding up the run.
@Suite("Player server", .timeLimit(.minutes(8)))
struct PlayerServerTests {
    static func server(_ configure: (inout PlayerConfiguration) -> Void = { _ in }) throws -> PlayerServer {
        var configuration = PlayerConfiguration()
        configuration.port = 0
        // A session waits on the main actor, which the whole parallel test run shares: on a
        // loaded machine a launch can outlast the default ping period and the session would
        // close with "Ping timeout" instead of the reason a test expects.
        configuration.pingInterval = .seconds(600)
        configure(&configuration)
        return PlayerServer(app: try PlayedExamples.colorboard(), configuration: configuration)
    }

    // MARK: The page

    @Test("the page lists the storyboards and their scenes, the entry point marked")
    func page() async throws {
        _ = try await Self.server().makeApplication().test(.live) { client in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            let html = String(buffer: response.body)
            #expect(html.contains("<section class=\"storyboard\"><h2>Colorboard</h2><ul>"))
            #expect(html.contains("<li class=\"entry\" title=\"Entry point\"><a href=\"/Colorboard/Wn4-Hc-Pa1\" data-storyboard=\"Colorboard\" data-scene=\"Wn4-Hc-Pa1\">NavigationController</a></li>"))
            #expect(html.contains("<a href=\"/Colorboard/\(PlayedExamples.paletteID)\" data-storyboard=\"Colorboard\" data-scene=\"\(PlayedExamples.paletteID)\">Colors</a>"))
            #expect(html.contains("<script src=\"/static/player.js\"></script>"))
        }
    }

    @Test("a URL per screen: known scenes are pages, others are not found")
    func sceneURLs() async throws {
        _ = try await Self.server().makeApplication().test(.live) { client in
            let scene = try await client.execute(uri: "/Colorboard/\(PlayedExamples.editorID)", method: .get)
            #expect(scene.status == .ok)
            #expect(String(buffer: scene.body).contains("data-storyboard=\"Colorboard\" data-scene=\"\(PlayedExamples.editorID)\""))
            #expect(try await client.execute(uri: "/Colorboard/nope", method: .get).status == .notFound)
            #expect(try await client.execute(uri: "/Nope", method: .get).status == .notFound)
        }
    }

    @Test("the page's files are served with their types")
    func staticFiles() async throws {
        _ = try await Self.server().makeApplication().test(.live) { client in
            let script = try await client.execute(uri: "/static/player.js", method: .get)
            #expect(script.status == .ok)
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(String(buffer: script.body).contains("new WebSocket("))
            let style = try await client.execute(uri: "/static/player.css", method: .get)
            #expect(style.headers[.contentType] == "text/css; charset=utf-8")
        }
    }

    @Test(
        "no path reaches a file outside the page's files",
        arguments: [
            "/static/../Package.swift", "/static/..%2F..%2FPackage.swift", "/static/%2e%2e/%2e%2e/Package.swift",
            "/static/..%2fplayer.js", "/static//etc/passwd", "/static/%2Fetc%2Fpasswd", "/../../../../etc/passwd",
            "/static/player.js%00.css", "/static/.", "/static/",
        ])
    func pathTraversal(path: String) async throws {
        _ = try await Self.server().makeApplication().test(.live) { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .notFound)
            #expect(!String(buffer: response.body).contains("root:"))
            #expect(!String(buffer: response.body).contains("PackageDescription"))
        }
    }

    @Test("the page's files are only those of the module's Static folder")
    func staticFileNames() {
        #expect(StaticFiles.bundled.names == ["player.css", "player.js"])
        #expect(StaticFiles.bundled.file(named: "../Static/player.js") == nil)
    }

    // MARK: Sessions

    @Test("a session answers start with the app's first screen")
    func sessionStart() async throws {
        _ = try await Self.server().makeApplication().test(.live) { client in
            let close = try await client.ws("/session") { inbound, outbound, _ in
                var send = MessageWriter()
                try await outbound.write(.text(send("start")))
                var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
                guard case .text(let json) = try await messages.next() else { Issue.record("no screen"); return }
                let screen = try ScreenReading(json)
                #expect(screen.message.path == "/Colorboard/\(PlayedExamples.paletteID)")
                #expect(screen.texts.contains("Colors"))
            }
            #expect(close?.closeCode == .normalClosure)
        }
    }

    @Test("a malformed message closes its session with the reason, and the other session plays on")
    func malformedClosesOnlyItsSession() async throws {
        _ = try await Self.server().makeApplication().test(.live) { client in
            try await client.ws("/session") { inbound, outbound, _ in
                var send = MessageWriter()
                var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
                try await outbound.write(.text(send("start")))
                guard case .text(let first) = try await messages.next() else { Issue.record("no screen"); return }
                let launched = try ScreenReading(first)

                let broken = try await client.ws("/session") { inbound, outbound, _ in
                    try await outbound.write(.text("{\"seq\":1,\"type\":\"start\""))
                    for try await _ in inbound.messages(maxSize: 1 << 20) {}
                }
                #expect(broken?.closeCode == .policyViolation)
                #expect(broken?.reason == "malformed message: not JSON")

                try await outbound.write(.text(send("back")))
                guard case .text(let json) = try await messages.next() else { Issue.record("no answer"); return }
                let unchanged = try ScreenReading(json, after: launched)
                #expect(unchanged.message.message?.hasPrefix("a back button is not on screen") == true)
                // Nothing changed: an empty patch, the same screen.
                #expect(unchanged.message.patch?.insert == [] && unchanged.message.patch?.remove == [])
                #expect(unchanged.svg == launched.svg)
            }
        }
    }

    @Test("an out-of-order message closes the session with the reason")
    func outOfOrder() async throws {
        _ = try await Self.server().makeApplication().test(.live) { client in
            let close = try await client.ws("/session") { inbound, outbound, _ in
                try await outbound.write(.text(#"{"seq":1,"type":"start"}"#))
                try await outbound.write(.text(#"{"seq":7,"type":"back"}"#))
                for try await _ in inbound.messages(maxSize: 1 << 20) {}
            }
            #expect(close?.closeCode == .policyViolation)
            #expect(close?.reason == "out of order: expected seq 2, got 7")
        }
    }

    @Test("a binary message closes the session")
    func binary() async throws {
        _ = try await Self.server().makeApplication().test(.live) { client in
            let close = try await client.ws("/session") { inbound, outbound, _ in
                try await outbound.write(.binary(ByteBuffer(bytes: [1, 2, 3])))
                for try await _ in inbound.messages(maxSize: 1 << 20) {}
            }
            #expect(close?.closeCode == .policyViolation)
            #expect(close?.reason == "malformed message: binary frames are not part of the protocol")
        }
    }

    @Test("an oversized message closes the session as too large")
    func oversized() async throws {
        try await Self.server { $0.maximumMessageBytes = 1024 }.makeApplication().test(.live) { client in
            let close = try await client.ws("/session") { inbound, outbound, _ in
                let text = String(repeating: "x", count: 4000)
                try await outbound.write(.text(#"{"seq":1,"type":"start","storyboard":""# + text + #""}"#))
                for try await _ in inbound.messages(maxSize: 1 << 20) {}
            }
            #expect(close?.closeCode == .messageTooLarge)
        }
    }

    @Test("sessions beyond the cap are closed with the reason; the open ones play on")
    func sessionCap() async throws {
        _ = try await Self.server { $0.maximumSessions = 1 }.makeApplication().test(.live) { client in
            try await client.ws("/session") { inbound, outbound, _ in
                var send = MessageWriter()
                var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
                try await outbound.write(.text(send("start")))
                guard case .text(let first) = try await messages.next() else { Issue.record("no screen"); return }
                let launched = try ScreenReading(first)
                // The page speaks first; the refusal answers it.
                let refused = try await client.ws("/session") { inbound, outbound, _ in
                    try await outbound.write(.text(#"{"seq":1,"type":"start"}"#))
                    for try await _ in inbound.messages(maxSize: 1 << 20) {}
                }
                #expect(refused?.closeCode == .unknown(1013))
                #expect(refused?.reason == "the player serves at most 1 sessions")
                try await outbound.write(.text(send("appearance", ["appearance": "dark"])))
                guard case .text(let json) = try await messages.next() else { Issue.record("no answer"); return }
                // The dark screen comes as a patch of the first.
                #expect(try ScreenReading(json, after: launched).svg.contains("fill=\"#ffffff\">Blue</text>"))
            }
        }
    }

    @Test("a refused connection that never speaks is closed after a second")
    func silentRefusal() async throws {
        _ = try await Self.server { $0.maximumSessions = 1 }.makeApplication().test(.live) { client in
            try await client.ws("/session") { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
                try await outbound.write(.text(#"{"seq":1,"type":"start"}"#))
                _ = try await messages.next()
                let started = ContinuousClock.now
                let refused = try await client.ws("/session") { inbound, _, _ in
                    for try await _ in inbound.messages(maxSize: 1 << 20) {}
                }
                #expect(refused?.closeCode == .unknown(1013))
                #expect(ContinuousClock.now - started >= .seconds(1))
            }
        }
    }

    @Test("an idle session is closed with the reason")
    func idle() async throws {
        try await Self.server { $0.idleTimeout = .milliseconds(200) }.makeApplication().test(.live) { client in
            let close = try await client.ws("/session") { inbound, outbound, _ in
                try await outbound.write(.text(#"{"seq":1,"type":"start"}"#))
                for try await _ in inbound.messages(maxSize: 1 << 20) {}
            }
            #expect(close?.closeCode == .goingAway)
            #expect(close?.reason == "idle for 200 ms")
        }
    }

    @Test("a client that vanishes mid-session harms no other session")
    func abruptDisconnect() async throws {
        _ = try await Self.server().makeApplication().test(.live) { client in
            let task = Task {
                try await client.ws("/session") { _, outbound, _ in
                    try await outbound.write(.text(#"{"seq":1,"type":"start"}"#))
                    throw CancellationError()
                }
            }
            _ = await task.result
            try await client.ws("/session") { inbound, outbound, _ in
                try await outbound.write(.text(#"{"seq":1,"type":"start"}"#))
                var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
                guard case .text(let json) = try await messages.next() else { Issue.record("no screen"); return }
                #expect(try ScreenReading(json).message.type == .screen)
            }
        }
    }

    @Test("a host other than loopback is served only with a warning")
    func exposureWarning() {
        var configuration = PlayerConfiguration()
        #expect(configuration.exposureWarning == nil)
        configuration.host = "0.0.0.0"
        #expect(configuration.exposureWarning == "warning: the player listens on 0.0.0.0: anyone who can reach this address can run the app and read its storyboards")
    }
}
