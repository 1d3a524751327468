@testable import StoryboardRuntime
import Testing

/// The command language of `storyboard run`.
@Suite("Driver commands", .inOwnRuntimeEnvironment)
struct DriverCommandTests {
    @Test(arguments: [
        ("tap \"Add\"", DriverCommand.tap("Add")),
        ("tap +", .tap("+")),
        ("  TAP   Save  ", .tap("Save")),
        ("bar Done", .bar("Done")),
        ("slide red 0.5", .slide("red", 0.5)),
        ("slide 2 1", .slide("2", 1)),
        ("type \"Teal Blue\"", .type("Teal Blue", into: nil)),
        ("type Sea Green", .type("Sea Green", into: nil)),
        ("type colorName \"say \\\"hi\\\"\"", .type("say \"hi\"", into: "colorName")),
        ("type \"\"", .type("", into: nil)),
        ("back", .back),
        ("row 3", .row(section: 0, row: 3)),
        ("row 1 2", .row(section: 1, row: 2)),
        ("accessory 0", .accessory(section: 0, row: 0)),
        ("tab \"Settings\"", .tab("Settings")),
        ("screen", .screen),
        ("help", .help),
        ("exit", .quit),
    ])
    func parses(_ line: String, _ expected: DriverCommand) throws {
        #expect(try DriverCommand(line: line) == expected)
    }

    @Test("blank lines and comments are no command")
    func blankAndComments() throws {
        #expect(try DriverCommand(line: "") == nil)
        #expect(try DriverCommand(line: "   ") == nil)
        #expect(try DriverCommand(line: "# launch, then add") == nil)
    }

    @Test(arguments: [
        ("fly away", DriverCommand.ParseError.Kind.unknownCommand("fly"), "unknown command 'fly'; type 'help' for the list"),
        ("tap", .missingArgument(verb: "tap", what: "the text of what to tap"), "'tap' needs the text of what to tap"),
        ("slide red", .missingArgument(verb: "slide", what: "a slider and a value"), "'slide' needs a slider and a value"),
        ("slide red lots", .notANumber("lots"), "'lots' is not a number"),
        ("row two", .notAWholeNumber("two"), "'two' is not a whole number"),
        ("row", .missingArgument(verb: "row", what: "a row number"), "'row' needs a row number"),
        ("tap \"Add", .unclosedQuote, "a quote is not closed"),
    ])
    func rejects(_ line: String, _ kind: DriverCommand.ParseError.Kind, _ message: String) {
        let error = #expect(throws: DriverCommand.ParseError.self) { try DriverCommand(line: line) }
        #expect(error?.kind == kind)
        #expect(error?.description == message)
    }
}
