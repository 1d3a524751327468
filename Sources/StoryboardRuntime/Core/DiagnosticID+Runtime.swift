/// The diagnostics of the runtime: what UIKit raises (`runtime`, an error) or only logs (the
/// others, warnings).
extension DiagnosticID {
    public static let runtime = DiagnosticID(
        "runtime", summary: "What UIKit raises as an exception: the app would crash here.")
    public static let unknownClass = DiagnosticID(
        "unknown-class", summary: "The document names a class the app does not have; its base class stands in, as UIKit does.")
    public static let runtimeAttribute = DiagnosticID(
        "runtime-attribute", summary: "A user-defined runtime attribute cannot be set: the object has no such key path, or the value does not fit.")
    public static let noInitialViewController = DiagnosticID(
        "no-initial-view-controller", summary: "The main storyboard has no entry point: the app launches with an empty window.")
    public static let presentation = DiagnosticID(
        "presentation", summary: "A presentation UIKit refuses with a log message (the presenter already presents, or its view is not in the window hierarchy).")
    public static let stateRestoration = DiagnosticID(
        "state-restoration", summary: "Saved state cannot be written or read back; the app launches fresh.")
    public static let malformedStringsTable = DiagnosticID(
        "malformed-strings-table", summary: "A localization's .strings table cannot be read; the base texts are shown.")
    public static let unwindSegue = DiagnosticID(
        "unwind-segue", summary: "An unwind segue cannot be made as the document describes it.")
    public static let prototype = DiagnosticID(
        "prototype", summary: "Prototype mode: an outlet, runtime attribute or action meant for a class the app lacks is kept, not used.")
    public static let unwindExitOutsideObjects = DiagnosticID(
        "unwind-exit-outside-objects", summary: "An exit (unwind) connection points outside the scene's objects.")
    public static let unbuiltElement = DiagnosticID(
        "unbuilt-element", summary: "An element the runtime does not build: a plain object stands in, and what the element shows or does is lost.")

    /// Every diagnostic the runtime declares.
    public static let runtimeDiagnostics: [DiagnosticID] = [
        .runtime, .unknownClass, .runtimeAttribute, .noInitialViewController, .presentation, .stateRestoration,
        .malformedStringsTable, .unwindSegue, .unwindExitOutsideObjects, .unbuiltElement, .prototype,
    ]
}
