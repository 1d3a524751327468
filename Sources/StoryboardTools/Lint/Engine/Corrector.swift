import StoryboardFormat

/// Applies the safe fix-its of a lint run through the lossless writer: only the bytes of the
/// touched elements change, everything else is written back as read.
public enum Corrector {
    /// The corrected text of one file.
    public struct Correction: Sendable {
        public var path: String
        public var bytes: [UInt8]
        /// The violations fixed.
        public var fixed: [Violation]
    }

    /// The corrections for every file of `result` that has fixable violations.
    public static func corrections(for result: Linter.Result) -> [Correction] {
        var byPath: [String: [Violation]] = [:]
        for violation in result.violations where violation.fix != nil {
            byPath[violation.path ?? "", default: []].append(violation)
        }
        return result.files.compactMap { file in
            guard let violations = byPath[file.path], let document = file.document else { return nil }
            var tree = document.tree
            var removed: Set<XMLNode> = []
            var fixed: [Violation] = []
            for violation in violations {
                switch violation.fix {
                case .remove(let node)?:
                    guard removed.insert(node).inserted else { continue }
                    let parent = tree.parent(of: node)
                    tree.remove(node)
                    // Xcode writes no empty `<connections>` or `<constraints>` list.
                    if let parent, tree.isElement(parent, named: "connections") || tree.isElement(parent, named: "constraints"),
                        tree.elements(of: parent).first(where: { _ in true }) == nil
                    {
                        tree.remove(parent)
                    }
                case .setAttribute(let node, let name, let value)?:
                    tree.setAttribute(name, to: value, of: node)
                case nil:
                    continue
                }
                fixed.append(violation)
            }
            return fixed.isEmpty ? nil : Correction(path: file.path, bytes: tree.serialized(), fixed: fixed)
        }
    }
}
