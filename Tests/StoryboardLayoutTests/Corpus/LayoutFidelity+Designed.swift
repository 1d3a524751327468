import Foundation
import StoryboardFormat
import StoryboardLayout
import StoryboardTestSupport

extension LayoutFidelity {
    /// `check.py designed`'s perturbation: every view placed by constraints (not `fixedFrame`)
    /// has its stored origin moved by +37 pt, so only a real solve reproduces Xcode's frames.
    static func perturbed(_ text: String) -> String {
        let pattern = #"(<[a-zA-Z]+ [^>]*translatesAutoresizingMaskIntoConstraints="NO"[^>]*>\s*<rect key="frame" )x="([-0-9.]+)" y="([-0-9.]+)""#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
        let source = text as NSString
        var result = ""
        var last = 0
        for match in expression.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            result += source.substring(with: NSRange(location: last, length: match.range.location - last))
            let head = source.substring(with: match.range(at: 1))
            if head.contains(#"fixedFrame="YES""#) {
                result += source.substring(with: match.range)
            } else {
                let x = Double(source.substring(with: match.range(at: 2))) ?? 0
                let y = Double(source.substring(with: match.range(at: 3))) ?? 0
                result += head + "x=\"\(String(format: "%g", x + 37))\" y=\"\(String(format: "%g", y + 37))\""
            }
            last = match.range.location + match.range.length
        }
        result += source.substring(from: last)
        return result
    }

    /// `check.py designed` over corpus files: solved frames at the designed device against the
    /// stored ones.
    static func designed(files: [String]) throws -> Score {
        var score = Score()
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { throw MissingData(path: path) }
            guard let original = try? Document(bytes: Array(data), path: path) else { continue }
            let truth = storedFrames(original)
            if truth.isEmpty { continue }
            score.files += 1
            let text = String(decoding: data, as: UTF8.self)
            guard let moved = try? Document(bytes: Array(perturbed(text).utf8), path: path) else {
                score.views += truth.count
                continue
            }
            let layout = DocumentLayout(document: moved, detectsAmbiguity: false)
            var got: [String: LayoutRect] = [:]
            for view in layout.views { got[view.id] = view.frame }
            for (id, frame) in truth {
                score.views += 1
                if let mine = got[id], close(mine, frame) { score.good += 1 }
            }
            score.misses += misses(in: original, path: path, ours: got, compared: truth, truth: truth)
        }
        return score
    }

    /// The corpus's Auto Layout documents (`useAutolayout="YES"`), sorted.
    static func autoLayoutFiles() throws -> [String] {
        let root = Corpus.root
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { throw MissingData(path: root) }
        var files: [String] = []
        for case let path as String in enumerator where path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
            let full = root + "/" + path
            guard let data = FileManager.default.contents(atPath: full) else { continue }
            if data.range(of: Data(#"useAutolayout="YES""#.utf8)) != nil { files.append(full) }
        }
        return files.sorted()
    }
}
