import StoryboardFormat

/// Parsed documents by path: a storyboard is read once however many times it is opened or
/// instantiated.
@MainActor
final class DocumentCache {
    static let shared = DocumentCache()

    private var documents: [String: Document] = [:]

    func document(atPath path: String) throws(RuntimeError) -> Document {
        if let cached = documents[path] { return cached }
        let name = RuntimeError.fileName(path)
        guard let bytes = InterfaceBuilderFiles.read(path) else {
            throw RuntimeError(.unreadableStoryboard(name: name, reason: "the file cannot be read"), file: path)
        }
        let tree: XMLTree
        do {
            tree = try XMLTree(bytes: bytes)
        } catch {
            throw RuntimeError(.unreadableStoryboard(name: name, reason: error.message), file: path, position: error.location)
        }
        let document = Document(tree: tree, path: path)
        documents[path] = document
        return document
    }

    /// Forgets every document (for tests that rewrite files).
    func removeAll() { documents.removeAll() }
}
