import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@SegueAction` (`@IBSegueAction`): writes, beside a method that creates a segue's
/// destination, the stored `SegueActionBinding` through which the runtime finds it by the
/// Objective-C selector a storyboard names in `destinationCreationSelector`. The method takes
/// the coder, and optionally the sender and the segue's identifier, in that order (their
/// labels are free, as for `@IBSegueAction`), and returns a controller or nil.
public struct SegueActionMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            throw MacroError("@SegueAction applies to methods")
        }
        guard let className = context.lexicalContext.first?.as(ClassDeclSyntax.self)?.name.text else {
            throw MacroError("@SegueAction methods must be declared in the body of a class, not in an extension or a struct: the runtime finds them through stored properties")
        }
        let name = function.name.text
        let parameters = Array(function.signature.parameterClause.parameters)
        guard (1...3).contains(parameters.count) else {
            throw MacroError("a segue action takes the coder, then optionally the sender and the segue identifier")
        }
        guard function.signature.returnClause != nil else {
            throw MacroError("a segue action returns the destination controller (or nil to let the storyboard make it)")
        }
        let selector = ActionMacro.explicitSelector(node) ?? derivedSelector(name: name, parameters: parameters)
        let values = ["coder", "sender", "identifier"]
        let arguments = parameters.enumerated().map { index, parameter -> String in
            let label = parameter.firstName.text == "_" ? "" : "\(parameter.firstName.text): "
            let value: String
            switch index {
            case 0: value = "coder"
            case 1: value = ActionMacro.argument(for: parameter.type)
            default:
                let type = parameter.type.trimmedDescription
                value = type.hasSuffix("?") || type.hasSuffix("!") ? values[2] : "\(values[2]) ?? \"\""
            }
            return label + value
        }
        return [
            """
            private let _segueAction_\(raw: name) = SegueActionBinding<\(raw: className)>(\(literal: selector)) { target, coder, sender, identifier in
                target.\(raw: name)(\(raw: arguments.joined(separator: ", "))) as ViewController?
            }
            """
        ]
    }

    /// The selector Objective-C gives the method: `nameWithCoder:sender:segueIdentifier:` for
    /// `name(coder:sender:segueIdentifier:)`, `name:` for an unlabeled first parameter.
    static func derivedSelector(name: String, parameters: [FunctionParameterSyntax]) -> String {
        var selector = ActionMacro.derivedSelector(name: name, parameters: parameters)
        for parameter in parameters.dropFirst() {
            let label = parameter.firstName.text
            selector += label == "_" ? ":" : "\(label):"
        }
        return selector
    }
}
