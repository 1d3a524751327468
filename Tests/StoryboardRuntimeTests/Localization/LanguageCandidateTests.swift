@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// Which `<lang>.lproj` folders are tried, in order, for the preferred localizations: each
    /// language and then its more general forms, as `Bundle.preferredLocalizations` does.
    @MainActor
    @Suite("Localization: language candidates")
    struct LanguageCandidateTests {
        @Test func languageCandidates() {
            #expect(LocalizationTables.candidates(["de-CH", "fr"]) == ["de-CH", "de", "fr"])
            #expect(LocalizationTables.candidates(["zh-Hans-CN"]) == ["zh-Hans-CN", "zh-Hans", "zh"])
            #expect(LocalizationTables.candidates(["pt_BR", "es", "pt"]) == ["pt_BR", "es", "pt"])
            #expect(LocalizationTables.candidates(["en", "", "en"]) == ["en"])
        }
    }
}
