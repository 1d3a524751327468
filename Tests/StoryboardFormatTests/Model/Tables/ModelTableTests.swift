import Testing
@testable import StoryboardFormat

@Suite("Tables and cells")
struct ModelTableTests {
    static let staticTable = """
                <scene sceneID="st">
                    <objects>
                        <tableViewController id="settings" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" footerTitle="Signed in" id="sec1">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="blue" accessoryType="disclosureIndicator" textLabel="t1" detailTextLabel="d1" style="IBUITableViewCellStyleValue1" id="c1">
                                                <rect key="frame" x="0.0" y="55" width="320" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="c1" id="cv1">
                                                    <rect key="frame" x="0.0" y="0.0" width="287" height="43"/>
                                                    <subviews>
                                                        <label text="Name" id="t1"/>
                                                        <label text="Ada" id="d1"/>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell selectionStyle="none" id="c2">
                                                <tableViewCellContentView key="contentView" tableViewCell="c2" id="cv2"/>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection id="sec2">
                                        <cells>
                                            <tableViewCell style="IBUITableViewCellStyleValue2" textLabel="t3" id="c3">
                                                <tableViewCellContentView key="contentView" tableViewCell="c3" id="cv3">
                                                    <subviews>
                                                        <label id="t3">
                                                            <string key="text">Line</string>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="pt">
                    <objects>
                        <tableViewController id="list" sceneMemberID="viewController">
                            <tableView key="view" dataMode="prototypes" style="plain" id="ptable">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Subtitle" textLabel="pt1" detailTextLabel="pd1" style="IBUITableViewCellStyleSubtitle" id="p1">
                                        <tableViewCellContentView key="contentView" tableViewCell="p1" id="pcv1">
                                            <subviews>
                                                <label text="Title" id="pt1"/>
                                                <label text="Subtitle" id="pd1"/>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="settings" kind="show" identifier="Open" id="open"/>
                                        </connections>
                                    </tableViewCell>
                                    <tableViewCell reuseIdentifier="Plain" style="IBUITableViewCellStyleDefault" id="p2"/>
                                    <tableViewCell reuseIdentifier="Odd" style="IBUITableViewCellStyleFancy" id="p3"/>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="cv">
                    <objects>
                        <collectionViewController id="grid" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="collection">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <cells>
                                    <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Swatch" id="sw">
                                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                        <view key="contentView" opaque="NO" id="swc">
                                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                        </view>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
        """

    @Test func staticSections() throws {
        let document = try Fixture.storyboard(Self.staticTable)
        let view = try #require(document.scenes[0].viewController?.view)
        let table = try #require(view.tableView)
        #expect(table.dataMode == .static)
        #expect(table.style == "grouped")
        #expect(table.prototypes.isEmpty)
        #expect(table.sections.map(\.headerTitle) == ["Account", nil])
        #expect(table.sections.map(\.footerTitle) == ["Signed in", nil])
        #expect(table.sections.map { $0.cells.map(\.id) } == [["c1", "c2"], ["c3"]])
        #expect(table.view.id == "table")
    }

    @Test func staticCells() throws {
        let document = try Fixture.storyboard(Self.staticTable)
        let cells = try #require(document.view("table")?.tableView).sections.flatMap(\.cells)
        let first = cells[0]
        #expect(first.style == .value1)
        #expect(first.accessoryType == "disclosureIndicator")
        #expect(first.selectionStyle == "blue")
        #expect(first.textLabelID == "t1" && first.detailTextLabelID == "d1")
        #expect(first.textLabel?.id == "t1")
        #expect(first.text == "Name")
        #expect(first.detailText == "Ada")
        #expect(first.contentView?.id == "cv1")
        #expect(first.imageView == nil)
        #expect(cells[1].style == .custom)
        #expect(cells[1].text == nil)
        #expect(cells[1].selectionStyle == "none")
        #expect(cells[2].style == .value2)
        #expect(cells[2].text == "Line")
        #expect(cells[2].detailText == nil)
    }

    @Test func prototypes() throws {
        let document = try Fixture.storyboard(Self.staticTable)
        let table = try #require(document.view("ptable")?.tableView)
        #expect(table.dataMode == .prototypes)
        #expect(table.sections.isEmpty)
        #expect(table.prototypes.map(\.reuseIdentifier) == ["Subtitle", "Plain", "Odd"])
        #expect(table.prototypes.map(\.style) == [.subtitle, .default, .unknown("IBUITableViewCellStyleFancy")])
        #expect(table.prototypes.map(\.style.name) == ["subtitle", "default", "IBUITableViewCellStyleFancy"])
        #expect(table.prototypes[0].text == "Title" && table.prototypes[0].detailText == "Subtitle")
        #expect(table.prototypes[0].segues.map(\.identifier) == ["Open"])
        #expect(document.view("p1")?.tableViewCell?.reuseIdentifier == "Subtitle")
        #expect(document.view("p1")?.parentView?.id == "ptable")
    }

    @Test func collectionCells() throws {
        let document = try Fixture.storyboard(Self.staticTable)
        let cell = try #require(document.view("sw")?.collectionViewCell)
        #expect(cell.reuseIdentifier == "Swatch")
        #expect(cell.contentView?.id == "swc")
        #expect(cell.segues.isEmpty)
        #expect(cell.view.parentView?.id == "collection")
        #expect(document.view("collection")?.tableView == nil)
        #expect(document.view("collection")?.tableViewCell == nil)
    }
}
