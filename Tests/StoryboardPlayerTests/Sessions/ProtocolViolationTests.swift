@testable import StoryboardPlayer
import Testing

/// What breaks the protocol throws the reason the server closes the session with.
@MainActor
@Suite("Protocol violations")
struct ProtocolViolationTests {
    func violation(_ messages: [String]) throws -> ProtocolViolation? {
        let session = PlayerSession(app: try PlayedExamples.colorboard(), renderer: LiveRenderer())
        defer { session.end() }
        for message in messages.dropLast() { _ = try session.handle(message) }
        do throws(ProtocolViolation) {
            _ = try session.handle(messages.last!)
            return nil
        } catch {
            return error
        }
    }

    @Test("not JSON")
    func notJSON() throws {
        #expect(try violation(["hello"])?.reason == "malformed message: not JSON")
    }

    @Test("a message without its number")
    func missingSeq() throws {
        #expect(try violation([#"{"type":"start"}"#])?.reason == "malformed message: missing \"seq\"")
    }

    @Test("an unknown kind of message")
    func unknownType() throws {
        #expect(try violation([#"{"seq":1,"type":"explode"}"#])?.reason == "malformed message: bad value at \"type\"")
    }

    @Test("a tap before start")
    func tapFirst() throws {
        #expect(try violation([#"{"seq":1,"type":"tap","x":1,"y":1}"#]) == .notStarted)
    }

    @Test("a skipped number")
    func skipped() throws {
        #expect(try violation([#"{"seq":1,"type":"start"}"#, #"{"seq":3,"type":"back"}"#])?.reason == "out of order: expected seq 2, got 3")
    }

    @Test("start twice")
    func startTwice() throws {
        #expect(try violation([#"{"seq":1,"type":"start"}"#, #"{"seq":2,"type":"start"}"#]) == .startedTwice)
    }

    @Test("a tap without a point")
    func tapWithoutPoint() throws {
        #expect(try violation([#"{"seq":1,"type":"start"}"#, #"{"seq":2,"type":"tap","x":1}"#])?.reason == "malformed message: tap needs finite x and y")
    }
}

extension ProtocolViolationTests {
    @Test("an appearance that is neither light nor dark")
    func badAppearance() throws {
        #expect(try violation([#"{"seq":1,"type":"start","appearance":"sepia"}"#])?.reason == "malformed message: appearance must be light or dark")
    }

    @Test("a call log switch without its value")
    func callsWithoutValue() throws {
        #expect(try violation([#"{"seq":1,"type":"start"}"#, #"{"seq":2,"type":"calls"}"#])?.reason
            == "malformed message: calls needs \"calls\": true or false")
    }
}
