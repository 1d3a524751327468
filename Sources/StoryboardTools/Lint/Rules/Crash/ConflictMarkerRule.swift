import Foundation
import StoryboardFormat

/// Git conflict markers left in the file: Xcode cannot open it, and the build fails far from
/// the cause. Read from the bytes, so it is found even when the XML cannot be read.
public struct ConflictMarkerRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "conflict_marker", name: "Git conflict marker",
        description: "A line starts with a git conflict marker (<<<<<<<, =======, >>>>>>>).",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [.storyboard(RuleExample.scene())],
        triggeringExamples: [
            .storyboard("↓<<<<<<< HEAD\n" + RuleExample.scene() + "↓=======\n" + RuleExample.scene(id: "vc1-00-001") + "↓>>>>>>> feature\n"),
        ])

    static let markers: [[UInt8]] = [Array("<<<<<<<".utf8), Array("=======".utf8), Array(">>>>>>>".utf8)]

    public func validate(_ file: LintFile) -> [Violation] {
        let bytes = file.bytes
        var result: [Violation] = []
        var lineStart = 0
        var line = 1
        while lineStart < bytes.count {
            let end = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            if bytes[lineStart] == 0x3C || bytes[lineStart] == 0x3D || bytes[lineStart] == 0x3E {
                for marker in Self.markers where Self.starts(bytes, at: lineStart, end: end, with: marker) {
                    let after = lineStart + marker.count
                    if after == end || bytes[after] == 0x20 || bytes[after] == 0x0D {
                        let text = String(decoding: bytes[lineStart..<min(end, lineStart + 60)], as: UTF8.self)
                            .trimmingCharacters(in: .whitespacesAndNewlines)
                        result.append(violation("git conflict marker \"\(text)\"", in: file, at: SourcePosition(line: line, column: 1)))
                    }
                }
            }
            lineStart = end + 1
            line += 1
        }
        return result
    }

    static func starts(_ bytes: [UInt8], at offset: Int, end: Int, with marker: [UInt8]) -> Bool {
        guard offset + marker.count <= end else { return false }
        for k in 0..<marker.count where bytes[offset + k] != marker[k] { return false }
        return true
    }
}
