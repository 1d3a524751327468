extension Int {
    /// A number a storyboard hands an integer property (a runtime attribute of type number,
    /// which arrives as a `Double`). UIKit converts through `NSNumber`, which never traps: a
    /// C conversion that on the devices' arm64 saturates at the bounds and turns NaN into 0
    /// (the exact values are unconfirmed; that it does not crash is what matters). Swift's
    /// `Int(_:)` traps on those values, so `1e300` or `nan` in a document would crash the app.
    init(keyValueCoding number: Double) {
        if number.isNaN {
            self = 0
        } else if number >= Double(Int.max) {
            self = .max
        } else if number <= Double(Int.min) {
            self = .min
        } else {
            self = Int(number)
        }
    }
}
