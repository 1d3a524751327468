extension ViewController {
    /// A controller whose view comes from a nib (`init(nibName:bundle:)`): when the view is
    /// first asked for, the nib is instantiated with the controller as File's Owner and the
    /// owner's `view` outlet becomes the view. A nil `bundle` means the launched application's.
    ///
    /// With a nil `nibName`, UIKit looks for a nib named after the class, without its
    /// `Controller` suffix first (`DetailsViewController` → `DetailsView.xib`, then
    /// `DetailsViewController.xib`), and makes an empty view when there is none: the same here.
    /// (A controller made with plain `init()` does not look: it gets an empty view.)
    public convenience init(nibName: String?, bundle: ResourceBundle?) {
        self.init()
        self.nibName = nibName
        nibBundle = bundle
        viewDecoder = { controller throws(RuntimeError) in
            try controller.loadViewFromNib()
        }
    }

    /// Instantiates the controller's nib with the controller as owner; the `view` outlet must
    /// have been connected (UIKit raises otherwise).
    private func loadViewFromNib() throws(RuntimeError) -> View {
        guard let nib = nibForView() else { return View(frame: Rect(x: 0, y: 0, width: 390, height: 844)) }
        try nib.instantiate(withOwner: self, options: nil)
        guard let view = viewIfLoaded else {
            throw RuntimeError(.nibViewOutletNotSet(nibName: nib.name), file: nib.path, objectID: "-1")
        }
        return view
    }

    /// The nib named at initialization, or the one named after the class when it exists.
    private func nibForView() -> Nib? {
        if let nibName { return Nib(nibName: nibName, bundle: nibBundle) }
        let name = String(describing: type(of: self))
        var candidates = [name]
        if name.hasSuffix("Controller") { candidates.insert(String(name.dropLast("Controller".count)), at: 0) }
        for candidate in candidates {
            let nib = Nib(nibName: candidate, bundle: nibBundle)
            if nib.path != nil { return nib }
        }
        return nil
    }
}
