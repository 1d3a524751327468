import StoryboardFormat
import StoryboardRender

/// One laid-out view per drawn kind (and per notable style), for the control snapshots.
enum ControlGallery {
    static func view(_ kind: ViewKind, _ width: Double, _ height: Double, configure: (inout LaidOutView) -> Void = { _ in }) -> LaidOutView {
        var view = LaidOutView(id: "v-\(kind.rawValue)", kind: kind, frame: Rect(x: 10, y: 10, width: width, height: height))
        configure(&view)
        return view
    }

    static func control(_ configure: (inout ControlState) -> Void) -> ControlState {
        var state = ControlState()
        configure(&state)
        return state
    }

    static let cases: [(String, LaidOutView)] = [
        ("label-wrapped", view(.label, 160, 64) {
            $0.content.text = TextContent("A label long enough to wrap onto three lines and then be truncated at the end", font: TextFont(size: 17, weight: 600), alignment: .center, numberOfLines: 3)
        }),
        // Xcode sizes a label of two 17 pt lines 41 pt tall (2 × UIKit's 20.29): both are drawn
        // (corona-warn-app's reset screen showed one, truncated).
        ("label-two-lines", view(.label, 382, 41) {
            $0.content.text = TextContent("Sind Sie sicher, dass Sie die Anwendung zurücksetzen wollen? Alle Daten werden gelöscht.", font: TextFont(size: 17), numberOfLines: 0, lineBreak: .wordWrap)
        }),
        ("label-middle", view(.label, 120, 21) {
            $0.content.text = TextContent("Middle truncation of a long line", font: TextFont(size: 15), color: SystemColors.secondaryLabel, lineBreak: .truncateMiddle)
        }),
        ("button-system", view(.button, 80, 30) { $0.content.text = TextContent("Button", font: TextFont(size: 15), alignment: .center); $0.content.control = ControlState() }),
        ("button-custom", view(.button, 120, 44) {
            $0.content.text = TextContent("Custom", font: TextFont(size: 17), alignment: .center)
            $0.content.control = control { $0.buttonStyle = .custom }
            $0.style.backgroundColor = SystemColors.systemRed
            $0.style.cornerRadius = 8
        }),
        ("button-filled", view(.button, 140, 35) { $0.content.text = TextContent("Filled", font: TextFont(size: 17), alignment: .center); $0.content.control = control { $0.buttonStyle = .filled } }),
        ("button-tinted-capsule", view(.button, 140, 35) { $0.content.text = TextContent("Tinted", font: TextFont(size: 17), alignment: .center); $0.content.control = control { $0.buttonStyle = .tinted; $0.variant = "capsule" } }),
        ("button-gray-symbol", view(.button, 140, 35) {
            $0.content.text = TextContent("Share", font: TextFont(size: 17), alignment: .center)
            $0.content.image = ImageContent(name: "square.and.arrow.up", isSymbol: true)
            $0.content.control = control { $0.buttonStyle = .gray }
        }),
        ("button-info", view(.button, 22, 22) { $0.content.control = control { $0.buttonStyle = .infoLight } }),
        ("textField-placeholder", view(.textField, 200, 34) {
            $0.content.placeholder = TextContent("Email", font: TextFont(size: 14), color: SystemColors.placeholderText)
            $0.content.control = control { $0.borderStyle = "roundedRect" }
        }),
        ("textView", view(.textView, 200, 80) { $0.content.text = TextContent("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.", font: TextFont(size: 14), numberOfLines: 0, lineBreak: .wordWrap) }),
        ("switch-on", view(.switch, 51, 31) { $0.content.control = control { $0.isOn = true } }),
        ("switch-off", view(.switch, 51, 31) { $0.content.control = ControlState() }),
        ("slider", view(.slider, 200, 31) { $0.content.control = control { $0.value = 0.3 } }),
        ("stepper", view(.stepper, 94, 32) { $0.content.control = ControlState() }),
        ("segmentedControl", view(.segmentedControl, 240, 32) { $0.content.control = control { $0.segments = ["First", "Second", "Third"]; $0.selectedIndex = 1 } }),
        ("progressView", view(.progressView, 200, 4) { $0.content.control = control { $0.value = 0.6 } }),
        ("activityIndicator-large", view(.activityIndicator, 37, 37) { $0.content.control = control { $0.variant = "large" } }),
        ("pageControl", view(.pageControl, 120, 26) { $0.content.control = control { $0.numberOfPages = 4; $0.selectedIndex = 1 } }),
        ("datePicker-compact", view(.datePicker, 240, 40) { $0.content.control = control { $0.variant = "compact"; $0.borderStyle = "dateAndTime" } }),
        ("datePicker-wheels", view(.datePicker, 320, 216) { $0.content.control = control { $0.variant = "wheels"; $0.borderStyle = "time" } }),
        ("pickerView", view(.pickerView, 320, 216)),
        ("imageView-missing", view(.imageView, 100, 60) { $0.content.image = ImageContent(name: "hero-banner", size: Size(width: 80, height: 40), contentMode: .center) }),
        ("imageView-symbol", view(.imageView, 30, 30) { $0.content.image = ImageContent(name: "star.fill", isSymbol: true) }),
        ("navigationBar-back", view(.navigationBar, 375, 44) {
            var bar = BarContent(title: "Details")
            bar.backTitle = "Colors"
            bar.trailingItems = [LaidOutBarItem(id: "i1", systemItem: "add"), LaidOutBarItem(id: "i2", title: "Edit")]
            $0.content.bar = bar
        }),
        ("navigationBar-large", view(.navigationBar, 375, 96) {
            var bar = BarContent(title: "Settings")
            bar.prefersLargeTitle = true
            bar.trailingItems = [LaidOutBarItem(id: "d", systemItem: "done", isProminent: true)]
            $0.content.bar = bar
        }),
        ("tabBar", view(.tabBar, 375, 83) {
            var bar = BarContent()
            bar.tabs = [TabItem(id: "t1", title: "Favorites", image: ImageContent(name: "favorites", isSymbol: true)),
                        TabItem(id: "t2", title: "Messages", image: ImageContent(name: "bubble", isSymbol: true), badge: "3"),
                        TabItem(id: "t3", title: "More", image: ImageContent(name: "more", isSymbol: true))]
            bar.selectedTab = 1
            $0.content.bar = bar
        }),
        ("toolbar", view(.toolbar, 375, 49) {
            var bar = BarContent()
            bar.items = [LaidOutBarItem(id: "a", systemItem: "action"), LaidOutBarItem(id: "s", systemItem: "flexibleSpace"), LaidOutBarItem(id: "t", systemItem: "trash"), LaidOutBarItem(id: "s2", systemItem: "flexibleSpace"), LaidOutBarItem(id: "c", systemItem: "compose")]
            $0.content.bar = bar
        }),
        ("searchBar", view(.searchBar, 375, 56) { $0.content.bar = { var bar = BarContent(); bar.searchPlaceholder = "Search"; return bar }() }),
        ("tableView-insetGrouped", view(.tableView, 375, 240) {
            var table = TableDecoration(style: .insetGrouped)
            table.headers = [SectionTitle(text: "Account", y: 0)]
            table.footers = [SectionTitle(text: "Signed in since June.", y: 140)]
            $0.content.table = table
            var first = LaidOutView(id: "c1", kind: .tableViewCell, frame: Rect(x: 16, y: 44, width: 343, height: 44))
            first.content.cell = { var cell = CellDecoration(accessory: "disclosureIndicator"); cell.tableStyle = .insetGrouped; cell.isFirstInSection = true; return cell }()
            first.subviews = [LaidOutView(id: "l1", kind: .label, frame: Rect(x: 16, y: 0, width: 200, height: 44), content: ViewContent(text: TextContent("Name")), isUserInteractionEnabled: false)]
            var second = LaidOutView(id: "c2", kind: .tableViewCell, frame: Rect(x: 16, y: 88, width: 343, height: 44))
            second.content.cell = { var cell = CellDecoration(accessory: "checkmark"); cell.tableStyle = .insetGrouped; cell.isLastInSection = true; cell.showsSeparator = false; return cell }()
            $0.subviews = [first, second]
        }),
        ("collectionView", view(.collectionView, 200, 100) {
            $0.style.backgroundColor = SystemColors.systemBackground
            $0.subviews = (0..<3).map { index in
                LaidOutView(id: "cell\(index)", kind: .collectionViewCell, frame: Rect(x: 10 + Double(index) * 62, y: 10, width: 52, height: 52), style: ViewStyle(backgroundColor: SystemColors.systemGray5, cornerRadius: 8))
            }
        }),
        ("visualEffectView", view(.visualEffectView, 120, 60)),
        ("mapView", view(.mapView, 160, 100) { $0.content.caption = "Map" }),
        ("webView", view(.webView, 160, 100) { $0.content.caption = "Web Content" }),
        ("view-border-alpha-clip", view(.view, 120, 80) {
            $0.style = ViewStyle(backgroundColor: SystemColors.secondarySystemBackground, cornerRadius: 12, borderWidth: 2, borderColor: SystemColors.systemBlue, alpha: 0.8, clipsToBounds: true)
            $0.subviews = [LaidOutView(id: "inner", kind: .view, frame: Rect(x: 60, y: 40, width: 100, height: 100), style: ViewStyle(backgroundColor: SystemColors.systemRed))]
        }),
        ("windowTitleBar", view(.windowTitleBar, 480, 28) { $0.content.bar = BarContent(title: "Untitled") }),
        ("menuBar", view(.menuBar, 240, 24) {
            var bar = BarContent()
            bar.items = [LaidOutBarItem(id: "app", title: "Notes", isProminent: true), LaidOutBarItem(id: "file", title: "File"), LaidOutBarItem(id: "edit", title: "Edit")]
            $0.content.bar = bar
        }),
        ("statusBar", view(.statusBar, 375, 44)),
        // iPads show the time and date at the leading edge; iPhones without a notch center it.
        ("statusBar-iPad", view(.statusBar, 820, 24)),
        ("statusBar-iPhone8", view(.statusBar, 375, 20)),
        ("homeIndicator", view(.homeIndicator, 375, 34)),
    ]
}
