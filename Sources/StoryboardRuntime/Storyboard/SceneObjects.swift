import StoryboardFormat

/// The objects decoded from one scene (or one nib), by document id, with the connections
/// already made. A scene decodes in two steps (the controller and its top-level objects at
/// instantiation, the view hierarchy when the view loads), so this outlives the first step.
@MainActor
final class SceneObjects {
    var byID: [String: AnyObject] = [:]
    /// Connections (by their element) already made.
    var connected: Set<XMLNode> = []
    /// Segue templates by the segue element's id.
    var segues: [XMLNode: SegueTemplate] = [:]
    /// Objects decoded in this step, in document order: they hear `awakeFromNib` together.
    var awaiting: [Responder] = []
    /// Objects consulted when an id is not found here (a prototype cell's scene).
    let enclosing: SceneObjects?

    init(enclosing: SceneObjects? = nil) {
        self.enclosing = enclosing
    }

    func object(forID id: String) -> AnyObject? {
        byID[id] ?? enclosing?.object(forID: id)
    }

    func register(_ object: Responder, id: String?) {
        if let id {
            byID[id] = object
            object.objectID = id
        }
        awaiting.append(object)
    }

    /// Sends `awakeFromNib` to everything decoded in this step.
    func awakeAll() {
        let objects = awaiting
        awaiting.removeAll()
        for object in objects {
            // The log follows the controllers; every view gets awakeFromNib too.
            if object is ViewController { object.recordCall("awakeFromNib()") }
            object.awakeFromNib()
        }
    }
}

/// Interface Builder's First Responder: an action sent to it travels up the responder chain.
@MainActor
final class FirstResponderPlaceholder: Responder {}

/// An object the runtime does not model (a constraint, a gesture recognizer), kept so that
/// outlets to it connect to something that names what it is.
@MainActor
public final class InterfaceObject: Responder {
    /// The element it came from (`constraint`, `tapGestureRecognizer` …).
    public internal(set) var elementName = ""
}
