import StoryboardFormat

/// Makes a scene's connections between decoded objects: outlets and outlet collections set by
/// key, actions added as targets, segues attached to what triggers them. A connection whose
/// ends are not decoded yet waits for the view to load.
@MainActor
struct ConnectionMaker {
    let decoder: SceneDecoder
    let objects: SceneObjects

    var tree: XMLTree { decoder.tree }

    /// Makes `connections` that are not made yet. With `deferringViews`, one whose ends are
    /// not decoded yet is left for later; without, missing ends that the runtime does not
    /// model become `InterfaceObject`s.
    func connect(_ connections: [Connection], deferringViews: Bool) throws(RuntimeError) {
        for connection in connections where !objects.connected.contains(connection.node) {
            guard let sourceID = connection.source?.id else { continue }
            guard let source = object(forID: sourceID, creating: !deferringViews) as? Responder else { continue }
            switch connection {
            case .outlet(let outlet):
                guard let property = outlet.property, let destination = destinationObject(outlet.destinationID, deferring: deferringViews) else { continue }
                try connectOutlet(property, of: source, to: destination, at: outlet.node)
            case .outletCollection(let collection):
                guard let property = collection.property, let destination = destinationObject(collection.destinationID, deferring: deferringViews) else { continue }
                try connectOutlet(property, of: source, to: destination, at: collection.node)
            case .action(let action):
                guard let selector = action.selector else { continue }
                let receiverID = action.receiverID
                var target: AnyObject?
                if let receiverID {
                    guard let receiver = destinationObject(receiverID, deferring: deferringViews) else { continue }
                    target = receiver is FirstResponderPlaceholder ? nil : receiver
                }
                if !addAction(Selector(selector), target: target, eventType: action.eventType, to: source, origin: decoder.origin(of: action.node)) {
                    reportDropped(from: sourceID, what: "an object that sends no actions")
                }
            case .segue(let segue):
                guard let template = objects.segues[segue.node] ?? enclosingTemplate(segue) else { continue }
                // Embed segues are performed by the container view as the view loads.
                if segue.kind != .embed && !attach(template, trigger: segue.trigger, to: source) {
                    reportDropped(from: sourceID, what: "an object that triggers no segues")
                }
            case .binding, .other:
                break
            }
            objects.connected.insert(connection.node)
        }
    }

    private func connectOutlet(_ key: String, of source: Responder, to destination: AnyObject, at node: XMLNode) throws(RuntimeError) {
        do {
            try source.connectOutlet(key, to: destination)
            if source.isStandIn, let missing = source.documentClassName, source.undeclaredOutlets[key] != nil {
                decoder.storyboard.environment.diagnostics.note(
                    once: "outlets \(missing)", "outlets of \(missing), which the app lacks, are kept, not set (first: \(key))",
                    file: decoder.storyboard.path, position: tree.position(of: node), id: .prototype)
            }
        } catch {
            throw RuntimeError(
                error.kind, file: decoder.storyboard.path, sceneID: decoder.sceneID,
                objectID: tree.attribute("id", of: node), position: tree.position(of: node))
        }
    }

    /// Whether the source sends the action (false: it is an object the runtime does not model).
    private func addAction(_ selector: Selector, target: AnyObject?, eventType: String?, to source: Responder, origin: DocumentOrigin) -> Bool {
        switch source {
        case let control as Control:
            let events = eventType.flatMap(Control.Event.init(interfaceBuilderName:)) ?? type(of: control).primaryEvent
            control.addTarget(target, action: selector, for: events, origin: origin)
        case let item as BarButtonItem:
            item.target = target
            item.action = selector
            item.actionOrigin = origin
        case let recognizer as GestureRecognizer:
            recognizer.addTarget(target, action: selector, origin: origin)
        default:
            return false
        }
        return true
    }

    /// Whether the source triggers the segue (false: an object the runtime does not model).
    private func attach(_ template: SegueTemplate, trigger: String?, to source: Responder) -> Bool {
        switch source {
        case let cell as TableViewCell:
            if trigger == "accessoryAction" {
                cell.accessorySegues.append(template)
            } else {
                cell.selectionSegues.append(template)
            }
        case let cell as CollectionViewCell:
            cell.selectionSegues.append(template)
        case let control as Control:
            control.addTarget(SegueTrigger(template), action: SegueTrigger.action, for: type(of: control).primaryEvent)
        case let item as BarButtonItem:
            item.triggeredSegues.append(template)
        case let recognizer as GestureRecognizer:
            recognizer.addTarget(SegueTrigger(template), action: SegueTrigger.action, origin: nil)
        case is ViewController:
            // Manual segues (the controller's own) are performed by identifier only.
            break
        default:
            return false
        }
        return true
    }

    /// Reports the element whose action or segue is lost (once per kind, with the elements
    /// not built).
    private func reportDropped(from sourceID: String, what: String) {
        guard let node = decoder.document.index.node(forID: sourceID) else { return }
        decoder.reportUnbuilt(node, standIn: what)
    }

    /// A prototype cell's segues were made with the scene; find them there.
    private func enclosingTemplate(_ segue: Segue) -> SegueTemplate? {
        var current = objects.enclosing
        while let scene = current {
            if let template = scene.segues[segue.node] { return template }
            current = scene.enclosing
        }
        return nil
    }

    private func object(forID id: String, creating: Bool) -> AnyObject? {
        if let object = objects.object(forID: id) { return object }
        return creating ? placeholder(forID: id) : nil
    }

    /// The destination of a connection; nil (for now) when it is a view not decoded yet.
    private func destinationObject(_ id: String?, deferring: Bool) -> AnyObject? {
        guard let id else { return nil }
        if let object = objects.object(forID: id) { return object }
        guard let node = decoder.document.index.node(forID: id) else { return nil }
        if deferring && IBView.isView(node, in: tree) { return nil }
        if deferring && isInsideView(node) { return nil }
        return placeholder(forID: id)
    }

    private func isInsideView(_ node: XMLNode) -> Bool {
        var current = tree.parent(of: node)
        while let parent = current, tree.kind(of: parent) == .element {
            if IBView.isView(parent, in: tree) { return true }
            current = tree.parent(of: parent)
        }
        return false
    }

    /// An `InterfaceObject` for an element the runtime does not model.
    private func placeholder(forID id: String) -> AnyObject? {
        guard let node = decoder.document.index.node(forID: id) else { return nil }
        let object = InterfaceObject()
        object.elementName = tree.name(of: node)
        object.isStandIn = true
        objects.register(object, id: id)
        return object
    }
}

/// The target a control calls to trigger a segue, as UIKit's segue template is.
@MainActor
final class SegueTrigger: Responder {
    static let action: Selector = "perform:"
    private(set) var template: SegueTemplate?

    convenience init(_ template: SegueTemplate) {
        self.init()
        self.template = template
        // Targets are held weakly by controls; the template's source keeps the trigger alive.
        template.source?.segueTriggers.append(self)
    }

    override var builtInActions: Set<Selector> { [Self.action] }

    override func performBuiltInAction(_ selector: Selector, sender: Any?) -> Bool {
        guard selector == Self.action, let template else { return false }
        do {
            try template.trigger(sender: sender)
        } catch {
            RuntimeEnvironment.deliver(error, from: template.source)
        }
        return true
    }
}
