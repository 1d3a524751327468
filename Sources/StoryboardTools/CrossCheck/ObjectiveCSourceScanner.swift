import Foundation
import StoryboardFormat

/// A light reader of Objective-C headers and implementation files: enough of `@interface`,
/// `@implementation`, `IBOutlet` properties and instance variables, `IBOutletCollection`,
/// `IBInspectable`, method selectors and identifier literals for the cross-check. It does not
/// preprocess; comments and strings are blanked first so that they cannot fake declarations.
enum ObjectiveCSourceScanner {
    static func scan(_ text: String, path: String) -> SourceIndex {
        let source = blankComments(text)
        let lines = LineTable(source)
        var index = SourceIndex()
        let ns = source as NSString
        let full = NSRange(location: 0, length: ns.length)

        for match in containerPattern.matches(in: source, range: full) {
            let keyword = ns.substring(with: match.range(at: 1))
            let name = ns.substring(with: match.range(at: 2))
            let superclass = match.range(at: 3).location != NSNotFound ? ns.substring(with: match.range(at: 3)) : nil
            let category = match.range(at: 4).location != NSNotFound
            // The body runs to the next `@end`.
            let bodyStart = match.range.location + match.range.length
            let end = ns.range(of: "@end", options: [], range: NSRange(location: bodyStart, length: ns.length - bodyStart))
            let bodyRange = NSRange(location: bodyStart, length: (end.location == NSNotFound ? ns.length : end.location) - bodyStart)
            let place = category || keyword == "implementation"
                ? SourceIndex.Place(path: "", position: SourcePosition(line: 0, column: 0))
                : SourceIndex.Place(path: path, position: lines.position(of: match.range(at: 2).location))
            var declared = SourceIndex.SourceClass(
                name: name, superclass: keyword == "interface" && !category ? superclass : nil, isObjectiveC: true, place: place)
            if keyword == "protocol" { continue }

            for outlet in outletPattern.matches(in: source, range: bodyRange) {
                let collectionType = outlet.range(at: 1).location != NSNotFound ? ns.substring(with: outlet.range(at: 1)) : nil
                let type = ns.substring(with: outlet.range(at: 2))
                let names = ns.substring(with: outlet.range(at: 3))
                var offset = outlet.range(at: 3).location
                for raw in names.split(separator: ",", omittingEmptySubsequences: false) {
                    let trimmed = raw.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "*")).trimmingCharacters(in: .whitespaces)
                    let nameOffset = offset + ((raw as NSString).range(of: trimmed).location == NSNotFound ? 0 : (String(raw) as NSString).range(of: trimmed).location)
                    offset += (String(raw) as NSString).length + 1
                    guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
                    declared.properties.insert(trimmed)
                    declared.outlets[trimmed] = SourceIndex.Outlet(
                        name: trimmed, typeName: collectionType ?? type, isCollection: collectionType != nil, isOptional: true,
                        place: SourceIndex.Place(path: path, position: lines.position(of: nameOffset)))
                }
            }
            for property in propertyPattern.matches(in: source, range: bodyRange) {
                let name = ns.substring(with: property.range(at: 2))
                declared.properties.insert(name)
                let declaration = ns.substring(with: property.range(at: 1))
                if declaration.contains("IBInspectable") {
                    declared.inspectables.insert(name)
                    // `IBInspectable CGFloat ` or `IBInspectable UIColor *`: the last word.
                    let words = declaration.replacingOccurrences(of: "*", with: " ").split(whereSeparator: \.isWhitespace)
                    if let type = words.last, type != "IBInspectable" { declared.inspectableTypes[name] = String(type) }
                }
            }
            for method in methodPattern.matches(in: source, range: bodyRange) {
                let returnType = ns.substring(with: method.range(at: 1)).trimmingCharacters(in: .whitespaces)
                let selector = Self.selector(ns.substring(with: method.range(at: 2)))
                index.addSelector(selector)
                if returnType == "IBAction" {
                    declared.actions[selector] = SourceIndex.Action(
                        selector: selector, place: SourceIndex.Place(path: path, position: lines.position(of: method.range(at: 2).location)))
                } else {
                    declared.otherMethods.insert(selector)
                }
            }
            index.merge(declared)
        }

        for use in usePattern.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length)) {
            let kind: SourceIndex.IdentifierUse.Kind
            switch ns.substring(with: use.range(at: 1)) {
            case "performSegueWithIdentifier": kind = .performSegue
            case "instantiateViewControllerWithIdentifier", "instantiateControllerWithIdentifier", "pushControllerWithName",
                "presentControllerWithName":
                kind = .instantiateViewController
            default: kind = .storyboardName
            }
            // Identifier literals are read from the original text (strings were blanked).
            let value = (text as NSString).substring(with: use.range(at: 2))
            index.add(SourceIndex.IdentifierUse(kind: kind, identifier: value, place: SourceIndex.Place(path: path, position: lines.position(of: use.range(at: 2).location - 2))))
        }
        return index
    }

    /// `tap:(id)sender forEvent:(UIEvent *)event` → `tap:forEvent:`; `refresh` → `refresh`.
    static func selector(_ signature: String) -> String {
        guard signature.contains(":") else { return signature.trimmingCharacters(in: .whitespacesAndNewlines) }
        var selector = ""
        for match in selectorPartPattern.matches(in: signature, range: NSRange(location: 0, length: (signature as NSString).length)) {
            let label = match.range(at: 1)
            selector += (label.location == NSNotFound ? "" : (signature as NSString).substring(with: label)) + ":"
        }
        return selector
    }

    static let containerPattern = try! NSRegularExpression(
        pattern: #"@(interface|implementation|protocol)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*([A-Za-z_][A-Za-z0-9_]*))?\s*(\([^)]*\))?"#)
    static let outletPattern = try! NSRegularExpression(
        pattern: #"IBOutlet(?:Collection\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\))?\s+(?:__weak\s+|__strong\s+|__unsafe_unretained\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>]*>)?\s*([^;{}()]*);"#)
    static let propertyPattern = try! NSRegularExpression(
        pattern: #"@property\s*(?:\([^)]*\))?([^;]*?)\b([A-Za-z_][A-Za-z0-9_]*)\s*(?:__attribute__\s*\(\([^;]*\)\))?\s*(?:NS_[A-Z_]+(?:\([^)]*\))?\s*)*;"#)
    static let methodPattern = try! NSRegularExpression(
        pattern: #"(?m)^\s*[-+]\s*\(([^)]*)\)\s*([A-Za-z_][^;{]*?)\s*(?:NS_[A-Z_]+(?:\([^)]*\))?\s*|__attribute__\s*\(\([^)]*\)\)\s*)*[;{]"#)
    static let selectorPartPattern = try! NSRegularExpression(pattern: #"([A-Za-z_][A-Za-z0-9_]*)?\s*:"#)
    static let usePattern = try! NSRegularExpression(
        pattern: #"(performSegueWithIdentifier|instantiateViewControllerWithIdentifier|instantiateControllerWithIdentifier|pushControllerWithName|presentControllerWithName|storyboardWithName)\s*:\s*@"([^"\\]*)""#)

    /// The text with comments and string contents replaced by spaces (lengths kept).
    static func blankComments(_ text: String) -> String {
        var scalars = Array(text.utf16)
        var i = 0
        let n = scalars.count
        while i < n {
            let c = scalars[i]
            if c == 0x2F, i + 1 < n, scalars[i + 1] == 0x2F {  // //
                while i < n && scalars[i] != 0x0A { scalars[i] = 0x20; i += 1 }
            } else if c == 0x2F, i + 1 < n, scalars[i + 1] == 0x2A {  // /*
                while i < n && !(scalars[i] == 0x2A && i + 1 < n && scalars[i + 1] == 0x2F) {
                    if scalars[i] != 0x0A { scalars[i] = 0x20 }
                    i += 1
                }
                if i < n { scalars[i] = 0x20; if i + 1 < n { scalars[i + 1] = 0x20 }; i += 2 }
            } else if c == 0x22 {  // "…"
                i += 1
                while i < n && scalars[i] != 0x22 && scalars[i] != 0x0A {
                    if scalars[i] == 0x5C, i + 1 < n { scalars[i] = 0x20; i += 1 }
                    scalars[i] = 0x20
                    i += 1
                }
                i += 1
            } else {
                i += 1
            }
        }
        return String(decoding: scalars, as: UTF16.self)
    }
}

/// UTF-16 offsets to line:column (columns in UTF-16 units, equal to UTF-8 bytes for ASCII
/// source, which Objective-C declarations are).
struct LineTable {
    let starts: [Int]

    init(_ text: String) {
        var starts = [0]
        for (offset, unit) in text.utf16.enumerated() where unit == 0x0A { starts.append(offset + 1) }
        self.starts = starts
    }

    func position(of offset: Int) -> SourcePosition {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - starts[low] + 1)
    }
}
