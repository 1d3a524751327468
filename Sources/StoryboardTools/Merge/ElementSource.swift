import StoryboardFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether two runs of bytes are equal, compared with `memcmp`. Swift's `==` on byte arrays
/// compares one element at a time, about ten times slower, and the merge compares whole
/// subtrees at every level it descends.
func sameBytes(_ lhs: ArraySlice<UInt8>, _ rhs: ArraySlice<UInt8>) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.withUnsafeBufferPointer { left in
        rhs.withUnsafeBufferPointer { right in
            left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
        }
    }
}

/// Byte-level facts about an element that the merge needs beyond the tree's API: its whole
/// source, its start tag, whether its content is more than child elements and whitespace.
extension XMLTree {
    /// The element's bytes as read.
    func bytes(of element: XMLNode) -> ArraySlice<UInt8> { sourceBytes(of: element) ?? [] }

    /// The start tag without its closing `>` or `/>`, and whether the element is self-closing.
    func openingTag(of element: XMLNode) -> (bytes: ArraySlice<UInt8>, selfClosing: Bool) {
        let all = bytes(of: element)
        var quote: UInt8 = 0
        var index = all.startIndex
        while index < all.endIndex {
            let byte = all[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == 0x3E {
                let selfClosing = index > all.startIndex && all[index - 1] == 0x2F
                var end = selfClosing ? index - 1 : index
                while selfClosing && end > all.startIndex && (all[end - 1] == 0x20 || all[end - 1] == 0x0A) { end -= 1 }
                return (all[all.startIndex..<end], selfClosing)
            }
            index += 1
        }
        return (all, false)
    }

    /// The element children in order.
    func elementChildren(of element: XMLNode) -> [XMLNode] { Array(elements(of: element)) }

    /// Whether the element holds text, CDATA, processing instructions or comments that do not
    /// stand before a child element: such content is merged as one piece.
    func hasCharacterContent(_ element: XMLNode) -> Bool {
        var pendingComment = false
        for child in children(of: element) {
            switch kind(of: child) {
            case .element: pendingComment = false
            case .text: if !isWhitespace(child) { return true }
            case .comment: pendingComment = true
            default: return true
            }
        }
        return pendingComment
    }

    /// For each child element, the comments (Xcode's `<!--Scene title-->`) that stand on the
    /// lines before it, with the line break and indentation that follow them: they travel with
    /// the element.
    func leadingComments(of element: XMLNode) -> [XMLNode: ArraySlice<UInt8>] {
        var result: [XMLNode: ArraySlice<UInt8>] = [:]
        var commentStart: Int?
        for child in children(of: element) {
            switch kind(of: child) {
            case .comment:
                if commentStart == nil { commentStart = sourceBytes(of: child)?.startIndex }
            case .element:
                if let start = commentStart, let elementStart = sourceBytes(of: child)?.startIndex {
                    result[child] = source[start..<elementStart]
                }
                commentStart = nil
            case .text where isWhitespace(child):
                continue
            default:
                commentStart = nil
            }
        }
        return result
    }

    /// The indentation of the lines of the element's child elements, from the whitespace before
    /// its first child element.
    func childIndentation(of element: XMLNode) -> String? {
        var previous: XMLNode?
        for child in children(of: element) {
            if kind(of: child) == .element {
                guard let previous, kind(of: previous) == .text else { return nil }
                let text = text(of: previous)
                guard let newline = text.lastIndex(where: \.isNewline) else { return nil }
                return String(text[text.index(after: newline)...])
            }
            previous = child
        }
        return nil
    }

    /// `\r\n` when the file's first line ends so, else `\n`.
    var fileLineEnding: [UInt8] {
        guard let newline = source.firstIndex(of: 0x0A) else { return [0x0A] }
        return newline > 0 && source[newline - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A]
    }
}
