import StoryboardFormat

extension SceneDecoder {
    /// A split view's style and display settings, before its columns are made. The column
    /// style of iOS 14 is Interface Builder's `allowDoubleColumnStyle`; a
    /// `supplementaryViewController` relationship makes it three columns.
    func decodeSplitView(_ split: SplitViewController) {
        if member.boolAttribute("allowDoubleColumnStyle") == true {
            let relationships = Connection.own(of: member.node, document: document).compactMap { $0.segue?.relationship }
            split.style = relationships.contains("supplementaryViewController") ? .tripleColumn : .doubleColumn
        }
        split.preferredDisplayMode = member.attribute("preferredDisplayMode").flatMap(SplitViewController.DisplayMode.init(interfaceBuilderName:)) ?? .automatic
        split.maximumPrimaryColumnWidth = member.attribute("maximumPrimaryColumnWidth").flatMap(Double.init)
        split.presentsWithGesture = member.boolAttribute("presentsWithGesture") ?? true
    }
}

extension SplitViewController.DisplayMode {
    /// Interface Builder's `preferredDisplayMode` (`beside` in the corpus; the other names
    /// follow Interface Builder's menu and the classic style's `allVisible` / `primaryHidden` /
    /// `primaryOverlay`).
    init?(interfaceBuilderName name: String) {
        switch name {
        case "automatic": self = .automatic
        case "secondaryOnly", "primaryHidden": self = .secondaryOnly
        case "beside", "oneBesideSecondary", "allVisible": self = .oneBesideSecondary
        case "over", "oneOverSecondary", "primaryOverlay": self = .oneOverSecondary
        case "twoBeside", "twoBesideSecondary": self = .twoBesideSecondary
        case "twoOver", "twoOverSecondary": self = .twoOverSecondary
        case "twoDisplace", "twoDisplaceSecondary": self = .twoDisplaceSecondary
        default: return nil
        }
    }
}
