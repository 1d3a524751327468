import StoryboardFormat

/// Turns one scene of a document into live objects, in the two steps UIKit takes: the
/// controller with its top-level objects (navigation item, bar items, segues, relationships)
/// at instantiation, and the view hierarchy when the view loads. It reads only the scene's own
/// elements, so the cost of an instantiation is the size of its scene.
@MainActor
struct SceneDecoder {
    let storyboard: Storyboard
    let member: SceneMember
    let objects = SceneObjects()

    init(storyboard: Storyboard, member: SceneMember) {
        self.storyboard = storyboard
        self.member = member
    }

    var document: Document { storyboard.document }
    var tree: XMLTree { document.tree }
    var sceneID: String? { member.scene?.sceneID }

    /// Where `node` is, for errors about the object made from it.
    func origin(of node: XMLNode) -> DocumentOrigin {
        DocumentOrigin(file: storyboard.path, sceneID: sceneID, objectID: tree.attribute("id", of: node), position: tree.position(of: node))
    }

    func error(_ kind: RuntimeError.Kind, at node: XMLNode) -> RuntimeError {
        origin(of: node).error(kind)
    }

    // MARK: Step one: the controller

    mutating func instantiateController(creator: ((StoryboardCoder) -> ViewController?)?) throws(RuntimeError) -> ViewController {
        let controller = makeController(creator: creator)
        objects.register(controller, id: member.id)
        controller.storyboard = storyboard
        controller.sceneID = sceneID
        controller.objectID = member.id
        controller.position = tree.position(of: member.node)
        controller.restorationIdentifier = member.effectiveRestorationIdentifier
        if let title = localized(member.title, id: member.id, "title") { controller.title = title }
        if let style = member.attribute("modalPresentationStyle").flatMap(ModalPresentationStyle.init(interfaceBuilderName:)) {
            controller.modalPresentationStyle = style
        }
        if let style = member.attribute("modalTransitionStyle").flatMap(ModalTransitionStyle.init(rawValue:)) {
            controller.modalTransitionStyle = style
        }
        controller.definesPresentationContext = member.boolAttribute("definesPresentationContext") ?? false
        controller.storyboardTopLevelObjects = registerOtherSceneMembers()
        decodeItems(of: controller)
        decodeBars(of: controller)
        if let pages = controller as? PageViewController { decodePages(pages) }
        if let split = controller as? SplitViewController { decodeSplitView(split) }
        if let table = controller as? TableViewController { decodeRefreshControl(of: table) }
        makeSegueTemplates(for: controller)
        try makeRelationships(of: controller)
        applyRuntimeAttributes(RuntimeAttribute.own(of: member.node, document: document), to: controller)
        try ConnectionMaker(decoder: self, objects: objects).connect(sceneConnections, deferringViews: true)
        objects.awakeAll()
        let decoder = self
        controller.viewDecoder = { controller throws(RuntimeError) in
            try decoder.decodeView(of: controller)
        }
        return controller
    }

    /// The scene's connections, less those inside prototype cells: each dequeued cell makes
    /// its own (see `ViewBuilder`).
    var sceneConnections: [Connection] {
        // The scene is one archive: objects beside the controller in `<objects>` (gesture
        // recognizers, custom objects, top-level views) have connections too.
        let others = (member.scene?.members ?? []).filter { $0.node != member.node && $0.kind == .object }
        return (Connection.all(in: member.node, document: document)
            + others.flatMap { Connection.all(in: $0.node, document: document) })
            .filter { !isInsidePrototype($0.node) }
    }

    private func isInsidePrototype(_ node: XMLNode) -> Bool {
        var current = tree.parent(of: node)
        while let parent = current, parent != member.node {
            if tree.isElement(parent, named: "prototypes") { return true }
            // A collection view's prototype cells and header and footer views.
            if tree.isElement(parent, named: "collectionViewCell") || tree.isElement(parent, named: "collectionReusableView") { return true }
            current = tree.parent(of: parent)
        }
        return false
    }

    /// A new instance of the class the element names, or of the runtime class for its kind.
    private func makeController(creator: ((StoryboardCoder) -> ViewController?)?) -> ViewController {
        if let creator, let made = creator(StoryboardCoder(storyboard: storyboard, member: member)) {
            return made
        }
        let base = Self.controllerClass(forElement: member.elementName)
        if base == ViewController.self && member.elementName != "viewController" {
            reportUnbuilt(member.node, standIn: "a plain ViewController")
        }
        return instantiate(base, node: member.node) as! ViewController
    }

    static func controllerClass(forElement name: String) -> ViewController.Type {
        switch name {
        case "navigationController": return NavigationController.self
        case "tableViewController": return TableViewController.self
        case "tabBarController": return TabBarController.self
        case "splitViewController": return SplitViewController.self
        case "collectionViewController": return CollectionViewController.self
        case "pageViewController": return PageViewController.self
        default: return ViewController.self
        }
    }

    /// An instance of the element's custom class when the app has it (and it is a kind of
    /// `base`), else of `base` (or of `standIn` for a missing class), with a warning naming the
    /// missing class, as UIKit logs one.
    func instantiate(_ base: Responder.Type, node: XMLNode, standIn: Responder.Type? = nil) -> Responder {
        let standIn = standIn ?? base
        guard let customClass = tree.attribute("customClass", of: node) else {
            let object = base.init()
            object.isStandIn = true
            return object
        }
        let module = tree.attribute("customModule", of: node)
        let isAppModule = tree.attribute("customModuleProvider", of: node) == "target"
        if let type = storyboard.environment.classes.resolve(customClass, module: module, isAppModule: isAppModule),
            Self.isKind(type, of: base)
        {
            let object = type.init()
            object.documentClassName = customClass
            return object
        }
        reportUnknownClass(customClass, module: module, base: standIn, at: node)
        let object = standIn.init()
        object.isStandIn = true
        object.documentClassName = customClass
        return object
    }

    /// UIKit logs "Unknown class X in Interface Builder file." each time it decodes an object
    /// of a class it cannot find; here the warning comes once per class and file, at the first
    /// instance decoded, and names where the file's other instances are (a class of cells or
    /// of labels is often used dozens of times), so that one line says what is missing where.
    private func reportUnknownClass(_ customClass: String, module: String?, base: Responder.Type, at node: XMLNode) {
        let name = "\(module.map { "\($0)." } ?? "")\(customClass)"
        storyboard.environment.diagnostics.warn(
            once: "unknown-class\u{0}\(storyboard.path)\u{0}\(name)",
            "Unknown class \(name) in Interface Builder file; using \(base)\(otherInstances(of: customClass, module: module, besides: node))",
            file: storyboard.path, position: tree.position(of: node), id: .unknownClass)
    }

    /// ` (also at path:line:column, …)`: the file's other elements of the class, in document
    /// order; empty when there are none.
    private func otherInstances(of customClass: String, module: String?, besides node: XMLNode) -> String {
        let others = tree.descendants(of: tree.document).filter { other in
            other != node && tree.kind(of: other) == .element
                && tree.attribute("customClass", of: other) == customClass && tree.attribute("customModule", of: other) == module
        }
        let positions = others.compactMap { tree.position(of: $0).map { "\(storyboard.path):\($0)" } }
        return positions.isEmpty ? "" : " (also at \(positions.joined(separator: ", ")))"
    }

    static func isKind(_ type: Responder.Type, of base: Responder.Type) -> Bool {
        var current: AnyClass? = type
        while let candidate = current {
            if candidate == base { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// Placeholders, exits, custom objects, gesture recognizers and bar button items beside
    /// the controller in `<objects>`; returns those the controller keeps alive.
    private func registerOtherSceneMembers() -> [AnyObject] {
        guard let scene = member.scene else { return [] }
        var made: [AnyObject] = []
        for other in scene.members where other.node != member.node {
            switch other.kind {
            case .placeholder(.firstResponder):
                if let id = other.id { objects.registerPlaceholder(FirstResponderPlaceholder(), id: id) }
            case .object where other.elementName == "customObject":
                let object = instantiate(Responder.self, node: other.node)
                objects.register(object, id: other.id)
                made.append(object)
            case .object where IBView.isView(other.node, in: tree):
                // Built with the view hierarchy (`decodeView`).
                break
            case .object where other.elementName == "barButtonItem":
                // An item the controller's code puts in a bar (through an outlet).
                made.append(decodeBarButtonItem(IBBarButtonItem(document: document, node: other.node)))
            case .object:
                if let recognizer = makeGestureRecognizer(other.node) {
                    made.append(recognizer)
                } else {
                    reportUnbuilt(other.node, standIn: "an inert object")
                }
            default:
                break
            }
        }
        return made
    }

    /// The navigation item, tab bar item and their bar button items.
    private func decodeItems(of controller: ViewController) {
        if let item = member.navigationItem {
            let navigationItem = decodeNavigationItem(item)
            if let title = controller.title, navigationItem.title == nil { navigationItem.title = title }
            controller.navigationItem = navigationItem
        } else if let title = controller.title {
            controller.navigationItem.title = title
        }
        if let item = member.tabBarItem {
            let tabBarItem = instantiate(TabBarItem.self, node: item.node) as! TabBarItem
            objects.register(tabBarItem, id: item.id)
            tabBarItem.title = localized(item.title, id: item.id, "title") ?? controller.title
            tabBarItem.imageName = item.image
            tabBarItem.badgeValue = item.badgeValue
            tabBarItem.tag = item.tag ?? 0
            tabBarItem.systemItem = item.systemItem.flatMap(TabBarItem.SystemItem.init(rawValue:))
            controller.tabBarItem = tabBarItem
        } else if let title = controller.title {
            controller.tabBarItem.title = title
        }
    }

    /// A navigation item: a controller's, or one of a standalone navigation bar's `<items>`.
    func decodeNavigationItem(_ item: IBNavigationItem) -> NavigationItem {
        let navigationItem = instantiate(NavigationItem.self, node: item.node) as! NavigationItem
        objects.register(navigationItem, id: item.id)
        navigationItem.title = localized(item.title, id: item.id, "title")
        navigationItem.prompt = localized(item.prompt, id: item.id, "prompt")
        navigationItem.leftBarButtonItems = item.leftBarButtonItems.map(decodeBarButtonItem)
        navigationItem.rightBarButtonItems = item.rightBarButtonItems.map(decodeBarButtonItem)
        navigationItem.backBarButtonItem = item.backBarButtonItem.map(decodeBarButtonItem)
        navigationItem.titleView = item.titleView.flatMap { buildSceneView($0.node) }
        applyRuntimeAttributes(RuntimeAttribute.own(of: item.node, document: document), to: navigationItem)
        return navigationItem
    }

    func decodeBarButtonItem(_ item: IBBarButtonItem) -> BarButtonItem {
        let barItem = instantiate(BarButtonItem.self, node: item.node) as! BarButtonItem
        objects.register(barItem, id: item.id)
        barItem.title = localized(item.title, id: item.id, "title")
        barItem.imageName = item.image
        barItem.style = item.style.flatMap(BarButtonItem.Style.init(rawValue:)) ?? .plain
        barItem.systemItem = item.systemItem.flatMap(BarButtonItem.SystemItem.init(rawValue:))
        barItem.isEnabled = item.boolAttribute("enabled") ?? true
        barItem.tag = item.intAttribute("tag") ?? 0
        barItem.customView = item.customView.flatMap { buildSceneView($0.node) }
        applyRuntimeAttributes(RuntimeAttribute.own(of: item.node, document: document), to: barItem)
        return barItem
    }

    // MARK: Segues

    /// A template for every segue the scene's objects trigger or the controller performs by
    /// identifier; relationships and embeds are containment, made while decoding.
    private func makeSegueTemplates(for controller: ViewController) {
        // Segues of the objects beside the controller (a gesture recognizer's) belong to the
        // scene too.
        let others = (member.scene?.members ?? []).filter { $0.node != member.node && $0.kind == .object }
        for segue in member.segues + others.flatMap(\.segues) {
            switch segue.kind {
            case .relationship: continue
            case .unwind: guard let action = unwindAction(of: segue) else { continue }
                let template = makeTemplate(segue, source: controller)
                template.unwindAction = action
                objects.segues[segue.node] = template
                controller.segueTemplates.append(template)
                continue
            default: break
            }
            let template = makeTemplate(segue, source: controller)
            objects.segues[segue.node] = template
            controller.segueTemplates.append(template)
        }
    }

    /// The action of an unwind segue whose destination is its scene's exit. An exit written
    /// outside the scene's `<objects>` is not decoded by UIKit: the connection silently goes
    /// missing (tapping does nothing, `performSegue` does not know the identifier). That is
    /// kept, and reported as a warning at the exit, so the lost segue is not a mystery.
    private func unwindAction(of segue: Segue) -> Selector? {
        guard let action = segue.unwindAction else {
            storyboard.environment.diagnostics.warn(
                "Unwind segue '\(segue.id ?? "?")' has no unwindAction; it is ignored",
                file: storyboard.path, position: segue.position, id: .unwindSegue)
            return nil
        }
        if let id = segue.destinationID, let exit = document.index.node(forID: id), tree.isElement(exit, named: "exit"),
            let parent = tree.parent(of: exit), !tree.isElement(parent, named: "objects")
        {
            storyboard.environment.diagnostics.warn(
                "The exit '\(id)' is outside the <objects> of its scene; the unwind segue '\(segue.id ?? "?")' (\(action)) is missing",
                file: storyboard.path, position: tree.position(of: exit), id: .unwindExitOutsideObjects)
            return nil
        }
        return Selector(action)
    }

    func makeTemplate(_ segue: Segue, source: ViewController?) -> SegueTemplate {
        let storyboard = self.storyboard
        let destinationID = segue.destinationID
        let segueNode = segue.node
        let origin = origin(of: segue.node)
        var segueClass: StoryboardSegue.Type = StoryboardSegue.self
        var missingClass: String?
        if let name = segue.customClass {
            if let found = storyboard.environment.classes.resolveSegue(
                name, module: segue.customModule, isAppModule: segue.customModuleProvider == "target") {
                segueClass = found
            } else {
                missingClass = segue.customModule.map { "\($0).\(name)" } ?? name
            }
        }
        let template = SegueTemplate(
            identifier: segue.identifier, kind: segue.kind, source: source, segueClass: segueClass,
            animates: segue.animates,
            modalPresentationStyle: segue.modalPresentationStyle.flatMap(ModalPresentationStyle.init(interfaceBuilderName:)),
            modalTransitionStyle: segue.modalTransitionStyle.flatMap(ModalTransitionStyle.init(rawValue:)),
            origin: origin,
            makeDestination: { (creator: DestinationCreator?) throws(RuntimeError) -> ViewController in
                let destination = try storyboard.instantiateDestination(destinationID, of: segueNode, creator: creator)
                // UIKit looks the segue class up when it performs the segue, once the
                // destination exists, and raises "Could not find a segue class named …"
                // before `prepare(for:sender:)`: the same here, as a typed error.
                if let missingClass {
                    throw origin.error(.unknownSegueClass(missingClass))
                }
                return destination
            })
        template.missingSegueClass = missingClass
        template.destinationCreationSelector = segue.destinationCreationSelector.map { Selector($0) }
        if let anchorID = segue.popoverAnchorID {
            template.popoverAnchor = { [weak objects = self.objects] in objects?.object(forID: anchorID) }
        }
        template.popoverArrowDirections = popoverArrowDirections(of: segue.node)
        return template
    }

    /// `<popoverArrowDirection key="popoverArrowDirection" up="YES" …/>` inside a popover segue.
    private func popoverArrowDirections(of segueNode: XMLNode) -> PopoverArrowDirection? {
        guard let node = tree.firstElement(of: segueNode, withKey: "popoverArrowDirection") else { return nil }
        var directions: PopoverArrowDirection = []
        let sides: [(String, PopoverArrowDirection)] = [("up", .up), ("down", .down), ("left", .left), ("right", .right)]
        for (name, side) in sides where tree.attribute(name, of: node) == "YES" { directions.insert(side) }
        return directions
    }

    /// Navigation roots, tab bar children and split view columns: instantiated with their
    /// container (their views load later, when shown). A relationship that leads back to a
    /// container being made (a navigation controller that is its own root, a tab that is the
    /// tab bar) would recurse until the stack overflows; Xcode's compiler refuses such a file,
    /// so here it is a typed error at the segue that closes the cycle. (Cycles through
    /// storyboard references are `StoryboardReferenceResolver`'s.)
    /// The chain of containers being made from the one that `id` of the storyboard at `path`
    /// is, to `id` again, when it is one of them (`RuntimeEnvironment.containersBeingMade`).
    private func cycle(closedBy path: String, _ id: String?) -> [String]? {
        let made = storyboard.environment.containersBeingMade
        guard let start = made.firstIndex(where: { $0.path == path && $0.id == id }) else { return nil }
        func name(_ entry: (path: String, id: String?)) -> String {
            entry.path == storyboard.path ? entry.id ?? "?" : "\(RuntimeError.fileName(entry.path))#\(entry.id ?? "?")"
        }
        return made[start...].map(name) + [name((path, id))]
    }

    private func makeRelationships(of controller: ViewController) throws(RuntimeError) {
        let environment = storyboard.environment
        environment.containersBeingMade.append((storyboard.path, member.id))
        defer { environment.containersBeingMade.removeLast() }
        var tabs: [ViewController] = []
        for connection in Connection.own(of: member.node, document: document) {
            guard let segue = connection.segue, segue.kind == .relationship else { continue }
            if let chain = cycle(closedBy: storyboard.path, segue.destinationID) {
                throw error(.relationshipCycle(chain), at: segue.node)
            }
            let creator = try SegueTemplate.creator(
                segue.destinationCreationSelector.map { Selector($0) }, of: controller, sender: nil, identifier: segue.identifier,
                origin: origin(of: segue.node))
            let child = try storyboard.instantiateDestination(segue.destinationID, of: segue.node, creator: creator)
            switch (segue.relationship, controller) {
            case ("rootViewController", let navigation as NavigationController):
                navigation.setViewControllers([child], animated: false)
            case ("viewControllers", is TabBarController):
                tabs.append(child)
            case ("masterViewController", let split as SplitViewController):
                split.setViewController(child, for: .primary)
            case ("detailViewController", let split as SplitViewController):
                split.setViewController(child, for: .secondary)
            case ("supplementaryViewController", let split as SplitViewController):
                split.setViewController(child, for: .supplementary)
            case ("compactViewController", let split as SplitViewController):
                split.setViewController(child, for: .compact)
            default:
                // Other relationships (macOS window content …) keep the child as a child.
                controller.addChild(child)
                child.callDidMove(toParent: controller)
            }
        }
        if let tabBar = controller as? TabBarController, !tabs.isEmpty {
            tabBar.setViewControllers(tabs, animated: false)
        }
    }

    // MARK: Runtime attributes

    func applyRuntimeAttributes(_ attributes: [RuntimeAttribute], to object: Responder) {
        var localizedIndex = 0
        for attribute in attributes {
            let value = runtimeValue(of: attribute, localizedIndex: localizedIndex)
            if case .localizedString = attribute.value { localizedIndex += 1 }
            guard let keyPath = attribute.keyPath else { continue }
            if !object.setRuntimeAttribute(value, forKeyPath: keyPath) {
                if object.isStandIn, let missing = object.documentClassName {
                    storyboard.environment.diagnostics.note(
                        once: "attributes \(missing)",
                        "user defined runtime attributes for \(missing), which the app lacks, are kept, not set (first: \(keyPath))",
                        file: storyboard.path, position: attribute.position, id: .prototype)
                    continue
                }
                storyboard.environment.diagnostics.warn(
                    "Failed to set (\(keyPath)) user defined inspected property on (\(object.className)): this class is not key value coding-compliant for the key \(keyPath)",
                    file: storyboard.path, position: attribute.position, id: .runtimeAttribute)
            }
        }
    }

    // MARK: Step two: the view

    /// Builds the controller's view hierarchy, connects what points into it, wakes the new
    /// objects, then performs the embed segues (before the controller's `viewDidLoad`).
    func decodeView(of controller: ViewController) throws(RuntimeError) -> View {
        guard let viewNode = tree.firstElement(of: member.node, withKey: "view") else {
            return View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        }
        var builder = ViewBuilder(decoder: self, objects: objects)
        let root = try builder.build(viewNode)
        // The scene's `view` outlet is made with the others, so views that wake up already
        // have their controller as next responder, as in UIKit's nib loading.
        controller.view = root
        var embedSegues = builder.embedSegues
        // Views beside the controller in the scene's `<objects>` are loaded with its view, as
        // the top-level objects of the view's nib.
        for other in member.scene?.members ?? [] where other.kind == .object && IBView.isView(other.node, in: tree) {
            var topLevel = ViewBuilder(decoder: self, objects: objects)
            controller.storyboardTopLevelObjects.append(try topLevel.build(other.node))
            embedSegues += topLevel.embedSegues
        }
        try ConnectionMaker(decoder: self, objects: objects).connect(sceneConnections, deferringViews: false)
        objects.awakeAll()
        // While its children are embedded, the controller is a container being made: a child
        // that is the controller again (an embed segue to its own scene, or through a storyboard
        // reference to it) would load its view, and embed again, until the stack overflows.
        storyboard.environment.containersBeingMade.append((storyboard.path, member.id))
        defer { storyboard.environment.containersBeingMade.removeLast() }
        for (container, segue) in embedSegues {
            try performEmbed(segue, in: container, of: controller)
        }
        return root
    }

    /// An embed segue: destination instantiated, `prepare(for:sender:)`, then the child added,
    /// its view put in the container, and `didMove(toParent:)`.
    private func performEmbed(_ segue: Segue, in container: View, of controller: ViewController) throws(RuntimeError) {
        let creator = try SegueTemplate.creator(
            segue.destinationCreationSelector.map { Selector($0) }, of: controller, sender: nil, identifier: segue.identifier,
            origin: origin(of: segue.node))
        let child = try storyboard.instantiateDestination(segue.destinationID, of: segue.node, creator: creator)
        if let path = child.storyboard?.path, let chain = cycle(closedBy: path, child.objectID) {
            throw error(.embedCycle(chain), at: segue.node)
        }
        let storyboardSegue = StoryboardSegue(identifier: segue.identifier, source: controller, destination: child)
        storyboardSegue.kind = .embed
        controller.callPrepare(for: storyboardSegue, sender: nil)
        controller.addChild(child)
        child.view.frame = container.bounds
        container.addSubview(child.view)
        child.callDidMove(toParent: controller)
    }
}

extension Storyboard {
    /// The controller a segue or relationship leads to: a scene of this storyboard, or through
    /// a storyboard reference, a scene of another one.
    func instantiateDestination(_ id: String?, of node: XMLNode, creator: DestinationCreator? = nil) throws(RuntimeError) -> ViewController {
        guard let id, let target = document.index.node(forID: id) else {
            throw RuntimeError(
                .danglingReference(id: id ?? "", attribute: "destination"), file: path,
                objectID: document.tree.attribute("id", of: node), position: document.tree.position(of: node))
        }
        let member = SceneMember(document: document, node: target)
        if let reference = member.storyboardReference {
            return try StoryboardReferenceResolver.instantiate(reference, from: self, creator: creator)
        }
        guard member.isViewController else {
            throw RuntimeError(
                .segueDestinationNotAViewController(destination: id, element: member.elementName), file: path,
                objectID: document.tree.attribute("id", of: node), position: document.tree.position(of: node))
        }
        return try instantiate(member, creator: creator)
    }
}
