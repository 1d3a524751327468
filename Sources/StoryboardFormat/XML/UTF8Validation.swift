/// Checks that a document is well-formed UTF-8 made only of characters XML allows, and records
/// where its lines start (after each LF, CRLF or lone CR, as XML's line-end handling has it),
/// in one pass that skips runs of plain ASCII eight bytes at a time.
enum UTF8Validation {
    struct Failure {
        var kind: XMLError.Kind
        var offset: Int
    }

    struct Result {
        var lineStarts: [Int32]
        var failure: Failure?
    }

    static func validate(_ bytes: [UInt8]) -> Result {
        var lineStarts: [Int32] = []
        lineStarts.reserveCapacity(bytes.count / 64 + 1)
        let failure = bytes.withUnsafeBufferPointer { buffer -> Failure? in
            guard let base = buffer.baseAddress else { return nil }
            let count = buffer.count
            var i = 0
            while i < count {
                // Fast path: eight bytes, none at or above 0x80 and none below 0x20.
                if i + 8 <= count {
                    let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                    let high: UInt64 = 0x8080_8080_8080_8080
                    let belowSpace = (word &- 0x2020_2020_2020_2020) & ~word & high
                    if (word & high) | belowSpace == 0 {
                        i += 8
                        continue
                    }
                }
                let byte = base[i]
                if byte < 0x80 {
                    if byte < 0x20 {
                        if byte == 0x0A {
                            lineStarts.append(Int32(truncatingIfNeeded: i + 1))
                        } else if byte == 0x0D {
                            // CR alone ends a line (classic Mac files); in CRLF the LF does.
                            if i + 1 == count || base[i + 1] != 0x0A {
                                lineStarts.append(Int32(truncatingIfNeeded: i + 1))
                            }
                        } else if byte != 0x09 {
                            return Failure(kind: .invalidCharacter(UInt32(byte)), offset: i)
                        }
                    }
                    i += 1
                    continue
                }
                // A multi-byte sequence: check its length, continuation bytes, overlongs,
                // surrogates and the range limit, then the two noncharacters XML forbids.
                let length: Int
                var scalar: UInt32
                switch byte {
                case 0xC2...0xDF: length = 2; scalar = UInt32(byte & 0x1F)
                case 0xE0...0xEF: length = 3; scalar = UInt32(byte & 0x0F)
                case 0xF0...0xF4: length = 4; scalar = UInt32(byte & 0x07)
                default: return Failure(kind: .invalidUTF8, offset: i)
                }
                guard i + length <= count else { return Failure(kind: .invalidUTF8, offset: i) }
                for k in 1..<length {
                    let continuation = base[i + k]
                    guard continuation & 0xC0 == 0x80 else { return Failure(kind: .invalidUTF8, offset: i) }
                    scalar = scalar << 6 | UInt32(continuation & 0x3F)
                }
                switch length {
                case 3 where scalar < 0x800 || (0xD800...0xDFFF).contains(scalar):
                    return Failure(kind: .invalidUTF8, offset: i)
                case 4 where scalar < 0x10000 || scalar > 0x10FFFF:
                    return Failure(kind: .invalidUTF8, offset: i)
                default:
                    break
                }
                if scalar == 0xFFFE || scalar == 0xFFFF {
                    return Failure(kind: .invalidCharacter(scalar), offset: i)
                }
                i += length
            }
            return nil
        }
        return Result(lineStarts: lineStarts, failure: failure)
    }
}
