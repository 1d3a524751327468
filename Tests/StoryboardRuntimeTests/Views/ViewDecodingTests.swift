@testable import StoryboardRuntime
import Testing

/// The view tree built for each element the runtime models, with the properties the document
/// gives them.
@MainActor
@Suite("View decoding", .inOwnRuntimeEnvironment)
struct ViewDecodingTests {
    static let elements = DecodingFixture.scene("vc", body: DecodingFixture.rootView(subviews: """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="20" y="100" width="350" height="21"/>
            <fontDescription key="fontDescription" type="boldSystem" pointSize="21"/>
            <color key="textColor" red="1" green="0.5" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <nil key="highlightedColor"/>
        </label>
        <label opaque="NO" contentMode="left" id="namedFontLabel">
            <rect key="frame" x="20" y="130" width="350" height="21"/>
            <string key="text">Two
        lines</string>
            <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="14"/>
            <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
        </label>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="button">
            <rect key="frame" x="20" y="160" width="100" height="30"/>
            <accessibility key="accessibilityConfiguration" identifier="go-button" label="Go"/>
            <state key="normal" title="Go"/>
            <state key="highlighted" title="Going"/>
            <state key="selected" title="Gone"/>
            <state key="disabled" title="No go"/>
        </button>
        <button opaque="NO" contentMode="scaleToFill" enabled="NO" buttonType="system" id="configured">
            <rect key="frame" x="140" y="160" width="100" height="30"/>
            <buttonConfiguration key="configuration" style="filled" title="Configured"/>
        </button>
        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" text="typed" placeholder="Name" textAlignment="natural" minimumFontSize="17" id="field">
            <rect key="frame" x="20" y="200" width="350" height="34"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        <slider opaque="NO" contentMode="scaleToFill" value="25" minValue="10" maxValue="50" id="slider">
            <rect key="frame" x="18" y="240" width="354" height="31"/>
        </slider>
        <switch opaque="NO" contentMode="scaleToFill" on="YES" id="switch">
            <rect key="frame" x="20" y="280" width="51" height="31"/>
        </switch>
        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" id="segments">
            <rect key="frame" x="20" y="320" width="200" height="32"/>
            <segments>
                <segment title="First"/>
                <segment title="Second"/>
                <segment title="Third"/>
            </segments>
        </segmentedControl>
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="logo" id="image">
            <rect key="frame" x="20" y="360" width="64" height="64"/>
        </imageView>
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" id="stack">
            <rect key="frame" x="20" y="430" width="100" height="50"/>
            <subviews>
                <view contentMode="scaleToFill" id="stackChild1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                    <color key="backgroundColor" white="0.5" alpha="0.75" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
                <view contentMode="scaleToFill" id="stackChild2">
                    <rect key="frame" x="0.0" y="29" width="100" height="21"/>
                    <color key="backgroundColor" systemColor="systemRedColor"/>
                </view>
            </subviews>
        </stackView>
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="scroll">
            <rect key="frame" x="20" y="490" width="350" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" id="scrollContent">
                    <rect key="frame" x="0.0" y="0.0" width="350" height="400"/>
                    <color key="backgroundColor" name="AccentColor"/>
                </view>
            </subviews>
        </scrollView>
        <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" id="map">
            <rect key="frame" x="20" y="600" width="350" height="100"/>
        </mapView>
        <containerView opaque="NO" contentMode="scaleToFill" id="container">
            <rect key="frame" x="20" y="710" width="350" height="100"/>
        </containerView>
        """, extra: """
        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        """))

    func loadedRoot() throws -> View {
        let storyboard = try DecodingFixture.storyboard(initial: "vc", Self.elements)
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let root = try #require(controller.view)
        try testEnvironment.failures.throwIfAny()
        return root
    }

    @Test func buildsTheTreeInDocumentOrder() throws {
        let root = try loadedRoot()
        let lines = root.allViews().map { view in
            "\(type(of: view)) \(view.elementName) \(view.frame.x),\(view.frame.y) \(view.frame.width)x\(view.frame.height)"
        }
        #expect(lines == [
            "View view 0.0,0.0 390.0x844.0",
            "Label label 20.0,100.0 350.0x21.0",
            "Label label 20.0,130.0 350.0x21.0",
            "Button button 20.0,160.0 100.0x30.0",
            "Button button 140.0,160.0 100.0x30.0",
            "TextField textField 20.0,200.0 350.0x34.0",
            "Slider slider 18.0,240.0 354.0x31.0",
            "Switch switch 20.0,280.0 51.0x31.0",
            "SegmentedControl segmentedControl 20.0,320.0 200.0x32.0",
            "ImageView imageView 20.0,360.0 64.0x64.0",
            "StackView stackView 20.0,430.0 100.0x50.0",
            "View view 0.0,0.0 100.0x21.0",
            "View view 0.0,29.0 100.0x21.0",
            "ScrollView scrollView 20.0,490.0 350.0x100.0",
            "View view 0.0,0.0 350.0x400.0",
            "View mapView 20.0,600.0 350.0x100.0",
            "View containerView 20.0,710.0 350.0x100.0",
        ])
        #expect(root.subviews.allSatisfy { $0.superview === root })
    }

    @Test func labels() throws {
        let root = try loadedRoot()
        let labels = root.allViews().compactMap { $0 as? Label }
        #expect(labels.count == 2)
        #expect(labels[0].text == "Hello")
        #expect(labels[0].numberOfLines == 2)
        #expect(labels[0].textColor == Color(red: 1, green: 0.5, blue: 0.25))
        #expect(labels[0].font == .boldSystemFont(ofSize: 21))
        #expect(labels[0].isUserInteractionEnabled == false)
        #expect(labels[1].text == "Two\nlines")
        #expect(labels[1].font == Font(name: "Avenir-Heavy", size: 14))
        #expect(labels[1].textColor == Color(systemName: "darkTextColor"))
    }

    @Test func buttonsHaveATitlePerState() throws {
        let root = try loadedRoot()
        let buttons = root.allViews().compactMap { $0 as? Button }
        let button = buttons[0]
        #expect(button.title(for: .normal) == "Go")
        #expect(button.title(for: .highlighted) == "Going")
        #expect(button.title(for: .selected) == "Gone")
        #expect(button.title(for: .disabled) == "No go")
        #expect(button.currentTitle == "Go")
        button.isSelected = true
        #expect(button.currentTitle == "Gone")
        button.isEnabled = false
        #expect(button.currentTitle == "No go")
        #expect(button.accessibilityIdentifier == "go-button")
        #expect(button.accessibilityLabel == "Go")
        // Xcode 13 and later write a button's title in its configuration.
        #expect(buttons[1].configuration?.title == "Configured")
        #expect(buttons[1].currentTitle == "Configured")
        #expect(buttons[1].isEnabled == false)
    }

    @Test func valueControls() throws {
        let root = try loadedRoot()
        let views = root.allViews()
        let field = try #require(views.compactMap { $0 as? TextField }.first)
        #expect(field.text == "typed")
        #expect(field.placeholder == "Name")
        #expect(field.font == Font(name: "System", size: 14))
        let slider = try #require(views.compactMap { $0 as? Slider }.first)
        #expect(slider.value == 25)
        #expect(slider.minimumValue == 10)
        #expect(slider.maximumValue == 50)
        let toggle = try #require(views.compactMap { $0 as? Switch }.first)
        #expect(toggle.isOn)
        let segmented = try #require(views.compactMap { $0 as? SegmentedControl }.first)
        #expect(segmented.segmentTitles == ["First", "Second", "Third"])
        #expect(segmented.selectedSegmentIndex == 1)
        let image = try #require(views.compactMap { $0 as? ImageView }.first)
        #expect(image.imageName == "logo")
        #expect(image.clipsToBounds)
        let stack = try #require(views.compactMap { $0 as? StackView }.first)
        #expect(stack.axis == .vertical)
        #expect(stack.spacing == 8)
        #expect(stack.arrangedSubviews.count == 2)
        let scroll = try #require(views.first { type(of: $0) == ScrollView.self })
        #expect(scroll.subviews.count == 1)
    }

    @Test func colorsOfEveryKind() throws {
        let root = try loadedRoot()
        let views = root.allViews()
        #expect(root.backgroundColor == Color(systemName: "systemBackgroundColor"))
        #expect(views[11].backgroundColor == Color(white: 0.5, alpha: 0.75))
        #expect(views[12].backgroundColor == Color(systemName: "systemRedColor"))
        #expect(views[14].backgroundColor == Color(named: "AccentColor"))
        #expect(views[11].backgroundColor?.description == "white(0.500, 0.750)")
        #expect((views[1] as? Label)?.textColor?.description == "rgb(1.000, 0.500, 0.250)")
    }

    @Test func unknownElementsKeepTheirNameAndFrame() throws {
        let root = try loadedRoot()
        let map = try #require(root.allViews().first { $0.elementName == "mapView" })
        #expect(type(of: map) == View.self)
        #expect(map.frame == Rect(x: 20, y: 600, width: 350, height: 100))
        #expect(map.screenLine == "mapView")
    }

    // MARK: Tables

    static let staticTable = DecodingFixture.scene("tvc", element: "tableViewController", body: """
        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="50" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            <sections>
                <tableViewSection headerTitle="Account" footerTitle="Signed in" id="section1">
                    <cells>
                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" textLabel="name-text" detailTextLabel="name-detail" style="IBUITableViewCellStyleValue1" id="cell1">
                            <rect key="frame" x="0.0" y="18" width="390" height="44"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell1" id="content1">
                                <rect key="frame" x="0.0" y="0.0" width="360" height="44"/>
                                <subviews>
                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Name" id="name-text">
                                        <rect key="frame" x="20" y="12" width="44" height="21"/>
                                    </label>
                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Ada" id="name-detail">
                                        <rect key="frame" x="300" y="12" width="40" height="21"/>
                                    </label>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="checkmark" textLabel="plan-text" style="IBUITableViewCellStyleDefault" id="cell2">
                            <rect key="frame" x="0.0" y="62" width="390" height="44"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell2" id="content2">
                                <rect key="frame" x="0.0" y="0.0" width="350" height="44"/>
                                <subviews>
                                    <label opaque="NO" contentMode="left" text="Plan" id="plan-text">
                                        <rect key="frame" x="20" y="12" width="44" height="21"/>
                                    </label>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </cells>
                </tableViewSection>
                <tableViewSection headerTitle="Danger" id="section2">
                    <cells>
                        <tableViewCell contentMode="scaleToFill" accessoryType="detailDisclosureButton" id="cell3">
                            <rect key="frame" x="0.0" y="150" width="390" height="44"/>
                            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell3" id="content3">
                                <rect key="frame" x="0.0" y="0.0" width="330" height="44"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="delete">
                                        <rect key="frame" x="20" y="7" width="100" height="30"/>
                                        <state key="normal" title="Delete"/>
                                    </button>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </cells>
                </tableViewSection>
            </sections>
        </tableView>
        """)

    @Test func staticTableSectionsAndCells() throws {
        let storyboard = try DecodingFixture.storyboard(initial: "tvc", Self.staticTable)
        let controller = try #require(try storyboard.instantiateInitialViewController() as? TableViewController)
        let table = try #require(controller.tableView)
        #expect(table.hasStaticContent)
        #expect(table.style == .grouped)
        #expect(table.rowHeight == 50)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(table.headerTitle(forSection: 0) == "Account")
        #expect(table.footerTitle(forSection: 0) == "Signed in")
        #expect(table.headerTitle(forSection: 1) == "Danger")
        #expect(table.footerTitle(forSection: 1) == nil)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.style == .value1)
        #expect(first.textLabel?.text == "Name")
        #expect(first.detailTextLabel?.text == "Ada")
        #expect(first.accessoryType == .disclosureIndicator)
        #expect(first.contentView.subviews.count == 2)
        #expect(first.textLabel?.superview === first.contentView)
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(second.textLabel?.text == "Plan")
        #expect(second.detailTextLabel == nil)
        #expect(second.accessoryType == .checkmark)
        let third = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(third.accessoryType == .detailDisclosureButton)
        #expect((third.contentView.subviews.first as? Button)?.title(for: .normal) == "Delete")

        let (_, driver) = DecodingFixture.show(controller)
        #expect(driver.describeScreen() == """
            TableView
              Section "Account"
                Cell "Name" detail "Ada" >
                Cell "Plan" ✓
                Footer "Signed in"
              Section "Danger"
                Cell (i) >
                  Button "Delete"
            """)
    }

    static let prototypes = DecodingFixture.scene("list", element: "tableViewController", attributes: "customClass=\"PrototypeListController\" customModule=\"StoryboardRuntimeTests\"", body: """
        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" reuseIdentifier="Basic" textLabel="basic-text" style="IBUITableViewCellStyleDefault" id="basic">
                    <rect key="frame" x="0.0" y="50" width="390" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="basic" id="basic-content">
                        <rect key="frame" x="0.0" y="0.0" width="360" height="44"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Title" id="basic-text">
                                <rect key="frame" x="20" y="12" width="44" height="21"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Custom" customClass="BadgeCell" customModule="StoryboardRuntimeTests" id="custom">
                    <rect key="frame" x="0.0" y="94" width="390" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="custom" id="custom-content">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Badge" id="badge">
                                <rect key="frame" x="20" y="12" width="44" height="21"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="badgeLabel" destination="badge" id="badge-outlet"/>
                    </connections>
                </tableViewCell>
            </prototypes>
            <connections>
                <outlet property="dataSource" destination="list" id="ds"/>
                <outlet property="delegate" destination="list" id="dl"/>
            </connections>
        </tableView>
        """)

    @Test func prototypesAreDequeuedByReuseIdentifier() throws {
        let storyboard = try DecodingFixture.storyboard(initial: "list", Self.prototypes)
        let controller = try #require(try storyboard.instantiateInitialViewController() as? PrototypeListController)
        let table = try #require(controller.tableView)
        #expect(table.hasStaticContent == false)
        let first = table.dequeueReusableCell(withIdentifier: "Basic", for: IndexPath(row: 0, section: 0))
        let second = table.dequeueReusableCell(withIdentifier: "Basic", for: IndexPath(row: 1, section: 0))
        #expect(first !== second)
        #expect(first.textLabel !== second.textLabel)
        #expect(first.reuseIdentifier == "Basic")
        #expect(first.textLabel?.text == "Title")
        #expect(first.accessoryType == .disclosureIndicator)
        let custom = try #require(table.dequeueReusableCell(withIdentifier: "Custom", for: IndexPath(row: 0, section: 0)) as? BadgeCell)
        #expect(custom.badgeLabel?.text == "Badge")
        #expect(custom.badgeLabel?.superview === custom.contentView)
        #expect(custom.awakeCount == 1)
        #expect(table.dequeueReusableCell(withIdentifier: "Missing") == nil)
        try testEnvironment.failures.throwIfAny()
    }

    @Test func unknownCellIdentifierIsThrownByTheNextDriverAction() throws {
        let storyboard = try DecodingFixture.storyboard(initial: "list", Self.prototypes)
        let controller = try #require(try storyboard.instantiateInitialViewController() as? PrototypeListController)
        controller.rows = ["Basic", "Nope"]
        let (_, driver) = DecodingFixture.show(controller)
        #expect(testEnvironment.failures.pending.map(\.kind) == [.unknownCellIdentifier("Nope")])
        // The error names the table that was asked, where the document declares it.
        let error = #expect(throws: RuntimeError.self) { try driver.selectRow(row: 0) }
        #expect(error?.kind == .unknownCellIdentifier("Nope"))
        #expect(error?.file == storyboard.path)
        #expect(error?.sceneID == "scene-list")
        #expect(error?.objectID == "table")
        #expect(error?.position == SourcePosition(line: 11, column: 5))
        #expect(testEnvironment.failures.pending.isEmpty)
        #expect(RuntimeError(.unknownCellIdentifier("Nope")).message
            == "unable to dequeue a cell with identifier Nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    @Test func staticTableDescribedWithPrototypeRows() throws {
        let storyboard = try DecodingFixture.storyboard(initial: "list", Self.prototypes)
        let controller = try #require(try storyboard.instantiateInitialViewController() as? PrototypeListController)
        controller.rows = ["Basic", "Custom", "Basic"]
        let (_, driver) = DecodingFixture.show(controller)
        #expect(driver.describeScreen() == """
            TableView
              Cell "row 0" >
              Cell
                Label "Badge"
              Cell "row 2" >
            """)
    }
}

/// A list of prototype rows whose reuse identifiers a test chooses.
@MainActor
final class PrototypeListController: TableViewController {
    var rows: [String] = []

    override func numberOfSections(in tableView: TableView) -> Int { 1 }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: rows[indexPath.row], for: indexPath)
        if cell.reuseIdentifier == "Basic" { cell.textLabel?.text = "row \(indexPath.row)" }
        return cell
    }
}

@MainActor
final class BadgeCell: TableViewCell {
    @Outlet var badgeLabel: Label?
    var awakeCount = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        awakeCount += 1
    }
}
