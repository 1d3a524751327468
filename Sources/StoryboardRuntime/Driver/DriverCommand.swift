/// One line of the driver's little command language, as `storyboard run` reads it from a
/// terminal or a script: `tap "Add"`, `slide red 0.5`, `type "Teal"`, `back`, `row 0`, …
public enum DriverCommand: Equatable, Sendable {
    case tap(String)
    case bar(String)
    case slide(String, Float)
    case type(String, into: String?)
    /// `enter TEXT` (`enter ID TEXT`): types, then presses Return.
    case enter(String, into: String?)
    case back
    case row(section: Int, row: Int)
    case accessory(section: Int, row: Int)
    /// `item N` (`item SECTION N`): selects an item of the collection view on screen.
    case item(section: Int, item: Int)
    case tab(String)
    /// `drag TAB ONTO`: drags a tab of the Configure sheet (More's Edit) onto a tab on the bar.
    case drag(String, onto: String)
    case segue(String)
    /// `step ID [COUNT]`: taps a stepper's plus COUNT times (minus for a negative COUNT).
    case step(String, Int)
    /// `pick ID ROW|TITLE [COMPONENT]`: turns a picker view's wheel.
    case pick(String, String, component: Int)
    /// `search [ID] TEXT`: types a search into a search bar and presses Search.
    case search(String, in: String?)
    /// `date ID VALUE`: turns a date picker to a date, a time, or a count-down in seconds.
    case date(String, String)
    /// `longpress ID`: presses and holds a view with a long press recognizer.
    case longPress(String)
    /// `swipe ID left|right|up|down`.
    case swipe(String, String)
    /// `pan ID DX DY`: drags a view with a pan recognizer.
    case pan(String, Double, Double)
    /// `pinch ID SCALE`.
    case pinch(String, Double)
    /// `rotate ID RADIANS`.
    case rotate(String, Double)
    /// `edge left|right|top|bottom`: drags in from an edge of the screen.
    case edge(String)
    /// `page next|previous`: swipes the page view controller on screen to another page.
    case page(String)
    /// `refresh`: pulls down the table of the table view controller on screen.
    case refresh
    /// `turn portrait|landscape`: holds the device the other way (a rotation).
    case turn(String)
    /// `device ID`: moves the app to another device (`retina6_1`, `ipad11_0rounded` …).
    case device(String)
    /// `outside`: taps outside the popover on screen (it is dismissed unless its delegate refuses).
    case outside
    case screen
    case help
    case quit

    /// What each command does, for `help`.
    public static let reference = """
        tap TEXT          tap a button, row or bar button by its text or accessibility identifier
        bar TITLE         tap a bar button item ("+", "Done", "Edit" …)
        slide ID VALUE    move a slider (by accessibility identifier, or N for the N-th from 0) to VALUE
        type TEXT         type into the first text field (type Sea Green); type ID "TEXT" types into that one
        enter TEXT        type as type does, then press Return (enter ID "TEXT")
        back              tap the back button
        row N             select row N of the table (row SECTION N for other sections)
        accessory N       tap the accessory button of row N (accessory SECTION N)
        item N            select item N of the collection view (item SECTION N for other sections)
        tab TITLE         select a tab
        drag TAB ONTO     drag a tab of the Configure sheet (Edit in the More list) onto the tab ONTO on the bar
        segue ID          perform the shown controller's segue ID (one its code would perform)
        step ID [N]       tap a stepper's + N times (default 1; negative N taps -)
        pick ID ROW [C]   turn a picker's wheel C (default 0) to ROW, a row number or title
        search TEXT       search in the first search bar; search ID TEXT in that one
        date ID VALUE     set a date picker: 2024-05-01, 2024-05-01 10:30, 10:30, or seconds
        longpress ID      press and hold a view that has a long press gesture
        swipe ID DIR      swipe a view left, right, up or down
        pan ID DX DY      drag a view by DX, DY points
        pinch ID SCALE    pinch a view (SCALE above 1 spreads the fingers)
        rotate ID RAD     turn two fingers on a view by RAD radians
        edge SIDE         drag in from the left, right, top or bottom edge of the screen
        page next|prev    turn the page view controller on screen to the next or previous page
        refresh           pull down the table on screen (its refresh control)
        turn ORIENTATION  hold the device in portrait or landscape (controllers hear the rotation)
        device ID         run on another device: retina6_1, ipad11_0rounded … (as a rotation does)
        outside           tap outside the popover on screen, which dismisses it
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
        case "type", "enter":
            let field: String?
            let text: String
            if arguments.count >= 2, !line.contains("\"") {
                // Unquoted words are one text: `type Sea Green`.
                (field, text) = (nil, arguments.joined(separator: " "))
            } else if arguments.count >= 2 {
                (field, text) = (arguments[0], arguments[1])
            } else {
                (field, text) = (nil, try argument(0, "the text to type"))
            }
            self = verb == "type" ? .type(text, into: field) : .enter(text, into: field)
        case "back": self = .back
        case "row", "accessory", "item":
            let numbers = try arguments.map { (text: String) throws(ParseError) -> Int in try integer(text) }
            guard let row = numbers.last else { throw ParseError(.missingArgument(verb: verb, what: "a row number")) }
            let section = numbers.count > 1 ? numbers[0] : 0
            switch verb {
            case "row": self = .row(section: section, row: row)
            case "item": self = .item(section: section, item: row)
            default: self = .accessory(section: section, row: row)
            }
        case "tab": self = .tab(try argument(0, "a tab title"))
        case "drag": self = .drag(try argument(0, "a tab and a place on the bar"), onto: try argument(1, "a tab and a place on the bar"))
        case "segue": self = .segue(try argument(0, "a segue identifier"))
        case "step":
            let stepper = try argument(0, "a stepper")
            self = .step(stepper, arguments.count > 1 ? try integer(arguments[1]) : 1)
        case "pick":
            let row = try argument(1, "a picker and a row")
            self = .pick(try argument(0, "a picker"), row, component: arguments.count > 2 ? try integer(arguments[2]) : 0)
        case "search":
            if arguments.count >= 2 {
                self = .search(arguments[1], in: arguments[0])
            } else {
                self = .search(try argument(0, "the text to search for"), in: nil)
            }
        case "longpress": self = .longPress(try argument(0, "a view to press"))
        case "swipe": self = .swipe(try argument(0, "a view and a direction"), try argument(1, "a view and a direction"))
        case "pan":
            let numbers = try [1, 2].map { (index: Int) throws(ParseError) -> Double in
                let text = try argument(index, "a view and a translation DX DY")
                guard let number = Double(text) else { throw ParseError(.notANumber(text)) }
                return number
            }
            self = .pan(try argument(0, "a view"), numbers[0], numbers[1])
        case "pinch", "rotate":
            let text = try argument(1, verb == "pinch" ? "a view and a scale" : "a view and an angle")
            guard let number = Double(text) else { throw ParseError(.notANumber(text)) }
            self = verb == "pinch" ? .pinch(arguments[0], number) : .rotate(arguments[0], number)
        case "edge": self = .edge(try argument(0, "an edge (left, right, top, bottom)"))
        case "page": self = .page(try argument(0, "next or previous"))
        case "refresh": self = .refresh
        case "turn": self = .turn(try argument(0, "portrait or landscape"))
        case "device": self = .device(try argument(0, "a device id (retina6_1, ipad11_0rounded …)"))
        case "outside": self = .outside
        case "date": self = .date(try argument(0, "a date picker"), try argument(1, "a date picker and a date"))
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
            try slide(Self.query(slider, kind: "Slider"), to: value)
        case .type(let text, let field): try type(text, into: field.map { .text($0) })
        case .enter(let text, let field): try enter(text, into: field.map { .text($0) })
        case .back: try tapBack()
        case .row(let section, let row): try selectRow(section: section, row: row)
        case .accessory(let section, let row): try tapAccessory(section: section, row: row)
        case .item(let section, let item): try selectItem(section: section, item: item)
        case .tab(let title): try selectTab(title)
        case .drag(let title, let place): try dragTab(title, onto: place)
        case .segue(let identifier): try performSegue(withIdentifier: identifier)
        case .step(let stepper, let count): try step(Self.query(stepper, kind: "Stepper"), by: count)
        case .pick(let picker, let row, let component):
            try pick(row, in: Self.query(picker, kind: "PickerView"), component: component)
        case .search(let text, let bar): try search(text, in: bar.map { Self.query($0, kind: "SearchBar") })
        case .date(let picker, let value): try setDate(value, in: Self.query(picker, kind: "DatePicker"))
        case .longPress(let view): try longPress(.text(view))
        case .swipe(let view, let name):
            guard let direction = SwipeGestureRecognizer.Direction(name: name) else {
                throw DriverError(.invalidValue(name, for: "a swipe (left, right, up, down)"))
            }
            try swipe(.text(view), direction: direction)
        case .pan(let view, let dx, let dy): try pan(.text(view), by: Point(x: dx, y: dy))
        case .pinch(let view, let scale): try pinch(.text(view), scale: scale)
        case .rotate(let view, let radians): try rotate(.text(view), by: radians)
        case .edge(let name):
            let edges: [String: ScreenEdgePanGestureRecognizer.Edges] = ["left": .left, "right": .right, "top": .top, "bottom": .bottom]
            guard let edge = edges[name.lowercased()] else {
                throw DriverError(.invalidValue(name, for: "an edge (left, right, top, bottom)"))
            }
            try edgeSwipe(edge)
        case .refresh: try pullToRefresh()
        case .turn(let name):
            guard let orientation = Orientation(rawValue: name.lowercased()) else {
                throw DriverError(.invalidValue(name, for: "an orientation (portrait, landscape)"))
            }
            try act { window.orientation = orientation }
        case .device(let id):
            guard let device = Device.runnable(named: id) else {
                throw DriverError(.invalidValue(id, for: "a device (\(Device.runnable.map(\.id).joined(separator: ", ")))"))
            }
            try act { window.device = device }
        case .outside: try tapOutsidePopover()
        case .page(let name):
            switch name.lowercased() {
            case "next", "forward": try turnPage(.forward)
            case "previous", "prev", "back", "reverse": try turnPage(.reverse)
            default: throw DriverError(.invalidValue(name, for: "a page turn (next, previous)"))
            }
        case .screen, .help, .quit: break
        }
    }

    /// A command's name for a view: N names the N-th of `kind` on screen (from 0), anything
    /// else an accessibility identifier or text.
    static func query(_ name: String, kind: String) -> Query {
        Int(name).map { .kind(kind, index: $0) } ?? .text(name)
    }
}
