import StoryboardFormat

/// One run of the element-by-element merge over three read documents. Elements are matched by
/// `ElementKey` among their siblings; a subtree that only one side changed is copied from that
/// side byte for byte; where both changed it, attributes and child lists are merged one by one
/// and only what is new is written, laid out as Xcode lays it out.
struct TreeMerge {
    let base: XMLTree?
    let ours: XMLTree
    let theirs: XMLTree
    /// Elements (by id) to write as conflicts: the invariant checks of an earlier run found them.
    let forced: [String: MergeConflict]
    /// Resources that one side deleted but that the merged document still uses.
    let keptResources: Set<String>
    let labels: MergeLabels
    let newline: [UInt8]
    /// Conflicts, one group per marker block, in the order the blocks appear in the output.
    private(set) var conflictGroups: [[MergeConflict]] = []
    private(set) var notes: [String] = []
    /// Every element with an id on each side, with where it stands: how an element that moved
    /// to another parent is found.
    let baseIDs: [String: XMLNode]
    let oursIDs: [String: XMLNode]
    let theirsIDs: [String: XMLNode]
    let baseLocations: [String: Int]
    /// Whether their document was saved by the same or a newer Xcode than ours.
    let theirsIsNewer: Bool
    let oursLocations: [String: Int]
    let theirsLocations: [String: Int]

    init(
        base: XMLTree?, ours: XMLTree, theirs: XMLTree, labels: MergeLabels,
        forced: [String: MergeConflict] = [:], keptResources: Set<String> = []
    ) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.labels = labels
        self.forced = forced
        self.keptResources = keptResources
        self.newline = ours.fileLineEnding
        let version = { (tree: XMLTree) in tree.rootElement.flatMap { tree.attribute("toolsVersion", of: $0) } ?? "" }
        self.theirsIsNewer = !VersionOrder.isNewer(version(ours), than: version(theirs))
        (self.baseIDs, self.baseLocations) = base.map(Self.elementsByID) ?? ([:], [:])
        (self.oursIDs, self.oursLocations) = Self.elementsByID(ours)
        (self.theirsIDs, self.theirsLocations) = Self.elementsByID(theirs)
    }

    /// The elements with an id used once, and for each a hash of the keys of its ancestors
    /// (where it stands), in one walk.
    static func elementsByID(_ tree: XMLTree) -> ([String: XMLNode], [String: Int]) {
        var nodes: [String: XMLNode] = [:], locations: [String: Int] = [:], duplicated: Set<String> = []
        guard let root = tree.rootElement else { return (nodes, locations) }
        var stack: [(XMLNode, Int)] = [(root, 0)]
        while let (element, location) = stack.popLast() {
            let own = location &* 31 &+ (ElementKey.stable(tree, element) ?? tree.name(of: element)).hashValue
            for child in tree.elements(of: element) {
                if let id = tree.attribute("id", of: child) {
                    if nodes[id] != nil { duplicated.insert(id) }
                    nodes[id] = child
                    locations[id] = own
                }
                stack.append((child, own))
            }
        }
        for id in duplicated {
            nodes[id] = nil
            locations[id] = nil
        }
        return (nodes, locations)
    }

    /// An element that one side moved under another parent (so it is new here on that side,
    /// though the base has it elsewhere): merged here with the other side's version when the
    /// other side left it in place, dropped when the other side deleted it and the mover did not
    /// edit it. Nil when the element did not move.
    func moved(_ id: String, node: XMLNode, mover: XMLTree, other: XMLTree, otherIDs: [String: XMLNode], moverIsOurs: Bool) -> Piece?? {
        guard let base, let inBase = baseIDs[id] else { return nil }
        guard let inOther = otherIDs[id] else {
            return DerivedGeometry.sameIgnoringDerived(base, inBase, mover, node)
                ? .some(nil) : .deletedAndEdited(ours: moverIsOurs ? node : nil, theirs: moverIsOurs ? nil : node)
        }
        let otherLocations = moverIsOurs ? theirsLocations : oursLocations
        guard otherLocations[id] == baseLocations[id] else { return nil }
        return moverIsOurs ? .both(inBase, node, inOther) : .both(inBase, inOther, node)
    }

    /// What Xcode rewrites on every save: taking the newer value is never a conflict.
    static let versionAttributes: Set<String> = [
        "document toolsVersion", "document systemVersion", "plugIn version", "capability minToolsVersion",
    ]

    enum Outcome {
        case merged([UInt8])
        case conflict([MergeConflict])
    }

    /// The merged document; both roots must exist and have the same name.
    mutating func run() -> [UInt8] {
        guard let o = ours.rootElement, let t = theirs.rootElement else { return Array(ours.source) }
        let whole = ours.bytes(of: o)
        var output = Array(ours.source[..<whole.startIndex])
        if case .merged(let bytes) = mergeElement(base?.rootElement, o, t, indent: "", isRoot: true) {
            output += bytes
        }
        output += ours.source[whole.endIndex...]
        return output
    }

    // MARK: Elements

    mutating func mergeElement(_ b: XMLNode?, _ o: XMLNode, _ t: XMLNode, indent: String, isRoot: Bool = false) -> Outcome {
        let oursBytes = ours.bytes(of: o), theirsBytes = theirs.bytes(of: t)
        let copyable = forced.isEmpty || (!containsForced(ours, o) && !containsForced(theirs, t))
        if oursBytes == theirsBytes && copyable { return .merged(Array(oursBytes)) }
        if let b, let base, copyable {
            let baseBytes = base.bytes(of: b)
            if baseBytes == oursBytes { return .merged(added(t, in: theirs, indent: indent, moverIsOurs: false)) }
            if baseBytes == theirsBytes { return .merged(added(o, in: ours, indent: indent, moverIsOurs: true)) }
        }
        let element = ElementKey.describe(ours, o)
        let name = ours.name(of: o)
        if ours.hasCharacterContent(o) || theirs.hasCharacterContent(t)
            || (b.map { base?.hasCharacterContent($0) ?? false } ?? false)
        {
            return .conflict([MergeConflict(
                kind: .content, element: element,
                ours: ours.text(of: o), theirs: theirs.text(of: t))])
        }
        if DerivedGeometry.isDerived(ours, o) {
            notes.append("\(ElementKey.describe(ours, ours.parent(of: o) ?? o)): both sides moved it; took their \(element)")
            return .merged(Array(theirsBytes))
        }
        let (attributes, attributeConflicts) = mergeAttributes(b, o, t, element: element)
        var output: [UInt8] = []
        if !attributeConflicts.isEmpty, let parent = ours.parent(of: o), ours.isElement(parent, named: "resources") {
            // `<resources>` caches what the asset catalog and the system say about an image or a
            // color; the Xcode that saved last read it most recently.
            notes.append("\(element): the resource differs on both sides; took the one saved by the newer Xcode (\(theirsIsNewer ? "theirs" : "ours"))")
            return .merged(Array(theirsIsNewer ? theirsBytes : oursBytes))
        }
        if !attributeConflicts.isEmpty {
            // The root is the whole file: only its start tag goes between markers.
            guard isRoot else { return .conflict(attributeConflicts) }
            writeConflict(
                ours: Array(ours.openingTag(of: o).bytes) + [0x3E], theirs: Array(theirs.openingTag(of: t).bytes) + [0x3E],
                indent: "", conflicts: attributeConflicts, into: &output)
            output.removeFirst(newline.count)
        }
        guard let children = mergeChildren(b, o, t, indent: indent) else {
            return .conflict([MergeConflict(kind: .unkeyedList, element: element)])
        }
        if attributeConflicts.isEmpty {
            let oursAttributes = Self.attributes(ours, o)
            if oursAttributes.map(\.name) == attributes.map(\.name)
                && oursAttributes.map(\.value) == attributes.map(\.value)
            {
                output += ours.openingTag(of: o).bytes
            } else {
                output += Array("<\(name)".utf8)
                for attribute in attributes {
                    let quote = attribute.quote == .single ? "'" : "\""
                    output += Array(" \(attribute.name)=\(quote)\(attribute.raw)\(quote)".utf8)
                }
            }
        }
        if children.isEmpty && attributeConflicts.isEmpty {
            output += Array("/>".utf8)
        } else {
            if attributeConflicts.isEmpty { output.append(0x3E) }
            output += children
            output += newline
            output += Array(indent.utf8)
            output += Array("</\(name)>".utf8)
        }
        return .merged(output)
    }

    // MARK: Attributes

    struct Attribute {
        var name: String
        var value: String
        var raw: String
        var quote: XMLQuote
    }

    static func attributes(_ tree: XMLTree, _ element: XMLNode) -> [Attribute] {
        tree.attributes(of: element).map {
            Attribute(name: tree.name(of: $0), value: tree.value(of: $0), raw: tree.rawValue(of: $0), quote: tree.quote(of: $0))
        }
    }

    mutating func mergeAttributes(_ b: XMLNode?, _ o: XMLNode, _ t: XMLNode, element: String) -> ([Attribute], [MergeConflict]) {
        let baseList = b.flatMap { b in base.map { Self.attributes($0, b) } } ?? []
        let oursList = Self.attributes(ours, o), theirsList = Self.attributes(theirs, t)
        let tag = ours.name(of: o)
        func index(_ list: [Attribute]) -> [String: Attribute] {
            Dictionary(list.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let baseByName = index(baseList), oursByName = index(oursList), theirsByName = index(theirsList)
        let order = Self.mergedOrder(primary: oursList.map(\.name), secondary: theirsList.map(\.name))
        var merged: [Attribute] = []
        var conflicts: [MergeConflict] = []
        for name in order {
            let baseValue = baseByName[name]?.value, oursAttribute = oursByName[name], theirsAttribute = theirsByName[name]
            if oursAttribute?.value == theirsAttribute?.value || theirsAttribute?.value == baseValue {
                if let oursAttribute { merged.append(oursAttribute) }
            } else if oursAttribute?.value == baseValue {
                if let theirsAttribute { merged.append(theirsAttribute) }
            } else if let oursAttribute, let theirsAttribute, Self.versionAttributes.contains("\(tag) \(name)") {
                let newer = VersionOrder.isNewer(theirsAttribute.value, than: oursAttribute.value)
                merged.append(newer ? theirsAttribute : oursAttribute)
                notes.append("\(element): \(name) took the newer \(newer ? theirsAttribute.value : oursAttribute.value)")
            } else {
                conflicts.append(MergeConflict(
                    kind: .attribute, element: element, attribute: name,
                    ours: oursAttribute?.value, theirs: theirsAttribute?.value))
            }
        }
        return (merged, conflicts)
    }

    /// `primary` in its order, with the names only `secondary` has placed after the name that
    /// precedes them in `secondary`.
    static func mergedOrder(primary: [String], secondary: [String]) -> [String] {
        var result = primary
        let present = Set(primary), inSecondary = Set(secondary)
        var anchor = 0
        for name in secondary {
            if present.contains(name) {
                if let position = result.firstIndex(of: name) {
                    anchor = position + 1
                    // What only the primary side added after it comes first.
                    while anchor < result.count && !inSecondary.contains(result[anchor]) { anchor += 1 }
                }
            } else {
                result.insert(name, at: anchor)
                anchor += 1
            }
        }
        return result
    }

    // MARK: Child lists

    enum Piece {
        case both(XMLNode?, XMLNode, XMLNode)
        case oursOnly(XMLNode)
        case theirsOnly(XMLNode)
        /// One side deleted what the other edited.
        case deletedAndEdited(ours: XMLNode?, theirs: XMLNode?)
    }

    /// The merged content between the start and end tags (each child on its own line), or nil
    /// when both sides edited a list of elements without identity.
    mutating func mergeChildren(_ b: XMLNode?, _ o: XMLNode, _ t: XMLNode, indent: String) -> [UInt8]? {
        let baseChildren = b.flatMap { b in base?.elementChildren(of: b) } ?? []
        let oursChildren = ours.elementChildren(of: o), theirsChildren = theirs.elementChildren(of: t)
        let keys = ElementKey.keys(
            base: b.flatMap { _ in base.map { ($0, baseChildren) } }, ours: (ours, oursChildren),
            theirs: (theirs, theirsChildren))
        let byContent = { (list: [String]) in Set(list.filter(ElementKey.isByContent)) }
        let baseContent = byContent(keys.base), oursContent = byContent(keys.ours), theirsContent = byContent(keys.theirs)
        if oursContent != baseContent && theirsContent != baseContent && oursContent != theirsContent {
            return nil
        }
        let baseIndex = Dictionary(zip(keys.base, baseChildren), uniquingKeysWith: { first, _ in first })
        let oursIndex = Dictionary(zip(keys.ours, oursChildren), uniquingKeysWith: { first, _ in first })
        let theirsIndex = Dictionary(zip(keys.theirs, theirsChildren), uniquingKeysWith: { first, _ in first })
        let isResources = ours.name(of: o) == "resources"
        let baseComments = b.flatMap { b in base?.leadingComments(of: b) } ?? [:]
        let oursComments = ours.leadingComments(of: o), theirsComments = theirs.leadingComments(of: t)
        func oursUnit(_ node: XMLNode) -> [UInt8] { Array(oursComments[node] ?? []) + ours.bytes(of: node) }
        func theirsUnit(_ node: XMLNode) -> [UInt8] { Array(theirsComments[node] ?? []) + theirs.bytes(of: node) }

        func piece(_ key: String) -> Piece? {
            let inBase = baseIndex[key], inOurs = oursIndex[key], inTheirs = theirsIndex[key]
            switch (inOurs, inTheirs) {
            case let (o?, t?):
                return .both(inBase, o, t)
            case let (o?, nil):
                let id = key.hasPrefix("#") ? String(key.dropFirst()) : nil
                if inBase == nil, let id,
                    let move = moved(id, node: o, mover: ours, other: theirs, otherIDs: theirsIDs, moverIsOurs: true)
                {
                    return move
                }
                guard let inBase, let base else { return .oursOnly(o) }
                // Their side moved it elsewhere: it is merged where it went.
                if let id, theirsIDs[id] != nil, theirsLocations[id] != baseLocations[id] {
                    return nil
                }
                if isResources, keptResources.contains(ours.attribute("name", of: o) ?? "") { return .oursOnly(o) }
                // `<resources>` caches what the asset catalog says; an entry the document no
                // longer uses goes with the side that removed it, whatever the other re-read.
                if isResources {
                    if !DerivedGeometry.sameIgnoringDerived(base, inBase, ours, o) {
                        notes.append("\(ElementKey.describe(ours, o)): removed in theirs, unused; dropped although re-read in ours")
                    }
                    return nil
                }
                return DerivedGeometry.sameIgnoringDerived(base, inBase, ours, o) ? nil : .deletedAndEdited(ours: o, theirs: nil)
            case let (nil, t?):
                let id = key.hasPrefix("#") ? String(key.dropFirst()) : nil
                if inBase == nil, let id,
                    let move = moved(id, node: t, mover: theirs, other: ours, otherIDs: oursIDs, moverIsOurs: false)
                {
                    return move
                }
                guard let inBase, let base else { return .theirsOnly(t) }
                if let id, oursIDs[id] != nil, oursLocations[id] != baseLocations[id] {
                    return nil
                }
                if isResources, keptResources.contains(theirs.attribute("name", of: t) ?? "") { return .theirsOnly(t) }
                // `<resources>` caches what the asset catalog says; an entry the document no
                // longer uses goes with the side that removed it, whatever the other re-read.
                if isResources {
                    if !DerivedGeometry.sameIgnoringDerived(base, inBase, theirs, t) {
                        notes.append("\(ElementKey.describe(theirs, t)): removed in ours, unused; dropped although re-read in theirs")
                    }
                    return nil
                }
                return DerivedGeometry.sameIgnoringDerived(base, inBase, theirs, t) ? nil : .deletedAndEdited(ours: nil, theirs: t)
            case (nil, nil):
                return nil
            }
        }

        // The order: that of the side that reordered what all three share, else ours; then
        // what only the other side has, after its predecessor there.
        let shared = Set(keys.base).intersection(keys.ours).intersection(keys.theirs)
        let baseOrder = keys.base.filter(shared.contains)
        let theirsReordered = keys.ours.filter(shared.contains) == baseOrder && keys.theirs.filter(shared.contains) != baseOrder
        let primary = theirsReordered ? keys.theirs : keys.ours
        let secondary = theirsReordered ? keys.ours : keys.theirs
        var pieces: [String: Piece] = [:]
        for key in primary + secondary where pieces[key] == nil {
            if let piece = piece(key) { pieces[key] = piece }
        }
        let order = Self.mergedOrder(
            primary: primary.filter { pieces[$0] != nil }, secondary: secondary.filter { pieces[$0] != nil })

        let childIndent = ours.childIndentation(of: o) ?? theirs.childIndentation(of: t)
            ?? (indent + (indent.hasPrefix("\t") ? "\t" : "    "))
        var output: [UInt8] = []
        for key in order {
            guard let piece = pieces[key] else { continue }
            if key.hasPrefix("#"), let conflict = forced[String(key.dropFirst())] {
                let (o, t): (XMLNode?, XMLNode?)
                switch piece {
                case let .both(_, x, y): (o, t) = (x, y)
                case let .oursOnly(x): (o, t) = (x, nil)
                case let .theirsOnly(y): (o, t) = (nil, y)
                case let .deletedAndEdited(x, y): (o, t) = (x, y)
                }
                writeConflict(
                    ours: o.map(oursUnit), theirs: t.map(theirsUnit), indent: childIndent, conflicts: [conflict],
                    into: &output)
                continue
            }
            switch piece {
            case let .both(b, o, t):
                switch mergeElement(b, o, t, indent: childIndent) {
                case .merged(let bytes):
                    // The scene comment Xcode writes from the title: whichever side changed it.
                    let oursComment = oursComments[o] ?? [], theirsComment = theirsComments[t] ?? []
                    let baseComment = b.flatMap { baseComments[$0] } ?? []
                    output += newline
                    output += Array(childIndent.utf8)
                    output += oursComment == baseComment ? theirsComment : oursComment
                    output += bytes
                case .conflict(let conflicts):
                    writeConflict(
                        ours: oursUnit(o), theirs: theirsUnit(t), indent: childIndent, conflicts: conflicts,
                        into: &output)
                }
            case let .oursOnly(o):
                output += newline
                output += Array(childIndent.utf8)
                output += oursComments[o] ?? []
                output += added(o, in: ours, indent: childIndent, moverIsOurs: true)
            case let .theirsOnly(t):
                output += newline
                output += Array(childIndent.utf8)
                output += theirsComments[t] ?? []
                output += added(t, in: theirs, indent: childIndent, moverIsOurs: false)
            case let .deletedAndEdited(o, t):
                let element = o.map { ElementKey.describe(ours, $0) } ?? t.map { ElementKey.describe(theirs, $0) } ?? key
                writeConflict(
                    ours: o.map(oursUnit), theirs: t.map(theirsUnit), indent: childIndent,
                    conflicts: [MergeConflict(
                        kind: .deletedAndEdited, element: element, ours: o.map { _ in "edited" },
                        theirs: t.map { _ in "edited" })],
                    into: &output)
            }
        }
        return output
    }

    // MARK: Subtrees from one side

    func containsForced(_ tree: XMLTree, _ element: XMLNode) -> Bool {
        tree.descendants(of: element).contains { node in
            tree.kind(of: node) == .element && tree.attribute("id", of: node).map { forced[$0] != nil } ?? false
        }
    }

    /// Whether an element with `id`, found in a subtree only one side has, came from elsewhere in
    /// the base and so must be merged with (or dropped for) what the other side did to it.
    func isMovedIn(_ id: String, moverIsOurs: Bool) -> Bool {
        guard let base, let inBase = baseIDs[id] else { return false }
        let (mover, other) = moverIsOurs ? (oursLocations, theirsLocations) : (theirsLocations, oursLocations)
        guard mover[id] != baseLocations[id] else { return false }
        let otherIDs = moverIsOurs ? theirsIDs : oursIDs
        guard let inOther = otherIDs[id] else { return true }
        return other[id] == baseLocations[id] && (moverIsOurs ? theirs : ours).bytes(of: inOther) != base.bytes(of: inBase)
    }

    /// A subtree taken from one side: its bytes as they are, unless elements moved into it
    /// from elsewhere were edited or deleted by the other side, or the invariant checks marked
    /// one of its elements, in which case those are merged one by one.
    mutating func added(_ element: XMLNode, in tree: XMLTree, indent: String, moverIsOurs: Bool) -> [UInt8] {
        let otherIDs = moverIsOurs ? theirsIDs : oursIDs
        let needsWork = tree.descendants(of: element).contains { node in
            guard tree.kind(of: node) == .element, node != element, let id = tree.attribute("id", of: node) else { return false }
            return forced[id] != nil || isMovedIn(id, moverIsOurs: moverIsOurs)
        }
        guard needsWork, !tree.hasCharacterContent(element) else { return Array(tree.bytes(of: element)) }
        let children = tree.elementChildren(of: element)
        let comments = tree.leadingComments(of: element)
        let childIndent = tree.childIndentation(of: element) ?? (indent + "    ")
        var output = Array(tree.openingTag(of: element).bytes)
        var body: [UInt8] = []
        for child in children {
            let unit = Array(comments[child] ?? []) + tree.bytes(of: child)
            if let id = tree.attribute("id", of: child), let conflict = forced[id] {
                writeConflict(
                    ours: moverIsOurs ? unit : nil, theirs: moverIsOurs ? nil : unit, indent: childIndent,
                    conflicts: [conflict], into: &body)
                continue
            }
            if let id = tree.attribute("id", of: child), isMovedIn(id, moverIsOurs: moverIsOurs), let base,
                let inBase = baseIDs[id]
            {
                if let inOther = otherIDs[id] {
                    let (o, t) = moverIsOurs ? (child, inOther) : (inOther, child)
                    switch mergeElement(inBase, o, t, indent: childIndent) {
                    case .merged(let bytes):
                        body += newline
                        body += Array(childIndent.utf8)
                        body += comments[child] ?? []
                        body += bytes
                    case .conflict(let conflicts):
                        writeConflict(
                            ours: Array(ours.bytes(of: o)), theirs: Array(theirs.bytes(of: t)), indent: childIndent,
                            conflicts: conflicts, into: &body)
                    }
                } else if !DerivedGeometry.sameIgnoringDerived(base, inBase, tree, child) {
                    writeConflict(
                        ours: moverIsOurs ? unit : nil, theirs: moverIsOurs ? nil : unit, indent: childIndent,
                        conflicts: [MergeConflict(
                            kind: .deletedAndEdited, element: ElementKey.describe(tree, child),
                            ours: moverIsOurs ? "edited" : nil, theirs: moverIsOurs ? nil : "edited")],
                        into: &body)
                }
                continue
            }
            body += newline
            body += Array(childIndent.utf8)
            body += comments[child] ?? []
            body += added(child, in: tree, indent: childIndent, moverIsOurs: moverIsOurs)
        }
        if body.isEmpty {
            output += Array("/>".utf8)
        } else {
            output.append(0x3E)
            output += body
            output += newline
            output += Array(indent.utf8)
            output += Array("</\(tree.name(of: element))>".utf8)
        }
        return output
    }

    /// Both versions on lines of their own between git's markers.
    mutating func writeConflict(
        ours oursBytes: [UInt8]?, theirs theirsBytes: [UInt8]?, indent: String, conflicts: [MergeConflict],
        into output: inout [UInt8]
    ) {
        conflictGroups.append(conflicts)
        output += newline
        output += Array("<<<<<<< \(labels.ours)".utf8)
        if let oursBytes {
            output += newline
            output += Array(indent.utf8)
            output += oursBytes
        }
        output += newline
        output += Array("=======".utf8)
        if let theirsBytes {
            output += newline
            output += Array(indent.utf8)
            output += theirsBytes
        }
        output += newline
        output += Array(">>>>>>> \(labels.theirs)".utf8)
    }
}

/// The names written after git's conflict markers.
public struct MergeLabels: Hashable, Sendable {
    public var ours: String
    public var theirs: String

    public init(ours: String = "ours", theirs: String = "theirs") {
        self.ours = ours
        self.theirs = theirs
    }
}
