import Foundation
import StoryboardFormat
import StoryboardTestSupport
import Testing

@testable import StoryboardRender

/// Text widths against Xcode's own: single-line labels placed by Auto Layout hug their text,
/// so the widths Xcode stored for them are SF Pro's widths. The estimate scales Helvetica's
/// advances by size and weight (`TextMetrics.sfProScale`); measured on the corpus it puts 383
/// of 1,348 such labels within 1 pt of Xcode's width (110 with one scale for every size).
@Suite struct TextMetricsCalibrationTests {
    @Test func scaleFollowsSizeAndWeight() {
        #expect(TextMetrics.sfProScale(TextFont(size: 12)) == 1.04)
        #expect(TextMetrics.sfProScale(TextFont(size: 17)) == 1.005)
        #expect(TextMetrics.sfProScale(TextFont(size: 34, weight: 700)) == 0.96 * 1.07)
        // "Done" at 17 pt semibold: Helvetica's 2.39 em, 1.005 × 1.04 wider.
        #expect(abs(TextMetrics.width(of: "Done", font: TextFont(size: 17, weight: 600)) - 2.39 * 17 * 1.005 * 1.04) < 1e-9)
    }

    /// SF Pro's "@" is far narrower than Helvetica's (1.015 em): the corpus's three "@" labels
    /// in 15 pt are stored 13.67 and 14 pt wide, and Helvetica's advance drew them as "…".
    @Test func atSignIsSFProsWidth() {
        let width = TextMetrics.width(of: "@", font: TextFont(size: 15))
        #expect(abs(width - 0.9 * 15 * 1.035) < 1e-9)
        #expect(TextMetrics.truncated("@", font: TextFont(size: 15), width: 13.67, lineBreak: .truncateTail) == "@")
    }

    /// Constrained, single-line, ASCII labels in the system font (regular or by weight) of
    /// the corpus's iOS documents, with the width Xcode stored and the font drawn.
    static func huggingLabels() throws -> [(width: Double, text: String, font: TextFont)] {
        var labels: [(Double, String, TextFont)] = []
        for entry in try Corpus.manifest() where entry.targetRuntime.contains("CocoaTouch") {
            guard let document = try? Document(contentsOfFile: try Corpus.path(entry.file)), let root = document.root else { continue }
            let tree = document.tree
            let resources = DocumentResources(document: document, assets: .empty)
            for node in tree.descendants(of: root) where tree.nameEquals(node, "label") {
                let label = IBView(document: document, node: node)
                guard label.attribute("translatesAutoresizingMaskIntoConstraints") == "NO", label.attribute("misplaced") != "YES",
                    (label.intAttribute("numberOfLines") ?? 1) == 1, let text = label.text, text.count >= 3,
                    text.unicodeScalars.allSatisfy({ $0.value >= 32 && $0.value < 127 }), let frame = label.frame, frame.width > 0
                else { continue }
                if let font = label.font, font.type != "system" && font.type != "boldSystem" { continue }
                labels.append((frame.width, text, resources.font(label.font)))
            }
        }
        return labels
    }

    @Test(.requiresSharedData) func estimatesMatchXcodesLabelWidths() throws {
        let labels = try Self.huggingLabels()
        let within = labels.filter { abs(TextMetrics.width(of: $0.text, font: $0.font) - $0.width) <= 1 }
        #expect(labels.count >= 1300)
        // Stretched labels (pinned on both sides) cannot match; hugging ones do.
        #expect(within.count >= 370, "\(within.count) of \(labels.count) labels within 1 pt")
    }
}
