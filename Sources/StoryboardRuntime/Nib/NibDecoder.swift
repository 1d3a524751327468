import StoryboardFormat

/// Turns a xib's `<objects>` into live objects, in one step (a nib has no lazily loaded part):
/// placeholders stand for objects that exist already (File's Owner, external objects) or for
/// the responder chain (First Responder); views are built by `ViewBuilder`, other objects by
/// their class; then every connection is made (`ConnectionMaker`) and the decoded objects wake.
@MainActor
struct NibDecoder {
    let archive: Storyboard
    let document: Document

    var tree: XMLTree { document.tree }

    /// The top-level objects, decoded and connected.
    mutating func decode(owner: AnyObject?, externalObjects: [String: AnyObject]) throws(RuntimeError) -> [AnyObject] {
        let members = document.objects
        guard let first = members.first else { return [] }
        // One decoder for the whole nib: its `objects` hold every object by id, so that
        // connections anywhere in the file find both ends.
        let decoder = SceneDecoder(storyboard: archive, member: first)
        let objects = decoder.objects
        var topLevel: [AnyObject] = []
        var connections: [Connection] = []
        var controllerConnections: [Connection] = []
        for member in members {
            if member.isViewController {
                controllerConnections += Connection.all(in: member.node, document: document)
            } else {
                connections += Connection.all(in: member.node, document: document)
            }
            switch member.kind {
            case .placeholder(let kind):
                // Placeholders are not decoded and do not wake: they are registered by id
                // only (not through `register`, which queues `awakeFromNib`).
                guard let id = member.id else { continue }
                let placeholder = try placeholderObject(kind, member: member, owner: owner, externalObjects: externalObjects)
                if placeholder is FirstResponderPlaceholder || placeholder is DetachedPlaceholder {
                    objects.registerPlaceholder(placeholder, id: id)
                } else {
                    objects.registerExisting(placeholder, id: id)
                }
            case .viewController:
                topLevel.append(decodeController(member, decoder: decoder))
            case .storyboardReference, .exit:
                continue
            case .object:
                if Self.isTopLevelView(member.node, in: tree) {
                    var builder = ViewBuilder(decoder: decoder, objects: objects)
                    topLevel.append(try builder.build(member.node))
                } else if member.elementName == "customObject" {
                    let object = decoder.instantiate(Responder.self, node: member.node)
                    decoder.applyRuntimeAttributes(RuntimeAttribute.own(of: member.node, document: document), to: object)
                    objects.register(object, id: member.id)
                    topLevel.append(object)
                } else if let recognizer = decoder.makeGestureRecognizer(member.node) {
                    topLevel.append(recognizer)
                } else {
                    // Objects the runtime does not model.
                    decoder.reportUnbuilt(member.node, standIn: "an inert object")
                    let object = InterfaceObject()
                    object.elementName = member.elementName
                    object.isStandIn = true
                    objects.register(object, id: member.id)
                    topLevel.append(object)
                }
            }
        }
        let maker = ConnectionMaker(decoder: decoder, objects: objects)
        try maker.connect(connections, deferringViews: false)
        // A controller's connections into its view wait for the view to load.
        try maker.connect(controllerConnections, deferringViews: true)
        objects.awakeAll()
        return topLevel
    }

    /// A view controller at the top level of a nib (a window's root controller in an old
    /// `MainWindow.xib`): its class, title and runtime attributes now; its view, as for a
    /// storyboard scene, when it is first asked for, with the connections into it.
    private func decodeController(_ member: SceneMember, decoder: SceneDecoder) -> ViewController {
        let objects = decoder.objects
        let controller = decoder.instantiate(SceneDecoder.controllerClass(forElement: member.elementName), node: member.node) as! ViewController
        if let title = decoder.localized(member.title, id: member.id, "title") { controller.title = title }
        decoder.applyRuntimeAttributes(RuntimeAttribute.own(of: member.node, document: document), to: controller)
        objects.register(controller, id: member.id)
        let node = member.node
        let document = self.document
        controller.viewDecoder = { controller throws(RuntimeError) in
            guard let viewNode = document.tree.firstElement(of: node, withKey: "view") else {
                return View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            }
            var builder = ViewBuilder(decoder: decoder, objects: objects)
            let root = try builder.build(viewNode)
            controller.view = root
            try ConnectionMaker(decoder: decoder, objects: objects).connect(
                Connection.all(in: node, document: document), deferringViews: false)
            objects.awakeAll()
            return root
        }
        return controller
    }

    /// What a placeholder stands for in this instantiation.
    private func placeholderObject(
        _ kind: SceneMember.PlaceholderKind, member: SceneMember, owner: AnyObject?, externalObjects: [String: AnyObject]
    ) throws(RuntimeError) -> AnyObject {
        switch kind {
        case .filesOwner:
            // UIKit sends nothing to a nil owner; a stand-in that keeps what it is given does
            // the same here.
            return owner ?? DetachedPlaceholder()
        case .firstResponder:
            return FirstResponderPlaceholder()
        case .other(let identifier):
            guard let object = externalObjects[identifier] else {
                throw RuntimeError(
                    .missingExternalObject(identifier: identifier), file: archive.path, objectID: member.id,
                    position: tree.position(of: member.node))
            }
            return object
        case .eventProxy:
            return DetachedPlaceholder()
        }
    }

    /// Whether a top-level element is a view: what the model recognises as one, or an element
    /// the runtime builds a view for (a bare `<view id=…/>` has no frame or subviews).
    static func isTopLevelView(_ node: XMLNode, in tree: XMLTree) -> Bool {
        if IBView.isView(node, in: tree) { return true }
        let name = tree.name(of: node)
        return name == "view" || ViewBuilder.viewClass(forElement: name) != View.self
    }
}

/// Stands for a placeholder with nothing behind it (a nil File's Owner): it keeps the outlets
/// it is given and answers no action.
@MainActor
final class DetachedPlaceholder: Responder {
    required init() {
        super.init()
        isStandIn = true
    }
}
