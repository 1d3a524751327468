import Dispatch
import StoryboardFormat

/// A three-way merge of Interface Builder documents that understands them: elements matched by
/// id and stable keys, attributes and child lists merged one by one, Xcode's version stamps
/// taken at their newest, and true conflicts kept between git's markers around the smallest
/// whole element.
public struct StoryboardMerge: Sendable {
    public var labels: MergeLabels

    public init(labels: MergeLabels = MergeLabels()) {
        self.labels = labels
    }

    /// Merges `ours` and `theirs`, both descended from `base` (empty when both sides added the
    /// file).
    public func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8]) -> MergeResult {
        if sameBytes(ours[...], theirs[...]) { return MergeResult(merged: ours, conflicts: [], method: .semantic) }
        if sameBytes(base[...], ours[...]) { return MergeResult(merged: theirs, conflicts: [], method: .semantic) }
        if sameBytes(base[...], theirs[...]) { return MergeResult(merged: ours, conflicts: [], method: .semantic) }
        let sides = Self.read(base.isEmpty ? [ours, theirs] : [ours, theirs, base])
        let oursSide: Side, theirsSide: Side, baseSide: Side?
        do throws(XMLError) {
            oursSide = try sides[0].get()
            theirsSide = try sides[1].get()
            baseSide = base.isEmpty ? nil : try sides[2].get()
        } catch {
            return lineMerge(base, ours, theirs, reason: "not well-formed XML (\(error.message)): merged line by line")
        }
        let oursTree = oursSide.tree, theirsTree = theirsSide.tree, baseTree = baseSide?.tree
        let roots = [baseTree?.rootElement.map { baseTree!.name(of: $0) }, oursTree.rootElement.map { oursTree.name(of: $0) },
                     theirsTree.rootElement.map { theirsTree.name(of: $0) }]
        if roots.contains("archive") {
            return lineMerge(base, ours, theirs, reason: "an Xcode 3/4 archive-format xib: merged line by line (git merge-file)")
        }
        guard roots[1] != nil, roots[1] == roots[2], baseTree == nil || roots[0] == roots[1] else {
            return lineMerge(base, ours, theirs, reason: "the documents' root elements differ: merged line by line")
        }
        var forced: [String: MergeConflict] = [:]
        var keptResources: Set<String> = []
        // Each pass can only add forced conflicts or kept resources, so a few passes settle it.
        for _ in 0..<4 {
            var run = TreeMerge(
                base: baseSide, ours: oursSide, theirs: theirsSide, labels: labels, forced: forced,
                keptResources: keptResources)
            let merged = run.run()
            let conflicts = Self.locate(run.conflictGroups, in: merged, label: labels.ours)
            guard conflicts.isEmpty else {
                return MergeResult(merged: merged, conflicts: conflicts, method: .semantic, notes: run.notes)
            }
            guard let mergedTree = try? XMLTree(bytes: merged) else {
                return lineMerge(base, ours, theirs, reason: "the element merge produced malformed XML: merged line by line")
            }
            let used = MergeInvariants.resourcesStillUsed(merged: mergedTree, ours: oursTree, theirs: theirsTree)
            let violations = MergeInvariants.violations(merged: mergedTree, ours: oursTree, theirs: theirsTree)
            if used.isSubset(of: keptResources) && violations.isEmpty {
                return MergeResult(merged: merged, conflicts: [], method: .semantic, notes: run.notes)
            }
            keptResources.formUnion(used)
            forced.merge(violations) { first, _ in first }
        }
        return lineMerge(base, ours, theirs, reason: "the element merge did not settle: merged line by line")
    }

    typealias Side = (tree: XMLTree, ids: ElementIndex)

    /// Each side read and its ids indexed, the sides at once: they are independent, and reading
    /// them is most of a merge's work. (An archive-format xib is not indexed: it is line-merged.)
    static func read(_ sides: [[UInt8]]) -> [Result<Side, XMLError>] {
        /// One slot per side, each written by its own iteration only.
        struct Slots: @unchecked Sendable {
            let buffer: UnsafeMutableBufferPointer<Result<Side, XMLError>?>
        }
        let slots = Slots(buffer: .allocate(capacity: sides.count))
        slots.buffer.initialize(repeating: nil)
        defer {
            _ = slots.buffer.deinitialize()
            slots.buffer.deallocate()
        }
        DispatchQueue.concurrentPerform(iterations: sides.count) { index in
            do throws(XMLError) {
                let tree = try XMLTree(bytes: sides[index])
                let isArchive = tree.rootElement.map { tree.isElement($0, named: "archive") } ?? false
                slots.buffer[index] = .success((tree, isArchive ? ElementIndex() : ElementIndex(tree)))
            } catch {
                slots.buffer[index] = .failure(error)
            }
        }
        return slots.buffer.map { $0! }
    }

    /// Gives each conflict the line of its `<<<<<<<` marker.
    static func locate(_ groups: [[MergeConflict]], in merged: [UInt8], label: String) -> [MergeConflict] {
        guard !groups.isEmpty else { return [] }
        let marker = Array("<<<<<<< \(label)".utf8)
        var lines: [Int] = []
        var line = 1
        var index = 0
        var atLineStart = true
        while index < merged.count {
            if atLineStart && merged[index] == 0x3C && merged[index...].starts(with: marker) { lines.append(line) }
            atLineStart = merged[index] == 0x0A
            if atLineStart { line += 1 }
            index += 1
        }
        var result: [MergeConflict] = []
        for (position, group) in groups.enumerated() {
            for var conflict in group {
                conflict.line = position < lines.count ? lines[position] : nil
                result.append(conflict)
            }
        }
        return result
    }

    func lineMerge(_ base: [UInt8], _ ours: [UInt8], _ theirs: [UInt8], reason: String) -> MergeResult {
        do {
            let (merged, conflicted) = try LineMerge.merge(base: base, ours: ours, theirs: theirs, labels: labels)
            let conflicts = conflicted
                ? Self.locate([[MergeConflict(kind: .lines, element: "file")]], in: merged, label: labels.ours) : []
            return MergeResult(merged: merged, conflicts: conflicts, method: .lineMerge(reason: reason))
        } catch {
            return MergeResult(
                merged: ours, conflicts: [MergeConflict(kind: .lines, element: "file", attribute: error.description)],
                method: .lineMerge(reason: reason))
        }
    }
}
