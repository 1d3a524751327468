import StoryboardFormat

/// What the runtime does not build from a document, and the one warning per kind and file
/// that says so: a stand-in object keeps the place of such an element (its frame, its
/// outlets), but what it shows or does (a map's tiles, a player's video, the actions of an
/// unmodelled sender) is lost, and a loss nobody is told about is a bug report nobody can file.
extension SceneDecoder {
    /// Warns that the element of `node` is not built and `standIn` takes its place, once per
    /// element kind and file in the app (the first occurrence decoded is the one named).
    func reportUnbuilt(_ node: XMLNode, standIn: String) {
        let kind = tree.name(of: node)
        let environment = storyboard.environment
        guard environment.unbuiltKindsReported.insert("\(storyboard.path)\u{0}\(kind)").inserted else { return }
        environment.diagnostics.warn(
            "\(kind) is not built by the runtime: \(standIn) stands in for it",
            file: storyboard.path, position: tree.position(of: node), id: .unbuiltElement)
    }

    /// The element kind a `unbuilt-element` warning names (its first word).
    package static func unbuiltKind(of diagnostic: Diagnostic) -> String? {
        guard diagnostic.id == .unbuiltElement else { return nil }
        return diagnostic.message.split(separator: " ", maxSplits: 1).first.map(String.init)
    }
}

extension ViewBuilder {
    /// View elements that are a plain `UIView` in UIKit too: a `View` is the whole of them.
    static let plainViewElements: Set<String> = [
        "view", "containerView", "tableViewCellContentView", "collectionViewCellContentView",
        "visualEffectView",
    ]

    /// What stands in for a view element the runtime has no class for, or nil when it builds
    /// the element (with its class, or as the plain view it is).
    static func standIn(forElement name: String) -> String? {
        guard viewClass(forElement: name) == View.self, !plainViewElements.contains(name) else { return nil }
        return "a plain View"
    }
}
