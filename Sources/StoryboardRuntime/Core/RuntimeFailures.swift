/// Failures that happen where UIKit's signature leaves no way to throw (a data source asking
/// for an unknown cell identifier): recorded here, and thrown by the next driver action or
/// storyboard call that checks, so they are never lost and never crash.
@MainActor
public final class RuntimeFailures {
    public static let shared = RuntimeFailures()

    public private(set) var pending: [RuntimeError] = []

    public func record(_ error: RuntimeError) { pending.append(error) }

    /// Forgets every recorded failure (between tests).
    public func reset() { pending.removeAll() }

    /// Throws the first recorded failure and forgets them all.
    public func throwIfAny() throws(RuntimeError) {
        guard let first = pending.first else { return }
        pending.removeAll()
        throw first
    }
}
