import ArgumentParser
import Foundation
import HummingbirdWSClient
import Logging
import StoryboardPlayer

/// The player under load: concurrent WebSocket sessions on loopback, each playing Colorboard's
/// editor (slide, type, switch appearance), timed from sending an event to receiving the new
/// screen; against the anchor of the same events handed to sessions in process (no network,
/// no JSON on the wire), in the same run.
struct PlayerLoadBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Open concurrent player sessions on loopback; print events per second, p50 / p99 latency, errors and memory per session."
    )

    @Argument(help: "The app to play (default: the Colorboard example).")
    var path = "Examples/Colorboard"

    @Option(help: "Concurrent WebSocket sessions.")
    var sessions = 100

    @Option(help: "Events each session sends after its start.")
    var events = 50

    mutating func run() throws {
        let (path, sessions, events) = (self.path, self.sessions, self.events)
        // The sessions' apps run on the main actor: the main thread serves it meanwhile.
        Task.detached {
            do {
                try await PlayerLoad(path: path, sessions: sessions, events: events).run()
                Foundation.exit(0)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                Foundation.exit(1)
            }
        }
        dispatchMain()
    }
}

/// A value shared between the benchmark's task and the main thread.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

struct PlayerLoad {
    let path: String
    let sessions: Int
    let events: Int

    /// The page's messages of one session: open the editor, then slide, type and switch
    /// appearance in turn (the red slider sits at y 210, the field at y 129 in the editor).
    func script(session: Int) -> [String] {
        var messages = [#"{"seq":1,"type":"start","storyboard":"Colorboard","scene":"Rb5-Xe-w9C"}"#]
        for event in 0..<events {
            let seq = event + 2
            switch event % 3 {
            case 0: messages.append(#"{"seq":\#(seq),"type":"slide","x":\#(20 + (event * 37 + session) % 370),"y":210}"#)
            case 1: messages.append(#"{"seq":\#(seq),"type":"type","x":100,"y":129,"text":"Color \#(session)-\#(event)"}"#)
            default: messages.append(#"{"seq":\#(seq),"type":"appearance","appearance":"\#(event % 2 == 0 ? "dark" : "light")"}"#)
            }
        }
        return messages
    }

    func run() async throws {
        let app = try PlayedApp(path: path, modules: ["Colorboard"])
        var configuration = PlayerConfiguration()
        configuration.port = 0
        configuration.maximumSessions = sessions
        let server = PlayerServer(app: app, configuration: configuration)
        print("player load: \(sessions) sessions × \(events) events on \(path)")

        // Anchor: the same scripts handed to sessions in process.
        let anchor = try await inProcess(app: app)
        let memoryBefore = Self.residentBytes()
        let port = LockedBox(0)
        let serverTask = Task { try await server.run { port.value = $0 } }
        while port.value == 0 { try await Task.sleep(for: .milliseconds(10)) }
        let started = ContinuousClock.now
        let results = try await withThrowingTaskGroup(of: SessionResult.self) { group in
            for session in 0..<sessions {
                let messages = script(session: session)
                group.addTask { try await Self.play(messages, port: port.value) }
            }
            return try await group.reduce(into: [SessionResult]()) { $0.append($1) }
        }
        let elapsed = ContinuousClock.now - started
        let memoryAfter = Self.residentBytes()
        serverTask.cancel()

        let latencies = results.flatMap(\.latencies).sorted()
        let errors = results.map(\.errors).reduce(0, +)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let p50 = Self.percentile(latencies, 0.50), p99 = Self.percentile(latencies, 0.99)
        print(String(format: "loopback WebSocket: %d events in %.2f s = %.0f events/s; latency p50 %.2f ms, p99 %.2f ms; %d errors",
            latencies.count, seconds, Double(latencies.count) / seconds, p50 * 1e3, p99 * 1e3, errors))
        print(String(format: "in process (anchor): p50 %.2f ms, p99 %.2f ms", anchor.p50 * 1e3, anchor.p99 * 1e3))
        print(String(format: "ratio p50 %.2f×, p99 %.2f× (network and JSON over the session's own work)", p50 / anchor.p50, p99 / anchor.p99))
        print(String(format: "memory: %.0f KiB per session (resident, %d sessions open)",
            Double(max(memoryAfter - memoryBefore, 0)) / 1024 / Double(sessions), sessions))
    }

    struct SessionResult: Sendable {
        var latencies: [Double] = []
        var errors = 0
    }

    /// One session over WebSocket: each message sent only after the previous screen came back.
    static func play(_ messages: [String], port: Int) async throws -> SessionResult {
        let result = LockedBox(SessionResult())
        var logger = Logger(label: "storyboard-bench-play")
        logger.logLevel = .critical
        _ = try await WebSocketClient.connect(url: "ws://127.0.0.1:\(port)/session", logger: logger) { inbound, outbound, _ in
            var replies = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
            for (index, message) in messages.enumerated() {
                let sent = ContinuousClock.now
                try await outbound.write(.text(message))
                guard case .text(let reply) = try await replies.next() else {
                    result.value.errors += messages.count - index
                    return
                }
                let latency = ContinuousClock.now - sent
                if index > 0 {
                    result.value.latencies.append(Double(latency.components.attoseconds) / 1e18 + Double(latency.components.seconds))
                }
                if !reply.contains("\"type\":\"screen\"") || reply.contains("\"message\":") { result.value.errors += 1 }
            }
            try await outbound.close(.normalClosure, reason: nil)
        }
        return result.value
    }

    /// The anchor: the scripts' events handled by sessions directly.
    func inProcess(app: PlayedApp) async throws -> (p50: Double, p99: Double) {
        var latencies: [Double] = []
        for session in 0..<min(sessions, 20) {
            let messages = script(session: session)
            let times = try await MainActor.run { () throws -> [Double] in
                let player = PlayerSession(app: app, renderer: LiveRenderer())
                defer { player.end() }
                var times: [Double] = []
                for (index, message) in messages.enumerated() {
                    let start = ContinuousClock.now
                    _ = try player.handle(message).json
                    let latency = ContinuousClock.now - start
                    if index > 0 { times.append(Double(latency.components.attoseconds) / 1e18 + Double(latency.components.seconds)) }
                }
                return times
            }
            latencies += times
        }
        latencies.sort()
        return (Self.percentile(latencies, 0.5), Self.percentile(latencies, 0.99))
    }

    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        return sorted[min(Int(Double(sorted.count) * fraction), sorted.count - 1)]
    }

    /// The process's resident memory (Linux's /proc/self/statm), in bytes.
    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
