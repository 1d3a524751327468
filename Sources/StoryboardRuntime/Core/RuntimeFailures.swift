/// Failures that happen where UIKit's signature leaves no way to throw (a data source asking
/// for an unknown cell identifier, a view that fails to decode when `view` is read): delivered
/// to the app they happened in (`RuntimeEnvironment`), and thrown when the call that caused them
/// returns (the driver event, the instantiation, the segue), so they are never lost and never
/// crash.
@MainActor
final class RuntimeFailures {
    private(set) var pending: [RuntimeError] = []

    func record(_ error: RuntimeError) { pending.append(error) }

    /// Throws the first recorded failure and forgets them all.
    func throwIfAny() throws(RuntimeError) {
        guard let first = pending.first else { return }
        pending.removeAll()
        throw first
    }
}
