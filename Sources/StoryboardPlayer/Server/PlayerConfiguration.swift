/// Where a player listens and the bounds that keep one tab from harming the others.
public struct PlayerConfiguration: Sendable {
    /// The address to listen on: loopback unless asked otherwise.
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one.
    public var port = 8080
    /// Sessions served at once; one more is closed with a reason.
    public var maximumSessions = 128
    /// A session that sends nothing for this long is closed.
    public var idleTimeout: Duration = .seconds(15 * 60)
    /// The most views one session's app may hold (on screen, in navigation stacks, presented):
    /// what its memory grows with. A session past it is closed with the reason.
    public var maximumViewsPerSession = 10_000
    /// The most steps a session keeps to replay after a live reload; past it they are let go
    /// and a reload relaunches without them.
    public var maximumReplaySteps = 10_000
    /// The largest message a page may send (a typed text is the largest).
    public var maximumMessageBytes = 16 * 1024
    /// How often the server pings each browser; a session whose pong has not come back by the
    /// next ping is closed ("Ping timeout"), which frees the sessions of vanished tabs.
    public var pingInterval: Duration = .seconds(30)
    /// How often the app's storyboards and strings tables are looked at for live reload; nil:
    /// never.
    public var reloadInterval: Duration? = .milliseconds(500)

    public init() {}

    /// Whether only this machine can reach the player.
    public var isLoopback: Bool {
        host == "127.0.0.1" || host == "::1" || host == "localhost"
    }

    /// What to tell the person who starts a player anyone on the network can reach.
    public var exposureWarning: String? {
        guard !isLoopback else { return nil }
        return "warning: the player listens on \(host): anyone who can reach this address can run the app and read its storyboards"
    }
}
