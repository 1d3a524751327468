/// A planet of the solar system, and the note the user wrote about it.
public final class Planet {
    public let name: String
    /// Mean distance from the Sun, in millions of kilometres.
    public let distance: Double
    public var note: String?

    public init(name: String, distance: Double, note: String? = nil) {
        self.name = name
        self.distance = distance
        self.note = note
    }

    /// The inner planets, nearest first.
    public static func innerPlanets() -> [Planet] {
        [
            Planet(name: "Mercury", distance: 57.9),
            Planet(name: "Venus", distance: 108.2),
            Planet(name: "Earth", distance: 149.6),
            Planet(name: "Mars", distance: 227.9),
        ]
    }
}
