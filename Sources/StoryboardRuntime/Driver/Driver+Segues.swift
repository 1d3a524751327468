extension Driver {
    /// Performs a segue of the controller on screen by identifier, as its code would
    /// (`performSegue(withIdentifier:sender:)`): in prototype mode, where the app's code is
    /// missing, the segues it performs (manual ones) can still be followed.
    public func performSegue(withIdentifier identifier: String) throws {
        guard let controller = visibleController else { throw DriverError.noWindow }
        guard let environment = window.runtimeEnvironment else {
            return try controller.performSegue(withIdentifier: identifier, sender: nil)
        }
        try RuntimeEnvironment.$current.withValue(environment) { () throws in
            try controller.performSegue(withIdentifier: identifier, sender: nil)
        }
        try environment.failures.throwIfAny()
    }
}
