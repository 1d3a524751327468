/// The five predefined entities and numeric character references, the only references a
/// document without a DTD may use. Nothing else is ever expanded.
enum CharacterReference {
    /// The scalar a reference body (between `&` and `;`) stands for, or nil when it is not one
    /// of the allowed forms or names a character XML forbids.
    static func resolve(_ body: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        guard let first = body.first else { return nil }
        if first == UInt8(ascii: "#") {
            var value: UInt32 = 0
            var digits = 0
            let hex = body.count > 1 && body[1] == UInt8(ascii: "x")
            for byte in body.dropFirst(hex ? 2 : 1) {
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: return nil
                }
                value = value * (hex ? 16 : 10) + digit
                digits += 1
                if value > 0x10FFFF { return nil }
            }
            guard digits > 0, isAllowed(value) else { return nil }
            return Unicode.Scalar(value)
        }
        switch body.count {
        case 2 where body[0] == UInt8(ascii: "l") && body[1] == UInt8(ascii: "t"): return "<"
        case 2 where body[0] == UInt8(ascii: "g") && body[1] == UInt8(ascii: "t"): return ">"
        case 3 where body.elementsEqual("amp".utf8): return "&"
        case 4 where body.elementsEqual("quot".utf8): return "\""
        case 4 where body.elementsEqual("apos".utf8): return "'"
        default: return nil
        }
    }

    static func isAllowed(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// Decodes the already validated bytes `start..<end`: references resolved; for attribute
    /// values, tab, line feed and carriage return become spaces (a CRLF pair one space); for
    /// text, CRLF and lone CR become LF.
    static func decode(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, attributeValue: Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var i = start
        while i < end {
            let byte = buffer[i]
            switch byte {
            case UInt8(ascii: "&"):
                var close = i + 1
                while buffer[close] != UInt8(ascii: ";") { close += 1 }
                let scalar = resolve(UnsafeBufferPointer(rebasing: buffer[(i + 1)..<close]))!
                output.append(contentsOf: String(Character(scalar)).utf8)
                i = close + 1
                continue
            case 0x0D:
                if i + 1 < end && buffer[i + 1] == 0x0A { i += 1 }
                output.append(attributeValue ? 0x20 : 0x0A)
            case 0x0A, 0x09:
                output.append(attributeValue ? 0x20 : byte)
            default:
                output.append(byte)
            }
            i += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
