import StoryboardFormat

extension DocumentLayoutTree {
    /// Where an AppKit control's bezel (its alignment rectangle) sits inside its frame, as the
    /// layout places it: for the renderer, which draws the bezel there rather than over the
    /// frame's shadow margins (a classic 32 pt push button's 21 pt bezel). `imageSizes` are
    /// the document's (`DocumentLayoutContext.recordedImageSizes(in:)`).
    package static func appKitBezelInsets(of node: XMLNode, in document: Document, imageSizes: [String: LayoutSize]) -> Insets {
        appKitAlignmentInsets(node, name: document.tree.name(of: node), tree: document.tree, toolsVersion: document.header.toolsBuild, imageSizes: imageSizes)
    }
}
