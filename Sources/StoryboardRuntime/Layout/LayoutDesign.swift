import StoryboardFormat
import StoryboardLayout

/// A document as Interface Builder designed it, for the layout engine: the containers and
/// safe areas it infers, and the device it was designed on. Made once per storyboard or nib.
struct LayoutDesign {
    let context: DocumentLayoutContext
    let device: Device
    let orientation: Orientation

    init(document: Document) {
        context = DocumentLayoutContext(document: document)
        (device, orientation) = DocumentLayout.designedDevice(of: document)
    }

    /// Gives `root` (built from `node`) and the views built with it (found in `objects`) the
    /// engine's items for their elements, their guides, and the unit's constraints.
    @MainActor
    func attach(root: View, node: XMLNode, document: Document, objects: SceneObjects) {
        let environment = LayoutEnvironment(device: device, orientation: orientation, detectsAmbiguity: false)
        let tree = DocumentLayoutTree(document: document, root: node, environment: environment, context: context)
        var anchors: [AnchoredConstraint.Anchor?] = []
        anchors.reserveCapacity(tree.items.count)
        for (index, item) in tree.items.enumerated() {
            guard item.kind == .view else {
                // A guide belongs to the view it is declared in.
                guard let owner = item.parent.flatMap({ anchors[$0]?.view }) else {
                    anchors.append(nil)
                    continue
                }
                var guide = item
                guide.parent = nil
                owner.layoutState.guides.append(guide)
                anchors.append(AnchoredConstraint.Anchor(view: owner, guide: owner.layoutState.guides.count - 1))
                continue
            }
            // A prototype cell's views are built per row, and a static cell's by a builder of
            // its own, each with its own items and constraints.
            guard let view = index == 0 ? root : objects.object(forID: item.id) as? View, view.layoutState.item == nil else {
                anchors.append(nil)
                continue
            }
            var own = item
            own.parent = nil
            // The runtime decides which views fill the screen and what bars they sit under.
            own.canvas.followsScreen = false
            own.canvas.barInsets = nil
            view.layoutState.item = own
            view.layoutState.designedText = view.layoutText
            anchors.append(AnchoredConstraint.Anchor(view: view, guide: nil))
        }
        var constraints: [AnchoredConstraint] = []
        for constraint in tree.constraints {
            guard let first = anchors[constraint.firstItem] else { continue }
            var second: AnchoredConstraint.Anchor?
            if let index = constraint.secondItem {
                guard let anchor = anchors[index] else { continue }
                second = anchor
            }
            constraints.append(AnchoredConstraint(constraint: constraint, first: first, second: second))
        }
        root.layoutState.constraints = constraints
    }
}

extension View {
    /// The text whose size is the view's intrinsic size (a label's text, a button's title).
    var layoutText: String? {
        switch self {
        case let label as Label: return label.text
        case let button as Button: return button.currentTitle
        case let field as TextField: return field.text
        default: return nil
        }
    }
}
