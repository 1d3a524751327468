import StoryboardRuntime

/// Edits a planet's note; Save keeps the text and dismisses the editor.
open class NoteViewController: ViewController {
    public var planet: Planet?
    /// Called after Save has changed the note.
    public var onSave: (() -> Void)?

    @Outlet var textField: TextField?

    open override func viewDidLoad() {
        super.viewDidLoad()
        textField?.text = planet?.note
    }

    @Action func save(_ sender: Any?) {
        let text = textField?.text ?? ""
        planet?.note = text.isEmpty ? nil : text
        onSave?()
        presentingViewController?.dismiss(animated: true)
    }
}
