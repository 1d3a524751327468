/// Orders the version strings Xcode writes (`14460.31`, `17G65`, `9.0`): runs of digits
/// compare as numbers, anything else as text, so the newer of two tools versions can be taken.
enum VersionOrder {
    static func isNewer(_ lhs: String, than rhs: String) -> Bool {
        let left = parts(lhs), right = parts(rhs)
        for (a, b) in zip(left, right) where a != b {
            switch (a, b) {
            case let (.number(x), .number(y)): return x > y
            case let (.text(x), .text(y)): return x > y
            case (.number, .text): return true
            case (.text, .number): return false
            }
        }
        return left.count > right.count
    }

    static func newest(_ lhs: String, _ rhs: String) -> String {
        isNewer(rhs, than: lhs) ? rhs : lhs
    }

    private enum Part: Equatable {
        case number(Int)
        case text(String)
    }

    private static func parts(_ version: String) -> [Part] {
        var parts: [Part] = []
        var current = ""
        var inDigits = false
        func flush() {
            guard !current.isEmpty else { return }
            parts.append(inDigits ? .number(Int(current) ?? 0) : .text(current))
            current = ""
        }
        for character in version {
            if character == "." {
                flush()
                continue
            }
            let digit = character.isASCII && character.isNumber
            if digit != inDigits { flush() }
            inDigits = digit
            current.append(character)
        }
        flush()
        return parts
    }
}
