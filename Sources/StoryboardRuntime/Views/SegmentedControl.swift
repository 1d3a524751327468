/// A row of segments, one selected (`UISegmentedControl`).
@MainActor
open class SegmentedControl: Control {
    public var segmentTitles: [String?] = []
    /// -1 when no segment is selected (`UISegmentedControl.noSegment`).
    public var selectedSegmentIndex = -1

    package override class var defaultElementName: String { "segmentedControl" }
    package override class var primaryEvent: Event { .valueChanged }

    public var numberOfSegments: Int { segmentTitles.count }

    public func titleForSegment(at index: Int) -> String? {
        segmentTitles.indices.contains(index) ? segmentTitles[index] : nil
    }

    /// Selects a segment as a tap does, reporting `valueChanged` when the selection changes.
    public func select(_ index: Int) {
        guard segmentTitles.indices.contains(index), index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActionsIfEnabled(for: .valueChanged)
    }

    package override var screenLine: String? {
        let titles = segmentTitles.enumerated().map { index, title in
            let text = ScreenLine.quote(title ?? "")
            return index == selectedSegmentIndex ? "[\(text)]" : text
        }
        return ScreenLine("SegmentedControl", identifier: accessibilityIdentifier)
            .adding(titles.joined(separator: " | ")).line
    }
}
