import StoryboardFormat

/// Parsed documents by path: a storyboard is read once however many times it is opened or
/// instantiated. What every `Storyboard` of a file needs beyond the document (its scenes by
/// storyboard identifier) is built once here too, so that opening a storyboard again (as each
/// instantiation through a storyboard reference does) costs nothing in the size of the file.
@MainActor
final class DocumentCache {
    /// A parsed document and its view controllers by storyboard identifier (the first one
    /// wins, as in a compiled storyboard).
    struct Entry {
        let document: Document
        let membersByIdentifier: [String: SceneMember]
    }

    private var entries: [String: Entry] = [:]

    func document(atPath path: String) throws(RuntimeError) -> Document {
        try entry(atPath: path).document
    }

    func entry(atPath path: String) throws(RuntimeError) -> Entry {
        if let cached = entries[path] { return cached }
        let name = RuntimeError.fileName(path)
        let bytes: [UInt8]
        do {
            bytes = try InterfaceBuilderFiles.read(path)
        } catch {
            throw RuntimeError(.unreadableStoryboard(name: name, reason: error.message), file: path)
        }
        let tree: XMLTree
        do {
            tree = try XMLTree(bytes: bytes)
        } catch {
            throw RuntimeError(.unreadableStoryboard(name: name, reason: error.message), file: path, position: error.position)
        }
        let document = Document(tree: tree, path: path)
        var byIdentifier: [String: SceneMember] = [:]
        for member in document.viewControllers {
            if let identifier = member.storyboardIdentifier, byIdentifier[identifier] == nil {
                byIdentifier[identifier] = member
            }
        }
        let entry = Entry(document: document, membersByIdentifier: byIdentifier)
        entries[path] = entry
        return entry
    }
}
