import Testing
@testable import StoryboardRuntime

/// The parent of most runtime suites: each of their tests runs in an app environment of its own
/// (`RuntimeEnvironment`: classes, caches, diagnostics), current for the whole test, so tests
/// run in parallel and never see each other's classes, documents or warnings.
@MainActor
@Suite(.inOwnRuntimeEnvironment)
enum RuntimeSuite {}

/// Runs each test with a new `RuntimeEnvironment` current.
struct OwnRuntimeEnvironment: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // Suites are scoped too; only test cases get an environment.
        guard testCase != nil else { return try await function() }
        let environment = await MainActor.run { RuntimeEnvironment() }
        try await RuntimeEnvironment.$current.withValue(environment) { try await function() }
    }
}

extension Trait where Self == OwnRuntimeEnvironment {
    /// Each test runs in a new app environment (see `OwnRuntimeEnvironment`).
    static var inOwnRuntimeEnvironment: Self { OwnRuntimeEnvironment() }
}

/// The environment of the running test (see `OwnRuntimeEnvironment`).
@MainActor
var testEnvironment: RuntimeEnvironment {
    guard let environment = RuntimeEnvironment.current else {
        preconditionFailure("the test runs outside a suite with the .inOwnRuntimeEnvironment trait")
    }
    return environment
}
