extension SplitViewController {
    /// Collapses in a compact width and expands in a regular one, as UIKit adapts a split view
    /// when it arrives in a window and whenever the traits change.
    func adaptToTraits() {
        let compactWidth = traitCollection.horizontalSizeClass == .compact
        if compactWidth && !isCollapsed {
            rearrange {
                if style == .unspecified { collapseSecondary() } else { stackColumns() }
                // UIKit reports collapsed only once the delegate has been asked.
                isCollapsed = true
            }
            delegate?.splitViewControllerDidCollapse(self)
        } else if !compactWidth && isCollapsed {
            rearrange {
                isCollapsed = false
                if style == .unspecified { separateSecondary() } else { unstackColumns() }
            }
            delegate?.splitViewControllerDidExpand(self)
        }
    }

    /// Classic collapse: the delegate may take care of the secondary (true: it is set aside);
    /// otherwise the primary incorporates it (`collapseSecondaryViewController(_:for:)`: a
    /// navigation controller pushes it; other controllers drop it from view). Either way the
    /// split view's only child is then the primary.
    private func collapseSecondary() {
        adoptPrimary(delegate?.primaryViewController(forCollapsing: self))
        guard let primary, let secondary else { return }
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        secondary.leaveContainerKeepingAppearance()
        secondaryBeforeCollapse = secondary
        if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
    }

    /// Classic expansion: the delegate may give the secondary; otherwise the primary gives
    /// it back (`separateSecondaryViewController(for:)`: a navigation controller pops its
    /// top); otherwise the secondary from before the collapse returns.
    private func separateSecondary() {
        adoptPrimary(delegate?.primaryViewController(forExpanding: self))
        guard let primary else { return }
        var separated = delegate?.splitViewController(self, separateSecondaryFrom: primary)
        if separated == nil { separated = primary.separateSecondaryViewController(for: self) }
        if separated == nil, let previous = secondaryBeforeCollapse, previous.parent == nil { separated = previous }
        secondaryBeforeCollapse = nil
        secondary = nil
        if let separated {
            separated.leaveContainerKeepingAppearance()
            setRelationship(secondary: separated)
        }
    }

    /// The delegate's primary for the new state, when it names another one than the current.
    private func adoptPrimary(_ controller: ViewController?) {
        guard let controller, controller !== primary else { return }
        primary?.callWillMove(toParent: nil)
        primary?.removeFromContainer()
        controller.leaveContainerKeepingAppearance()
        setRelationship(primary: controller)
    }

    /// Column-style collapse without a compact column: one navigation stack, the primary
    /// navigation controller's, holds the columns' controllers from the primary's up to the top
    /// column (the secondary unless the delegate names another).
    private func stackColumns() {
        guard compact == nil, let stack = primary as? NavigationController else { return }
        let proposed: Column = secondary != nil ? .secondary : (supplementary != nil ? .supplementary : .primary)
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        let columns: [Column] = switch top {
        case .secondary: [.supplementary, .secondary]
        case .supplementary: [.supplementary]
        default: []
        }
        var controllers = stack.viewControllers
        stackedColumns = []
        for column in columns {
            guard let holder = (column == .supplementary ? supplementary : secondary) as? NavigationController else { continue }
            let moved = holder.viewControllers
            for controller in moved { controller.leaveContainerKeepingAppearance() }
            stackedColumns.append((column, moved))
            controllers += moved
        }
        stack.setViewControllers(controllers, animated: false)
    }

    /// Column-style expansion: each column's navigation controller gets back what the stack
    /// still holds of it (its own controller again when the stack was popped past it).
    private func unstackColumns() {
        guard let stack = primary as? NavigationController else { return }
        var remaining = stack.viewControllers
        var returned: [(NavigationController, [ViewController])] = []
        for (column, moved) in stackedColumns {
            guard let holder = (column == .supplementary ? supplementary : secondary) as? NavigationController else { continue }
            let kept = moved.filter { controller in remaining.contains { $0 === controller } }
            remaining.removeAll { controller in moved.contains { $0 === controller } }
            returned.append((holder, kept.isEmpty ? columnControllers[column].map { [$0] } ?? [] : kept))
        }
        stackedColumns = []
        stack.setViewControllers(remaining, animated: false)
        for (holder, controllers) in returned {
            for controller in controllers { controller.leaveContainerKeepingAppearance() }
            holder.setViewControllers(controllers, animated: false)
        }
    }

    /// Changes which columns show. On screen, the columns no longer shown disappear and the
    /// new ones appear (a column moved into another container is that container's to show).
    func rearrange(_ change: () -> Void) {
        let before = shownColumns.map(\.controller)
        change()
        guard isViewLoaded else { return }
        let after = shownColumns.map(\.controller)
        // While the split view is still appearing, its appearance pass shows the new columns.
        let onScreen = appearanceState == .appeared && isInWindowHierarchy
        let leaving = before.filter { old in !after.contains { $0 === old } && (old.parent === self || old.parent == nil) }
        let arriving = after.filter { new in !before.contains { $0 === new } }
        if onScreen {
            for controller in leaving { controller.beginAppearanceTransition(false, animated: false) }
            for controller in arriving { controller.beginAppearanceTransition(true, animated: false) }
        }
        for controller in leaving where controller.parent === self || controller.parent == nil {
            controller.viewIfLoaded?.removeFromSuperview()
        }
        for controller in after where onScreen || controller.isViewLoaded { installView(of: controller) }
        if onScreen {
            for controller in leaving { controller.endAppearanceTransition() }
            for controller in arriving { controller.endAppearanceTransition() }
        }
    }
}

extension ViewController {
    /// Leaves the container without appearing or disappearing (a split view moves a column
    /// into a navigation stack, or back): the container's calls, then the view follows.
    func leaveContainerKeepingAppearance() {
        guard parent != nil else { return }
        callWillMove(toParent: nil)
        removeFromParent()
        viewIfLoaded?.removeFromSuperview()
    }
}
