import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging

/// The player: an HTTP server for the page and its files, and a WebSocket endpoint where each
/// connection is one isolated session of the app.
public struct PlayerServer: Sendable {
    public let app: PlayedApp
    public let configuration: PlayerConfiguration
    /// What draws a session's screen.
    package var makeRenderer: @MainActor @Sendable () -> any ScreenSource = { LiveRenderer() }
    package var staticFiles = StaticFiles.bundled

    public init(app: PlayedApp, configuration: PlayerConfiguration = PlayerConfiguration()) {
        self.app = app
        self.configuration = configuration
    }

    /// Serves until the process is stopped; `onServerRunning` hears the bound port.
    public func run(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        try await makeApplication(onServerRunning: onServerRunning).runService()
    }

    package func makeApplication(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        var logger = Logger(label: "storyboard-play")
        logger.logLevel = .warning
        let router = Router(context: BasicWebSocketRequestContext.self)
        let reloads = AppReloads(app: app)
        addPageRoutes(to: router, reloads: reloads)
        addSessionRoute(to: router, reloads: reloads)
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: router,
                configuration: .init(ws: .init(
                    maxFrameSize: configuration.maximumMessageBytes,
                    autoPing: .enabled(timePeriod: configuration.pingInterval)))),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "storyboard-play"),
            services: configuration.reloadInterval.map { [AppReloadService(reloads: reloads, interval: $0)] } ?? [],
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }

    // MARK: The page

    private func addPageRoutes(to router: Router<BasicWebSocketRequestContext>, reloads: AppReloads) {
        let staticFiles = self.staticFiles
        router.get("/static/:file") { _, context -> Response in
            guard let name = context.parameters.get("file"), let file = staticFiles.file(named: name) else {
                throw HTTPError(.notFound)
            }
            return Response(
                status: .ok, headers: [.contentType: file.contentType],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.bytes)))
        }
        router.get("/") { _, _ -> Response in
            Self.html(PlayerPage(app: await reloads.app, storyboard: nil, scene: nil).html)
        }
        router.get("/:storyboard") { _, context -> Response in
            try Self.page(app: await reloads.app, storyboard: context.parameters.get("storyboard"), scene: nil)
        }
        router.get("/:storyboard/:scene") { _, context -> Response in
            try Self.page(app: await reloads.app, storyboard: context.parameters.get("storyboard"), scene: context.parameters.get("scene"))
        }
    }

    private static func page(app: PlayedApp, storyboard: String?, scene: String?) throws -> Response {
        guard let storyboard, let entry = app.storyboard(named: storyboard) else { throw HTTPError(.notFound) }
        if let scene, !entry.scenes.contains(where: { $0.id == scene }) { throw HTTPError(.notFound) }
        return html(PlayerPage(app: app, storyboard: storyboard, scene: scene).html)
    }

    private static func html(_ text: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    // MARK: Sessions

    /// `200 ms`, `900 s`.
    static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return seconds >= 1 ? "\(seconds) s" : "\(attoseconds / 1_000_000_000_000_000) ms"
    }

    /// Waits until the connection's first message arrives, it ends, or `limit` passes.
    static func firstMessage(of inbound: WebSocketInboundStream, within limit: Duration, maximumBytes: Int) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                var messages = inbound.messages(maxSize: maximumBytes).makeAsyncIterator()
                _ = try? await messages.next()
            }
            group.addTask { try? await Task.sleep(for: limit) }
            await group.next()
            group.cancelAll()
        }
    }

    private func addSessionRoute(to router: Router<BasicWebSocketRequestContext>, reloads: AppReloads) {
        let configuration = self.configuration
        let makeRenderer = self.makeRenderer
        let sessions = SessionCount(maximum: configuration.maximumSessions)
        router.ws("/session") { _, _ in
            .upgrade()
        } onUpgrade: { inbound, outbound, _ in
            guard await sessions.reserve() else {
                // Refused once the page has spoken (it sends `start` first), or after a second:
                // a close sent right behind the upgrade's response could reach a client that was
                // not reading WebSocket frames yet, and both ends then waited for the other
                // (HummingbirdWSClient, about one run in ten of the player's tests).
                await Self.firstMessage(of: inbound, within: .seconds(1), maximumBytes: configuration.maximumMessageBytes)
                try await outbound.close(.unknown(1013), reason: "the player serves at most \(configuration.maximumSessions) sessions")
                return
            }
            let app = await reloads.app
            let session = await MainActor.run { PlayerSession(
                    app: app, renderer: makeRenderer(), maximumViews: configuration.maximumViewsPerSession,
                    maximumReplaySteps: configuration.maximumReplaySteps) }
            let activity = SessionActivity()
            // One writer sends what the session encodes, in the order it encoded it (on the
            // main actor): a screen patch reaches the page after the screen it patches, even
            // when a live reload answers between two events.
            let (outgoing, sending) = AsyncStream<String>.makeStream()
            let writer = Task {
                for await text in outgoing { try await outbound.writeTextMessage(text) }
            }
            defer { sending.finish(); writer.cancel() }
            // Live reload: each new reading of the app relaunches the session, which sends
            // its screen unasked.
            let (listener, readings) = await reloads.listen()
            let reloading = Task {
                for await reading in readings {
                    await MainActor.run {
                        let reply: ServerMessage?
                        switch reading {
                        case .app(let app): reply = session.reload(app: app)
                        case .failure(let failure): reply = session.reloadFailed(failure)
                        }
                        if let reply { sending.yield(session.wireJSON(reply)) }
                    }
                }
            }
            defer { reloading.cancel() }
            let watchdog = Task {
                let interval = configuration.idleTimeout / 4
                while !Task.isCancelled {
                    try await Task.sleep(for: interval)
                    if await activity.idle(for: configuration.idleTimeout) {
                        try await outbound.close(.goingAway, reason: "idle for \(Self.describe(configuration.idleTimeout))")
                        return
                    }
                }
            }
            defer { watchdog.cancel() }
            do {
                for try await message in inbound.messages(maxSize: configuration.maximumMessageBytes) {
                    await activity.touch()
                    guard case .text(let text) = message else { throw ProtocolViolation.binary }
                    try await MainActor.run { () throws -> Void in
                        let reply = session.wireJSON(try session.handle(text))
                        sending.yield(reply)
                    }
                }
            } catch let violation as ProtocolViolation {
                // What was answered before goes out first, then the reason.
                sending.finish()
                try? await writer.value
                try? await outbound.close(.policyViolation, reason: String(violation.reason.prefix(120)))
            } catch {
                // The connection went away: nothing to tell anyone.
            }
            await reloads.stopListening(listener)
            await MainActor.run { session.end() }
            await sessions.release()
        }
    }
}
