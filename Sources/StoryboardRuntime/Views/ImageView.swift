/// An image (`UIImageView`), known by its asset name.
@MainActor
open class ImageView: View {
    public var imageName: String?

    package override class var defaultElementName: String { "imageView" }

    package override var screenLine: String? {
        ScreenLine("ImageView", identifier: accessibilityIdentifier).adding(imageName.map { "image \(ScreenLine.quote($0))" }).line
    }

    /// `image`, the key a runtime attribute of type image usually sets (images are known by
    /// name here).
    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard keyPath == "image" else { return super.setBuiltInValue(value, forKeyPath: keyPath) }
        imageName = value as? String
        return true
    }
}
