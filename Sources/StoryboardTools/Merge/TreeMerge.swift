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
    let baseIDs: ElementIndex
    let oursIDs: ElementIndex
    let theirsIDs: ElementIndex
    /// Whether their document was saved by the same or a newer Xcode than ours.
    let theirsIsNewer: Bool

    init(
        base: (tree: XMLTree, ids: ElementIndex)?, ours: (tree: XMLTree, ids: ElementIndex),
        theirs: (tree: XMLTree, ids: ElementIndex), labels: MergeLabels,
        forced: [String: MergeConflict] = [:], keptResources: Set<String> = []
    ) {
        self.base = base?.tree
        self.ours = ours.tree
        self.theirs = theirs.tree
        self.labels = labels
        self.forced = forced
        self.keptResources = keptResources
        self.newline = ours.tree.fileLineEnding
        let version = { (tree: XMLTree) in tree.rootElement.flatMap { tree.attribute("toolsVersion", of: $0) } ?? "" }
        self.theirsIsNewer = !VersionOrder.isNewer(version(ours.tree), than: version(theirs.tree))
        self.baseIDs = base?.ids ?? ElementIndex()
        self.oursIDs = ours.ids
        self.theirsIDs = theirs.ids
    }

    /// An element that one side moved under another parent (so it is new here on that side,
    /// though the base has it elsewhere): merged here with the other side's version when the
    /// other side left it in place, dropped when the other side deleted it and the mover did not
    /// edit it. Nil when the element did not move.
    func moved(_ id: String, node: XMLNode, mover: XMLTree, other: XMLTree, otherIDs: ElementIndex, moverIsOurs: Bool) -> Piece?? {
        guard let base, let inBase = baseIDs.nodes[id] else { return nil }
        guard let inOther = otherIDs.nodes[id] else {
            return DerivedGeometry.sameIgnoringDerived(base, inBase, mover, node)
                ? .some(nil) : .deletedAndEdited(ours: moverIsOurs ? node : nil, theirs: moverIsOurs ? nil : node)
        }
        let otherLocations = moverIsOurs ? theirsIDs.locations : oursIDs.locations
        guard otherLocations[id] == baseIDs.locations[id] else { return nil }
        return moverIsOurs ? .both(inBase, node, inOther) : .both(inBase, inOther, node)
    }

    /// What Xcode rewrites on every save: taking the newer value is never a conflict.
    static let versionAttributes: Set<String> = [
        "document toolsVersion", "document systemVersion", "plugIn version", "capability minToolsVersion",
    ]

    /// The merged document; both roots must exist and have the same name.
    mutating func run() -> [UInt8] {
        guard let o = ours.rootElement, let t = theirs.rootElement else { return Array(ours.source) }
        let whole = ours.bytes(of: o)
        var output: [UInt8] = []
        output.reserveCapacity(max(ours.source.count, theirs.source.count) + 4096)
        output += ours.source[..<whole.startIndex]
        _ = mergeElement(base?.rootElement, o, t, indent: "", isRoot: true, into: &output)
        output += ours.source[whole.endIndex...]
        return output
    }

    // MARK: Elements

    /// Writes the merged element to `output`; or, when it is a conflict, writes nothing and
    /// returns the conflicts. One buffer for the whole document: a subtree's bytes are copied
    /// once, not once per level above it.
    mutating func mergeElement(
        _ b: XMLNode?, _ o: XMLNode, _ t: XMLNode, indent: String, isRoot: Bool = false, into output: inout [UInt8]
    ) -> [MergeConflict]? {
        let oursBytes = ours.bytes(of: o), theirsBytes = theirs.bytes(of: t)
        let copyable = forced.isEmpty || (!containsForced(ours, o) && !containsForced(theirs, t))
        if copyable && sameBytes(oursBytes, theirsBytes) {
            output += oursBytes
            return nil
        }
        if let b, let base, copyable {
            let baseBytes = base.bytes(of: b)
            if sameBytes(baseBytes, oursBytes) {
                added(t, in: theirs, indent: indent, moverIsOurs: false, into: &output)
                return nil
            }
            if sameBytes(baseBytes, theirsBytes) {
                added(o, in: ours, indent: indent, moverIsOurs: true, into: &output)
                return nil
            }
        }
        let element = ElementKey.describe(ours, o)
        let name = ours.name(of: o)
        if ours.hasCharacterContent(o) || theirs.hasCharacterContent(t)
            || (b.map { base?.hasCharacterContent($0) ?? false } ?? false)
        {
            return [MergeConflict(kind: .content, element: element, ours: ours.text(of: o), theirs: theirs.text(of: t))]
        }
        if DerivedGeometry.isDerived(ours, o) {
            notes.append("\(ElementKey.describe(ours, ours.parent(of: o) ?? o)): both sides moved it; took their \(element)")
            output += theirsBytes
            return nil
        }
        let (attributes, attributeConflicts) = mergeAttributes(b, o, t, element: element)
        if !attributeConflicts.isEmpty, let parent = ours.parent(of: o), ours.isElement(parent, named: "resources") {
            // `<resources>` caches what the asset catalog and the system say about an image or a
            // color; the Xcode that saved last read it most recently.
            notes.append("\(element): the resource differs on both sides; took the one saved by the newer Xcode (\(theirsIsNewer ? "theirs" : "ours"))")
            output += theirsIsNewer ? theirsBytes : oursBytes
            return nil
        }
        let mark = output.count
        if !attributeConflicts.isEmpty {
            // The root is the whole file: only its start tag goes between markers.
            guard isRoot else { return attributeConflicts }
            writeConflict(
                ours: Array(ours.openingTag(of: o).bytes) + [0x3E], theirs: Array(theirs.openingTag(of: t).bytes) + [0x3E],
                indent: "", conflicts: attributeConflicts, into: &output)
            output.removeSubrange(mark..<(mark + newline.count))
        } else {
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
            output.append(0x3E)
        }
        let childrenStart = output.count
        guard mergeChildren(b, o, t, indent: indent, into: &output) else {
            output.removeSubrange(mark...)
            return [MergeConflict(kind: .unkeyedList, element: element)]
        }
        if output.count == childrenStart && attributeConflicts.isEmpty {
            output.removeLast()
            output += Array("/>".utf8)
        } else {
            output += newline
            output += Array(indent.utf8)
            output += Array("</\(name)>".utf8)
        }
        return nil
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
    /// precedes them in `secondary`. `afterHead`: both lists follow names they share (left out),
    /// so what only `secondary` has at its start goes after what only `primary` has at its start.
    static func mergedOrder(primary: [String], secondary: [String], afterHead: Bool = false) -> [String] {
        // Most lists are the same on both sides: nothing to place.
        if primary == secondary { return primary }
        var result = primary
        let present = Set(primary)
        if secondary.allSatisfy(present.contains) { return primary }
        let inSecondary = Set(secondary)
        var anchor = 0
        while afterHead && anchor < result.count && !inSecondary.contains(result[anchor]) { anchor += 1 }
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

    /// Writes the merged content between the start and end tags (each child on its own line);
    /// false, having written nothing, when both sides edited a list of elements without identity.
    mutating func mergeChildren(_ b: XMLNode?, _ o: XMLNode, _ t: XMLNode, indent: String, into output: inout [UInt8]) -> Bool {
        let allBaseChildren = b.flatMap { b in base?.elementChildren(of: b) } ?? []
        let allOursChildren = ours.elementChildren(of: o), allTheirsChildren = theirs.elementChildren(of: t)
        let baseComments = b.flatMap { b in base?.leadingComments(of: b) } ?? [:]
        let oursComments = ours.leadingComments(of: o), theirsComments = theirs.leadingComments(of: t)
        let childIndent = ours.childIndentation(of: o) ?? theirs.childIndentation(of: t)
            ?? (indent + (indent.hasPrefix("\t") ? "\t" : "    "))
        // The children before the first change, the same on all three sides with their comments,
        // merge to themselves where they are (each would be a piece of all three sides, copied
        // as it is, first in the order): they are written at once and not keyed.
        let mark = output.count
        var head = 0
        if let base, b != nil, forced.isEmpty {
            let limit = min(allBaseChildren.count, allOursChildren.count, allTheirsChildren.count)
            while head < limit {
                let (x, y, z) = (allBaseChildren[head], allOursChildren[head], allTheirsChildren[head])
                guard sameBytes(ours.bytes(of: y), theirs.bytes(of: z)), sameBytes(ours.bytes(of: y), base.bytes(of: x)),
                    oursComments[y] == baseComments[x], theirsComments[z] == baseComments[x]
                else { break }
                output += newline
                output += Array(childIndent.utf8)
                output += oursComments[y] ?? []
                output += ours.bytes(of: y)
                head += 1
            }
        }
        let baseChildren = Array(allBaseChildren.dropFirst(head))
        let oursChildren = Array(allOursChildren.dropFirst(head)), theirsChildren = Array(allTheirsChildren.dropFirst(head))
        let keys = ElementKey.keys(
            base: b.flatMap { _ in base.map { ($0, baseChildren) } }, ours: (ours, oursChildren),
            theirs: (theirs, theirsChildren), head: head > 0 ? (ours, allOursChildren[..<head]) : nil)
        let byContent = { (list: [String]) in Set(list.filter(ElementKey.isByContent)) }
        let baseContent = byContent(keys.base), oursContent = byContent(keys.ours), theirsContent = byContent(keys.theirs)
        if oursContent != baseContent && theirsContent != baseContent && oursContent != theirsContent {
            output.removeSubrange(mark...)
            return false
        }
        let baseIndex = Dictionary(zip(keys.base, baseChildren), uniquingKeysWith: { first, _ in first })
        let oursIndex = Dictionary(zip(keys.ours, oursChildren), uniquingKeysWith: { first, _ in first })
        let theirsIndex = Dictionary(zip(keys.theirs, theirsChildren), uniquingKeysWith: { first, _ in first })
        let isResources = ours.name(of: o) == "resources"
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
                if let id, theirsIDs.nodes[id] != nil, theirsIDs.locations[id] != baseIDs.locations[id] {
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
                if let id, oursIDs.nodes[id] != nil, oursIDs.locations[id] != baseIDs.locations[id] {
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
            primary: primary.filter { pieces[$0] != nil }, secondary: secondary.filter { pieces[$0] != nil },
            afterHead: head > 0)

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
                // The scene comment Xcode writes from the title: whichever side changed it.
                let oursComment = oursComments[o] ?? [], theirsComment = theirsComments[t] ?? []
                let baseComment = b.flatMap { baseComments[$0] } ?? []
                let mark = output.count
                output += newline
                output += Array(childIndent.utf8)
                output += oursComment == baseComment ? theirsComment : oursComment
                if let conflicts = mergeElement(b, o, t, indent: childIndent, into: &output) {
                    output.removeSubrange(mark...)
                    writeConflict(
                        ours: oursUnit(o), theirs: theirsUnit(t), indent: childIndent, conflicts: conflicts,
                        into: &output)
                }
            case let .oursOnly(o):
                output += newline
                output += Array(childIndent.utf8)
                output += oursComments[o] ?? []
                added(o, in: ours, indent: childIndent, moverIsOurs: true, into: &output)
            case let .theirsOnly(t):
                output += newline
                output += Array(childIndent.utf8)
                output += theirsComments[t] ?? []
                added(t, in: theirs, indent: childIndent, moverIsOurs: false, into: &output)
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
        return true
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
        guard let base, let inBase = baseIDs.nodes[id] else { return false }
        let (mover, other) = moverIsOurs ? (oursIDs.locations, theirsIDs.locations) : (theirsIDs.locations, oursIDs.locations)
        guard mover[id] != baseIDs.locations[id] else { return false }
        let otherIDs = moverIsOurs ? theirsIDs : oursIDs
        guard let inOther = otherIDs.nodes[id] else { return true }
        return other[id] == baseIDs.locations[id] && !sameBytes((moverIsOurs ? theirs : ours).bytes(of: inOther), base.bytes(of: inBase))
    }

    /// A subtree taken from one side: its bytes as they are, unless elements moved into it
    /// from elsewhere were edited or deleted by the other side, or the invariant checks marked
    /// one of its elements, in which case those are merged one by one.
    mutating func added(_ element: XMLNode, in tree: XMLTree, indent: String, moverIsOurs: Bool, into output: inout [UInt8]) {
        let otherIDs = moverIsOurs ? theirsIDs : oursIDs
        let needsWork = tree.descendants(of: element).contains { node in
            guard tree.kind(of: node) == .element, node != element, let id = tree.attribute("id", of: node) else { return false }
            return forced[id] != nil || isMovedIn(id, moverIsOurs: moverIsOurs)
        }
        guard needsWork, !tree.hasCharacterContent(element) else {
            output += tree.bytes(of: element)
            return
        }
        let children = tree.elementChildren(of: element)
        let comments = tree.leadingComments(of: element)
        let childIndent = tree.childIndentation(of: element) ?? (indent + "    ")
        output += tree.openingTag(of: element).bytes
        output.append(0x3E)
        let bodyStart = output.count
        for child in children {
            let unit = Array(comments[child] ?? []) + tree.bytes(of: child)
            if let id = tree.attribute("id", of: child), let conflict = forced[id] {
                writeConflict(
                    ours: moverIsOurs ? unit : nil, theirs: moverIsOurs ? nil : unit, indent: childIndent,
                    conflicts: [conflict], into: &output)
                continue
            }
            if let id = tree.attribute("id", of: child), isMovedIn(id, moverIsOurs: moverIsOurs), let base,
                let inBase = baseIDs.nodes[id]
            {
                if let inOther = otherIDs.nodes[id] {
                    let (o, t) = moverIsOurs ? (child, inOther) : (inOther, child)
                    let mark = output.count
                    output += newline
                    output += Array(childIndent.utf8)
                    output += comments[child] ?? []
                    if let conflicts = mergeElement(inBase, o, t, indent: childIndent, into: &output) {
                        output.removeSubrange(mark...)
                        writeConflict(
                            ours: Array(ours.bytes(of: o)), theirs: Array(theirs.bytes(of: t)), indent: childIndent,
                            conflicts: conflicts, into: &output)
                    }
                } else if !DerivedGeometry.sameIgnoringDerived(base, inBase, tree, child) {
                    writeConflict(
                        ours: moverIsOurs ? unit : nil, theirs: moverIsOurs ? nil : unit, indent: childIndent,
                        conflicts: [MergeConflict(
                            kind: .deletedAndEdited, element: ElementKey.describe(tree, child),
                            ours: moverIsOurs ? "edited" : nil, theirs: moverIsOurs ? nil : "edited")],
                        into: &output)
                }
                continue
            }
            output += newline
            output += Array(childIndent.utf8)
            output += comments[child] ?? []
            added(child, in: tree, indent: childIndent, moverIsOurs: moverIsOurs, into: &output)
        }
        if output.count == bodyStart {
            output.removeLast()
            output += Array("/>".utf8)
        } else {
            output += newline
            output += Array(indent.utf8)
            output += Array("</\(tree.name(of: element))>".utf8)
        }
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
