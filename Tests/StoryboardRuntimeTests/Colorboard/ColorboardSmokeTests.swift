import Colorboard
import Foundation
@testable import StoryboardRuntime
import Testing

@MainActor
final class SmokeDelegate: ApplicationDelegate {
    var window: Window?
}

@MainActor
@Suite("Colorboard smoke")
struct ColorboardSmokeTests {
    @Test func launches() throws {
        ClassRegistry.shared.modules = ["Colorboard"]
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Colorboard").path
        let application = try Application.launch(
            delegate: SmokeDelegate(), bundle: ResourceBundle(directory: directory), mainStoryboard: "Colorboard")
        let driver = try Driver(application: application)
        print(driver.describeScreen())
        try driver.tapBarButton("+")
        print("---\n" + driver.describeScreen())
        try driver.slide("red", to: 0.5)
        try driver.type("Purple")
        print("---\n" + driver.describeScreen())
        try driver.tapBarButton("Done")
        print("---\n" + driver.describeScreen())
        try driver.selectRow(row: 1)
        print("---\n" + driver.describeScreen())
        print(RuntimeDiagnostics.shared.warnings)
    }
}
