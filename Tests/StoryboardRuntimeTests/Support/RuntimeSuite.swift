import Testing

/// The parent of every suite that touches the runtime's shared state (`ClassRegistry.shared`,
/// `RuntimeDiagnostics.shared`, `RuntimeFailures.shared`, `Application.automaticPresentationStyle`,
/// the call log). Serialized, so its suites never interleave; each test also sets that state up
/// at the start of its own synchronous main-actor body (`Fixture`), so a suite outside this one
/// cannot slip in between setup and assertions either.
@MainActor
@Suite(.serialized)
enum RuntimeSuite {}
