import StoryboardFormat

/// What the engine found wrong with a tree: constraints it had to break, or views it could
/// not place without guessing.
package struct LayoutWarning: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case unsatisfiable = "unsatisfiable-constraints"
        case ambiguous = "ambiguous-layout"
        case unsupported = "unsupported-layout"

        /// The diagnostic a warning of this kind prints as.
        package var diagnosticID: DiagnosticID {
            switch self {
            case .unsatisfiable: return .layoutUnsatisfiable
            case .ambiguous: return .layoutAmbiguous
            case .unsupported: return .layoutUnsupported
            }
        }
    }

    package var kind: Kind
    package var message: String
    /// Where the warning points (the broken constraint, or the ambiguous view).
    package var position: SourcePosition?
    /// The item the warning is about, when it is about one.
    package var item: Int?
}

/// The frames of a laid-out tree, in each item's parent coordinates, rounded to pixels.
package struct LayoutResult: Sendable {
    /// One frame per item of the tree (guides included), in parent coordinates.
    package var frames: [LayoutRect]
    /// Items whose frame depends on a guess (ambiguous layout).
    package var ambiguousItems: Set<Int>
    package var warnings: [LayoutWarning]
    /// Each item's safe-area insets as the layout measured them.
    package var safeAreaInsets: [EdgeInsets] = []
}

/// The diagnostics of the layout engine.
extension DiagnosticID {
    package static let layoutUnsatisfiable = DiagnosticID(
        "layout-unsatisfiable-constraints",
        summary: "Required constraints contradict each other; the lowest-priority one is broken, as UIKit does.")
    package static let layoutAmbiguous = DiagnosticID(
        "layout-ambiguous-layout", summary: "The constraints leave a view's position or size undetermined.")
    package static let layoutUnsupported = DiagnosticID(
        "layout-unsupported-layout", summary: "Part of the layout is of a kind the engine does not lay out.")
    package static let layoutUnsupportedConstraint = DiagnosticID(
        "layout-unsupported-constraint", summary: "A constraint names an item or attribute outside its layout; it is ignored.")
}
