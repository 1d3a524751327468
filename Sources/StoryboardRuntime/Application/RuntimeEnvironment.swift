import Foundation
import StoryboardLayout

/// What one running app owns and no other app sees: the classes it can make, the documents and
/// strings tables it has read, its warnings, the failures UIKit would raise where a signature
/// cannot throw, and the guards that stop recursive instantiation.
///
/// Two applications in one process (a player serving two browser tabs, two tests at once) each
/// have their own. An environment is *current* while its app launches, while a `Driver` event is
/// handled and while a storyboard instantiates a scene (`run(_:)`); every object made then keeps
/// it (`Responder`), so later work on that object (a view loaded lazily, a segue performed from a
/// test) reaches the same app without a process-wide global.
@MainActor
public final class RuntimeEnvironment {
    /// The environment whose launch, event or instantiation is being handled (a task-local, so
    /// that concurrent tasks each see their own).
    @TaskLocal package static var current: RuntimeEnvironment?

    /// The classes the app's documents can name.
    public let classes: ClassRegistry
    /// The app's warnings (what UIKit only logs).
    public let diagnostics = RuntimeDiagnostics()
    /// The UIKit calls made on the app's controllers, when recording.
    public let callLog = CallLog()
    /// What a presentation with `modalPresentationStyle = .automatic` resolves to: a page
    /// sheet, as on iOS 13 and later. `.fullScreen` runs an app as iOS 12 and earlier did (the
    /// books' storyboards expect it: their presenters disappear).
    public var automaticPresentationStyle: ModalPresentationStyle = .pageSheet
    /// The device the app's windows start on (`storyboard run --device`): by default
    /// `Window.defaultDevice`.
    public var device: Device?
    /// How that device is held when the app's windows are made.
    public var orientation: Orientation = .portrait
    /// The application running in this environment, from its launch until it terminates. The
    /// environment keeps it alive, as a process keeps `UIApplication.shared`: an app whose
    /// launcher dropped it still answers its window's events.
    public internal(set) var application: Application?

    /// Failures raised where a UIKit signature cannot throw, until the call that caused them
    /// returns and throws them (see `RuntimeFailures`).
    let failures = RuntimeFailures()
    /// Parsed documents by path.
    let documents = DocumentCache()
    /// Parsed `.strings` tables and the choice of table per document.
    let localizations = LocalizationTables()
    /// Storyboard references being followed now, innermost last (`Name#identifier`).
    var referencesBeingFollowed: [String] = []
    /// Containers being made now, outermost first: those whose relationships are being
    /// instantiated, and controllers whose views are embedding their children.
    var containersBeingMade: [(path: String, id: String?)] = []
    /// The element kinds already reported as not built, per file (`SceneDecoder.reportUnbuilt`).
    var unbuiltKindsReported: Set<String> = []
    /// Restoration classes by the name this app's archive gives them.
    var restorationClassesByName: [String: any ViewControllerRestoration.Type] = [:]

    /// An environment whose documents may name the classes of `classes`.
    public init(classes: ClassRegistry = ClassRegistry()) {
        self.classes = classes
    }

    /// Runs `body` with this environment current: objects it makes belong to this app.
    public func run<Result>(_ body: () throws(RuntimeError) -> Result) throws(RuntimeError) -> Result {
        let result: Swift.Result<Result, RuntimeError> = Self.$current.withValue(self) {
            Swift.Result { () throws(RuntimeError) -> Result in try body() }
        }
        return try result.get()
    }

    /// Runs `body`, which cannot fail, with this environment current.
    func handlingEvent<Result>(_ body: () -> Result) -> Result {
        Self.$current.withValue(self, operation: body)
    }

    /// Runs `body` with this environment current, then throws the first failure it raised
    /// where a signature could not throw: the caller of a user action sees what the action did.
    func runCheckingFailures<Result>(_ body: () throws(RuntimeError) -> Result) throws(RuntimeError) -> Result {
        let result = try run(body)
        try failures.throwIfAny()
        return result
    }

    /// Raises what UIKit would crash on, from code whose signature cannot throw (an app
    /// delegate's launch callback): the launch or event being handled throws it when it returns.
    public func raise(_ error: RuntimeError) {
        failures.record(error)
    }

    /// Delivers a failure that cannot be thrown where it happens to the app `object` belongs
    /// to (or the current one), to be thrown when the call that caused it returns. An object
    /// made outside any app has nobody to deliver to: the failure is printed, as UIKit logs an
    /// exception's reason before it raises.
    static func deliver(_ error: RuntimeError, from object: Responder?) {
        if let environment = object?.runtimeEnvironment ?? current {
            environment.failures.record(error)
        } else {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
        }
    }

    /// Warns in the environment of `object` (or the current one); outside any app, the warning
    /// is printed.
    static func warn(_ message: String, from object: Responder?, file: String? = nil, position: SourcePosition? = nil, id: DiagnosticID) {
        if let environment = object?.runtimeEnvironment ?? current {
            environment.diagnostics.warn(message, file: file, position: position, id: id)
        } else {
            let diagnostic = Diagnostic(.warning, message, path: file, position: position, id: id)
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        }
    }
}
