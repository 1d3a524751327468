/// Vertical metrics of a font at a size, for baselines: the system font's proportions
/// (SF Pro: ascender 0.952 em, descender 0.241 em), which place the corpus's baselines.
public struct FontMetrics: Hashable, Sendable {
    public var ascender: Double
    public var descender: Double
    public var lineHeight: Double { ascender + descender }

    public static func system(size: Double) -> FontMetrics {
        FontMetrics(ascender: 0.952 * size, descender: 0.241 * size)
    }
}
