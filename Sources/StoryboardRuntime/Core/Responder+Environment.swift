/// How objects reach the app they belong to (see `RuntimeEnvironment`).
extension Responder {
    /// Runs `body` with the object's app current, so that what it makes joins that app.
    func withinApp<Result>(_ body: () throws(RuntimeError) -> Result) throws(RuntimeError) -> Result {
        guard let environment = runtimeEnvironment, environment !== RuntimeEnvironment.current else { return try body() }
        return try environment.run(body)
    }

    /// Runs `body`, which cannot fail, with the object's app current.
    func withinApp<Result>(_ body: () -> Result) -> Result {
        guard let environment = runtimeEnvironment, environment !== RuntimeEnvironment.current else { return body() }
        return environment.handlingEvent(body)
    }

    /// Hands a failure that cannot be thrown here to the object's app (see `RuntimeFailures`).
    func deliver(_ error: RuntimeError) {
        RuntimeEnvironment.deliver(error, from: self)
    }

    /// Throws the first failure delivered to the object's app and not yet thrown.
    func throwDeliveredFailures() throws(RuntimeError) {
        try (runtimeEnvironment ?? RuntimeEnvironment.current)?.failures.throwIfAny()
    }
}
