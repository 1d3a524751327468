import StoryboardFormat

extension SceneDecoder {
    /// A page view controller's transition style and orientation (Interface Builder's
    /// `transitionStyle`, `navigationOrientation`; UIKit's defaults are page curl, horizontal).
    func decodePages(_ pages: PageViewController) {
        pages.transitionStyle = member.attribute("transitionStyle").flatMap(PageViewController.TransitionStyle.init(rawValue:)) ?? .pageCurl
        pages.navigationOrientation = member.attribute("navigationOrientation")
            .flatMap(PageViewController.NavigationOrientation.init(rawValue:)) ?? .horizontal
    }
}
