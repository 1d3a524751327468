/// How a presented controller covers the screen (`UIModalPresentationStyle`).
public enum ModalPresentationStyle: String, Sendable, CaseIterable {
    case automatic, fullScreen, pageSheet, formSheet, currentContext, custom
    case overFullScreen, overCurrentContext, popover, none

    /// The style of an Interface Builder `modalPresentationStyle` attribute.
    public init?(interfaceBuilderName name: String) {
        self.init(rawValue: name)
    }

    /// Whether the presenter's view leaves the screen, so that it gets disappear and appear
    /// callbacks (sheets, popovers and the "over" styles keep it in the hierarchy).
    public var removesPresenterView: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// Whether a presentation in this style shows in the current context of its presenter
    /// (`.currentContext`, `.overCurrentContext`), not over the whole screen.
    package var showsInContext: Bool {
        self == .currentContext || self == .overCurrentContext
    }
}

/// The animation of a presentation (`UIModalTransitionStyle`); headless, only recorded.
public enum ModalTransitionStyle: String, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}
