import Foundation
import StoryboardFormat
import StoryboardLayout

/// The layout engine's view of one file, computed once for all the layout rules that ask for it
/// (laying out a document costs far more than the other rules together, so it is never done
/// unless a layout rule is enabled).
final class FileLayout: @unchecked Sendable {
    private let lock = NSLock()
    private var layout: DocumentLayout?

    /// The document laid out for the device it was designed for; nil for Cocoa documents, whose
    /// AppKit controls' intrinsic sizes the engine does not know yet (on the four apps of
    /// `../shared/projects`, 579 of the 682 views it found ambiguous were in Mac documents).
    func layout(of document: Document) -> DocumentLayout? {
        guard document.platform != .macOS else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let layout { return layout }
        let computed = DocumentLayout(document: document)
        layout = computed
        return computed
    }
}

extension LintFile {
    /// `document` laid out at its designed device, shared by the layout rules of this file (nil
    /// where the engine's frames are not to be trusted yet).
    func designedLayout(of document: Document) -> DocumentLayout? { layoutCache.layout(of: document) }
}
