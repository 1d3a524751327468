import ArgumentParser
import Foundation
import HummingbirdWSClient
import Logging
import StoryboardPlayer

/// The player under load: concurrent WebSocket sessions on loopback, each a person playing
/// Colorboard's editor (slide, type, switch appearance), timed from sending an event to
/// receiving the new screen; against the anchor of the same events handed to sessions in
/// process (no network, no JSON on the wire), in the same run. Twice: with people pausing
/// between a screen and their next event (`--think`), and with none (each session sends the
/// moment its screen arrives), which measures the server's capacity: there every session waits
/// behind the others' events, since all sessions' apps run on the one main actor, as UIKit's do.
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

    @Option(help: "A person's pause between seeing a screen and sending the next event, in milliseconds (each pause drawn evenly between half and one and a half times it).")
    var think = 250

    mutating func run() throws {
        let (path, sessions, events, think) = (self.path, self.sessions, self.events, self.think)
        // The sessions' apps run on the main actor: the main thread serves it meanwhile.
        Task.detached {
            do {
                try await PlayerLoad(path: path, sessions: sessions, events: events, think: .milliseconds(think)).run()
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
    let think: Duration

    /// The page's messages of one session: open the editor, then slide, type and switch
    /// appearance in turn (the red slider sits at y 210, the field at y 129 in the editor).
    func script(session: Int) -> [String] {
        var messages = [#"{"seq":1,"type":"start","storyboard":"Colorboard","scene":"Rb5-Xe-w9C"}"#]
        for event in 0..<events {
            let seq = event + 2
            switch event % 3 {
            case 0: messages.append(#"{"seq":\#(seq),"type":"slide","x":\#(20 + (event * 37 + session) % 350),"y":210}"#)
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
        let paced = try await measure(port: port.value, think: think)
        let memoryAfter = Self.residentBytes()
        let saturated = try await measure(port: port.value, think: .zero)
        serverTask.cancel()

        print(paced.line("people pausing \(think.components.seconds * 1000 + think.components.attoseconds / 1_000_000_000_000_000) ms (±50%)"))
        print(saturated.line("no pauses (capacity)"))
        for error in (paced.errorSamples + saturated.errorSamples).prefix(5) { print("  error: \(error)") }
        print(String(format: "in process (anchor): p50 %.2f ms, p99 %.2f ms", anchor.p50 * 1e3, anchor.p99 * 1e3))
        print(String(format: "bytes per screen: %.0f sent (a patch when smaller), %.0f with the whole SVG (%.2f×)",
            anchor.sentBytes, anchor.wholeBytes, anchor.wholeBytes / max(anchor.sentBytes, 1)))
        print(String(format: "ratio with pauses: p50 %.2f×, p99 %.2f× (network and JSON over the session's own work)",
            paced.p50 / anchor.p50, paced.p99 / anchor.p99))
        print(String(format: "memory: %.0f KiB per session (resident, %d sessions open)",
            Double(max(memoryAfter - memoryBefore, 0)) / 1024 / Double(sessions), sessions))
    }

    /// One round: every session plays its script at once, each pausing `think` (±50%) before
    /// each event after its start.
    func measure(port: Int, think: Duration) async throws -> Round {
        let started = ContinuousClock.now
        let results = try await withThrowingTaskGroup(of: SessionResult.self) { group in
            for session in 0..<sessions {
                let messages = script(session: session)
                group.addTask { try await Self.play(messages, port: port, think: think, seed: UInt64(session + 1)) }
            }
            return try await group.reduce(into: [SessionResult]()) { $0.append($1) }
        }
        let elapsed = ContinuousClock.now - started
        let latencies = results.flatMap(\.latencies).sorted()
        return Round(
            events: latencies.count, seconds: Self.seconds(elapsed),
            p50: Self.percentile(latencies, 0.50), p99: Self.percentile(latencies, 0.99),
            errors: results.map(\.errors).reduce(0, +), errorSamples: Set(results.compactMap(\.firstError)).sorted())
    }

    struct Round {
        var events: Int
        var seconds: Double
        var p50, p99: Double
        var errors: Int
        var errorSamples: [String]

        func line(_ name: String) -> String {
            String(format: "loopback WebSocket, %@: %d events in %.2f s = %.0f events/s; latency p50 %.2f ms, p99 %.2f ms; %d errors",
                name, events, seconds, Double(events) / seconds, p50 * 1e3, p99 * 1e3, errors)
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    struct SessionResult: Sendable {
        var latencies: [Double] = []
        var errors = 0
        /// The first reply that was not a screen, to say what went wrong.
        var firstError: String?
    }

    /// One session over WebSocket: each message sent only after the previous screen came back.
    static func play(_ messages: [String], port: Int, think: Duration, seed: UInt64) async throws -> SessionResult {
        let result = LockedBox(SessionResult())
        var random = SplitMix64(seed: seed)
        let pauses = (0..<messages.count).map { _ in think * (0.5 + random.nextUnit()) }
        var logger = Logger(label: "storyboard-bench-play")
        logger.logLevel = .critical
        _ = try await WebSocketClient.connect(url: "ws://127.0.0.1:\(port)/session", logger: logger) { inbound, outbound, _ in
            var replies = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
            for (index, message) in messages.enumerated() {
                if index > 0, think > .zero { try await Task.sleep(for: pauses[index]) }
                let sent = ContinuousClock.now
                try await outbound.write(.text(message))
                guard case .text(let reply) = try await replies.next() else {
                    result.value.errors += messages.count - index
                    if result.value.firstError == nil { result.value.firstError = "the connection closed after \(index) of \(messages.count) messages" }
                    return
                }
                if index > 0 { result.value.latencies.append(seconds(ContinuousClock.now - sent)) }
                if !Self.contains(reply, "\"type\":\"screen\"") || Self.contains(reply, "\"message\":") {
                    result.value.errors += 1
                    if result.value.firstError == nil { result.value.firstError = "\(message) → \(reply.prefix(300))" }
                }
            }
            try await outbound.close(.normalClosure, reason: nil)
        }
        return result.value
    }

    /// Whether `text` holds `part`, over its UTF-8 bytes: the client shares the cores with the
    /// server, and Foundation's `contains` on a screen's 20 KB took a fifth of the run's CPU.
    static func contains(_ text: String, _ part: String) -> Bool {
        var text = text, part = part
        return text.withUTF8 { haystack in
            part.withUTF8 { needle in
                guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
                var index = 0
                while index <= haystack.count - needle.count {
                    if haystack[index] == first, memcmp(haystack.baseAddress! + index, needle.baseAddress!, needle.count) == 0 {
                        return true
                    }
                    index += 1
                }
                return false
            }
        }
    }

    /// The anchor: the scripts' events handled by sessions directly.
    /// Also what a screen costs on the wire: the average message with the whole SVG, and as
    /// sent (a patch of the screen before when smaller).
    func inProcess(app: PlayedApp) async throws -> (p50: Double, p99: Double, wholeBytes: Double, sentBytes: Double) {
        var latencies: [Double] = []
        var whole = 0, sent = 0
        for session in 0..<min(sessions, 20) {
            let messages = script(session: session)
            let (times, wholeBytes, sentBytes) = try await MainActor.run { () throws -> ([Double], Int, Int) in
                let player = PlayerSession(app: app, renderer: LiveRenderer())
                defer { player.end() }
                var times: [Double] = []
                var wholeBytes = 0, sentBytes = 0
                for (index, message) in messages.enumerated() {
                    let start = ContinuousClock.now
                    let reply = try player.handle(message)
                    let wire = player.wireJSON(reply)
                    if index > 0 {
                        times.append(Self.seconds(ContinuousClock.now - start))
                        wholeBytes += reply.json.utf8.count
                        sentBytes += wire.utf8.count
                    }
                }
                return (times, wholeBytes, sentBytes)
            }
            latencies += times
            whole += wholeBytes
            sent += sentBytes
        }
        latencies.sort()
        let events = Double(max(latencies.count, 1))
        return (Self.percentile(latencies, 0.5), Self.percentile(latencies, 0.99), Double(whole) / events, Double(sent) / events)
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

/// A small seeded generator (SplitMix64), so that each run's pauses are the same.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    /// A number in [0, 1).
    mutating func nextUnit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
}
