import Foundation
import StoryboardFormat
import SwiftParser
import SwiftSyntax

/// Reads one Swift file with swift-syntax into a `SourceIndex`: classes and extensions with
/// their `@IBOutlet`s, methods (by Objective-C selector), properties and `@IBInspectable`s, and
/// the string literals passed as segue, storyboard and controller identifiers.
enum SwiftSourceScanner {
    static func scan(_ text: String, path: String) -> SourceIndex {
        let tree = Parser.parse(source: text)
        let visitor = Visitor(path: path, converter: SourceLocationConverter(fileName: path, tree: tree))
        visitor.walk(tree)
        return visitor.index
    }

    /// The Objective-C selector of a Swift method: `tap()` → `tap`, `tap(_:)` → `tap:`,
    /// `tap(sender:)` → `tapWithSender:`, `tap(_:forEvent:)` → `tap:forEvent:`.
    static func selector(name: String, labels: [String?]) -> String {
        guard let first = labels.first else { return name }
        var selector = name
        if let label = first {
            selector += "With" + label.prefix(1).uppercased() + label.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label ?? "") + ":" }
        return selector
    }

    final class Visitor: SyntaxVisitor {
        let path: String
        let converter: SourceLocationConverter
        var index = SourceIndex()
        /// The classes and extensions being walked, innermost last (nil: a type that is not a
        /// class, whose members are not the class's).
        var stack: [SourceIndex.SourceClass?] = []

        init(path: String, converter: SourceLocationConverter) {
            self.path = path
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        func place(_ node: some SyntaxProtocol) -> SourceIndex.Place {
            let location = node.startLocation(converter: converter)
            return SourceIndex.Place(path: path, position: SourcePosition(line: location.line, column: location.column))
        }

        static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
            attributes.contains { element in
                guard case .attribute(let attribute) = element else { return false }
                return attribute.attributeName.trimmedDescription == name
            }
        }

        /// The name in `@objc(name)`.
        static func objcName(_ attributes: AttributeListSyntax) -> String? {
            for element in attributes {
                guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "objc",
                    let arguments = attribute.arguments
                else { continue }
                let text = arguments.trimmedDescription.filter { !$0.isWhitespace }
                if !text.isEmpty { return text }
            }
            return nil
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let superclass = node.inheritanceClause?.inheritedTypes.first.map { Self.typeName($0.type) }
            stack.append(SourceIndex.SourceClass(
                name: node.name.text, superclass: superclass, isObjectiveC: false, place: place(node.name)))
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) {
            guard let declared = stack.popLast() ?? nil else { return }
            index.merge(declared)
            if let objcName = Self.objcName(node.attributes), objcName != declared.name {
                var renamed = declared
                renamed.name = objcName
                index.merge(renamed)
            }
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = Self.typeName(node.extendedType)
            stack.append(SourceIndex.SourceClass(
                name: name, superclass: nil, isObjectiveC: false, place: SourceIndex.Place(path: "", position: SourcePosition(line: 0, column: 0))))
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) {
            if let declared = stack.popLast() ?? nil { index.merge(declared) }
        }

        // Members of structs, enums, protocols and actors are not a class's.
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { stack.append(nil); return .visitChildren }
        override func visitPost(_ node: StructDeclSyntax) { _ = stack.popLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { stack.append(nil); return .visitChildren }
        override func visitPost(_ node: EnumDeclSyntax) { _ = stack.popLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { stack.append(nil); return .visitChildren }
        override func visitPost(_ node: ProtocolDeclSyntax) { _ = stack.popLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { stack.append(nil); return .visitChildren }
        override func visitPost(_ node: ActorDeclSyntax) { _ = stack.popLast() }
        // Locals of function bodies are not members.
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { stack.append(nil); return .visitChildren }
        override func visitPost(_ node: CodeBlockSyntax) { _ = stack.popLast() }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { stack.append(nil); return .visitChildren }
        override func visitPost(_ node: AccessorBlockSyntax) { _ = stack.popLast() }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { stack.append(nil); return .visitChildren }
        override func visitPost(_ node: ClosureExprSyntax) { _ = stack.popLast() }

        /// The class or extension whose member list is being walked, if any.
        var current: SourceIndex.SourceClass? {
            get { stack.last ?? nil }
            set {
                guard let last = stack.indices.last, stack[last] != nil else { return }
                stack[last] = newValue
            }
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard var current else { return .visitChildren }
            let isOutlet = Self.has(node.attributes, "IBOutlet")
            let isInspectable = Self.has(node.attributes, "IBInspectable")
            for binding in node.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                let name = pattern.identifier.text.trimmingBackticks
                current.properties.insert(name)
                if isInspectable {
                    current.inspectables.insert(name)
                    if let type = binding.typeAnnotation?.type {
                        var inner = TypeSyntax(type)
                        if let optional = inner.as(OptionalTypeSyntax.self) { inner = optional.wrappedType }
                        if let optional = inner.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { inner = optional.wrappedType }
                        current.inspectableTypes[name] = Self.typeName(inner)
                    }
                }
                guard isOutlet else { continue }
                var typeName: String?
                var isCollection = false
                var isOptional = false
                if let type = binding.typeAnnotation?.type {
                    var inner = TypeSyntax(type)
                    if let optional = inner.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                        inner = optional.wrappedType
                        isOptional = true
                    } else if let optional = inner.as(OptionalTypeSyntax.self) {
                        inner = optional.wrappedType
                        isOptional = true
                    }
                    if let array = inner.as(ArrayTypeSyntax.self) {
                        inner = array.element
                        isCollection = true
                    }
                    typeName = Self.typeName(inner)
                } else {
                    // `@IBOutlet var x = UILabel()` style declarations: not optional, type inferred.
                    isOptional = false
                }
                current.outlets[name] = SourceIndex.Outlet(
                    name: name, typeName: typeName, isCollection: isCollection, isOptional: isOptional, place: place(pattern))
            }
            self.current = current
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels: [String?] = node.signature.parameterClause.parameters.map { parameter in
                parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            }
            let selector = Self.objcName(node.attributes) ?? SwiftSourceScanner.selector(name: node.name.text, labels: labels)
            index.addSelector(selector)
            if var current {
                // Any method of an NSObject subclass can receive an action; `@IBAction` marks
                // those Interface Builder offers (and those reported when unused).
                let action = SourceIndex.Action(selector: selector, place: place(node.name))
                if Self.has(node.attributes, "IBAction") || Self.has(node.attributes, "IBSegueAction") {
                    current.actions[selector] = action
                } else {
                    current.otherMethods.insert(selector)
                }
                self.current = current
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let called = node.calledExpression.trimmedDescription
            let arguments = Array(node.arguments)
            func literal(_ label: String) -> (String, SourceIndex.Place)? {
                guard let argument = arguments.first(where: { $0.label?.text == label }) else { return nil }
                // `Foo.className` and `String(describing: Foo.self)` name the class `Foo`, the
                // convention of identifiers that follow class names.
                let expression = argument.expression.trimmedDescription
                if expression.hasSuffix(".className") {
                    return (String(expression.dropLast(".className".count)), place(argument.expression))
                }
                if expression.hasPrefix("String(describing:"), expression.hasSuffix(".self)") {
                    let inner = expression.dropFirst("String(describing:".count).dropLast(".self)".count)
                    return (inner.trimmingCharacters(in: .whitespaces), place(argument.expression))
                }
                guard let string = argument.expression.as(StringLiteralExprSyntax.self),
                    string.segments.count == 1, let segment = string.segments.first?.as(StringSegmentSyntax.self)
                else { return nil }
                return (segment.content.text, place(string))
            }
            let base = called.split(separator: ".").last.map(String.init) ?? called
            var use: (SourceIndex.IdentifierUse.Kind, String, SourceIndex.Place)?
            switch base {
            case "performSegue":
                if let (value, at) = literal("withIdentifier") { use = (.performSegue, value, at) }
            case "instantiateViewController", "instantiateController":
                if let (value, at) = literal("withIdentifier") { use = (.instantiateViewController, value, at) }
            case "pushController", "presentController":
                // watchOS presents interface controllers by name.
                if let (value, at) = literal("withName") { use = (.instantiateViewController, value, at) }
            case "UIStoryboard", "NSStoryboard", "init":
                if base != "init" || called.hasSuffix("Storyboard.init"), let (value, at) = literal("name") {
                    use = (.storyboardName, value, at)
                }
            default: break
            }
            if let use { index.add(SourceIndex.IdentifierUse(kind: use.0, identifier: use.1, place: use.2)) }
            return .visitChildren
        }

        // The parser leaves operators unfolded: `a == "x"` is a sequence of three expressions.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for (offset, element) in elements.enumerated() where offset > 0 && offset + 1 < elements.count {
                guard let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "==" else { continue }
                compare(elements[offset - 1], elements[offset + 1])
            }
            return .visitChildren
        }

        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            let subject = node.subject.trimmedDescription
            guard subject.hasSuffix("segue.identifier") || subject.hasSuffix("segue.identifier!") else { return .visitChildren }
            for case .switchCase(let switchCase) in node.cases {
                guard case .case(let label) = switchCase.label else { continue }
                for item in label.caseItems {
                    guard let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression,
                        let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
                        let segment = string.segments.first?.as(StringSegmentSyntax.self)
                    else { continue }
                    index.add(SourceIndex.IdentifierUse(kind: .segueComparison, identifier: segment.content.text, place: place(string)))
                }
            }
            return .visitChildren
        }

        func compare(_ left: ExprSyntax, _ right: ExprSyntax) {
            for (side, other) in [(left, right), (right, left)] {
                let text = side.trimmedDescription
                guard text.hasSuffix("segue.identifier") || text.hasSuffix("segue.identifier!") || text == "segue.identifier",
                    let string = other.as(StringLiteralExprSyntax.self), string.segments.count == 1,
                    let segment = string.segments.first?.as(StringSegmentSyntax.self)
                else { continue }
                index.add(SourceIndex.IdentifierUse(kind: .segueComparison, identifier: segment.content.text, place: place(string)))
            }
        }

        /// The name of a type as written, without generic arguments or module qualification.
        static func typeName(_ type: TypeSyntax) -> String {
            if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
            if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
            return type.trimmedDescription
        }
    }
}

extension String {
    var trimmingBackticks: String { filter { $0 != "`" } }
}
