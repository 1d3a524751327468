/// What `<barButtonItem>` and `<tabBarItem>` share, as `UIBarItem` is the superclass of
/// `UIBarButtonItem` and `UITabBarItem`: a title, an image, a system item and a tag.
public protocol IBBarItem: DocumentElement {}

extension IBBarItem {
    public var title: String? { attribute("title") }
    public var image: String? { attribute("image") }
    /// A system item: `add`, `done`, `flexibleSpace`… for bar buttons; `favorites`, `more`,
    /// `search`… for tabs.
    public var systemItem: String? { attribute("systemItem") }
    public var tag: Int? { intAttribute("tag") }
}
