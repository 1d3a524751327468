import StoryboardFormat

/// Where an object came from in its storyboard or nib: errors about it name the file, the
/// scene, the object's id and the line to look at, even when they happen long after decoding
/// (a segue performed, an action sent, a cell dequeued).
struct DocumentOrigin: Sendable {
    var file: String?
    var sceneID: String?
    var objectID: String?
    var position: SourcePosition?

    func error(_ kind: RuntimeError.Kind) -> RuntimeError {
        RuntimeError(kind, file: file, sceneID: sceneID, objectID: objectID, position: position)
    }
}
