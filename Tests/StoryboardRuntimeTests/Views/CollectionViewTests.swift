@testable import StoryboardRuntime
import Testing

/// Collection views from a storyboard (issue 16; Apple's documentation of `UICollectionView`,
/// `UICollectionViewFlowLayout`, `UICollectionViewController`; `uikit-semantics.md` §1: a
/// collection cell's segue fires on selection with the cell as sender).
@MainActor
@Suite("Collection views", .inOwnRuntimeEnvironment)
struct CollectionViewTests {
    static let storyboard = DecodingFixture.document(initial: "photos", scenes: photosScene(layout: """
        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
            <size key="itemSize" width="100" height="100"/>
            <size key="headerReferenceSize" width="0.0" height="40"/>
            <size key="footerReferenceSize" width="0.0" height="0.0"/>
            <inset key="sectionInset" minX="10" minY="10" maxX="10" maxY="10"/>
        </collectionViewFlowLayout>
        """) + DecodingFixture.scene("detail", body: DecodingFixture.rootView(id: "detail-root", subviews: """
            <label opaque="NO" contentMode="left" text="Detail" id="detail-label">
                <rect key="frame" x="20" y="100" width="200" height="21"/>
            </label>
            """)))

    /// A `PhotosController` scene: its collection view has `layout`, a "Photo" prototype cell
    /// (a label tagged 1) whose selection presents "detail", and a "Header" section header
    /// (a label tagged 2).
    static func photosScene(layout: String) -> String {
        DecodingFixture.scene(
            "photos", element: "collectionViewController",
            attributes: "customClass=\"PhotosController\" customModule=\"StoryboardRuntimeTests\"", body: """
                <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    \(layout)
                    <cells>
                        <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Photo" id="photo-cell">
                            <rect key="frame" x="10" y="50" width="100" height="100"/>
                            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="photo-content">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <subviews>
                                    <label opaque="NO" contentMode="left" text="Photo" tag="1" id="photo-label">
                                        <rect key="frame" x="8" y="8" width="84" height="21"/>
                                    </label>
                                </subviews>
                            </collectionViewCellContentView>
                            <connections>
                                <segue destination="detail" kind="presentation" modalPresentationStyle="fullScreen" identifier="showPhoto" id="photo-seg"/>
                            </connections>
                        </collectionViewCell>
                    </cells>
                    <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Header" id="header">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="40"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Header" tag="2" id="header-label">
                                <rect key="frame" x="8" y="8" width="300" height="21"/>
                            </label>
                        </subviews>
                    </collectionReusableView>
                    <connections>
                        <outlet property="dataSource" destination="photos" id="o-ds"/>
                        <outlet property="delegate" destination="photos" id="o-dl"/>
                    </connections>
                </collectionView>
                """)
    }

    func launch() throws -> (PhotosController, Driver) {
        DecodingFixture.reset()
        let directory = DecodingFixture.makeDirectory()
        DecodingFixture.write(Self.storyboard, to: "Main.storyboard", in: directory)
        let storyboard = try Storyboard(name: "Main", bundle: ResourceBundle(directory: directory))
        testEnvironment.classes.register(PhotosController.self, as: "StoryboardRuntimeTests.PhotosController")
        let controller = try #require(try storyboard.instantiateInitialViewController() as? PhotosController)
        let (_, driver) = DecodingFixture.show(controller)
        try testEnvironment.failures.throwIfAny()
        return (controller, driver)
    }

    @Test("dequeueReusableCell(withReuseIdentifier:for:) builds the prototype; headers only where the layout gives them a size")
    func cellsAndHeaders() throws {
        let (controller, driver) = try launch()
        #expect(driver.describeScreen() == """
            CollectionView
              Header
                Label "Section 0"
              Item
                Label "0.0"
              Item
                Label "0.1"
              Item
                Label "0.2"
              Header
                Label "Section 1"
              Item
                Label "1.0"
            """)
        let collection = try #require(controller.collectionView)
        #expect(collection.numberOfSections == 2)
        #expect(collection.numberOfItems(inSection: 0) == 3)
        #expect(collection.cellForItem(at: IndexPath(row: 0, section: 0))?.reuseIdentifier == "Photo")
        #expect(testEnvironment.diagnostics.warnings == [])
    }

    @Test("UICollectionViewFlowLayout: lines fill the width with at least the interitem spacing, a lone item is centred, insets and headers")
    func flowLayoutFrames() throws {
        let (controller, _) = try launch()
        let collection = try #require(controller.collectionView)
        let frames = collection.indexPathsForVisibleItems.map { collection.cellForItem(at: $0)!.frame }
        #expect(frames == [
            Rect(x: 10, y: 50, width: 100, height: 100), Rect(x: 145, y: 50, width: 100, height: 100),
            Rect(x: 280, y: 50, width: 100, height: 100), Rect(x: 145, y: 210, width: 100, height: 100),
        ])
        #expect(collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(row: 0, section: 1))?.frame
            == Rect(x: 0, y: 160, width: 390, height: 40))
        #expect(collection.contentSize == Size(width: 390, height: 320))
    }

    @Test("UICollectionViewDelegateFlowLayout: the delegate's item sizes, insets and header sizes; items of different sizes share a line while they fit, centred in its height")
    func flowLayoutDelegate() throws {
        DecodingFixture.reset()
        let directory = DecodingFixture.makeDirectory()
        DecodingFixture.write(Self.storyboard.replacingOccurrences(of: "customClass=\"PhotosController\"", with: "customClass=\"SizedPhotosController\""),
                              to: "Main.storyboard", in: directory)
        testEnvironment.classes.register(SizedPhotosController.self, as: "StoryboardRuntimeTests.SizedPhotosController")
        let storyboard = try Storyboard(name: "Main", bundle: ResourceBundle(directory: directory))
        let controller = try #require(try storyboard.instantiateInitialViewController() as? SizedPhotosController)
        let (_, driver) = DecodingFixture.show(controller)
        defer { _ = driver }
        let collection = try #require(controller.collectionView)
        let frames = collection.indexPathsForVisibleItems.map { collection.cellForItem(at: $0)!.frame }
        #expect(frames == [
            // Section 0, under a 30 pt header and a 20 pt inset: 200 + 80 fit in 350, the
            // rest of the line shared between them; the third item alone, centred.
            Rect(x: 20, y: 80, width: 200, height: 60), Rect(x: 290, y: 50, width: 80, height: 120),
            Rect(x: 155, y: 180, width: 80, height: 120),
            Rect(x: 95, y: 370, width: 200, height: 60),
        ])
        #expect(collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(row: 0, section: 1))?.frame
            == Rect(x: 0, y: 320, width: 390, height: 30))
        #expect(collection.contentSize == Size(width: 390, height: 450))
    }

    @Test("selecting an item: shouldSelect, the cell's segue (prepare, sender the cell), then didSelect")
    func selectionAndSegue() throws {
        let (controller, driver) = try launch()
        try driver.perform(try #require(try DriverCommand(line: "item 0 1")))
        #expect(controller.log == ["should [0, 1]", "prepare showPhoto sender 0.1", "did [0, 1]"])
        #expect(driver.describeScreen() == "View\n  Label \"Detail\"")
    }

    @Test("a tap on a label inside an item selects the item")
    func tapInsideItem() throws {
        let (controller, driver) = try launch()
        controller.refusesSelection = true
        try driver.tap("1.0")
        #expect(controller.log == ["should [1, 0]"])
        #expect(controller.collectionView.indexPathsForSelectedItems == [])
    }

    @Test("an unknown reuse identifier is UIKit's 'could not dequeue' exception, as a typed error")
    func unknownIdentifier() throws {
        let (controller, _) = try launch()
        _ = controller.collectionView.dequeueReusableCell(withReuseIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
        let error = #expect(throws: RuntimeError.self) { try testEnvironment.failures.throwIfAny() }
        #expect(error?.kind == .unknownCellIdentifier("Nope"))
        #expect(error?.objectID == "grid")
    }

    @Test("a collectionViewController whose class is missing is a CollectionViewController")
    func missingClass() throws {
        let storyboard = try DecodingFixture.storyboard(initial: "c", DecodingFixture.scene(
            "c", element: "collectionViewController", attributes: "customClass=\"Gone\"", body: """
                <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow"/>
                </collectionView>
                """))
        let controller = try #require(try storyboard.instantiateInitialViewController())
        #expect(controller is CollectionViewController)
        #expect((controller as? CollectionViewController)?.collectionView.numberOfSections == 1)
    }

    @Test func parsesItem() throws {
        #expect(try DriverCommand(line: "item 2") == .item(section: 0, item: 2))
        #expect(try DriverCommand(line: "item 1 2") == .item(section: 1, item: 2))
    }
}

@MainActor
class PhotosController: CollectionViewController {
    var log: [String] = []
    var refusesSelection = false
    static let counts = [3, 1]

    override func numberOfSections(in collectionView: CollectionView) -> Int { Self.counts.count }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { Self.counts[section] }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        (cell.viewWithTag(1) as? Label)?.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }

    override func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        (header.viewWithTag(2) as? Label)?.text = "Section \(indexPath.section)"
        return header
    }

    override func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("should \(indexPath)")
        return !refusesSelection
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("did \(indexPath)")
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        let label = ((sender as? CollectionViewCell)?.viewWithTag(1) as? Label)?.text ?? "?"
        log.append("prepare \(segue.identifier ?? "?") sender \(label)")
    }
}

/// The photos with sizes of their own: the first item of each section wide and short, the
/// others narrow and tall; 20 pt insets and 30 pt headers.
@MainActor
final class SizedPhotosController: PhotosController, CollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> Size {
        indexPath.item == 0 ? Size(width: 200, height: 60) : Size(width: 80, height: 120)
    }
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, insetForSectionAt section: Int) -> EdgeInsets {
        EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    }
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> Size {
        Size(width: 0, height: 30)
    }
}
