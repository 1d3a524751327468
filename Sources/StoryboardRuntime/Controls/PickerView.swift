import StoryboardFormat

/// Spinning wheels of rows, one wheel per component (`UIPickerView`).
///
/// As in UIKit this is a view, not a control: it sends no actions and triggers no segues
/// (Interface Builder offers none); its data source gives the wheels and rows, its delegate the
/// titles, and the delegate hears `pickerView(_:didSelectRow:inComponent:)` when the user turns
/// a wheel (not when code calls `selectRow`).
@MainActor
open class PickerView: View {
    public weak var dataSource: (any PickerViewDataSource)?
    public weak var delegate: (any PickerViewDelegate)?
    private var selectedRows: [Int: Int] = [:]

    package override class var defaultElementName: String { "pickerView" }

    public var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    public func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    /// The selected row of a wheel; -1 when the wheel has no rows.
    public func selectedRow(inComponent component: Int) -> Int {
        numberOfRows(inComponent: component) > 0 ? min(selectedRows[component] ?? 0, numberOfRows(inComponent: component) - 1) : -1
    }

    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard (0..<numberOfRows(inComponent: component)).contains(row) else { return }
        selectedRows[component] = row
    }

    public func reloadAllComponents() {}

    /// The title the delegate gives a row, if any.
    public func title(forRow row: Int, forComponent component: Int) -> String? {
        delegate?.pickerView(self, titleForRow: row, forComponent: component)
    }

    /// Turns a wheel to `row` as a finger does; false when there is no such row.
    @discardableResult
    public func pick(row: Int, inComponent component: Int) -> Bool {
        guard (0..<numberOfRows(inComponent: component)).contains(row) else { return false }
        selectedRows[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
        return true
    }

    /// The row of a wheel whose title is `title`.
    public func row(titled title: String, inComponent component: Int) -> Int? {
        (0..<numberOfRows(inComponent: component)).first { self.title(forRow: $0, forComponent: component) == title }
    }

    package override var screenLine: String? {
        let wheels = (0..<numberOfComponents).map { component -> String in
            let row = selectedRow(inComponent: component)
            guard row >= 0 else { return "(no rows)" }
            return title(forRow: row, forComponent: component).map(ScreenLine.quote) ?? "row \(row)"
        }
        return ScreenLine("PickerView", identifier: accessibilityIdentifier)
            .adding(wheels.isEmpty ? "(no components)" : wheels.joined(separator: " | ")).line
    }

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        switch key {
        case "dataSource": dataSource = object as? any PickerViewDataSource
        case "delegate": delegate = object as? any PickerViewDelegate
        default: return super.setBuiltInOutlet(key, to: object)
        }
        return true
    }
}

/// The wheels and rows of a picker view (`UIPickerViewDataSource`).
@MainActor
public protocol PickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: PickerView) -> Int
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The titles of a picker view's rows and what the user picks (`UIPickerViewDelegate`).
@MainActor
public protocol PickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}
