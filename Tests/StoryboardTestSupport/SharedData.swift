import Foundation
import Testing

/// The real data the corpus-wide tests read (`../shared` beside the project, or
/// `$OPENSTORYBOARD_SHARED`): the corpus of Interface Builder files, the four real projects,
/// the merges and the layout measurements. A fresh clone has none of it: there those tests are
/// skipped with one line saying so, unless `CI` is set, where they run and fail as the data is
/// missing. How to get the data: Tests/README.md.
public enum SharedData {
    /// The folder holding `corpus/`, `projects/`, `merges/` and `layout/`.
    public static var root: String {
        if let override = ProcessInfo.processInfo.environment["OPENSTORYBOARD_SHARED"] { return override }
        // Tests/StoryboardTestSupport/SharedData.swift → the project root, then ../shared.
        let project = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return project.deletingLastPathComponent().appendingPathComponent("shared").path
    }

    /// `root/name`, for the data sets beside the corpus.
    public static func path(_ name: String) -> String {
        (root as NSString).appendingPathComponent(name)
    }

    /// Whether the corpus is there (its manifest).
    public static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: Corpus.root + "/MANIFEST.tsv")
    }

    /// CI must have the data: there a missing corpus fails its tests.
    public static var isRequired: Bool {
        ProcessInfo.processInfo.environment["CI"] != nil
    }

    /// Whether the tests that read the data run; the first time it answers no, it says why.
    public static var testsRun: Bool {
        if isAvailable || isRequired { return true }
        return skipNotice
    }

    /// Printed once per test run, however many suites ask.
    private static let skipNotice: Bool = {
        print("skipped: corpus not found at \(Corpus.root), see README (Tests/README.md says how to get it)")
        return false
    }()
}

extension Trait where Self == ConditionTrait {
    /// Runs the suite or test only where the shared data is (always under CI, where missing
    /// data fails it).
    public static var requiresSharedData: Self {
        .enabled(if: SharedData.testsRun, "corpus not found, see README")
    }
}
