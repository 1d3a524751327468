import Testing
@testable import StoryboardTools

@Suite("Version order")
struct VersionOrderTests {
    @Test(arguments: [
        ("14460.31", "14460.20", true), ("14490.49", "14460.31", true), ("9.0", "10.0", false),
        ("18A391", "17G65", true), ("17G2208", "17G65", true), ("13F1507", "13F1911", false), ("3.0", "3.0", false),
        ("11542", "6751", true),
    ])
    func newer(lhs: String, rhs: String, isNewer: Bool) {
        #expect(VersionOrder.isNewer(lhs, than: rhs) == isNewer)
    }
}
