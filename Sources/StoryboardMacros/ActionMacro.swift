import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Action`: writes, beside an action method, the stored `ActionBinding` through which the
/// runtime finds the method by its Objective-C selector (Swift on Linux has no selector
/// dispatch). A stored property because reflection (`Mirror`) sees only stored properties,
/// which is also why actions must be declared in the class body rather than an extension.
public struct ActionMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            throw MacroError("@Action applies to methods")
        }
        guard let className = context.lexicalContext.first?.as(ClassDeclSyntax.self)?.name.text else {
            throw MacroError("@Action methods must be declared in the body of a class, not in an extension or a struct: the runtime finds them through stored properties")
        }
        let name = function.name.text
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.count <= 1 else {
            throw MacroError("an action takes at most one parameter, the sender")
        }
        let selector = explicitSelector(node) ?? derivedSelector(name: name, parameters: parameters)
        let call: String
        if let parameter = parameters.first {
            let label = parameter.firstName.text == "_" ? "" : "\(parameter.firstName.text): "
            call = "target.\(name)(\(label)\(argument(for: parameter.type)))"
        } else {
            call = "target.\(name)()"
        }
        return [
            """
            private let _action_\(raw: name) = ActionBinding<\(raw: className)>(\(literal: selector)) { target, sender in
                \(raw: call)
            }
            """
        ]
    }

    /// The selector Objective-C would give the method: `name` without parameters, `name:` with
    /// an unlabeled one, `nameWithLabel:` with a labeled one.
    static func derivedSelector(name: String, parameters: [FunctionParameterSyntax]) -> String {
        guard let first = parameters.first else { return name }
        let label = first.firstName.text
        if label == "_" { return "\(name):" }
        return "\(name)With\(label.prefix(1).uppercased())\(label.dropFirst()):"
    }

    static func explicitSelector(_ node: AttributeSyntax) -> String? {
        guard let arguments = node.arguments?.as(LabeledExprListSyntax.self),
            let literal = arguments.first?.expression.as(StringLiteralExprSyntax.self)
        else { return nil }
        return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }

    /// The sender converted to the parameter's type: as is for `Any`, conditionally for an
    /// optional, by a checked cast otherwise (a wrong sender is a programming error, as in UIKit).
    static func argument(for type: TypeSyntax) -> String {
        let text = type.trimmedDescription
        switch text {
        case "Any", "Any?", "Any!": return "sender"
        case "AnyObject", "AnyObject?": return "sender as AnyObject"
        default:
            if let optional = type.as(OptionalTypeSyntax.self) {
                return "sender as? \(optional.wrappedType.trimmedDescription)"
            }
            if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                return "sender as? \(optional.wrappedType.trimmedDescription)"
            }
            return "sender as! \(text)"
        }
    }
}

struct MacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
