/// JSON for `storyboard info --json`. The shape is flat on purpose: views are listed per scene
/// with the id of their parent instead of nested, so neither building nor encoding the JSON
/// recurses on the document's depth, however deep a (malicious) file nests its elements.
extension Document: Encodable {
    private enum CodingKeys: String, CodingKey {
        case path, format, header, scenes, objects, views, connections, segues, segueCounts
        case segueElementCount, runtimeAttributes, storyboardReferences, resources, danglingReferences
        case duplicateIDs, diagnostics
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(path, forKey: .path)
        switch format {
        case .document: try container.encode("document", forKey: .format)
        case .legacyArchive: try container.encode("legacyArchive", forKey: .format)
        case .unknown(let name): try container.encode("unknown:\(name)", forKey: .format)
        }
        try container.encode(header, forKey: .header)
        guard format == .document else { return }
        try container.encode(scenes, forKey: .scenes)
        if let root, let objects = tree.firstElement(of: root, named: "objects") {
            try container.encode(self.objects, forKey: .objects)
            try container.encode(FlatViews(document: self, root: objects), forKey: .views)
        }
        try container.encode(connections.filter { $0.segue == nil }, forKey: .connections)
        try container.encode(segues, forKey: .segues)
        var counts: [String: Int] = [:]
        for (kind, count) in segueCountsByKind { counts[kind.rawValue] = count }
        try container.encode(counts, forKey: .segueCounts)
        try container.encode(segueElementCount, forKey: .segueElementCount)
        try container.encode(runtimeAttributes, forKey: .runtimeAttributes)
        try container.encode(storyboardReferences, forKey: .storyboardReferences)
        try container.encode(resources, forKey: .resources)
        try container.encode(
            index.danglingReferences.map { EncodedReference(reference: $0, tree: tree) }, forKey: .danglingReferences)
        try container.encode(index.duplicates.map { EncodedDuplicate(duplicate: $0, tree: tree) }, forKey: .duplicateIDs)
        try container.encode(diagnostics.map(EncodedDiagnostic.init), forKey: .diagnostics)
    }
}

/// The views under an element as a flat list with parent ids.
struct FlatViews: Encodable {
    let document: Document
    let root: XMLNode

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for (view, parent) in IBView.withParents(in: root, document: document) {
            try container.encode(EncodedView(view: view, parentID: parent?.id))
        }
    }
}

struct EncodedView: Encodable {
    let view: IBView
    let parentID: String?

    func encode(to encoder: any Encoder) throws {
        try view.encodeFields(to: encoder, parentID: parentID)
    }
}

struct EncodedReference: Encodable {
    let reference: Reference
    let tree: XMLTree

    private enum CodingKeys: String, CodingKey { case element, attribute, id, role, resolved, line, column }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tree.name(of: reference.source), forKey: .element)
        try container.encode(reference.attribute, forKey: .attribute)
        try container.encode(reference.id, forKey: .id)
        try container.encode(reference.role, forKey: .role)
        try container.encode(reference.isResolved, forKey: .resolved)
        try container.encodeIfPresent(reference.position?.line, forKey: .line)
        try container.encodeIfPresent(reference.position?.column, forKey: .column)
    }
}

struct EncodedDuplicate: Encodable {
    let duplicate: DuplicateID
    let tree: XMLTree

    private enum CodingKeys: String, CodingKey { case id, element, firstElement, line, column }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(duplicate.id, forKey: .id)
        try container.encode(tree.name(of: duplicate.duplicate), forKey: .element)
        try container.encode(tree.name(of: duplicate.first), forKey: .firstElement)
        try container.encodeIfPresent(duplicate.position?.line, forKey: .line)
        try container.encodeIfPresent(duplicate.position?.column, forKey: .column)
    }
}

struct EncodedDiagnostic: Encodable {
    let diagnostic: Diagnostic

    private enum CodingKeys: String, CodingKey { case severity, message, path, line, column, id }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(diagnostic.severity.rawValue, forKey: .severity)
        try container.encode(diagnostic.message, forKey: .message)
        try container.encodeIfPresent(diagnostic.path, forKey: .path)
        try container.encodeIfPresent(diagnostic.position?.line, forKey: .line)
        try container.encodeIfPresent(diagnostic.position?.column, forKey: .column)
        try container.encodeIfPresent(diagnostic.id?.rawValue, forKey: .id)
    }
}

extension Header: Encodable {
    private enum CodingKeys: String, CodingKey {
        case type, kind, platform, iPad, version, toolsVersion, systemVersion, targetRuntime
        case initialViewController, launchScreen, useAutolayout, useTraitCollections, useSafeAreas
        case propertyAccessControl, device
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encode(kind, forKey: .kind)
        try container.encode(platform.name, forKey: .platform)
        try container.encode(isIPad, forKey: .iPad)
        try container.encodeIfPresent(version, forKey: .version)
        try container.encodeIfPresent(toolsVersion, forKey: .toolsVersion)
        try container.encodeIfPresent(systemVersion, forKey: .systemVersion)
        try container.encodeIfPresent(targetRuntime, forKey: .targetRuntime)
        try container.encodeIfPresent(initialViewControllerID, forKey: .initialViewController)
        try container.encode(launchScreen, forKey: .launchScreen)
        try container.encode(useAutolayout, forKey: .useAutolayout)
        try container.encode(useTraitCollections, forKey: .useTraitCollections)
        try container.encode(useSafeAreas, forKey: .useSafeAreas)
        try container.encodeIfPresent(propertyAccessControl, forKey: .propertyAccessControl)
        try container.encodeIfPresent(deviceID, forKey: .device)
    }
}

extension Scene: Encodable {
    private enum CodingKeys: String, CodingKey { case sceneID, viewController, members, views }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(sceneID, forKey: .sceneID)
        try container.encodeIfPresent(viewController?.id, forKey: .viewController)
        try container.encode(members, forKey: .members)
        try container.encode(FlatViews(document: document, root: node), forKey: .views)
    }
}

extension SceneMember: Encodable {
    private enum CodingKeys: String, CodingKey {
        case element, kind, controllerKind, placeholderIdentifier, id, customClass, customModule
        case customModuleProvider, storyboardIdentifier, restorationIdentifier
        case useStoryboardIdentifierAsRestorationIdentifier, effectiveRestorationIdentifier, title
        case sceneMemberID, userLabel, storyboardName, referencedIdentifier, bundleIdentifier
        case navigationItemTitle, tabBarItemTitle
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(elementName, forKey: .element)
        switch kind {
        case .viewController(let controller):
            try container.encode("viewController", forKey: .kind)
            try container.encode(controller.elementName, forKey: .controllerKind)
        case .storyboardReference: try container.encode("storyboardReference", forKey: .kind)
        case .placeholder: try container.encode("placeholder", forKey: .kind)
        case .exit: try container.encode("exit", forKey: .kind)
        case .object: try container.encode("object", forKey: .kind)
        }
        try container.encodeIfPresent(placeholderIdentifier, forKey: .placeholderIdentifier)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(storyboardIdentifier, forKey: .storyboardIdentifier)
        try container.encodeIfPresent(restorationIdentifier, forKey: .restorationIdentifier)
        if usesStoryboardIdentifierAsRestorationIdentifier {
            try container.encode(true, forKey: .useStoryboardIdentifierAsRestorationIdentifier)
        }
        try container.encodeIfPresent(effectiveRestorationIdentifier, forKey: .effectiveRestorationIdentifier)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(sceneMemberID, forKey: .sceneMemberID)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        if let reference = storyboardReference {
            try container.encodeIfPresent(reference.storyboardName, forKey: .storyboardName)
            try container.encodeIfPresent(reference.referencedIdentifier, forKey: .referencedIdentifier)
            try container.encodeIfPresent(reference.bundleIdentifier, forKey: .bundleIdentifier)
        }
        try container.encodeIfPresent(navigationItem?.title, forKey: .navigationItemTitle)
        try container.encodeIfPresent(tabBarItem?.title, forKey: .tabBarItemTitle)
    }
}

extension StoryboardReference: Encodable {
    private enum CodingKeys: String, CodingKey { case id, sceneID, storyboardName, referencedIdentifier, bundleIdentifier }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(member.scene?.sceneID, forKey: .sceneID)
        try container.encodeIfPresent(storyboardName, forKey: .storyboardName)
        try container.encodeIfPresent(referencedIdentifier, forKey: .referencedIdentifier)
        try container.encodeIfPresent(bundleIdentifier, forKey: .bundleIdentifier)
    }
}

extension IBView: Encodable {
    private enum CodingKeys: String, CodingKey {
        case element, id, parent, key, customClass, customModule, userLabel, frame, text, title
        case placeholder, image, accessibilityIdentifier, hidden, tag, contentMode, colors, font
        case value, minimumValue, maximumValue, stepValue, on, segments, selectedSegmentIndex
        case dataMode, reuseIdentifier, cellStyle, accessoryType, headerTitle
    }

    /// Encodes the view with its parent's id; `parentView` walks up the tree, so lists pass the
    /// parent they already know instead.
    public func encode(to encoder: any Encoder) throws {
        try encodeFields(to: encoder, parentID: parentView?.id)
    }

    func encodeFields(to encoder: any Encoder, parentID: String?) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(elementName, forKey: .element)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(parentID, forKey: .parent)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(frame, forKey: .frame)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(placeholder, forKey: .placeholder)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(accessibilityIdentifier, forKey: .accessibilityIdentifier)
        if isHidden { try container.encode(true, forKey: .hidden) }
        try container.encodeIfPresent(tag, forKey: .tag)
        try container.encodeIfPresent(contentMode, forKey: .contentMode)
        let colors = self.colors
        if !colors.isEmpty { try container.encode(colors, forKey: .colors) }
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(minimumValue, forKey: .minimumValue)
        try container.encodeIfPresent(maximumValue, forKey: .maximumValue)
        try container.encodeIfPresent(stepValue, forKey: .stepValue)
        try container.encodeIfPresent(isOn, forKey: .on)
        let segments = self.segments
        if !segments.isEmpty { try container.encode(segments, forKey: .segments) }
        try container.encodeIfPresent(selectedSegmentIndex, forKey: .selectedSegmentIndex)
        if let table = tableView {
            switch table.dataMode {
            case .static?: try container.encode("static", forKey: .dataMode)
            case .prototypes?: try container.encode("prototypes", forKey: .dataMode)
            case .unknown(let raw)?: try container.encode(raw, forKey: .dataMode)
            case nil: break
            }
        }
        try container.encodeIfPresent(attribute("reuseIdentifier"), forKey: .reuseIdentifier)
        if let cell = tableViewCell {
            try container.encode(cell.style.name, forKey: .cellStyle)
            try container.encodeIfPresent(cell.accessoryType, forKey: .accessoryType)
        }
    }
}

extension Connection: Encodable {
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .outlet(let outlet): try outlet.encode(to: encoder)
        case .outletCollection(let collection): try collection.encode(to: encoder)
        case .action(let action): try action.encode(to: encoder)
        case .segue(let segue): try segue.encode(to: encoder)
        case .binding(let element), .other(let element):
            try GenericConnection(element: element).encode(to: encoder)
        }
    }
}

private enum ConnectionCodingKeys: String, CodingKey {
    case type, id, source, destination, property, collectionClass, selector, eventType, target
    case element, attributes
}

private struct GenericConnection: Encodable {
    let element: Element

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ConnectionCodingKeys.self)
        try container.encode(element.elementName, forKey: .type)
        try container.encodeIfPresent(element.id, forKey: .id)
        try container.encodeIfPresent(ConnectionSource.source(of: element)?.id, forKey: .source)
        var attributes: [String: String] = [:]
        for (name, value) in element.attributes { attributes[name] = value }
        try container.encode(attributes, forKey: .attributes)
    }
}

extension ConnectionElement {
    /// The fields every connection starts with in JSON: its type, id and source.
    fileprivate func connectionContainer(_ encoder: any Encoder, type: String) throws -> KeyedEncodingContainer<ConnectionCodingKeys> {
        var container = encoder.container(keyedBy: ConnectionCodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(sourceID, forKey: .source)
        return container
    }
}

extension OutletConnection: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = try connectionContainer(encoder, type: "outlet")
        try container.encodeIfPresent(property, forKey: .property)
        try container.encodeIfPresent(destinationID, forKey: .destination)
    }
}

extension OutletCollectionConnection: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = try connectionContainer(encoder, type: "outletCollection")
        try container.encodeIfPresent(property, forKey: .property)
        try container.encodeIfPresent(destinationID, forKey: .destination)
        try container.encodeIfPresent(collectionClass, forKey: .collectionClass)
    }
}

extension ActionConnection: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = try connectionContainer(encoder, type: "action")
        try container.encodeIfPresent(selector, forKey: .selector)
        try container.encodeIfPresent(destinationID, forKey: .destination)
        try container.encodeIfPresent(targetID, forKey: .target)
        try container.encodeIfPresent(eventType, forKey: .eventType)
    }
}

extension Segue: Encodable {
    private enum CodingKeys: String, CodingKey {
        case type, id, kind, identifier, source, sourceElement, sourceMember, destination, trigger
        case relationship, unwindAction, modalPresentationStyle, modalTransitionStyle, animates
        case customClass, customModule, destinationCreationSelector, manual
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("segue", forKey: .type)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        let source = self.source
        try container.encodeIfPresent(source?.id, forKey: .source)
        try container.encodeIfPresent(source?.elementName, forKey: .sourceElement)
        try container.encodeIfPresent(sourceMember?.id, forKey: .sourceMember)
        try container.encodeIfPresent(destinationID, forKey: .destination)
        try container.encodeIfPresent(trigger, forKey: .trigger)
        try container.encodeIfPresent(relationship, forKey: .relationship)
        try container.encodeIfPresent(unwindAction, forKey: .unwindAction)
        try container.encodeIfPresent(modalPresentationStyle, forKey: .modalPresentationStyle)
        try container.encodeIfPresent(modalTransitionStyle, forKey: .modalTransitionStyle)
        if !animates { try container.encode(false, forKey: .animates) }
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(destinationCreationSelector, forKey: .destinationCreationSelector)
        try container.encode(isManual, forKey: .manual)
    }
}

extension RuntimeAttribute: Encodable {
    private enum CodingKeys: String, CodingKey { case owner, keyPath, type, value }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(owner?.id, forKey: .owner)
        try container.encodeIfPresent(keyPath, forKey: .keyPath)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encode(value, forKey: .value)
    }
}

extension RuntimeAttributeValue: Encodable {
    /// The value as the most natural JSON: a boolean, a number, a string, an object for
    /// geometry and colors, null for `nil`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .boolean(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value), .localizedString(let value), .image(let value): try container.encode(value)
        case .point(let value): try container.encode(value)
        case .size(let value): try container.encode(value)
        case .rect(let value): try container.encode(value)
        case .range(let value): try container.encode(value)
        case .color(let value): try container.encode(value)
        case .nil: try container.encodeNil()
        case .unknown(_, let value): try container.encode(value)
        }
    }
}

extension Resource: Encodable {
    private enum CodingKeys: String, CodingKey { case element, name, size, color }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(elementName, forKey: .element)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(size, forKey: .size)
        try container.encodeIfPresent(color, forKey: .color)
    }
}
