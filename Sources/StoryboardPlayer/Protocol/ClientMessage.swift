import Foundation

/// One message of the page to the server (JSON text): what the person did. Every message
/// carries `seq`, 1 for the first and one more for each next one; the first is `start`.
package struct ClientMessage: Decodable, Equatable, Sendable {
    package enum Kind: String, Decodable, Sendable {
        /// Launch the app (at `storyboard`/`scene` when given) in `appearance`.
        case start
        /// A tap at (`x`, `y`), in screen points.
        case tap
        /// A slider dragged or clicked at (`x`, `y`): its thumb goes there.
        case slide
        /// The text of the text field at (`x`, `y`) is now `text`.
        case type
        /// The back button (or a swipe back).
        case back
        /// Relaunch at another scene (the sidebar).
        case open
        /// Switch light or dark mode.
        case appearance
        /// Show the app on another device of Interface Builder's list (`device`: its id).
        case device
        /// Turn the device (`orientation`: `portrait` or `landscape`).
        case orientation
        /// Relaunch the app in another of its localizations (`language`: `en`, `fr`…).
        case language
        /// Show the UIKit calls the app's controllers get in the console, or stop (`calls`:
        /// true or false).
        case calls

        /// Whether a reload replays the message: what the person did to the app, not to the
        /// player.
        var isReplayed: Bool {
            switch self {
            case .tap, .slide, .type, .back: return true
            case .start, .open, .appearance, .device, .orientation, .language, .calls: return false
            }
        }
    }

    package var seq: Int
    package var type: Kind
    package var x: Double?
    package var y: Double?
    package var text: String?
    package var storyboard: String?
    package var scene: String?
    /// `light` or `dark` (see `Appearance`).
    package var appearance: String?
    package var device: String?
    package var orientation: String?
    package var language: String?
    /// Whether the console shows the UIKit call log (with `calls`, `start` and `open`).
    package var calls: Bool?

    package init(
        seq: Int, type: Kind, x: Double? = nil, y: Double? = nil, text: String? = nil, storyboard: String? = nil,
        scene: String? = nil, appearance: String? = nil, device: String? = nil, orientation: String? = nil, language: String? = nil,
        calls: Bool? = nil
    ) {
        (self.seq, self.type, self.x, self.y, self.text) = (seq, type, x, y, text)
        (self.storyboard, self.scene, self.appearance) = (storyboard, scene, appearance)
        (self.device, self.orientation, self.language, self.calls) = (device, orientation, language, calls)
    }

    /// Reads a message, or says why it is not one.
    package static func decode(_ text: String) throws(ProtocolViolation) -> ClientMessage {
        do {
            return try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
        } catch {
            throw ProtocolViolation.malformed(Self.reason(error))
        }
    }

    /// The point a pointer message acts at.
    package func point() throws(ProtocolViolation) -> (x: Double, y: Double) {
        guard let x, let y, x.isFinite, y.isFinite else { throw ProtocolViolation.malformed("\(type.rawValue) needs finite x and y") }
        return (x, y)
    }

    private static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: return "missing \"\(key.stringValue)\""
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "wrong type at \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\""
        case .dataCorrupted(let context)?:
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "not JSON" : "bad value at \"\(path)\""
        default: return "not a message"
        }
    }
}

/// Why a session was closed: the page broke the protocol, or the session outgrew its bounds. The
/// reason goes in the close frame.
package struct ProtocolViolation: Error, Equatable, Sendable, CustomStringConvertible {
    package var reason: String

    package static func malformed(_ detail: String) -> ProtocolViolation { ProtocolViolation(reason: "malformed message: \(detail)") }
    package static func outOfOrder(expected: Int, got: Int) -> ProtocolViolation {
        ProtocolViolation(reason: "out of order: expected seq \(expected), got \(got)")
    }
    package static let notStarted = ProtocolViolation(reason: "out of order: the first message must be start")
    package static let startedTwice = ProtocolViolation(reason: "out of order: start was already sent (use open)")
    package static let binary = ProtocolViolation(reason: "malformed message: binary frames are not part of the protocol")
    package static func tooManyViews(_ count: Int, maximum: Int) -> ProtocolViolation {
        ProtocolViolation(reason: "the app holds \(count) views, more than the \(maximum) a session may")
    }

    package var description: String { reason }
}
