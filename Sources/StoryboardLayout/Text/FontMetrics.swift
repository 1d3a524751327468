/// Vertical metrics of a font at a size, for baselines: the system font's proportions
/// (SF Pro: ascender 0.952 em, descender 0.241 em), which place the corpus's baselines.
package struct FontMetrics: Hashable, Sendable {
    package var ascender: Double
    package var descender: Double
    package var lineHeight: Double { ascender + descender }

    package static func system(size: Double) -> FontMetrics {
        FontMetrics(ascender: 0.952 * size, descender: 0.241 * size)
    }
}
