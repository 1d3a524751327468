import StoryboardFormat
import StoryboardRender
import StoryboardRuntime

/// One browser tab's app: its own `RuntimeEnvironment` and `Application`, launched on `start`,
/// driven by the page's messages, and answered with the screen after each.
@MainActor
package final class PlayerSession {
    package private(set) var app: PlayedApp
    private let renderer: any ScreenSource
    private var expectedSeq = 1
    private var application: Application?
    private var appearance = Appearance.light
    /// The device the app runs on, its orientation, and the localization it runs in (nil:
    /// the app's preferred ones).
    private var device = PlayedDevices.default
    private var landscape = false
    private var language: String?
    /// Whether the console shows the UIKit calls the app's controllers get.
    private var showsCalls = false
    private var screen: RenderedScreen?
    /// Console lines not yet sent (launch failures, the app's warnings).
    private var pendingConsole: [String] = []
    /// The last screen sent: its lines and number (`wireJSON`).
    private var sentLines: [Substring]?
    private var sentVersion = 0
    private var warningsSent = 0
    /// The scene the app was last launched at (`start`, `open`), and what the person did since
    /// that acted: a reload launches there again and replays them.
    private var launched: (storyboard: String?, scene: String?) = (nil, nil)
    private var history: [ClientMessage] = []

    /// What bounds the session's memory: the views its app may hold, and the steps kept for
    /// replay after a reload (see `PlayerConfiguration`).
    private let maximumViews: Int
    private let maximumReplaySteps: Int
    /// Whether steps were dropped from `history` (a reload then cannot keep the path).
    private var historyTruncated = false

    package init(app: PlayedApp, renderer: any ScreenSource,
                 maximumViews: Int = PlayerConfiguration().maximumViewsPerSession,
                 maximumReplaySteps: Int = PlayerConfiguration().maximumReplaySteps) {
        self.app = app
        self.renderer = renderer
        self.maximumViews = maximumViews
        self.maximumReplaySteps = maximumReplaySteps
    }

    /// Answers one message of the page; a message that breaks the protocol throws, and the
    /// caller closes the session with its reason.
    package func handle(_ text: String) throws(ProtocolViolation) -> ServerMessage {
        let message = try ClientMessage.decode(text)
        guard message.seq == expectedSeq else {
            if expectedSeq == 1 { throw ProtocolViolation.notStarted }
            throw ProtocolViolation.outOfOrder(expected: expectedSeq, got: message.seq)
        }
        if expectedSeq == 1, message.type != .start { throw ProtocolViolation.notStarted }
        if expectedSeq > 1, message.type == .start { throw ProtocolViolation.startedTwice }
        expectedSeq += 1
        let notice = try perform(message)
        if notice == nil, message.type.isReplayed { remember(message) }
        let views = viewCount()
        if views > maximumViews { throw ProtocolViolation.tooManyViews(views, maximum: maximumViews) }
        return reply(to: message.seq, notice: notice)
    }

    /// Plays `app` as read again after its files changed: launches where the session last
    /// launched (its storyboard's entry point when that scene is gone) and replays what the
    /// person did since, as long as each step still acts, so the navigation path is kept where
    /// it still exists. Answers the new screen (`seq` 0: no message asked for it), or nil
    /// before the session started.
    package func reload(app: PlayedApp) -> ServerMessage? {
        self.app = app
        guard expectedSeq > 1 else { return nil }
        let truncated = historyTruncated
        let (replayed, steps) = relaunch()
        pendingConsole.append(truncated
            ? "reloaded: the app's files changed; relaunched without replaying (more than \(maximumReplaySteps) steps since the launch)"
            : "reloaded: the app's files changed; \(replayed) of \(steps) steps replayed")
        return reply(to: 0, notice: nil)
    }

    /// Launches where the session last launched (its storyboard's entry point when that
    /// scene is gone) and replays the steps since, as long as each still acts. Returns how
    /// many steps were replayed, of how many.
    private func relaunch() -> (replayed: Int, of: Int) {
        let storyboard = launched.storyboard.flatMap { app.storyboard(named: $0) == nil ? nil : $0 }
        let scene = launched.scene.flatMap { id in
            app.storyboard(named: storyboard ?? app.mainStoryboard ?? "")?.scenes.contains { $0.id == id } == true ? id : nil
        }
        let steps = historyTruncated ? [] : history
        history = []
        historyTruncated = false
        launch(storyboard: storyboard, scene: scene)
        for step in steps {
            guard let rendered = render() else { break }
            screen = rendered.screen
            guard case .some(.none) = try? perform(step) else { break }
            history.append(step)
        }
        return (history.count, steps.count)
    }

    /// Shows `failure` (the app's files changed but cannot be read) and plays on.
    package func reloadFailed(_ failure: String) -> ServerMessage? {
        guard expectedSeq > 1 else { return nil }
        pendingConsole.append(failure)
        return reply(to: 0, notice: "not reloaded: the app's files cannot be read")
    }

    /// Ends the app: it goes to the background and terminates, which lets its environment go.
    package func end() {
        application?.terminate()
        application = nil
    }

    // MARK: Bounds

    /// Keeps a step for replay; past the bound the steps are let go (a reload then relaunches
    /// without them) rather than kept without end.
    private func remember(_ message: ClientMessage) {
        guard !historyTruncated else { return }
        guard history.count < maximumReplaySteps else {
            history = []
            historyTruncated = true
            return
        }
        history.append(message)
    }

    /// How many views the app holds: on screen, in navigation stacks and tabs not shown, and
    /// presented. A session's memory grows with them (a person pushing screens without end).
    private func viewCount() -> Int {
        guard let root = application?.keyWindow?.rootViewController else { return 0 }
        var seenControllers: Set<ObjectIdentifier> = []
        var seenViews: Set<ObjectIdentifier> = []
        var controllers = [root]
        while let controller = controllers.popLast() {
            guard seenControllers.insert(ObjectIdentifier(controller)).inserted else { continue }
            controllers += controller.children
            if let presented = controller.presentedViewController { controllers.append(presented) }
            guard controller.isViewLoaded else { continue }
            var views: [View] = [controller.view]
            while let view = views.popLast() {
                guard seenViews.insert(ObjectIdentifier(view)).inserted else { continue }
                views += view.subviews
            }
        }
        return seenViews.count
    }

    // MARK: Acting

    /// Carries out a message; returns a notice when it changed nothing.
    private func perform(_ message: ClientMessage) throws(ProtocolViolation) -> String? {
        switch message.type {
        case .start, .open:
            if message.appearance != nil { appearance = try Self.appearance(of: message) }
            if message.device != nil { device = try Self.device(of: message) }
            if message.orientation != nil { landscape = try Self.isLandscape(message) }
            if message.language != nil { language = try Self.language(of: message, in: app) }
            if let calls = message.calls { showsCalls = calls }
            launched = (message.storyboard, message.scene)
            history = []
            historyTruncated = false
            launch(storyboard: message.storyboard, scene: message.scene)
            return nil
        case .appearance:
            appearance = try Self.appearance(of: message)
            return nil
        case .device:
            device = try Self.device(of: message)
            fitWindow()
            return nil
        case .orientation:
            landscape = try Self.isLandscape(message)
            fitWindow()
            return nil
        case .language:
            language = try Self.language(of: message, in: app)
            _ = relaunch()
            return nil
        case .calls:
            guard let calls = message.calls else { throw ProtocolViolation.malformed("calls needs \"calls\": true or false") }
            showsCalls = calls
            application?.environment.callLog.isRecording = calls
            return nil
        case .back:
            return drive { driver in try driver.tapBack() }
        case .tap, .slide, .type:
            let point = try message.point()
            guard let target = screen?.target(at: point.x, point.y) else { return "nothing to \(message.type.rawValue) there" }
            if message.type == .type, message.text == nil { throw ProtocolViolation.malformed("type needs \"text\"") }
            return drive { driver in try Self.act(on: target, message: message, point: point, driver: driver) }
        }
    }

    private static func appearance(of message: ClientMessage) throws(ProtocolViolation) -> Appearance {
        guard let name = message.appearance, let appearance = Appearance(rawValue: name) else {
            throw ProtocolViolation.malformed("appearance must be light or dark")
        }
        return appearance
    }

    private static func device(of message: ClientMessage) throws(ProtocolViolation) -> DeviceMetrics {
        guard let id = message.device, let device = PlayedDevices.all.first(where: { $0.id == id }) else {
            throw ProtocolViolation.malformed("device must be one of the page's devices")
        }
        return device
    }

    private static func isLandscape(_ message: ClientMessage) throws(ProtocolViolation) -> Bool {
        switch message.orientation {
        case "portrait": return false
        case "landscape": return true
        default: throw ProtocolViolation.malformed("orientation must be portrait or landscape")
        }
    }

    private static func language(of message: ClientMessage, in app: PlayedApp) throws(ProtocolViolation) -> String {
        guard let language = message.language, app.languages.contains(language) else {
            throw ProtocolViolation.malformed("language must be one of the app's languages")
        }
        return language
    }

    /// The window goes to the device, held as chosen: the app's controllers hear of the
    /// change as on a rotation (split views collapse or expand) and the screen is laid out
    /// anew for it.
    private func fitWindow() {
        guard let window = application?.keyWindow else { return }
        if let layoutDevice = Device.named(device.id) {
            window.changeScreen(to: layoutDevice, orientation: landscape ? .landscape : .portrait)
        } else {
            let size = device.size(landscape: landscape)
            window.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        }
    }

    private static func act(on target: TouchTarget, message: ClientMessage, point: (x: Double, y: Double), driver: Driver) throws {
        switch target.action {
        case .back: try driver.tapBack()
        case .barButton(let title): try driver.tapBarButton(title)
        case .barItem(let item as TabBarItem): try driver.selectTab(item.displayTitle)
        case .barItem(let item): try driver.tapBarButton((item as? BarButtonItem)?.displayTitle ?? item.title ?? "")
        case .tab(let index): try driver.selectTab(at: index)
        case .outsidePopover: try driver.tapOutsidePopover()
        case .view(let view):
            let query = Driver.Query.view(view)
            switch view {
            case let slider as Slider:
                let fraction = min(max((point.x - target.frame.x) / max(target.frame.width, 1), 0), 1)
                try driver.slide(query, to: slider.minimumValue + Float(fraction) * (slider.maximumValue - slider.minimumValue))
            case is Stepper:
                // UIStepper's two segments: a tap on its right half steps up, on its left half
                // down; a drag across it does nothing.
                guard message.type == .tap else { return }
                try driver.step(query, by: point.x >= target.frame.x + target.frame.width / 2 ? 1 : -1)
            case is TextField:
                // A tap only focuses the field (the page's input); typing changes it.
                if message.type == .type, let text = message.text { try driver.type(text, into: query) }
            default:
                try driver.tap(query)
            }
        }
    }

    /// Runs a driver action; what fails becomes a notice (and the app's failures go to the
    /// console too), never the end of the session.
    private func drive(_ action: (Driver) throws -> Void) -> String? {
        guard let application else { return "the app is not running" }
        do {
            try action(try Driver(application: application))
            return nil
        } catch let error as RuntimeError {
            pendingConsole.append(error.description)
            return error.description
        } catch {
            return "\(error)"
        }
    }

    private func launch(storyboard: String?, scene: String?) {
        application?.terminate()
        application = nil
        warningsSent = 0
        let environment = RuntimeEnvironment()
        environment.classes.modules = app.modules
        environment.callLog.isRecording = showsCalls
        let localizations = language.map { [$0] + app.preferredLocalizations.filter { $0 != language } } ?? app.preferredLocalizations
        let bundle = app.bundle(preferredLocalizations: localizations)
        do {
            let launched: Application
            if storyboard == nil, let info = try InfoPlist(directory: app.directory),
                let delegate = try info.makeApplicationDelegate(registry: environment.classes)
            {
                launched = try Application.launch(
                    delegate: delegate, bundle: bundle, mainStoryboard: info.mainStoryboardFile, environment: environment)
            } else {
                guard let name = storyboard ?? app.mainStoryboard else {
                    pendingConsole.append("\(app.directory): error: choose a storyboard (the folder has several)")
                    return
                }
                if let scene, app.storyboard(named: name)?.scenes.first(where: { $0.id == scene })?.isEntryPoint != true {
                    // Another scene than the entry point launches as `storyboard run --scene`
                    // launches it: inside the navigation controller whose root it is.
                    launched = try Application.launch(
                        delegate: SceneLaunchDelegate(storyboardName: name, scene: scene), bundle: bundle, environment: environment)
                } else {
                    launched = try Application.launch(delegate: PlayerAppDelegate(), bundle: bundle, mainStoryboard: name, environment: environment)
                }
            }
            application = launched
            fitWindow()
        } catch {
            pendingConsole.append("\(error)")
        }
    }

    // MARK: Answering

    /// The app's window drawn now, or nil when it shows none.
    private func render() -> (screen: RenderedScreen, window: Window)? {
        guard let application, let window = application.keyWindow ?? application.delegate.window else { return nil }
        return (renderer.render(window, appearance: appearance, device: device), window)
    }

    private func reply(to seq: Int, notice: String?) -> ServerMessage {
        guard let (rendered, window) = render() else {
            screen = nil
            return ServerMessage(type: .notice, seq: seq, console: takeConsole(), message: notice ?? "the app shows no window")
        }
        screen = rendered
        let fields = rendered.controls.compactMap { target -> ServerMessage.Field? in
            guard case .view(let view) = target.action, let field = view as? TextField else { return nil }
            return ServerMessage.Field(frame: target.frame, text: field.text ?? "", placeholder: field.placeholder ?? "")
        }
        let steppers = rendered.controls.compactMap { target -> ServerMessage.StepperValue? in
            guard case .view(let view) = target.action, let stepper = view as? Stepper else { return nil }
            return ServerMessage.StepperValue(frame: target.frame, value: stepper.value, minimum: stepper.minimumValue, maximum: stepper.maximumValue)
        }
        let sliders = rendered.controls.compactMap { target -> ServerMessage.SliderValue? in
            guard case .view(let view) = target.action, let slider = view as? Slider else { return nil }
            return ServerMessage.SliderValue(frame: target.frame, value: slider.value, minimum: slider.minimumValue, maximum: slider.maximumValue)
        }
        return ServerMessage(
            type: .screen, seq: seq, svg: rendered.svg, width: rendered.size.width, height: rendered.size.height,
            path: path(window: window), fields: fields, sliders: sliders, steppers: steppers,
            backSwipe: Driver(window: window).canGoBack, console: takeConsole(), message: notice)
    }

    private func takeConsole() -> [String] {
        var lines = pendingConsole
        pendingConsole = []
        if let warnings = application?.environment.diagnostics.warnings, warnings.count > warningsSent {
            lines += warnings[warningsSent...].map(\.description)
            warningsSent = warnings.count
        }
        // Taken, not kept: the log of a long session does not grow.
        if let log = application?.environment.callLog {
            lines += log.calls.map { "→ " + $0 }
            log.removeAll()
        }
        return lines
    }

    /// The message as the page receives it: each screen is numbered, and sent as a patch of
    /// the screen before when the patch is smaller than the SVG. Call once per message, in the
    /// order the messages are sent.
    package func wireJSON(_ message: ServerMessage) -> String {
        guard message.type == .screen, let svg = message.svg else { return message.json }
        var message = message
        sentVersion += 1
        message.version = sentVersion
        let lines = screenLines(svg)
        if let previous = sentLines {
            let patch = ScreenPatch(from: previous, to: lines, base: sentVersion - 1)
            if patch.approximateBytes < svg.utf8.count {
                message.patch = patch
                message.svg = nil
            }
        }
        sentLines = lines
        return message.json
    }

    /// `/<storyboard>/<scene>` of the controller on screen, as far as it can be told.
    private func path(window: Window) -> String? {
        guard let application, let controller = (try? Driver(application: application))?.visibleController else { return nil }
        var current: ViewController? = controller
        while let candidate = current, candidate.storyboard == nil { current = candidate.parent }
        guard let storyboardName = current?.storyboard?.name, let scenes = app.storyboard(named: storyboardName)?.scenes else { return nil }
        let scene = scenes.first { $0.id == controller.objectID }
        return "/" + storyboardName + (scene.map { "/" + $0.id } ?? "")
    }
}

/// The application delegate of a storyboard launched by the player: the storyboard makes the
/// window.
@MainActor
final class PlayerAppDelegate: ApplicationDelegate {
    var window: Window?
}
