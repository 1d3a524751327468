/// The seeds' segues into a storyboard link (RBStoryboardPushSegue, RBStoryboardModalSegue,
/// RBStoryboardPopoverSegue): rather than showing the link, which would embed its scene, they
/// show the linked scene itself, so the navigation stack or the presentation holds the real
/// controller. The link instantiated the scene when it woke, so no storyboard is opened here.
@MainActor
open class StoryboardLinkSegue: StoryboardSegue {
    /// A destination that is a `StoryboardLink` is replaced by its scene (as the seeds'
    /// `initWithIdentifier:source:destination:` does); any other destination is kept.
    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        let scene = (destination as? StoryboardLink)?.scene ?? destination
        super.init(identifier: identifier, source: source, destination: scene)
    }
}

/// Pushes the linked scene on the source's navigation controller (or the source itself when
/// it is one); outside a navigation controller it does nothing, as the seeds' class, which
/// messages nil.
@MainActor
public final class StoryboardLinkPushSegue: StoryboardLinkSegue {
    public override func perform() {
        let navigation = (source as? NavigationController) ?? source.navigationController
        navigation?.pushViewController(destination, animated: animates)
    }
}

/// Presents the linked scene modally with the scene's own presentation and transition styles.
@MainActor
public final class StoryboardLinkModalSegue: StoryboardLinkSegue {
    public override func perform() {
        source.present(destination, animated: animates)
    }
}

/// Presents the linked scene as a popover, which adapts to the environment when presented
/// (see PresentationController.swift).
@MainActor
public final class StoryboardLinkPopoverSegue: StoryboardLinkSegue {
    public override func perform() {
        destination.modalPresentationStyle = .popover
        source.present(destination, animated: animates)
    }
}
