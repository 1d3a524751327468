import ArgumentParser

/// Benchmarks that measure OpenStoryboard against its anchor in the same run and print ratios,
/// so that a noisy shared machine affects both sides alike.
@main
struct BenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard-bench",
        abstract: "Measure OpenStoryboard against its anchors, in one run.",
        subcommands: [
            ParseBenchmark.self, MemoryBenchmark.self, InstantiateBenchmark.self, MergeBenchmark.self, LayoutBenchmark.self,
            RenderBenchmark.self, LintBenchmark.self, ComplexityBenchmark.self, PlayerLoadBenchmark.self,
        ]
    )
}
