/// How many sessions are open, against the cap.
actor SessionCount {
    let maximum: Int
    private(set) var open = 0

    init(maximum: Int) { self.maximum = maximum }

    /// Counts a new session in; false when the player is full.
    func reserve() -> Bool {
        guard open < maximum else { return false }
        open += 1
        return true
    }

    func release() { open -= 1 }
}

/// When a session last heard from its page.
actor SessionActivity {
    private var last = ContinuousClock.now

    func touch() { last = .now }

    func idle(for timeout: Duration) -> Bool { ContinuousClock.now - last >= timeout }
}
