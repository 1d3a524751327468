import StoryboardFormat

/// The objects decoded from one scene (or one nib), by document id, with the connections
/// already made. A scene decodes in two steps (the controller and its top-level objects at
/// instantiation, the view hierarchy when the view loads), so this outlives the first step.
///
/// It finds objects but does not own them: the controller's view loader and the prototype
/// cells' makers keep it, and owning the controller and its views from there would keep
/// every scene alive for ever. What owns them is what owns them in UIKit: the view tree, the
/// controller (its scene's other top-level objects, `storyboardTopLevelObjects`) and the caller.
/// Until they wake (`awakeAll`), the objects of a step are kept here.
@MainActor
final class SceneObjects {
    private var byID: [String: WeakObject] = [:]
    /// Placeholders nothing else owns that connections must still find (the First Responder).
    private var retained: [AnyObject] = []
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
        byID[id]?.object ?? enclosing?.object(forID: id)
    }

    /// An object decoded now: found by its id, and kept until it wakes.
    func register(_ object: Responder, id: String?) {
        if let id {
            byID[id] = WeakObject(object: object)
            object.objectID = id
        }
        awaiting.append(object)
    }

    /// An object that exists already (a nib's File's Owner, an external object), found by its
    /// id; it does not wake.
    func registerExisting(_ object: AnyObject, id: String) {
        byID[id] = WeakObject(object: object)
    }

    /// A placeholder made for this decoding (the First Responder, a nib's missing owner), found
    /// by its id and kept as long as the objects are.
    func registerPlaceholder(_ placeholder: AnyObject, id: String) {
        retained.append(placeholder)
        byID[id] = WeakObject(object: placeholder)
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

/// A reference that does not own its object.
private struct WeakObject {
    weak var object: AnyObject?
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
