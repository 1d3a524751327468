import Foundation

/// The driver's actions on the controls beyond buttons, sliders and text fields: steppers,
/// picker views, search bars and date pickers, each worked as a finger works it (the control
/// reports what UIKit reports for that touch).
extension Driver {
    /// Taps a stepper's plus `count` times (minus for a negative count).
    public func step(_ query: Query, by count: Int) throws {
        guard let stepper = try find(query) as? Stepper else { throw DriverError(.wrongKind(query.description, expected: "a stepper")) }
        try act { stepper.step(count) }
    }

    /// Turns a wheel of a picker view to a row, named by its number or by its title.
    public func pick(_ row: String, in query: Query, component: Int = 0) throws {
        guard let picker = try find(query) as? PickerView else { throw DriverError(.wrongKind(query.description, expected: "a picker view")) }
        guard let index = picker.row(titled: row, inComponent: component) ?? Int(row),
            index >= 0, index < picker.numberOfRows(inComponent: component)
        else { throw DriverError(.invalidValue("row \(row)", for: "wheel \(component) of \(query)")) }
        try act { picker.pick(row: index, inComponent: component) }
    }

    /// Types a search into a search bar (the one `query` names, or the first on screen) and
    /// presses Search.
    public func search(_ text: String, in query: Query? = nil) throws {
        let bar: SearchBar
        if let query {
            guard let found = try find(query) as? SearchBar else { throw DriverError(.wrongKind(query.description, expected: "a search bar")) }
            bar = found
        } else {
            guard let first = visibleViews.compactMap({ $0 as? SearchBar }).first else {
                throw DriverError.notFound("a search bar", screen: describeScreen())
            }
            bar = first
        }
        try act { bar.search(text) }
    }

    /// Turns a date picker to a date (`2024-05-01`, `2024-05-01 10:30`, UTC), a time
    /// (`10:30`), or, for a count-down timer, a number of seconds.
    public func setDate(_ value: String, in query: Query) throws {
        guard let picker = try find(query) as? DatePicker else { throw DriverError(.wrongKind(query.description, expected: "a date picker")) }
        if picker.datePickerMode == .countDownTimer {
            guard let seconds = TimeInterval(value), seconds >= 0 else { throw DriverError(.invalidValue(value, for: query.description)) }
            try act { picker.pick(duration: seconds) }
            return
        }
        guard let date = picker.date(from: value) else { throw DriverError(.invalidValue(value, for: query.description)) }
        try act { picker.pick(date) }
    }
}
