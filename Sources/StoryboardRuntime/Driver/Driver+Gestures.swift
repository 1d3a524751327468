import StoryboardFormat

/// The driver's gestures: each finds the innermost recognizer of its kind on the view named or
/// an ancestor of it (touches reach the recognizers of the hit view and of its superviews, and
/// the first to recognize wins), and plays the gesture as a finger would.
extension Driver {
    /// Presses and holds (a long press recognizer: began, then ended).
    public func longPress(_ query: Query) throws {
        let recognizer: LongPressGestureRecognizer = try recognizer(on: query, "a long press gesture recognizer")
        try act { recognizer.recognize(changes: 0) }
    }

    /// Swipes in a direction (`left`, `right`, `up`, `down`): a swipe recognizer that allows it.
    public func swipe(_ query: Query, direction: SwipeGestureRecognizer.Direction) throws {
        let recognizer: SwipeGestureRecognizer = try recognizer(on: query, "a swipe gesture recognizer for that direction") {
            $0.direction.contains(direction)
        }
        try act { recognizer.recognize() }
    }

    /// Drags by (dx, dy): a pan recognizer (not a screen-edge one) begins, changes once with
    /// that translation, and ends.
    public func pan(_ query: Query, by translation: Point) throws {
        let recognizer: PanGestureRecognizer = try recognizer(on: query, "a pan gesture recognizer") { !($0 is ScreenEdgePanGestureRecognizer) }
        try act {
            recognizer.translation = Point(x: 0, y: 0)
            recognizer.recognize { _ in recognizer.translation = translation }
        }
    }

    /// Pinches to `scale` (above 1 spreads the fingers).
    public func pinch(_ query: Query, scale: Double) throws {
        let recognizer: PinchGestureRecognizer = try recognizer(on: query, "a pinch gesture recognizer")
        try act {
            recognizer.scale = 1
            recognizer.recognize { _ in recognizer.scale = scale }
        }
    }

    /// Turns two fingers by `radians`.
    public func rotate(_ query: Query, by radians: Double) throws {
        let recognizer: RotationGestureRecognizer = try recognizer(on: query, "a rotation gesture recognizer")
        try act {
            recognizer.rotation = 0
            recognizer.recognize { _ in recognizer.rotation = radians }
        }
    }

    /// Drags in from an edge of the screen: the first screen-edge pan recognizer on screen
    /// that watches that edge.
    public func edgeSwipe(_ edge: ScreenEdgePanGestureRecognizer.Edges) throws {
        guard let recognizer = visibleViews.lazy.flatMap(\.gestureRecognizers)
            .compactMap({ $0 as? ScreenEdgePanGestureRecognizer })
            .first(where: { !$0.edges.intersection(edge).isEmpty && $0.isEnabled })
        else { throw DriverError.notFound("a screen-edge pan gesture recognizer", screen: describeScreen()) }
        let distance = 100.0
        let translation = edge == .left ? Point(x: distance, y: 0) : edge == .right ? Point(x: -distance, y: 0)
            : edge == .top ? Point(x: 0, y: distance) : Point(x: 0, y: -distance)
        try act {
            recognizer.translation = Point(x: 0, y: 0)
            recognizer.recognize { _ in recognizer.translation = translation }
        }
    }

    /// Taps the innermost tap recognizer on `view` or its ancestors; false when there is none.
    func tapGesture(on view: View) -> Bool {
        guard let recognizer: TapGestureRecognizer = Self.recognizer(from: view, where: { _ in true }) else { return false }
        recognizer.recognize()
        return true
    }

    private func recognizer<Kind: GestureRecognizer>(
        on query: Query, _ what: String, where matches: (Kind) -> Bool = { _ in true }
    ) throws -> Kind {
        let view = try find(query)
        guard let recognizer: Kind = Self.recognizer(from: view, where: matches) else {
            throw DriverError(.wrongKind(query.description, expected: "on a view with \(what)"))
        }
        return recognizer
    }

    private static func recognizer<Kind: GestureRecognizer>(from view: View, where matches: (Kind) -> Bool) -> Kind? {
        var current: View? = view
        while let candidate = current {
            if let found = candidate.gestureRecognizers.lazy.compactMap({ $0 as? Kind }).first(where: { $0.isEnabled && matches($0) }) {
                return found
            }
            current = candidate.superview
        }
        return nil
    }
}

extension View {
    /// The recognizers attached, for the screen description (`tap`, `swipe left` …); nil
    /// without any.
    var gestureSummary: String? {
        guard !gestureRecognizers.isEmpty else { return nil }
        let names = gestureRecognizers.map { recognizer -> String in
            switch recognizer {
            case let tap as TapGestureRecognizer: return tap.numberOfTapsRequired > 1 ? "tap×\(tap.numberOfTapsRequired)" : "tap"
            case is LongPressGestureRecognizer: return "long press"
            case let swipe as SwipeGestureRecognizer:
                let directions: [(SwipeGestureRecognizer.Direction, String)] = [(.left, "left"), (.right, "right"), (.up, "up"), (.down, "down")]
                return "swipe " + directions.filter { swipe.direction.contains($0.0) }.map(\.1).joined(separator: "/")
            case is ScreenEdgePanGestureRecognizer: return "edge pan"
            case is PanGestureRecognizer: return "pan"
            case is PinchGestureRecognizer: return "pinch"
            case is RotationGestureRecognizer: return "rotation"
            default: return recognizer.className
            }
        }
        return "gestures: " + names.joined(separator: ", ")
    }
}
