import StoryboardFormat

/// The screen a tree is laid out for, and the one its stored frames were designed for (roots
/// that follow the screen grow or shrink by the difference).
public struct LayoutEnvironment: Sendable, Hashable {
    public var device: Device
    public var orientation: Orientation
    public var designedDevice: Device
    public var designedOrientation: Orientation
    /// Report views whose frame the constraints do not determine (one extra re-solve).
    public var detectsAmbiguity: Bool

    public init(device: Device, orientation: Orientation, designedDevice: Device? = nil,
                designedOrientation: Orientation? = nil, detectsAmbiguity: Bool = true) {
        self.device = device
        self.orientation = orientation
        self.designedDevice = designedDevice ?? device
        self.designedOrientation = designedOrientation ?? orientation
        self.detectsAmbiguity = detectsAmbiguity
    }

    public var screenSize: LayoutSize { device.size(orientation) }
    public var designedScreenSize: LayoutSize { designedDevice.size(designedOrientation) }
    public var safeArea: Insets { device.safeArea(orientation) }
    public var widthClass: SizeClass { device.widthClass(orientation) }
    public var heightClass: SizeClass { device.heightClass(orientation) }
}

/// What the engine found wrong with a tree: constraints it had to break, or views it could
/// not place without guessing.
public struct LayoutWarning: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case unsatisfiable = "unsatisfiable-constraints"
        case ambiguous = "ambiguous-layout"
        case unsupported = "unsupported-layout"

        /// The diagnostic a warning of this kind prints as.
        public var diagnosticID: DiagnosticID {
            switch self {
            case .unsatisfiable: return .layoutUnsatisfiable
            case .ambiguous: return .layoutAmbiguous
            case .unsupported: return .layoutUnsupported
            }
        }
    }

    public var kind: Kind
    public var message: String
    /// Where the warning points (the broken constraint, or the ambiguous view).
    public var position: SourcePosition?
    /// The item the warning is about, when it is about one.
    public var item: Int?
}

/// The frames of a laid-out tree, in each item's parent coordinates, rounded to pixels.
public struct LayoutResult: Sendable {
    /// One frame per item of the tree (guides included), in parent coordinates.
    public var frames: [LayoutRect]
    /// Items whose frame depends on a guess (ambiguous layout).
    public var ambiguousItems: Set<Int>
    public var warnings: [LayoutWarning]
}

/// The diagnostics of the layout engine.
extension DiagnosticID {
    public static let layoutUnsatisfiable = DiagnosticID(
        "layout-unsatisfiable-constraints",
        summary: "Required constraints contradict each other; the lowest-priority one is broken, as UIKit does.")
    public static let layoutAmbiguous = DiagnosticID(
        "layout-ambiguous-layout", summary: "The constraints leave a view's position or size undetermined.")
    public static let layoutUnsupported = DiagnosticID(
        "layout-unsupported-layout", summary: "Part of the layout is of a kind the engine does not lay out.")
    public static let layoutUnsupportedConstraint = DiagnosticID(
        "layout-unsupported-constraint", summary: "A constraint names an item or attribute outside its layout; it is ignored.")
}
