/// One line of the driver's little command language, as `storyboard run` reads it from a
/// terminal or a script: `tap "Add"`, `slide red 0.5`, `type "Teal"`, `back`, `row 0`, …
public enum DriverCommand: Equatable, Sendable {
    case tap(String)
    case bar(String)
    case slide(String, Float)
    case type(String, into: String?)
    case back
    case row(section: Int, row: Int)
    case accessory(section: Int, row: Int)
    case tab(String)
    case segue(String)
    case screen
    case help
    case quit

    /// What each command does, for `help`.
    public static let reference = """
        tap TEXT          tap a button, row or bar button by its text or accessibility identifier
        bar TITLE         tap a bar button item ("+", "Done", "Edit" …)
        slide ID VALUE    move a slider (by accessibility identifier, or N for the N-th from 0) to VALUE
        type TEXT         type into the first text field; type ID TEXT types into that one
        back              tap the back button
        row N             select row N of the table (row SECTION N for other sections)
        accessory N       tap the accessory button of row N (accessory SECTION N)
        tab TITLE         select a tab
        segue ID          perform the shown controller's segue ID (one its code would perform)
        screen            print the screen again
        help              this list
        quit              end the session
        Quote text with spaces: tap "Sign In".
        """

    /// Why a line is not a command.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public enum Kind: Hashable, Sendable {
            /// The command lacks an argument (`what` says which).
            case missingArgument(verb: String, what: String)
            /// An argument that must be a number is not one.
            case notANumber(String)
            /// An argument that must be a whole number is not one.
            case notAWholeNumber(String)
            /// The first word names no command.
            case unknownCommand(String)
            /// A double quote is not closed.
            case unclosedQuote
        }

        public var kind: Kind

        public init(_ kind: Kind) { self.kind = kind }

        public var description: String {
            switch kind {
            case .missingArgument(let verb, let what): return "'\(verb)' needs \(what)"
            case .notANumber(let text): return "'\(text)' is not a number"
            case .notAWholeNumber(let text): return "'\(text)' is not a whole number"
            case .unknownCommand(let verb): return "unknown command '\(verb)'; type 'help' for the list"
            case .unclosedQuote: return "a quote is not closed"
            }
        }
    }

    /// Parses one line; nil for an empty line or a comment (`# …`).
    public init?(line: String) throws(ParseError) {
        let words = try Self.words(line)
        guard let verb = words.first?.lowercased(), !verb.hasPrefix("#") else { return nil }
        let arguments = Array(words.dropFirst())
        func argument(_ index: Int, _ what: String) throws(ParseError) -> String {
            guard arguments.indices.contains(index) else { throw ParseError(.missingArgument(verb: verb, what: what)) }
            return arguments[index]
        }
        func integer(_ text: String) throws(ParseError) -> Int {
            guard let value = Int(text) else { throw ParseError(.notAWholeNumber(text)) }
            return value
        }
        switch verb {
        case "tap": self = .tap(try argument(0, "the text of what to tap"))
        case "bar": self = .bar(try argument(0, "the title of a bar button"))
        case "slide":
            let value = try argument(1, "a slider and a value")
            guard let number = Float(value) else { throw ParseError(.notANumber(value)) }
            self = .slide(try argument(0, "a slider"), number)
        case "type":
            if arguments.count >= 2 {
                self = .type(arguments[1], into: arguments[0])
            } else {
                self = .type(try argument(0, "the text to type"), into: nil)
            }
        case "back": self = .back
        case "row", "accessory":
            let numbers = try arguments.map { (text: String) throws(ParseError) -> Int in try integer(text) }
            guard let row = numbers.last else { throw ParseError(.missingArgument(verb: verb, what: "a row number")) }
            let section = numbers.count > 1 ? numbers[0] : 0
            self = verb == "row" ? .row(section: section, row: row) : .accessory(section: section, row: row)
        case "tab": self = .tab(try argument(0, "a tab title"))
        case "segue": self = .segue(try argument(0, "a segue identifier"))
        case "screen": self = .screen
        case "help", "?": self = .help
        case "quit", "exit": self = .quit
        default: throw ParseError(.unknownCommand(verb))
        }
    }

    /// Splits a line into words; double quotes group words and `\"` escapes a quote.
    static func words(_ line: String) throws(ParseError) -> [String] {
        var words: [String] = []
        var current = ""
        var inQuotes = false
        var hasWord = false
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" && inQuotes {
                escaped = true
            } else if character == "\"" {
                inQuotes.toggle()
                hasWord = true
            } else if character.isWhitespace && !inQuotes {
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
                hasWord = true
            }
        }
        if inQuotes { throw ParseError(.unclosedQuote) }
        if hasWord { words.append(current) }
        return words
    }
}

extension Driver {
    /// Carries out a command. `screen`, `help` and `quit` change nothing; the caller prints.
    public func perform(_ command: DriverCommand) throws {
        switch command {
        case .tap(let text): try tap(.text(text))
        case .bar(let title): try tapBarButton(title)
        case .slide(let slider, let value):
            try slide(Int(slider).map { .kind("Slider", index: $0) } ?? .text(slider), to: value)
        case .type(let text, let field): try type(text, into: field.map { .text($0) })
        case .back: try tapBack()
        case .row(let section, let row): try selectRow(section: section, row: row)
        case .accessory(let section, let row): try tapAccessory(section: section, row: row)
        case .tab(let title): try selectTab(title)
        case .segue(let identifier): try performSegue(withIdentifier: identifier)
        case .screen, .help, .quit: break
        }
    }
}
