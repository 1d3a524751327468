import StoryboardFormat

/// Builds live views from a view element and everything below it, without recursion: each
/// element becomes the runtime class for its kind (or its custom class), with the properties
/// the document gives it and its runtime attributes applied.
@MainActor
struct ViewBuilder {
    let decoder: SceneDecoder
    let objects: SceneObjects
    /// Container views and the embed segues they hold, performed once the view is complete.
    private(set) var embedSegues: [(View, Segue)] = []
    /// Cells whose standard labels (named by id) are linked once the subtree exists.
    private var cellLabels: [(TableViewCell, String?, String?)] = []

    init(decoder: SceneDecoder, objects: SceneObjects) {
        self.decoder = decoder
        self.objects = objects
    }

    var document: Document { decoder.document }
    var tree: XMLTree { document.tree }

    /// The view for `root` and its subtree.
    mutating func build(_ root: XMLNode) throws(RuntimeError) -> View {
        let rootView = makeView(root)
        var stack: [(XMLNode, View)] = [(root, rootView)]
        while let (node, view) = stack.popLast() {
            configure(view, from: node)
            var children: [(XMLNode, View)] = []
            for child in childViews(of: node, view: view) {
                let childView = child.1 ?? makeView(child.0)
                if child.1 == nil { view.addSubview(childView) }
                children.append((child.0, childView))
            }
            stack.append(contentsOf: children.reversed())
        }
        for (cell, textID, detailID) in cellLabels {
            cell.adoptLabels(
                text: textID.flatMap { objects.object(forID: $0) as? Label },
                detail: detailID.flatMap { objects.object(forID: $0) as? Label })
        }
        cellLabels.removeAll()
        decoder.storyboard.layoutDesign.attach(root: rootView, node: root, document: document, objects: objects)
        return rootView
    }

    /// The view elements under `node`: its subviews, a cell's content view (already made by
    /// the cell), a table's header and footer; table rows are handled by `configureTable`.
    private func childViews(of node: XMLNode, view: View) -> [(XMLNode, View?)] {
        var result: [(XMLNode, View?)] = []
        for child in tree.elements(of: node) {
            if tree.nameEquals(child, "subviews") {
                for subview in tree.elements(of: child) where IBView.isView(subview, in: tree) {
                    result.append((subview, nil))
                }
            } else if view.elementName == "visualEffectView", tree.attributeEquals("key", "contentView", of: child) {
                // A visual effect view's subviews live in its content view.
                result.append((child, nil))
            } else if let cell = view as? TableViewCell, tree.attributeEquals("key", "contentView", of: child) {
                result.append((child, cell.contentView))
            } else if let cell = view as? CollectionViewCell, tree.attributeEquals("key", "contentView", of: child) {
                result.append((child, cell.contentView))
            } else if let table = view as? TableView, let key = tree.attribute("key", of: child),
                key == "tableHeaderView" || key == "tableFooterView"
            {
                let made = makeView(child)
                if key == "tableHeaderView" { table.tableHeaderView = made } else { table.tableFooterView = made }
                result.append((child, made))
            }
        }
        return result
    }

    /// A new view of the element's class.
    func makeView(_ node: XMLNode) -> View {
        let name = tree.name(of: node)
        if let standIn = Self.standIn(forElement: name) { decoder.reportUnbuilt(node, standIn: standIn) }
        let base = Self.viewClass(forElement: name)
        // A plain view of a class the app lacks that sends actions is a control of the app's
        // (Interface Builder shows a UIControl subclass as a view): a Control stands in.
        let standIn: View.Type = base == View.self && sendsActions(node) ? Control.self : base
        let view = decoder.instantiate(base, node: node, standIn: standIn) as! View
        view.elementName = name
        return view
    }

    /// A button's configuration as the runtime keeps it, its texts localized. (One small
    /// function: as one expression in the builder's switch, the type checker gave up on it
    /// in a release build with the sanitizers.)
    private func buttonConfiguration(_ configuration: IBButtonConfiguration, of model: IBView) -> Button.Configuration {
        var result = Button.Configuration(style: Button.Configuration.Style(rawValue: configuration.style) ?? .plain)
        result.title = configuration.attributedTitle ?? decoder.localized(configuration.title, id: model.id, "configuration.title")
        result.subtitle = decoder.localized(configuration.subtitle, id: model.id, "configuration.subtitle")
        result.image = configuration.image
        result.cornerStyle = configuration.cornerStyle.flatMap { Button.Configuration.CornerStyle(rawValue: $0) }
        result.baseForegroundColor = configuration.baseForegroundColor.flatMap { Color($0) }
        result.baseBackgroundColor = configuration.baseBackgroundColor.flatMap { Color($0) }
        return result
    }

    /// Whether the element has action connections of its own.
    private func sendsActions(_ node: XMLNode) -> Bool {
        guard let connections = tree.firstElement(of: node, named: "connections") else { return false }
        return tree.firstElement(of: connections, named: "action") != nil
    }

    static func viewClass(forElement name: String) -> View.Type {
        switch name {
        case "label": return Label.self
        case "button": return Button.self
        case "textField": return TextField.self
        case "slider": return Slider.self
        case "switch": return Switch.self
        case "segmentedControl": return SegmentedControl.self
        case "imageView": return ImageView.self
        case "stackView": return StackView.self
        case "textView": return TextView.self
        case "scrollView": return ScrollView.self
        case "collectionView": return CollectionView.self
        case "collectionViewCell": return CollectionViewCell.self
        case "collectionReusableView": return CollectionReusableView.self
        case "tableView": return TableView.self
        case "tableViewCell": return TableViewCell.self
        case "navigationBar": return NavigationBar.self
        case "stepper": return Stepper.self
        case "datePicker": return DatePicker.self
        case "pageControl": return PageControl.self
        case "pickerView": return PickerView.self
        case "searchBar": return SearchBar.self
        case "toolbar": return Toolbar.self
        case "activityIndicatorView": return ActivityIndicatorView.self
        case "progressView": return ProgressView.self
        case "refreshControl": return RefreshControl.self
        default: return View.self
        }
    }

    /// Sets what the document says about the view, then its runtime attributes.
    private mutating func configure(_ view: View, from node: XMLNode) {
        let model = IBView(document: document, node: node)
        objects.register(view, id: model.id)
        if let frame = model.frame { view.frame = frame }
        view.backgroundColor = model.backgroundColor.flatMap(Color.init)
        view.tintColor = model.tintColor.flatMap(Color.init)
        view.isHidden = model.isHidden
        view.tag = model.tag ?? 0
        view.alpha = model.doubleAttribute("alpha") ?? 1
        view.isUserInteractionEnabled = model.boolAttribute("userInteractionEnabled") ?? true
        view.clipsToBounds = model.boolAttribute("clipsSubviews") ?? false
        view.accessibilityIdentifier = model.accessibilityIdentifier
        view.accessibilityLabel = decoder.localized(model.accessibilityLabel, id: model.id, "accessibilityLabel")
        switch view {
        case let label as Label:
            label.text = decoder.localized(model.text, id: model.id, "text")
            label.textColor = model.textColor.flatMap(Color.init)
            label.font = model.font.map(Font.init)
            label.numberOfLines = model.intAttribute("numberOfLines") ?? 1
            label.textAlignment = model.attribute("textAlignment").flatMap(TextAlignment.init(rawValue:)) ?? .natural
        case let field as TextField:
            field.text = decoder.localized(model.text, id: model.id, "text") ?? ""
            field.placeholder = decoder.localized(model.placeholder, id: model.id, "placeholder")
            field.textColor = model.textColor.flatMap(Color.init)
            field.font = model.font.map(Font.init)
        case let button as Button:
            button.setTitle(decoder.localized(model.title, id: model.id, "normalTitle"), for: .normal)
            button.setImage(model.image, for: .normal)
            for state in [Button.State.highlighted, .disabled, .selected] {
                guard let stateNode = tree.firstElement(of: node, withKey: state.rawValue) else { continue }
                if let title = decoder.localized(tree.attribute("title", of: stateNode), id: model.id, "\(state.rawValue)Title") {
                    button.setTitle(title, for: state)
                }
                if let image = tree.attribute("image", of: stateNode) { button.setImage(image, for: state) }
            }
            // Xcode 13 and later write a button made with a style (filled, tinted …) as a
            // `<buttonConfiguration key="configuration">`, its title and image in there.
            button.configuration = model.buttonConfiguration.map { buttonConfiguration($0, of: model) }
            button.isEnabled = model.isEnabled
        case let slider as Slider:
            slider.minimumValue = Float(model.minimumValue ?? 0)
            slider.maximumValue = Float(model.maximumValue ?? 1)
            slider.value = Float(model.value ?? 0.5)
            slider.isEnabled = model.isEnabled
        case let toggle as Switch:
            toggle.isOn = model.isOn ?? false
            toggle.isEnabled = model.isEnabled
        case let segmented as SegmentedControl:
            segmented.segmentTitles = model.segments.enumerated().map { index, segment in
                decoder.localized(segment.title, id: model.id, "segmentTitles[\(index)]")
            }
            segmented.selectedSegmentIndex = model.selectedSegmentIndex ?? -1
        case let control as Control:
            control.isEnabled = model.isEnabled
        default:
            break
        }
        if let image = view as? ImageView { image.imageName = model.image }
        if let textView = view as? TextView {
            textView.text = decoder.localized(model.text, id: model.id, "text") ?? ""
            textView.isEditable = model.boolAttribute("editable") ?? true
        }
        if let stack = view as? StackView {
            stack.axis = model.attribute("axis") == "vertical" ? .vertical : .horizontal
            stack.spacing = model.doubleAttribute("spacing") ?? 0
        }
        (view as? any ElementDecodable)?.decode(model, with: decoder)
        if let table = view as? TableView { configureTable(table, model: model) }
        if let collection = view as? CollectionView { configureCollection(collection, model: model) }
        if let cell = view as? TableViewCell { configureCell(cell, node: node) }
        decoder.applyRuntimeAttributes(RuntimeAttribute.own(of: node, document: document), to: view)
        for segue in Connection.own(of: node, document: document).compactMap(\.segue) where segue.kind == .embed {
            embedSegues.append((view, segue))
        }
    }

    /// Static sections are built now (their cells belong to the scene: outlets point into
    /// them); prototypes become makers that build a fresh cell for each dequeue.
    private mutating func configureTable(_ table: TableView, model: IBView) {
        guard let tableModel = model.tableView else { return }
        table.origin = decoder.origin(of: model.node)
        table.style = tableModel.style.flatMap(TableView.Style.init(rawValue:)) ?? .plain
        table.rowHeight = model.doubleAttribute("rowHeight") ?? 44
        switch tableModel.dataMode {
        case .static?:
            table.hasStaticContent = true
            // UIKit refuses a static table anywhere but as a table view controller's own view.
            if decoder.member.elementName != "tableViewController" || !tree.attributeEquals("key", "view", of: model.node) {
                decoder.storyboard.environment.failures.record(decoder.error(.staticTableOutsideTableViewController, at: model.node))
            }
            var sections: [TableView.StaticSection] = []
            for section in tableModel.sections {
                var cells: [TableViewCell] = []
                for cell in section.cells {
                    var builder = ViewBuilder(decoder: decoder, objects: objects)
                    if let built = try? builder.build(cell.node) as? TableViewCell {
                        cells.append(built)
                        embedSegues += builder.embedSegues
                    }
                }
                sections.append(TableView.StaticSection(
                    headerTitle: decoder.localized(section.headerTitle, id: section.id, "headerTitle"),
                    footerTitle: decoder.localized(section.footerTitle, id: section.id, "footerTitle"), cells: cells))
            }
            table.staticSections = sections
        default:
            for prototype in tableModel.prototypes {
                guard let identifier = prototype.reuseIdentifier else { continue }
                let decoder = self.decoder
                let scene = objects
                let node = prototype.node
                table.prototypeIdentifiers.append(identifier)
                table.prototypes[identifier] = {
                    let cellObjects = SceneObjects(enclosing: scene)
                    var builder = ViewBuilder(decoder: decoder, objects: cellObjects)
                    let cell = (try? builder.build(node)) as? TableViewCell ?? TableViewCell(style: .default, reuseIdentifier: identifier)
                    do throws(RuntimeError) {
                        try ConnectionMaker(decoder: decoder, objects: cellObjects).connect(
                            Connection.all(in: node, document: decoder.document), deferringViews: false)
                    } catch {
                        decoder.storyboard.environment.failures.record(error)
                    }
                    cellObjects.awakeAll()
                    return cell
                }
            }
        }
    }

    private mutating func configureCell(_ cell: TableViewCell, node: XMLNode) {
        let model = IBTableViewCell(document: document, node: node)
        cell.style = TableViewCell.Style(interfaceBuilderName: model.attribute("style"))
        cell.reuseIdentifier = model.reuseIdentifier
        cell.accessoryType = model.accessoryType.flatMap(TableViewCell.AccessoryType.init(rawValue:)) ?? .none
        cellLabels.append((cell, model.textLabelID, model.detailTextLabelID))
    }
}
