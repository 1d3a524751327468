import StoryboardLayout

extension Window {
    /// The device the window shows on: as set, else `Window.defaultDevice`. Changing it is a
    /// screen change: controllers hear of it, and the screen is laid out again (Window+Traits.swift).
    public var device: Device {
        get { screenLayout.device ?? Window.defaultDevice }
        set { changeScreen(to: newValue, orientation: orientation) }
    }

    /// The way the device is held (portrait unless set). Changing it is a rotation: controllers
    /// hear of it, and the screen is laid out again (Window+Traits.swift).
    public var orientation: Orientation {
        get { screenLayout.orientation ?? .portrait }
        set { changeScreen(to: device, orientation: newValue) }
    }

    /// The device a window runs on when none is chosen: an iPhone 13 (390 × 844), the
    /// runtime's window before it laid out. An app runs on a device, not on its storyboard's
    /// designed one: that is only Interface Builder's canvas (what `storyboard layout` and
    /// `storyboard render` draw a document on), and the scenes of one app are often designed
    /// on different devices while the app shows them all in one window.
    public static let defaultDevice = Device.named("retina6_0")!

    /// How many times the window's screen was solved: a layout pass over views, constraints,
    /// texts and a device that did not change reuses the last solve.
    package var layoutSolveCount: Int { screenLayout.solveCount }

    /// The screen the engine lays out for.
    var layoutEnvironment: LayoutEnvironment {
        LayoutEnvironment(device: device, orientation: orientation, detectsAmbiguity: false)
    }

    /// The layout pass (UIKit's, at the end of a run-loop turn): the screen is solved (unless
    /// nothing changed since the last solve), then, top down, each view whose size changed,
    /// whose subviews move, or that asked with `setNeedsLayout()` lays out its subviews
    /// between its controller's `viewWillLayoutSubviews` and `viewDidLayoutSubviews`. What
    /// those change is laid out by a further pass, as the next run-loop turn would.
    func layOutScreens() {
        guard !screenLayout.isLayingOut else { return }
        screenLayout.isLayingOut = true
        defer { screenLayout.isLayingOut = false }
        for _ in 0..<4 where layOutScreensOnce() {}
    }

    /// One pass; whether it solved anew (then another pass checks what callbacks changed).
    private func layOutScreensOnce() -> Bool {
        let environment = layoutEnvironment
        let screen = environment.screenSize
        frame = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        let tree = ScreenLayoutTree(window: self, environment: environment)
        guard tree.items.count <= ScreenLayout.maximumItems else {
            // A hostile hierarchy (tens of thousands of nested stack views) would take the
            // solver minutes: its views keep the frames they were designed with.
            if !screenLayout.warnedTooLarge {
                screenLayout.warnedTooLarge = true
                runtimeEnvironment?.diagnostics.warn(
                    "the screen has \(tree.items.count) views and guides, more than the \(ScreenLayout.maximumItems) laid out; its views keep their designed frames",
                    id: .screenTooLargeToLayOut)
            }
            return false
        }
        let result: LayoutResult
        var solvedAnew = false
        if let solved = screenLayout.solved, solved.environment == environment, solved.items == tree.items,
            solved.constraints == tree.constraints
        {
            result = solved.result
        } else {
            result = LayoutEngine.layout(tree, environment: environment)
            screenLayout.solved = (environment, tree.items, tree.constraints, result)
            screenLayout.solveCount += 1
            solvedAnew = true
        }
        record(result, of: tree)
        for screen in tree.screens {
            guard let top = tree.views[screen.item + 1], let frame = top.layoutState.solvedFrame else { continue }
            top.frame = frame
            top.layoutState.appliedFrame = frame
            layOutSubviews(from: top)
        }
        return solvedAnew
    }

    /// Gives every view of the tree its solved frame (in its superview's coordinates; a
    /// screen's controller view in the window's) and its safe-area insets.
    private func record(_ result: LayoutResult, of tree: ScreenLayoutTree) {
        let items = tree.items
        var absolute = result.frames
        var screenOf = [Int](repeating: 0, count: items.count)
        var screenIndex = -1
        for index in items.indices {
            guard let parent = items[index].parent else {
                screenIndex += 1
                screenOf[index] = screenIndex
                continue
            }
            screenOf[index] = screenOf[parent]
            guard let view = tree.views[index] else { continue }
            let relative = result.frames[index]
            absolute[index].x = absolute[parent].x + relative.x
            absolute[index].y = absolute[parent].y + relative.y
            let isScreenTop = items[parent].parent == nil
            view.layoutState.solvedFrame = isScreenTop ? absolute[index] : relative
            let screen = tree.screens[screenOf[index]]
            let safe = Rect(x: screen.frame.x + screen.safeArea.left, y: screen.frame.y + screen.safeArea.top,
                            width: screen.frame.width - screen.safeArea.left - screen.safeArea.right,
                            height: screen.frame.height - screen.safeArea.top - screen.safeArea.bottom)
            let frame = absolute[index]
            view.layoutState.safeAreaInsets = EdgeInsets(
                top: max(0, min(frame.height, safe.y - frame.y)), left: max(0, min(frame.width, safe.x - frame.x)),
                bottom: max(0, min(frame.height, (frame.y + frame.height) - (safe.y + safe.height))),
                right: max(0, min(frame.width, (frame.x + frame.width) - (safe.x + safe.width))))
        }
    }

    /// Top down, without recursion: each view that needs it lays out its subviews.
    private func layOutSubviews(from top: View) {
        var stack = [top]
        while let view = stack.popLast() {
            let size = Size(width: view.frame.width, height: view.frame.height)
            let state = view.layoutState
            let subviewsMove = view.subviews.contains { subview in
                subview.layoutState.solvedFrame.map { $0 != subview.frame } ?? false
            }
            if state.needsLayout || state.laidOutSize != size || subviewsMove {
                view.layoutState.needsLayout = false
                view.layoutState.laidOutSize = size
                let controller = view.owningController
                controller?.viewWillLayoutSubviews()
                view.layoutSubviews()
                controller?.viewDidLayoutSubviews()
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }
}
