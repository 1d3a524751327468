@testable import StoryboardRuntime
import Testing

/// Collection view layouts of the app's own class (issue 16; Apple's documentation of
/// `UICollectionViewLayout`: the collection calls `prepare()`, then places each item and
/// supplementary view at the attributes the layout returns for it, asks its data source for a
/// supplementary view only where the layout has one, and scrolls over
/// `collectionViewContentSize`). A storyboard names such a layout as
/// `<collectionViewLayout key="collectionViewLayout" customClass=…>`; when the app lacks the
/// class UIKit logs "Unknown class" (here a flow layout stands in).
@MainActor
@Suite("Collection view layouts of the app's class", .inOwnRuntimeEnvironment)
struct CollectionViewLayoutTests {
    /// The collection view scene of `CollectionViewTests` with `layout`, and its detail scene.
    static func scenes(layout: String) -> String {
        CollectionViewTests.photosScene(layout: layout) + DecodingFixture.scene("detail", body: DecodingFixture.rootView(id: "detail-root"))
    }

    static let customLayout = """
        <collectionViewLayout key="collectionViewLayout" id="stack" customClass="StackedLayout" customModule="StoryboardRuntimeTests">
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="step">
                    <real key="value" value="30"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </collectionViewLayout>
        """

    func launch(layout: String) throws -> (PhotosController, Driver) {
        let storyboard = try DecodingFixture.storyboard(initial: "photos", Self.scenes(layout: layout))
        testEnvironment.classes.register(PhotosController.self, as: "StoryboardRuntimeTests.PhotosController")
        testEnvironment.classes.register(StackedLayout.self, as: "StoryboardRuntimeTests.StackedLayout")
        let controller = try #require(try storyboard.instantiateInitialViewController() as? PhotosController)
        let (_, driver) = DecodingFixture.show(controller)
        try testEnvironment.failures.throwIfAny()
        return (controller, driver)
    }

    @Test("the app's layout places the items; no header is asked for where it places none")
    func appLayout() throws {
        let (controller, driver) = try launch(layout: Self.customLayout)
        let collection = try #require(controller.collectionView)
        let layout = try #require(collection.collectionViewLayout as? StackedLayout)
        #expect(layout.step == 30)
        #expect(layout.collectionView === collection)
        #expect(layout.log == ["prepare 2 sections, 3+1 items"])
        let frames = collection.indexPathsForVisibleItems.compactMap { collection.cellForItem(at: $0)?.frame }
        #expect(frames == [
            Rect(x: 0, y: 0, width: 390, height: 100), Rect(x: 0, y: 30, width: 390, height: 100),
            Rect(x: 0, y: 60, width: 390, height: 100), Rect(x: 0, y: 90, width: 390, height: 100),
        ])
        #expect(collection.contentSize == Size(width: 390, height: 190))
        #expect(collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(row: 0, section: 0)) == nil)
        #expect(driver.describeScreen() == """
            CollectionView
              Item
                Label "0.0"
              Item
                Label "0.1"
              Item
                Label "0.2"
              Item
                Label "1.0"
            """)
        #expect(testEnvironment.diagnostics.warnings == [])
    }

    @Test("invalidating the layout places the items again on the next layout pass")
    func invalidation() throws {
        let (controller, _) = try launch(layout: Self.customLayout)
        let collection = try #require(controller.collectionView)
        let layout = try #require(collection.collectionViewLayout as? StackedLayout)
        layout.step = 10
        layout.invalidateLayout()
        #expect(collection.cellForItem(at: IndexPath(row: 2, section: 0))?.frame == Rect(x: 0, y: 20, width: 390, height: 100))
        #expect(layout.log == ["prepare 2 sections, 3+1 items", "prepare 2 sections, 3+1 items"])
    }

    @Test("a layout class the app lacks: UIKit's warning, and a flow layout stands in")
    func missingLayoutClass() throws {
        let (controller, _) = try launch(layout: """
            <collectionViewLayout key="collectionViewLayout" id="lens" customClass="LensFlowLayout" customModule="Snapchat" customModuleProvider="target"/>
            """)
        let collection = try #require(controller.collectionView)
        #expect(collection.collectionViewLayout is CollectionViewFlowLayout)
        #expect(collection.cellForItem(at: IndexPath(row: 1, section: 0))?.frame == Rect(x: 170, y: 0, width: 50, height: 50))
        #expect(testEnvironment.diagnostics.warnings.map(\.message) == [
            "Unknown class Snapchat.LensFlowLayout in Interface Builder file; using CollectionViewFlowLayout"
        ])
    }

    @Test("UIKit's abstract layout places nothing: every item is hidden")
    func abstractLayout() throws {
        let (controller, driver) = try launch(layout: """
            <collectionViewLayout key="collectionViewLayout" id="plain"/>
            """)
        let collection = try #require(controller.collectionView)
        #expect(collection.numberOfItems(inSection: 0) == 3)
        #expect(collection.visibleCells.allSatisfy { $0.isHidden })
        #expect(driver.describeScreen() == "CollectionView")
    }
}

/// Items stacked like cards, each `step` below the one before, full width and 100 pt tall.
@MainActor
final class StackedLayout: CollectionViewLayout {
    @Inspectable var step = 20.0
    var log: [String] = []
    private var frames: [IndexPath: Rect] = [:]
    private var bottom = 0.0

    override func prepare() {
        guard let collection = collectionView else { return }
        let counts = (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) }
        log.append("prepare \(counts.count) sections, \(counts.map(String.init).joined(separator: "+")) items")
        frames = [:]
        var index = 0
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                frames[IndexPath(row: item, section: section)] = Rect(x: 0, y: Double(index) * step, width: collection.frame.width, height: 100)
                index += 1
            }
        }
        bottom = Double(max(index - 1, 0)) * step + 100
    }

    override var collectionViewContentSize: Size { Size(width: collectionView?.frame.width ?? 0, height: bottom) }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let frame = frames[indexPath] else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }
}
