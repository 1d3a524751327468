/// The message as JSON text, written directly: `JSONEncoder` took a fifth of a session's time
/// per event (a screen's SVG is tens of kilobytes, escaped through its generic encoder). The
/// bytes are the ones `JSONEncoder` writes with `.sortedKeys` and `.withoutEscapingSlashes`,
/// which `ServerMessageJSONTests` checks.
extension ServerMessage {
    package var json: String {
        var writer = JSONTextWriter()
        writer.bytes.reserveCapacity((svg?.utf8.count ?? 0) + 512)
        writer.object { object in
            if let backSwipe { object.field("backSwipe") { $0.bool(backSwipe) } }
            object.field("console") { $0.array(console) { $0.string($1) } }
            if let fields {
                object.field("fields") {
                    $0.array(fields) { writer, field in
                        writer.object { object in
                            object.field("frame") { $0.rect(field.frame) }
                            object.field("placeholder") { $0.string(field.placeholder) }
                            object.field("text") { $0.string(field.text) }
                        }
                    }
                }
            }
            if let height { object.field("height") { $0.number(height) } }
            if let message { object.field("message") { $0.string(message) } }
            if let patch {
                object.field("patch") {
                    $0.object { object in
                        object.field("base") { $0.integer(patch.base) }
                        object.field("insert") {
                            $0.array(patch.insert) { writer, insertion in
                                writer.object { object in
                                    object.field("at") { $0.integer(insertion.at) }
                                    object.field("line") { $0.string(insertion.line) }
                                }
                            }
                        }
                        object.field("remove") { $0.array(patch.remove) { $0.integer($1) } }
                    }
                }
            }
            if let path { object.field("path") { $0.string(path) } }
            object.field("seq") { $0.integer(seq) }
            if let sliders {
                object.field("sliders") {
                    $0.array(sliders) { writer, slider in
                        writer.object { object in
                            object.field("frame") { $0.rect(slider.frame) }
                            object.field("maximum") { $0.number(slider.maximum) }
                            object.field("minimum") { $0.number(slider.minimum) }
                            object.field("value") { $0.number(slider.value) }
                        }
                    }
                }
            }
            if let steppers {
                object.field("steppers") {
                    $0.array(steppers) { writer, stepper in
                        writer.object { object in
                            object.field("frame") { $0.rect(stepper.frame) }
                            object.field("maximum") { $0.number(stepper.maximum) }
                            object.field("minimum") { $0.number(stepper.minimum) }
                            object.field("value") { $0.number(stepper.value) }
                        }
                    }
                }
            }
            if let svg { object.field("svg") { $0.string(svg) } }
            object.field("type") { $0.string(type.rawValue) }
            if let version { object.field("version") { $0.integer(version) } }
            if let width { object.field("width") { $0.number(width) } }
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}

/// JSON text built byte by byte; the caller writes an object's keys in sorted order.
struct JSONTextWriter {
    var bytes: [UInt8] = []

    struct Object {
        var writer: JSONTextWriter
        var isFirst = true

        mutating func field(_ key: StaticString, _ value: (inout JSONTextWriter) -> Void) {
            if !isFirst { writer.bytes.append(UInt8(ascii: ",")) }
            isFirst = false
            writer.bytes.append(UInt8(ascii: "\""))
            key.withUTF8Buffer { writer.bytes.append(contentsOf: $0) }
            writer.bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
            value(&writer)
        }
    }

    mutating func object(_ fields: (inout Object) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        // The bytes move into the object and back, never copied.
        var object = Object(writer: self)
        self = JSONTextWriter()
        fields(&object)
        self = object.writer
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func array<Element>(_ elements: [Element], _ write: (inout JSONTextWriter, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            write(&self, element)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func rect(_ rect: ScreenRect) {
        object { object in
            object.field("height") { $0.number(rect.height) }
            object.field("width") { $0.number(rect.width) }
            object.field("x") { $0.number(rect.x) }
            object.field("y") { $0.number(rect.y) }
        }
    }

    mutating func integer(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    mutating func bool(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

    /// As `JSONEncoder` prints a number: its shortest description, without a `.0` ending.
    mutating func number(_ value: some BinaryFloatingPoint & CustomStringConvertible) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// Quotes and backslashes escaped, and control characters (`\n`, `\r`, `\t`, `\b`, `\f`,
    /// else `\u00xx`); everything else, slashes and non-ASCII included, as it is.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var runStart = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
                case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
