extension Driver {
    /// Taps outside the popover on screen, on its dimmed surroundings, as a user dismisses
    /// one: its presentation controller's delegate is asked (`presentationControllerShouldDismiss`)
    /// and told (`presentationControllerDidDismiss`), see `PresentationController`. A popover
    /// that adapted to a sheet or to full screen has no outside to tap.
    public func tapOutsidePopover() throws {
        guard let presented = window.visibleViewController, presented.presentingViewController != nil,
            presented.resolvedPresentationStyle == .popover, let popover = presented.popoverPresentationController
        else { throw DriverError.notFound("a popover", screen: describeScreen()) }
        try act { popover.dismissByUser() }
    }
}
