/// Why a document could not be read as XML, with the place where reading stopped.
///
/// Every malformed input maps to one of these cases; the reader never traps on bad input.
public struct XMLError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case emptyDocument
        case invalidUTF8
        case invalidCharacter(UInt32)
        case documentTooLarge(bytes: Int)
        case unexpectedEndOfFile(context: String)
        case unclosedElement(name: String, openedAt: SourcePosition)
        case mismatchedEndTag(expected: String, found: String, openedAt: SourcePosition)
        case unexpectedEndTag(name: String)
        case duplicateAttribute(name: String, firstAt: SourcePosition)
        case strayLessThan
        case mergeConflictMarker(String)
        case internalDTDSubset
        case undefinedEntity(String)
        case invalidCharacterReference(String)
        case lessThanInAttributeValue
        case expected(String, found: String)
        case textOutsideRootElement
        case multipleRootElements
        case noRootElement
        case doubleHyphenInComment
        case misplacedXMLDeclaration
        case malformedXMLDeclaration(expected: String, found: String)
        case unsupportedEncoding(String)
        case reservedProcessingInstructionTarget(String)
    }

    public var kind: Kind
    public var position: SourcePosition

    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    public var message: String {
        switch kind {
        case .emptyDocument:
            return "the document is empty"
        case .invalidUTF8:
            return "the document is not valid UTF-8"
        case .invalidCharacter(let scalar):
            return "character U+\(String(scalar, radix: 16, uppercase: true).leftPadded(to: 4)) is not allowed in XML"
        case .documentTooLarge(let bytes):
            return "the document is too large (\(bytes) bytes; at most \(XMLTree.maximumDocumentSize) bytes can be read)"
        case .unexpectedEndOfFile(let context):
            return "unexpected end of file \(context)"
        case .unclosedElement(let name, let openedAt):
            return "unexpected end of file: element <\(name)> opened at \(openedAt) is not closed"
        case .mismatchedEndTag(let expected, let found, let openedAt):
            return "end tag </\(found)> does not match <\(expected)> opened at \(openedAt)"
        case .unexpectedEndTag(let name):
            return "end tag </\(name)> has no matching start tag"
        case .duplicateAttribute(let name, let firstAt):
            return "duplicate attribute '\(name)' (first given at \(firstAt))"
        case .strayLessThan:
            return "'<' must start a tag, comment or processing instruction; write '&lt;' for a literal '<'"
        case .mergeConflictMarker(let marker):
            return "unresolved git merge-conflict marker '\(marker)': resolve the conflict before opening the file"
        case .internalDTDSubset:
            return "documents with an internal DTD subset are not accepted (entity declarations are never expanded)"
        case .undefinedEntity(let name):
            return "undefined entity '&\(name);' (only &amp; &lt; &gt; &quot; &apos; and numeric references are allowed)"
        case .invalidCharacterReference(let spelling):
            return "invalid character reference '\(spelling)'"
        case .lessThanInAttributeValue:
            return "'<' is not allowed in an attribute value; write '&lt;'"
        case .expected(let what, let found):
            return "expected \(what), found \(found)"
        case .textOutsideRootElement:
            return "text is not allowed outside the root element"
        case .multipleRootElements:
            return "a document has one root element; found a second one"
        case .noRootElement:
            return "the document has no root element"
        case .doubleHyphenInComment:
            return "'--' is not allowed inside a comment"
        case .misplacedXMLDeclaration:
            return "the XML declaration must come first in the document"
        case .malformedXMLDeclaration(let expected, let found):
            return "malformed XML declaration: expected \(expected), found \(found)"
        case .unsupportedEncoding(let name):
            return "encoding '\(name)' is not supported: Interface Builder documents are UTF-8 (convert the file and declare encoding=\"UTF-8\")"
        case .reservedProcessingInstructionTarget(let target):
            return "processing instruction target '\(target)' is reserved: 'xml' in any case names only the XML declaration at the very start"
        }
    }

    public var description: String { "\(position): error: \(message)" }

    /// The error as a diagnostic in Xcode's format for the file at `path`.
    public func diagnostic(path: String?) -> Diagnostic {
        Diagnostic(.error, message, path: path, position: position, id: .xml)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
