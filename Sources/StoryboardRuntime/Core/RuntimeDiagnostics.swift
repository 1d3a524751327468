import Foundation
import StoryboardFormat

/// Where an app's warnings go: what UIKit only logs (an unknown custom class, a runtime
/// attribute with a bad key path) is a warning here, kept for tests and printed by tools. Each
/// app has its own (`RuntimeEnvironment.diagnostics`).
@MainActor
public final class RuntimeDiagnostics {
    /// Every warning since the last `reset()`.
    public private(set) var warnings: [Diagnostic] = []
    /// Called for each warning as it happens (the CLI prints them to standard error).
    public var handler: ((Diagnostic) -> Void)?

    public func warn(_ message: String, file: String? = nil, position: SourcePosition? = nil, id: DiagnosticID) {
        let diagnostic = Diagnostic(.warning, message, path: file, position: position, id: id)
        warnings.append(diagnostic)
        handler?(diagnostic)
    }

    /// A warning once per `key` until `reset()`: what UIKit logs at every decoding (an unknown
    /// class) is said once. The message is made only when it is said.
    public func warn(
        once key: String, _ message: @autoclosure () -> String, file: String? = nil, position: SourcePosition? = nil, id: DiagnosticID
    ) {
        guard warnedKeys.insert(key).inserted else { return }
        warn(message(), file: file, position: position, id: id)
    }

    /// A notice of prototype mode (`note:`), once per `key`: what the app's missing code would
    /// have done, kept so that the screen still runs.
    public func note(once key: String, _ message: String, file: String? = nil, position: SourcePosition? = nil, id: DiagnosticID) {
        guard notedKeys.insert(key).inserted else { return }
        let diagnostic = Diagnostic(.note, message, path: file, position: position, id: id)
        notes.append(diagnostic)
        handler?(diagnostic)
    }

    /// Every notice since the last `reset()`, apart from the warnings.
    public private(set) var notes: [Diagnostic] = []
    private var notedKeys: Set<String> = []
    private var warnedKeys: Set<String> = []

    public func reset() {
        warnings.removeAll()
        notes.removeAll()
        notedKeys.removeAll()
        warnedKeys.removeAll()
    }
}
