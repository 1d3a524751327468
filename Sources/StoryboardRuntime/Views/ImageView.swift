/// An image (`UIImageView`), known by its asset name.
@MainActor
open class ImageView: View {
    public var imageName: String?

    open override class var defaultElementName: String { "imageView" }

    open override var screenLine: String? {
        ScreenLine("ImageView", identifier: accessibilityIdentifier).adding(imageName.map { "image \(ScreenLine.quote($0))" }).line
    }
}
