import Foundation
import StoryboardFormat

/// Wheels or a calendar for a date, a time or a count-down duration (`UIDatePicker`).
///
/// Apple's documentation: the date stays within `minimumDate...maximumDate`; a change the user
/// makes sends `valueChanged` (setting `date` in code sends nothing). A picker whose document
/// says "Current Date" (`useCurrentDate`, Xcode's default) shows the date at decoding, as UIKit
/// does; the date the document stores is used only when that is off. The screen shows dates in
/// UTC, so that descriptions do not depend on the machine's time zone.
@MainActor
open class DatePicker: Control {
    /// What the picker picks (`UIDatePicker.Mode`).
    public enum Mode: String, Sendable {
        case time, date, dateAndTime, countDownTimer
    }

    public var datePickerMode: Mode = .dateAndTime
    public var minimumDate: Date? { didSet { date = storedDate } }
    public var maximumDate: Date? { didSet { date = storedDate } }
    public var minuteInterval = 1
    /// Seconds, for `countDownTimer`.
    public var countDownDuration: TimeInterval = 0
    private var storedDate = Date()

    package override class var defaultElementName: String { "datePicker" }
    package override class var primaryEvent: Event { .valueChanged }

    /// The date shown, kept within the minimum and maximum dates.
    public var date: Date {
        get { storedDate }
        set {
            var clamped = newValue
            if let minimumDate, clamped < minimumDate { clamped = minimumDate }
            if let maximumDate, clamped > maximumDate { clamped = maximumDate }
            storedDate = clamped
        }
    }

    public func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// Turns the wheels to `date` as a finger does: `valueChanged` when the date changes.
    public func pick(_ date: Date) {
        let old = self.date
        self.date = date
        if self.date != old { sendActionsIfEnabled(for: .valueChanged) }
    }

    /// Turns a count-down timer's wheels to `duration` seconds, reporting `valueChanged`.
    public func pick(duration: TimeInterval) {
        guard duration != countDownDuration else { return }
        countDownDuration = duration
        sendActionsIfEnabled(for: .valueChanged)
    }

    package override var screenLine: String? {
        let shown: String
        switch datePickerMode {
        case .countDownTimer: shown = "countdown \(ScreenLine.number(countDownDuration))s"
        case .date: shown = Self.text(date, format: "yyyy-MM-dd")
        case .time: shown = Self.text(date, format: "HH:mm")
        case .dateAndTime: shown = Self.text(date, format: "yyyy-MM-dd HH:mm")
        }
        return ScreenLine("DatePicker", identifier: accessibilityIdentifier).adding(shown).line
    }

    static func text(_ date: Date, format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter.string(from: date)
    }

    /// A date typed by a person or a script: `2024-05-01`, `2024-05-01 10:30`,
    /// `2024-05-01T10:30:00Z` (UTC), or a time `10:30` on the picker's current day.
    public func date(from text: String) -> Date? {
        for format in ["yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = format
            if let parsed = formatter.date(from: text) { return parsed }
        }
        let parts = text.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2, (0..<24).contains(parts[0]), (0..<60).contains(parts[1]) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(bySettingHour: parts[0], minute: parts[1], second: 0, of: date)
    }

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "minuteInterval": minuteInterval = (value as? Double).map(Int.init(keyValueCoding:)) ?? minuteInterval
        case "countDownDuration": countDownDuration = value as? Double ?? countDownDuration
        default: return super.setBuiltInValue(value, forKeyPath: keyPath)
        }
        return true
    }
}

extension DatePicker: ElementDecodable {
    func decode(_ model: IBView, with decoder: SceneDecoder) {
        let tree = model.tree
        func date(_ key: String) -> Date? {
            tree.firstElement(of: model.node, withKey: key)
                .flatMap { tree.attribute("timeIntervalSinceReferenceDate", of: $0) }
                .flatMap(Double.init).map(Date.init(timeIntervalSinceReferenceDate:))
        }
        datePickerMode = model.attribute("datePickerMode").flatMap(Mode.init(rawValue:)) ?? .dateAndTime
        minuteInterval = model.intAttribute("minuteInterval") ?? 1
        countDownDuration = model.doubleAttribute("countDownDuration") ?? 0
        minimumDate = date("minimumDate")
        maximumDate = date("maximumDate")
        if model.boolAttribute("useCurrentDate") == false, let stored = date("date") {
            self.date = stored
        } else {
            self.date = Date()
        }
        isEnabled = model.isEnabled
    }
}
