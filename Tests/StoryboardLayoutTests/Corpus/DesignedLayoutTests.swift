import Testing
import StoryboardTestSupport

/// The corpus's Auto Layout documents (every fourth of the 2,101, so the debug-build test
/// stays short; `check.py designed` measures them all), solved at the designed device from
/// the constraints (stored origins moved first): the share of Xcode's frames reproduced within
/// 0.5 pt must not fall below the figure reached.
@Suite(.requiresSharedData)
struct DesignedLayoutTests {
    static let reached = 0.971

    @Test func reproducesXcodesFramesAtTheDesignedDevice() throws {
        let files = try LayoutFidelity.autoLayoutFiles()
        #expect(files.count == 2101)
        let sample = stride(from: 0, to: files.count, by: 4).map { files[$0] }
        let score = try LayoutFidelity.designed(files: sample)
        print(LayoutFidelity.report(score.misses, trimming: Corpus.root + "/"))
        #expect(score.share >= DesignedLayoutTests.reached, "\(score.good) of \(score.views) within 0.5 pt in \(score.files) files")
    }
}
