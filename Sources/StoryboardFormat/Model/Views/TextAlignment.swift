/// `NSTextAlignment`: how text sits in its line. The raw values are Interface Builder's
/// spellings (`textAlignment="center"`); `init(keyValueCoding:)` reads the numbers a
/// user-defined runtime attribute stores (iOS's: left 0, center 1, right 2, justified 3,
/// natural 4).
public enum TextAlignment: String, Hashable, Sendable {
    case natural, left, center, right, justified

    public init?(keyValueCoding number: Int) {
        switch number {
        case 0: self = .left
        case 1: self = .center
        case 2: self = .right
        case 3: self = .justified
        case 4: self = .natural
        default: return nil
        }
    }
}
