import StoryboardFormat

/// One or more taps (`UITapGestureRecognizer`): discrete.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1

    override func decode(_ element: Element) {
        super.decode(element)
        numberOfTapsRequired = element.intAttribute("numberOfTapsRequired") ?? 1
        numberOfTouchesRequired = element.intAttribute("numberOfTouchesRequired") ?? 1
    }
}

/// A press held in place (`UILongPressGestureRecognizer`): continuous, it begins once the
/// press has lasted `minimumPressDuration` and ends when the finger lifts.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    public var minimumPressDuration = 0.5
    public var numberOfTouchesRequired = 1
    public var allowableMovement = 10.0

    package override class var isContinuous: Bool { true }

    override func decode(_ element: Element) {
        super.decode(element)
        minimumPressDuration = element.doubleAttribute("minimumPressDuration") ?? 0.5
        numberOfTouchesRequired = element.intAttribute("numberOfTouchesRequired") ?? 1
        allowableMovement = element.doubleAttribute("allowableMovement") ?? 10
    }
}

/// A swipe in one of the allowed directions (`UISwipeGestureRecognizer`): discrete; a swipe
/// in another direction is not recognized.
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)

        /// A direction by name (`left`, `right`, `up`, `down`).
        public init?(name: String) {
            switch name.lowercased() {
            case "right": self = .right
            case "left": self = .left
            case "up": self = .up
            case "down": self = .down
            default: return nil
            }
        }
    }

    /// Right by default, as in UIKit.
    public var direction: Direction = .right
    public var numberOfTouchesRequired = 1

    override func decode(_ element: Element) {
        super.decode(element)
        // Interface Builder writes `<swipeGestureRecognizer direction="left" …>`; several
        // directions are written as a bit mask number.
        if let name = element.attribute("direction") {
            direction = Direction(name: name) ?? UInt(name).map(Direction.init(rawValue:)) ?? .right
        }
        numberOfTouchesRequired = element.intAttribute("numberOfTouchesRequired") ?? 1
    }
}

/// A finger dragged (`UIPanGestureRecognizer`): continuous; `translation(in:)` is the distance
/// moved since it began.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    var translation = Point(x: 0, y: 0)

    package override class var isContinuous: Bool { true }

    public func translation(in view: View?) -> Point { translation }

    public func setTranslation(_ translation: Point, in view: View?) {
        self.translation = translation
    }

    override func decode(_ element: Element) {
        super.decode(element)
        minimumNumberOfTouches = element.intAttribute("minimumNumberOfTouches") ?? 1
        maximumNumberOfTouches = element.intAttribute("maximumNumberOfTouches") ?? Int.max
    }
}

/// A pan that starts at an edge of the screen (`UIScreenEdgePanGestureRecognizer`).
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// `UIRectEdge`.
    public struct Edges: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = Edges(rawValue: 1 << 0)
        public static let left = Edges(rawValue: 1 << 1)
        public static let bottom = Edges(rawValue: 1 << 2)
        public static let right = Edges(rawValue: 1 << 3)
        public static let all: Edges = [.top, .left, .bottom, .right]
    }

    public var edges: Edges = []

    override func decode(_ element: Element) {
        super.decode(element)
        // `<rectEdge key="edges" left="YES"/>`.
        let tree = element.tree
        guard let node = tree.firstElement(of: element.node, withKey: "edges") else { return }
        for (name, edge) in [("top", Edges.top), ("left", .left), ("bottom", .bottom), ("right", .right)]
        where tree.attribute(name, of: node) == "YES" {
            edges.insert(edge)
        }
    }
}

/// Two fingers moving apart or together (`UIPinchGestureRecognizer`): continuous; `scale` is
/// relative to the distance when it began.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    public var scale = 1.0
    public internal(set) var velocity = 0.0

    package override class var isContinuous: Bool { true }
}

/// Two fingers turning (`UIRotationGestureRecognizer`): continuous; `rotation` in radians.
@MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    public var rotation = 0.0
    public internal(set) var velocity = 0.0

    package override class var isContinuous: Bool { true }
}
