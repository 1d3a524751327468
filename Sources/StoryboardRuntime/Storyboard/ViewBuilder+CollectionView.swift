import StoryboardFormat

extension ViewBuilder {
    /// The layout and its values, and makers for the prototype cells (`<cells>`) and the
    /// section header and footer prototypes (`sectionHeaderView`, `sectionFooterView`): each
    /// dequeue builds a fresh view with its own connections, as a table's prototypes do.
    func configureCollection(_ collection: CollectionView, model: IBView) {
        collection.origin = decoder.origin(of: model.node)
        let node = model.node
        if let layoutNode = tree.firstElement(of: node, withKey: "collectionViewLayout") {
            // A flow layout, or one of the app's own class (`<collectionViewLayout
            // customClass=…>`, a flow layout standing in when the app lacks the class).
            let isFlow = tree.nameEquals(layoutNode, "collectionViewFlowLayout")
            let layout = decoder.instantiate(
                isFlow ? CollectionViewFlowLayout.self : CollectionViewLayout.self, node: layoutNode,
                standIn: CollectionViewFlowLayout.self) as! CollectionViewLayout
            if let flow = layout as? CollectionViewFlowLayout, isFlow {
                decodeFlowLayout(flow, from: layoutNode)
            }
            objects.register(layout, id: tree.attribute("id", of: layoutNode))
            decoder.applyRuntimeAttributes(RuntimeAttribute.own(of: layoutNode, document: document), to: layout)
            collection.collectionViewLayout = layout
        }
        if let cells = tree.firstElement(of: node, named: "cells") {
            for cell in tree.elements(of: cells) {
                guard let identifier = tree.attribute("reuseIdentifier", of: cell) else { continue }
                collection.prototypes[CollectionView.cellKind, default: [:]][identifier] = prototypeMaker(cell, identifier: identifier)
                collection.prototypeIdentifiers.append(identifier)
            }
        }
        for (key, kind) in [("sectionHeaderView", CollectionView.elementKindSectionHeader), ("sectionFooterView", CollectionView.elementKindSectionFooter)] {
            guard let view = tree.firstElement(of: node, withKey: key), let identifier = tree.attribute("reuseIdentifier", of: view) else { continue }
            collection.prototypes[kind, default: [:]][identifier] = prototypeMaker(view, identifier: identifier)
        }
    }

    private func decodeFlowLayout(_ layout: CollectionViewFlowLayout, from node: XMLNode) {
        let element = Element(document: document, node: node)
        layout.scrollDirection = element.attribute("scrollDirection").flatMap(CollectionViewFlowLayout.ScrollDirection.init(rawValue:)) ?? .vertical
        layout.minimumLineSpacing = element.doubleAttribute("minimumLineSpacing") ?? 10
        layout.minimumInteritemSpacing = element.doubleAttribute("minimumInteritemSpacing") ?? 10
        func size(_ key: String) -> Size? {
            tree.firstElement(of: node, withKey: key).map {
                Size(width: Double(tree.attribute("width", of: $0) ?? "") ?? 0, height: Double(tree.attribute("height", of: $0) ?? "") ?? 0)
            }
        }
        layout.itemSize = size("itemSize") ?? layout.itemSize
        layout.headerReferenceSize = size("headerReferenceSize") ?? layout.headerReferenceSize
        layout.footerReferenceSize = size("footerReferenceSize") ?? layout.footerReferenceSize
        if let inset = tree.firstElement(of: node, withKey: "sectionInset") {
            func value(_ name: String) -> Double { Double(tree.attribute(name, of: inset) ?? "") ?? 0 }
            layout.sectionInset = (top: value("minY"), left: value("minX"), bottom: value("maxY"), right: value("maxX"))
        }
    }

    /// A maker of fresh views from a prototype element, connected and awake.
    private func prototypeMaker(_ node: XMLNode, identifier: String) -> @MainActor () -> CollectionReusableView {
        let decoder = self.decoder
        let scene = objects
        return {
            let prototypeObjects = SceneObjects(enclosing: scene)
            var builder = ViewBuilder(decoder: decoder, objects: prototypeObjects)
            let view = (try? builder.build(node)) as? CollectionReusableView ?? CollectionViewCell()
            view.reuseIdentifier = identifier
            do throws(RuntimeError) {
                try ConnectionMaker(decoder: decoder, objects: prototypeObjects).connect(
                    Connection.all(in: node, document: decoder.document), deferringViews: false)
            } catch {
                decoder.storyboard.environment.failures.record(error)
            }
            prototypeObjects.awakeAll()
            return view
        }
    }
}
