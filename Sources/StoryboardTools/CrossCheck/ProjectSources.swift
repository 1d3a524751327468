import StoryboardFormat

/// The app's sources seen three ways: all of them (for identifiers used in code), and the
/// UIKit and AppKit halves, because apps with an iOS and a Mac target declare classes of the
/// same name in both (NetNewsWire's `FeedInspectorViewController`).
public struct ProjectSources: Sendable {
    public let all: SourceIndex
    public let uiKit: SourceIndex
    public let appKit: SourceIndex

    public init(all: SourceIndex, uiKit: SourceIndex, appKit: SourceIndex) {
        self.all = all
        self.uiKit = uiKit
        self.appKit = appKit
    }

    /// The declarations a document of `platform` can use.
    public func index(for platform: Platform) -> SourceIndex {
        if case .macOS = platform { return appKit }
        return uiKit
    }
}

/// Which UI framework a source file is written against, from its imports.
enum SourcePlatform: Sendable {
    case uiKit, appKit, any

    init(text: String) {
        // Imports come first; looking at the start keeps this cheap on big files.
        let head = text.prefix(4000)
        let appKit = head.contains("import AppKit") || head.contains("import Cocoa") || head.contains("<Cocoa/Cocoa.h>")
            || head.contains("<AppKit/AppKit.h>")
        let uiKit = head.contains("import UIKit") || head.contains("<UIKit/UIKit.h>") || head.contains("import WatchKit")
        switch (uiKit, appKit) {
        case (true, false): self = .uiKit
        case (false, true): self = .appKit
        default: self = .any
        }
    }
}

extension LintProject {
    /// The app's declarations a document can use; nil when no sources were given.
    public func sources(for document: Document) -> SourceIndex? {
        sources?.index(for: document.platform)
    }
}
