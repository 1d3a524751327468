/// One message of the server to the page (JSON text): the screen after a message, or a notice
/// when what the person did changed nothing. `json` (ServerMessage+JSON.swift) writes it; its
/// `Encodable` conformance is what that writing is checked against.
package struct ServerMessage: Codable, Sendable {
    package enum Kind: String, Codable, Sendable {
        case screen, notice
    }

    /// A text field on screen, for the page to place an HTML input over.
    package struct Field: Codable, Equatable, Sendable {
        package var frame: ScreenRect
        package var text: String
        package var placeholder: String
    }

    /// A slider on screen, for the page to place a drag handle over (and for tests to find).
    package struct SliderValue: Codable, Equatable, Sendable {
        package var frame: ScreenRect
        package var value: Float
        package var minimum: Float
        package var maximum: Float
    }

    /// A stepper on screen (a tap on its right half steps up, on its left half down), for the
    /// page to place a handle over (and for tests to find).
    package struct StepperValue: Codable, Equatable, Sendable {
        package var frame: ScreenRect
        package var value: Double
        package var minimum: Double
        package var maximum: Double
    }

    package var type: Kind
    /// The `seq` of the message answered; 0 for a screen the server sends unasked (a reload).
    package var seq: Int
    /// The whole screen, or nil when `patch` changes the last one into it.
    package var svg: String?
    /// The change from the screen before (`ScreenPatch`), sent when it is smaller than `svg`.
    package var patch: ScreenPatch? = nil
    /// The screen's number in the session, counting every screen sent, so that a patch names
    /// the one it applies to.
    package var version: Int? = nil
    package var width: Double?
    package var height: Double?
    /// The URL of the screen: `/<storyboard>/<scene>`.
    package var path: String?
    package var fields: [Field]?
    package var sliders: [SliderValue]?
    package var steppers: [StepperValue]?
    /// Whether a swipe from the screen's left edge goes back, as UINavigationController's
    /// interactive pop does: the navigation controller on screen holds more than its root.
    package var backSwipe: Bool? = nil
    /// New console lines since the last message: diagnostics in Xcode's format.
    package var console: [String]
    package var message: String?
}
