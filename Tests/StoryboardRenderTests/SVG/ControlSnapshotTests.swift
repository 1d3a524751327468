import SnapshotTesting
import StoryboardFormat
import Testing

@testable import StoryboardRender

/// Each drawn kind on its own, light and dark, as SVG text.
@Suite struct ControlSnapshotTests {
    @Test(arguments: ControlGallery.cases.map(\.0), Appearance.allCases)
    func control(_ name: String, appearance: Appearance) throws {
        let view = try #require(ControlGallery.cases.first { $0.0 == name }?.1)
        let screen = LaidOutScreen(
            id: name, name: name, size: Size(width: view.frame.width + 20, height: view.frame.height + 20),
            root: LaidOutView(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: view.frame.width + 20, height: view.frame.height + 20), subviews: [view]))
        let svg = ScreenRenderer(appearance: appearance).svg(screen)
        assertSnapshot(of: svg, as: .lines, named: "\(name)-\(appearance.rawValue)")
    }

    @Test func everyKindThatDrawsSomethingIsInTheGallery() {
        let covered = Set(ControlGallery.cases.map(\.1.kind))
        let notInGallery = Set(ViewKind.allCases).subtracting(covered)
        // Containers without their own look are drawn through their subviews.
        #expect(notInGallery == [.tableViewCell, .collectionViewCell, .tableHeaderFooter, .stackView, .scrollView, .containerView])
    }
}
