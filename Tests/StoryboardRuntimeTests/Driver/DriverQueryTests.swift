import Colorboard
@testable import StoryboardRuntime
import StoryboardTestSupport
import Testing

/// Naming a view the caller already holds (`Driver.Query.view`), as the player does after
/// hit-testing a touch: the driver acts on it while it is on screen and says so when it is not.
@MainActor
@Suite("Driver queries by view", .inOwnRuntimeEnvironment)
struct DriverQueryTests {
    @Test("a slider held by the caller is slid; hidden, it is not found")
    func viewQuery() throws {
        let driver = try ColorboardWalkthroughTests.launch(directory: ColorboardWalkthroughTests.exampleDirectory)
        try driver.tap("+")
        let green = try #require(driver.visibleViews.first { $0.accessibilityIdentifier == "green" } as? Slider)
        try driver.slide(.view(green), to: 0.5)
        #expect(green.value == 0.5)
        #expect(driver.describeScreen().contains("Slider #green 0.500 in 0.000...1.000"))

        green.isHidden = true
        let screen = driver.describeScreen()
        #expect(throws: DriverError(.notFound("the Slider touched", screen: screen))) {
            try driver.slide(.view(green), to: 1)
        }
        #expect(green.value == 0.5)
    }

    @Test("a view of a controller no longer on screen is not found")
    func viewOffScreen() throws {
        let driver = try ColorboardWalkthroughTests.launch(directory: ColorboardWalkthroughTests.exampleDirectory)
        try driver.tap("+")
        let field = try #require(driver.visibleViews.first { $0 is TextField })
        try driver.tapBarButton("Done")
        #expect(throws: DriverError(.notFound("the TextField touched", screen: driver.describeScreen()))) {
            try driver.type("Dusk", into: .view(field))
        }
    }
}
