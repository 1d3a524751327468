import StoryboardFormat

/// Follows the two ways a storyboard points into another: storyboard references
/// (`viewControllerPlaceholder`) and the seeds' storyboard links (`StoryboardLink`). The
/// storyboard named is opened lazily, in the same bundle (so from the same directory, with the
/// same localization); the scene is the one with the given identifier, or the initial one.
///
/// A chain that comes back on itself (relationship segues and links instantiate their targets
/// right away, so a tab bar whose tab refers back to the tab bar would recurse forever) is a
/// typed error naming the whole chain, never a hang. A missing storyboard, or one without an
/// initial controller, is a typed error naming the file, scene and object that point at it.
@MainActor
enum StoryboardReferenceResolver {
    /// The controller a storyboard reference stands for.
    static func instantiate(
        _ reference: StoryboardReference, from storyboard: Storyboard, creator: DestinationCreator? = nil
    ) throws(RuntimeError) -> ViewController {
        let tree = storyboard.document.tree
        let pointer = Pointer(
            file: storyboard.path, sceneID: reference.member.scene?.sceneID, objectID: reference.id,
            position: tree.position(of: reference.node))
        return try instantiate(
            storyboardName: reference.storyboardName ?? storyboard.name, identifier: reference.referencedIdentifier,
            bundleIdentifier: reference.bundleIdentifier, from: storyboard, pointer: pointer, creator: creator)
    }

    /// The scene a storyboard link names (its `storyboardName` and `sceneIdentifier`).
    static func instantiateLinkedScene(of link: StoryboardLink) throws(RuntimeError) -> ViewController {
        let pointer = Pointer(file: link.storyboard?.path, sceneID: link.sceneID, objectID: link.objectID, position: link.position)
        guard let name = link.storyboardName, !name.isEmpty else {
            throw pointer.error(.storyboardLinkWithoutName(className: link.className))
        }
        guard let storyboard = link.storyboard else {
            throw pointer.error(.storyboardLinkOutsideStoryboard(className: link.className, storyboard: name))
        }
        let identifier = link.sceneIdentifier.flatMap { $0.isEmpty ? nil : $0 }
        return try instantiate(storyboardName: name, identifier: identifier, bundleIdentifier: nil, from: storyboard, pointer: pointer, creator: nil)
    }

    /// Where the pointing element is, for errors.
    private struct Pointer {
        var file: String?
        var sceneID: String?
        var objectID: String?
        var position: SourcePosition?

        func error(_ kind: RuntimeError.Kind) -> RuntimeError {
            RuntimeError(kind, file: file, sceneID: sceneID, objectID: objectID, position: position)
        }
    }

    private static func instantiate(
        storyboardName name: String, identifier: String?, bundleIdentifier: String?, from storyboard: Storyboard,
        pointer: Pointer, creator: DestinationCreator?
    ) throws(RuntimeError) -> ViewController {
        // A reference naming a bundle finds the storyboard in that bundle (a framework's, or
        // another target's of the app folder); one the app does not have is an error at the
        // reference, never a quiet look in the storyboard's own bundle.
        var bundle = storyboard.bundle
        if let bundleIdentifier, !bundleIdentifier.isEmpty, bundleIdentifier != storyboard.bundle.bundleIdentifier {
            guard let named = storyboard.bundle.bundle(withIdentifier: bundleIdentifier) else {
                throw pointer.error(.bundleNotFound(identifier: bundleIdentifier, storyboard: name))
            }
            bundle = named
        }
        let key = "\(bundle.bundleIdentifier.map { "\($0)/" } ?? "")\(name)#\(identifier ?? "")"
        let environment = storyboard.environment
        let following = environment.referencesBeingFollowed
        if following.contains(key) {
            throw pointer.error(.storyboardReferenceCycle((following + [key]).map(describe)))
        }
        environment.referencesBeingFollowed.append(key)
        defer { environment.referencesBeingFollowed.removeLast() }
        let target: Storyboard
        if name == storyboard.name && bundle.root == storyboard.bundle.root && bundle.bundleIdentifier == storyboard.bundle.bundleIdentifier {
            target = storyboard
        } else {
            do {
                target = try Storyboard(name: name, bundle: bundle, environment: environment)
            } catch {
                // UIKit's own message, located at the element that names the storyboard.
                throw pointer.error(error.kind)
            }
        }
        if let identifier {
            return try target.instantiateViewController(identifier: identifier, creator: creator)
        }
        guard let initial = try target.instantiateInitialViewController(creator: creator) else {
            throw pointer.error(.noInitialViewController(storyboard: name, purpose: "to open"))
        }
        return initial
    }

    /// `Name#id` as a chain shows it: `Other` (initial view controller) or `Other#Tabs`.
    private static func describe(_ key: String) -> String {
        key.hasSuffix("#") ? String(key.dropLast()) : key
    }
}
