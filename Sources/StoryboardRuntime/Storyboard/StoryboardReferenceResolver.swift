import StoryboardFormat

/// Follows storyboard references (`viewControllerPlaceholder`): the storyboard they name, in
/// the same bundle, opened lazily; the scene with `referencedIdentifier`, or the initial one.
/// A chain of references that comes back on itself is an error, never a hang.
@MainActor
enum StoryboardReferenceResolver {
    /// References being followed right now, innermost last.
    private static var following: [String] = []

    static func instantiate(_ reference: StoryboardReference, from storyboard: Storyboard) throws(RuntimeError) -> ViewController {
        let tree = storyboard.document.tree
        func error(_ kind: RuntimeError.Kind) -> RuntimeError {
            RuntimeError(kind, file: storyboard.path, objectID: reference.id, position: tree.location(of: reference.node))
        }
        let name = reference.storyboardName ?? storyboard.name
        let key = "\(name)#\(reference.referencedIdentifier ?? "")"
        if following.contains(key) {
            throw error(.invalidDocument("storyboard reference cycle: \((following + [key]).joined(separator: " -> "))"))
        }
        following.append(key)
        defer { following.removeLast() }
        let target = name == storyboard.name ? storyboard : try Storyboard(name: name, bundle: storyboard.bundle)
        if let identifier = reference.referencedIdentifier {
            return try target.instantiateViewController(withIdentifier: identifier)
        }
        guard let initial = try target.instantiateInitialViewController() else {
            throw error(.invalidDocument("the storyboard '\(name)' has no initial view controller for the reference to open"))
        }
        return initial
    }
}
