import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct StoryboardMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [ActionMacro.self, SegueActionMacro.self]
}
