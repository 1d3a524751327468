import StoryboardFormat

/// A whole document laid out as Interface Builder's canvas shows it: every view's frame in its
/// superview's coordinates (as `<rect key="frame">` stores them) for one device, and the
/// warnings, in Xcode's format. Placeholder constraints take part, as they do in Xcode; the
/// runtime lays out without them.
public struct DocumentLayout: Sendable {
    /// One view's place.
    public struct Placement: Sendable, Hashable {
        public var id: String
        public var frame: LayoutRect
        /// How deep the view sits in its unit (0 for a root), for a readable tree.
        public var depth: Int
        public var elementName: String
        public var isAmbiguous: Bool
        /// For a controller's view that fills its screen on the canvas, where its frame's origin
        /// lies on that screen: below the status bar and the opaque bars it is stored under
        /// (`frame` is in its superview's coordinates, which for a root are its own). Nil for
        /// every other view: subviews, and roots drawn at a size of their own (embedded
        /// controllers, cards, freeform and xib views).
        package var screenOrigin: Point?
    }

    public var device: Device
    public var orientation: Orientation
    public var views: [Placement]
    public var warnings: [Diagnostic]

    /// The device and orientation a document was designed for (`<device id=… orientation=…>`),
    /// iPhone 8 portrait when it names none (a Mac for Cocoa documents, the Apple TV for tvOS ones).
    public static func designedDevice(of document: Document) -> (Device, Orientation) {
        let tree = document.tree
        let element = document.root.flatMap { tree.firstElement(of: $0, named: "device") }
        let orientation = element.flatMap { tree.attribute("orientation", of: $0) }.flatMap(Orientation.init(rawValue:)) ?? .portrait
        if let id = element.flatMap({ tree.attribute("id", of: $0) }), let device = Device.named(id) { return (device, orientation) }
        if document.platform == .macOS {
            return (Device.named("mac")!, .portrait)
        }
        // A watchOS document that names no device (saved before Xcode 8 stored one: 43 of the
        // corpus's 49) is shown on the first Apple Watch's smaller screen.
        if document.platform == .watchOS, let watch = Device.named("watch38") {
            return (watch, orientation)
        }
        // A tvOS document that names no device (Xcode 7's and 8's, whose only tvOS canvas was
        // the Apple TV: the corpus's three such storyboards store their views 1920 pt wide).
        if document.platform == .tvOS, let tv = Device.named("appleTV") {
            return (tv, orientation)
        }
        return (document.header.isIPad ? Device.named("ipad9_7")! : Device.defaultPhone, orientation)
    }

    /// The multitasking adaptation the document is designed in (`<adaptation id="splitview2_3">`
    /// in its `<device>`), nil for full screen.
    static func designedAdaptation(of document: Document) -> String? {
        let tree = document.tree
        guard let device = document.root.flatMap({ tree.firstElement(of: $0, named: "device") }),
              let adaptation = tree.firstElement(of: device, named: "adaptation") else { return nil }
        return tree.attribute("id", of: adaptation)
    }

    /// Lays out every unit of `document` for `device` (default: the designed one), right to
    /// left when `isRightToLeft`.
    public init(document: Document, device requested: Device? = nil, orientation requestedOrientation: Orientation? = nil,
                detectsAmbiguity: Bool = true, isRightToLeft: Bool = false) {
        let tools = document.header.toolsBuild
        let (storedDesigned, designedOrientation) = DocumentLayout.designedDevice(of: document)
        // The stored frames are those of the Xcode that saved the file; so are the new ones.
        let adaptation = DocumentLayout.designedAdaptation(of: document)
        let designed = storedDesigned.asDrawn(byToolsVersion: tools).inAdaptation(adaptation, designedOrientation)
        let device = requested?.asDrawn(byToolsVersion: tools) ?? designed
        let orientation = requestedOrientation ?? (requested == nil ? designedOrientation : .portrait)
        self.device = device
        self.orientation = orientation
        var environment = LayoutEnvironment(device: device, orientation: orientation, designedDevice: designed,
                                            designedOrientation: designedOrientation, detectsAmbiguity: detectsAmbiguity,
                                            isRightToLeft: isRightToLeft, keepsPlaceholderConstraints: true)
        // Xcode 7 and earlier store no device (Xcode 8 on always do): their frames are those of
        // the Any-width, Any-height canvas, without the size classes' variations (raywenderlich's
        // Xcode 7 samples, 600 pt squares: 4 of 4 such documents with a variation of the regular
        // height or compact width store the views at the base constants).
        let namesNoDevice = document.platform == .iOS && document.root.flatMap({ document.tree.firstElement(of: $0, named: "device") }) == nil
        environment.isAnySizeClassCanvas = requested == nil && namesNoDevice
        environment.designedDeviceIsGuessed = requested != nil && namesNoDevice
        var context = DocumentLayoutContext(document: document)
        if let requested { context.layoutToolsVersion = max(tools, requested.firstToolsVersion) }
        let tree = document.tree
        let path = document.path
        // A controller embedded in a container view takes the size the container takes, so
        // the container's unit goes first.
        let units = context.units
        let unitIndex = Dictionary(units.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var containerUnit = [Int?](repeating: nil, count: units.count)
        var containers: [XMLNode: Int] = [:]
        for (index, unit) in units.enumerated() {
            guard let controller = tree.parent(of: unit),
                  let container = context.container(embedding: controller) ?? context.container(presenting: controller) else { continue }
            var ancestor: XMLNode? = container
            while let node = ancestor, unitIndex[node] == nil { ancestor = tree.parent(of: node) }
            if let node = ancestor, let owner = unitIndex[node], owner != index {
                containerUnit[index] = owner
                containers[container] = owner
            }
        }
        var order: [Int] = []
        var placed = [Bool](repeating: false, count: units.count)
        func place(_ index: Int, depth: Int) {
            guard !placed[index] else { return }
            placed[index] = true
            if let owner = containerUnit[index], depth < 16 { place(owner, depth: depth + 1) }
            order.append(index)
        }
        for index in units.indices { place(index, depth: 0) }
        // Views and warnings per unit, given in document order.
        var placements = [[Placement]](repeating: [], count: units.count)
        var unitWarnings = [[Diagnostic]](repeating: [], count: units.count)
        for unitIndex in order {
            let unit = units[unitIndex]
            let layoutTree = DocumentLayoutTree(document: document, root: unit, environment: environment, context: context)
            let result = LayoutEngine.layout(layoutTree, environment: environment)
            for (index, node) in layoutTree.nodes.enumerated() where containers[node] == unitIndex {
                context.containerSizes[node] = LayoutSize(width: result.frames[index].width, height: result.frames[index].height)
                if index < result.safeAreaInsets.count { context.containerSafeAreas[node] = result.safeAreaInsets[index] }
                var top = 0.0, current: Int? = index
                while let item = current { top += result.frames[item].y; current = layoutTree.items[item].parent }
                context.containerScreenTops[node] = top
            }
            var views: [Placement] = []
            var warnings: [Diagnostic] = []
            var depth = [Int](repeating: 0, count: layoutTree.items.count)
            for (index, item) in layoutTree.items.enumerated() {
                if let parent = item.parent { depth[index] = depth[parent] + 1 }
                guard item.kind == .view else { continue }
                views.append(Placement(id: item.id, frame: result.frames[index], depth: depth[index],
                                       elementName: tree.name(of: layoutTree.nodes[index]),
                                       isAmbiguous: result.ambiguousItems.contains(index),
                                       screenOrigin: item.parent == nil ? item.canvasScreenOrigin(environment: environment, frame: result.frames[index]) : nil))
            }
            for skipped in layoutTree.skipped {
                warnings.append(Diagnostic(.warning, "constraint \(skipped.id) names an item or attribute outside its layout; ignored",
                                           path: path, position: skipped.location, id: .layoutUnsupportedConstraint))
            }
            for warning in result.warnings {
                var location = warning.position
                let message = warning.message
                if warning.kind == .ambiguous {
                    // Point at the view whose frame is a guess. Interface Builder's "Ambiguity:
                    // Never Verify" (`verifyAmbiguity="off"`) silences the warning, not the flag
                    // Xcode stores: 11 of the corpus's 15 such views are stored ambiguous="YES"
                    // (NetNewsWire's image scroll view, 7 versions; its timeline title view, 2).
                    if let index = warning.item {
                        if tree.attributeEquals("verifyAmbiguity", "off", of: layoutTree.nodes[index]) { continue }
                        location = tree.position(of: layoutTree.nodes[index])
                    }
                } else if location == nil {
                    location = tree.position(of: unit)
                }
                warnings.append(Diagnostic(.warning, message, path: path, position: location, id: warning.kind.diagnosticID))
            }
            placements[unitIndex] = views
            unitWarnings[unitIndex] = warnings
        }
        self.views = placements.flatMap { $0 }
        self.warnings = unitWarnings.flatMap { $0 }
        // WatchKit places its interface objects with a flow layout of its own (rows and columns
        // of groups, sizes relative to the container or fitted to content), not Auto Layout;
        // the documents store no frames to measure one against.
        if document.platform == .watchOS, !views.isEmpty {
            warnings.insert(Diagnostic(.warning, "WatchKit interfaces are placed by WatchKit's flow layout, which this engine does not model: the frames given are not WatchKit's",
                                       path: path, position: document.root.flatMap { tree.position(of: $0) }, id: .layoutUnsupported), at: 0)
        }
    }
}

