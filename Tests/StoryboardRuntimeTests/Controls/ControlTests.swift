import Foundation
@testable import StoryboardRuntime
import Testing

/// Steppers, date pickers, page controls, picker views and search bars decoded from a scene,
/// worked through the driver, and shown by `describeScreen()` (issue 16; Apple's documentation
/// of `UIStepper`, `UIDatePicker`, `UIPageControl`, `UIPickerView`, `UISearchBar`).
@MainActor
@Suite("Controls: stepper, date picker, page control, picker view, search bar", .inOwnRuntimeEnvironment)
struct ControlTests {
    static let controls = """
        <stepper opaque="NO" contentMode="scaleToFill" value="2" minimumValue="2" maximumValue="6" stepValue="2" id="stepper">
            <rect key="frame" x="20" y="100" width="94" height="32"/>
            <accessibility key="accessibilityConfiguration" identifier="amount"/>
            <connections>
                <action selector="stepped:" destination="vc" eventType="valueChanged" id="a-step"/>
            </connections>
        </stepper>
        <stepper opaque="NO" contentMode="scaleToFill" wraps="YES" maximumValue="3" id="wrapping">
            <rect key="frame" x="200" y="100" width="94" height="32"/>
            <accessibility key="accessibilityConfiguration" identifier="wrapping"/>
        </stepper>
        <datePicker contentMode="scaleToFill" datePickerMode="date" minuteInterval="1" useCurrentDate="NO" id="date">
            <rect key="frame" x="20" y="140" width="320" height="216"/>
            <accessibility key="accessibilityConfiguration" identifier="birthday"/>
            <date key="date" timeIntervalSinceReferenceDate="544262032.94288099"/>
            <date key="minimumDate" timeIntervalSinceReferenceDate="536457600"/>
            <connections>
                <action selector="dated:" destination="vc" eventType="valueChanged" id="a-date"/>
            </connections>
        </datePicker>
        <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="3" currentPage="1" id="pages">
            <rect key="frame" x="20" y="360" width="120" height="26"/>
            <connections>
                <action selector="paged:" destination="vc" eventType="valueChanged" id="a-page"/>
            </connections>
        </pageControl>
        <pickerView contentMode="scaleToFill" id="picker">
            <rect key="frame" x="20" y="400" width="320" height="162"/>
            <accessibility key="accessibilityConfiguration" identifier="flavour"/>
            <connections>
                <outlet property="dataSource" destination="vc" id="o-ds"/>
                <outlet property="delegate" destination="vc" id="o-dl"/>
            </connections>
        </pickerView>
        <searchBar contentMode="redraw" placeholder="Find" showsCancelButton="YES" id="search">
            <rect key="frame" x="0.0" y="570" width="390" height="56"/>
            <textInputTraits key="textInputTraits"/>
            <connections>
                <outlet property="delegate" destination="vc" id="o-sb"/>
            </connections>
        </searchBar>
        """

    func launch() throws -> (ControlsController, Driver) {
        let scenes = DecodingFixture.scene(
            "vc", attributes: "customClass=\"ControlsController\" customModule=\"StoryboardRuntimeTests\"",
            body: DecodingFixture.rootView(subviews: Self.controls))
        let storyboard = try DecodingFixture.storyboard(initial: "vc", scenes)
        testEnvironment.classes.register(ControlsController.self, as: "StoryboardRuntimeTests.ControlsController")
        let controller = try #require(try storyboard.instantiateInitialViewController() as? ControlsController)
        let (_, driver) = DecodingFixture.show(controller)
        try testEnvironment.failures.throwIfAny()
        return (controller, driver)
    }

    @Test("decoded values, shown by describeScreen; none of the five is reported as unbuilt")
    func decodedAndDescribed() throws {
        let (_, driver) = try launch()
        #expect(driver.describeScreen() == """
            View
              Stepper #amount 2 in 2...6
              Stepper #wrapping 0 in 0...3
              DatePicker #birthday 2018-04-01
              PageControl page 2 of 3
              PickerView #flavour "Vanilla" | "Cone"
              SearchBar "" placeholder "Find" [Cancel]
            """)
        #expect(testEnvironment.diagnostics.warnings.filter { $0.id == .unbuiltElement } == [])
    }

    @Test("UIStepper: each tap moves by stepValue within the range and sends valueChanged; wraps continues at the other end")
    func stepper() throws {
        let (controller, driver) = try launch()
        try driver.perform(try #require(try DriverCommand(line: "step amount 3")))
        // 2 → 4 → 6, then the maximum holds: two changes, two actions.
        #expect(controller.log == ["stepped: 4", "stepped: 6"])
        try driver.perform(.step("wrapping", -1))
        let wrapping = try #require(try driver.find(.identifier("wrapping")) as? Stepper)
        #expect(wrapping.value == 3)
    }

    @Test("UIDatePicker: a picked date is clamped to minimumDate and sends valueChanged")
    func datePicker() throws {
        let (controller, driver) = try launch()
        try driver.perform(try #require(try DriverCommand(line: "date birthday 2019-02-03")))
        try driver.perform(.date("birthday", "2016-01-01"))
        #expect(controller.log == ["dated: 2019-02-03", "dated: 2018-01-01"])
        #expect(throws: DriverError(.invalidValue("tomorrow", for: "\"birthday\""))) { try driver.perform(.date("birthday", "tomorrow")) }
    }

    @Test("UIPageControl: a tap after the current dot moves to the next page and sends valueChanged; no page past the last")
    func pageControl() throws {
        let (controller, driver) = try launch()
        try driver.tap(.kind("PageControl", index: 0))
        try driver.tap(.kind("PageControl", index: 0))
        #expect(controller.log == ["paged: 2"])
    }

    @Test("UIPickerView: turning a wheel tells the delegate didSelectRow; rows by title or number")
    func pickerView() throws {
        let (controller, driver) = try launch()
        try driver.perform(try #require(try DriverCommand(line: "pick flavour Mint")))
        try driver.perform(.pick("flavour", "1", component: 1))
        #expect(controller.log == ["picked 2 in 0", "picked 1 in 1"])
        #expect(driver.describeScreen().contains("PickerView #flavour \"Mint\" | \"Cup\""))
        #expect(throws: DriverError(.invalidValue("row Lemon", for: "wheel 0 of \"flavour\""))) {
            try driver.perform(.pick("flavour", "Lemon", component: 0))
        }
    }

    @Test("UISearchBar: a search begins editing, changes the text, presses Search (delegate calls in that order)")
    func searchBar() throws {
        let (controller, driver) = try launch()
        try driver.perform(try #require(try DriverCommand(line: "search \"ice cream\"")))
        #expect(controller.log == ["began", "changed ice cream", "search ice cream"])
        #expect(driver.describeScreen().contains("SearchBar \"ice cream\" placeholder \"Find\" [Cancel]"))
    }

    @Test("a segue connected to a stepper fires on valueChanged, its primary event")
    func stepperSegue() throws {
        let scenes = DecodingFixture.scene("vc", body: DecodingFixture.rootView(subviews: """
            <stepper opaque="NO" contentMode="scaleToFill" id="stepper">
                <rect key="frame" x="20" y="100" width="94" height="32"/>
                <connections>
                    <segue destination="dst" kind="presentation" id="s-step"/>
                </connections>
            </stepper>
            """)) + DecodingFixture.scene("dst", body: DecodingFixture.rootView(id: "dst-root", subviews: """
            <label opaque="NO" contentMode="left" text="Destination" id="dst-label">
                <rect key="frame" x="20" y="100" width="200" height="21"/>
            </label>
            """))
        let storyboard = try DecodingFixture.storyboard(initial: "vc", scenes)
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let (_, driver) = DecodingFixture.show(controller)
        try driver.perform(.step("0", 1))
        #expect(driver.describeScreen().contains("Label \"Destination\""))
    }

    @Test(arguments: [
        ("step amount", DriverCommand.step("amount", 1)),
        ("step 0 -2", .step("0", -2)),
        ("pick flavour Mint", .pick("flavour", "Mint", component: 0)),
        ("pick 0 3 1", .pick("0", "3", component: 1)),
        ("search cats", .search("cats", in: nil)),
        ("search query \"big cats\"", .search("big cats", in: "query")),
        ("date when \"2024-05-01 10:30\"", .date("when", "2024-05-01 10:30")),
    ])
    func parses(_ line: String, _ expected: DriverCommand) throws {
        #expect(try DriverCommand(line: line) == expected)
    }
}

@MainActor
final class ControlsController: ViewController, PickerViewDataSource, PickerViewDelegate, SearchBarDelegate {
    var log: [String] = []
    static let wheels = [["Vanilla", "Chocolate", "Mint"], ["Cone", "Cup"]]

    @Action func stepped(_ sender: Any?) { log.append("stepped: \(Int((sender as? Stepper)?.value ?? -1))") }
    @Action func dated(_ sender: Any?) {
        log.append("dated: \((sender as? DatePicker).map { DatePicker.text($0.date, format: "yyyy-MM-dd") } ?? "?")")
    }
    @Action func paged(_ sender: Any?) { log.append("paged: \((sender as? PageControl)?.currentPage ?? -1)") }

    func numberOfComponents(in pickerView: PickerView) -> Int { Self.wheels.count }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { Self.wheels[component].count }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { Self.wheels[component][row] }
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) { log.append("picked \(row) in \(component)") }

    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { log.append("began") }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { log.append("changed \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("search \(searchBar.text ?? "")") }
}
