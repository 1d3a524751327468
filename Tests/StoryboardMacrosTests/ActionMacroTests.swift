import StoryboardMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `@Action` writes beside an action method, and what it refuses, with the diagnostics a
/// user sees in their editor.
@Suite("@Action macro")
struct ActionMacroTests {
    let macros = ["Action": MacroSpec(type: ActionMacro.self)]

    func expect(
        _ source: String, expands expanded: String, diagnostics: [DiagnosticSpec] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        assertMacroExpansion(
            source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros,
            failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
    }

    @Test("an unlabeled sender of any type is passed as it is: `changeColor:`")
    func anySender() {
        expect(
            """
            final class ColorViewController: ViewController {
                @Action func changeColor(_ sender: Any?) {}
            }
            """,
            expands: """
            final class ColorViewController: ViewController {
                func changeColor(_ sender: Any?) {}

                private let _action_changeColor = ActionBinding<ColorViewController>("changeColor:") { target, sender in
                    target.changeColor(sender)
                }
            }
            """)
    }

    @Test("a typed sender is cast; an optional one conditionally")
    func typedSenders() {
        expect(
            """
            class Editor: ViewController {
                @Action func slide(_ sender: Slider) {}
                @Action func flip(_ sender: Switch?) {}
            }
            """,
            expands: """
            class Editor: ViewController {
                func slide(_ sender: Slider) {}

                private let _action_slide = ActionBinding<Editor>("slide:") { target, sender in
                    target.slide(sender as! Slider)
                }
                func flip(_ sender: Switch?) {}

                private let _action_flip = ActionBinding<Editor>("flip:") { target, sender in
                    target.flip(sender as? Switch)
                }
            }
            """)
    }

    @Test("no parameter: the bare name; a labeled one: Objective-C's `nameWithLabel:`")
    func selectorsFromSignatures() {
        expect(
            """
            class Form: ViewController {
                @Action func done() {}
                @Action func save(sender: Any) {}
            }
            """,
            expands: """
            class Form: ViewController {
                func done() {}

                private let _action_done = ActionBinding<Form>("done") { target, sender in
                    target.done()
                }
                func save(sender: Any) {}

                private let _action_save = ActionBinding<Form>("saveWithSender:") { target, sender in
                    target.save(sender: sender)
                }
            }
            """)
    }

    @Test("an explicit selector wins")
    func explicitSelector() {
        expect(
            """
            class Modal: ViewController {
                @Action("dismissModalView:") func close(_ sender: Any?) {}
            }
            """,
            expands: """
            class Modal: ViewController {
                func close(_ sender: Any?) {}

                private let _action_close = ActionBinding<Modal>("dismissModalView:") { target, sender in
                    target.close(sender)
                }
            }
            """)
    }

    @Test("outside a class body, on a property, or with two parameters: an error at the attribute")
    func refusals() {
        expect(
            """
            extension Palette {
                @Action func add(_ sender: Any?) {}
            }
            """,
            expands: """
            extension Palette {
                func add(_ sender: Any?) {}
            }
            """,
            diagnostics: [DiagnosticSpec(
                message: "@Action methods must be declared in the body of a class, not in an extension or a struct: the runtime finds them through stored properties",
                line: 2, column: 5)])
        expect(
            """
            class Palette: ViewController {
                @Action var add = 1
            }
            """,
            expands: """
            class Palette: ViewController {
                var add = 1
            }
            """,
            diagnostics: [DiagnosticSpec(message: "@Action applies to methods", line: 2, column: 5)])
        expect(
            """
            class Palette: ViewController {
                @Action func add(_ sender: Any?, event: Event) {}
            }
            """,
            expands: """
            class Palette: ViewController {
                func add(_ sender: Any?, event: Event) {}
            }
            """,
            diagnostics: [DiagnosticSpec(message: "an action takes at most one parameter, the sender", line: 2, column: 5)])
    }
}

/// What `@SegueAction` (`@IBSegueAction`) writes beside a method that makes a segue's
/// destination: a binding under the Objective-C selector a storyboard's
/// `destinationCreationSelector` names.
@Suite("@SegueAction macro")
struct SegueActionMacroTests {
    let macros = ["SegueAction": MacroSpec(type: SegueActionMacro.self)]

    @Test("the three-argument form: `makeDetailWithCoder:sender:segueIdentifier:`")
    func threeArguments() {
        assertMacroExpansion(
            """
            final class ListViewController: ViewController {
                @SegueAction func makeDetail(coder: StoryboardCoder, sender: Any?, segueIdentifier: String?) -> DetailViewController? { nil }
            }
            """,
            expandedSource: """
            final class ListViewController: ViewController {
                func makeDetail(coder: StoryboardCoder, sender: Any?, segueIdentifier: String?) -> DetailViewController? { nil }

                private let _segueAction_makeDetail = SegueActionBinding<ListViewController>("makeDetailWithCoder:sender:segueIdentifier:") { target, coder, sender, identifier in
                    target.makeDetail(coder: coder, sender: sender, segueIdentifier: identifier) as ViewController?
                }
            }
            """,
            macroSpecs: macros,
            failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }

    @Test("an unlabeled coder: `make:`")
    func unlabeledCoder() {
        assertMacroExpansion(
            """
            final class ListViewController: ViewController {
                @SegueAction func make(_ coder: StoryboardCoder) -> ViewController? { nil }
            }
            """,
            expandedSource: """
            final class ListViewController: ViewController {
                func make(_ coder: StoryboardCoder) -> ViewController? { nil }

                private let _segueAction_make = SegueActionBinding<ListViewController>("make:") { target, coder, sender, identifier in
                    target.make(coder) as ViewController?
                }
            }
            """,
            macroSpecs: macros,
            failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }
}
