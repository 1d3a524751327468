import StoryboardRender
import StoryboardRuntime

/// One browser tab's app: its own `RuntimeEnvironment` and `Application`, launched on `start`,
/// driven by the page's messages, and answered with the screen after each.
@MainActor
package final class PlayerSession {
    package let app: PlayedApp
    private let renderer: any ScreenSource
    private var expectedSeq = 1
    private var application: Application?
    private var appearance = Appearance.light
    private var screen: RenderedScreen?
    /// Console lines not yet sent (launch failures, the app's warnings).
    private var pendingConsole: [String] = []
    private var warningsSent = 0

    package init(app: PlayedApp, renderer: any ScreenSource) {
        self.app = app
        self.renderer = renderer
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
        return reply(to: message.seq, notice: notice)
    }

    /// Ends the app: it goes to the background and terminates, which lets its environment go.
    package func end() {
        application?.terminate()
        application = nil
    }

    // MARK: Acting

    /// Carries out a message; returns a notice when it changed nothing.
    private func perform(_ message: ClientMessage) throws(ProtocolViolation) -> String? {
        switch message.type {
        case .start, .open:
            if message.appearance != nil { appearance = try Self.appearance(of: message) }
            launch(storyboard: message.storyboard, scene: message.scene)
            return nil
        case .appearance:
            appearance = try Self.appearance(of: message)
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

    private static func act(on target: TouchTarget, message: ClientMessage, point: (x: Double, y: Double), driver: Driver) throws {
        switch target.action {
        case .back: try driver.tapBack()
        case .barButton(let title): try driver.tapBarButton(title)
        case .barItem(let item as TabBarItem): try driver.selectTab(item.displayTitle)
        case .barItem(let item): try driver.tapBarButton((item as? BarButtonItem)?.displayTitle ?? item.title ?? "")
        case .tab(let index): try driver.selectTab(at: index)
        case .view(let view):
            let query = try Self.query(for: view, driver: driver)
            switch view {
            case let slider as Slider:
                let fraction = min(max((point.x - target.frame.x) / max(target.frame.width, 1), 0), 1)
                try driver.slide(query, to: slider.minimumValue + Float(fraction) * (slider.maximumValue - slider.minimumValue))
            case is TextField:
                // A tap only focuses the field (the page's input); typing changes it.
                if message.type == .type, let text = message.text { try driver.type(text, into: query) }
            default:
                try driver.tap(query)
            }
        }
    }

    /// How the driver names `view`: its kind and its position among the views of that kind.
    private static func query(for view: View, driver: Driver) throws -> Driver.Query {
        let kind = String(describing: type(of: view))
        let elementName = kind.prefix(1).lowercased() + kind.dropFirst()
        let ofKind = driver.visibleViews.filter { String(describing: type(of: $0)) == kind || $0.elementName == elementName }
        guard let index = ofKind.firstIndex(where: { $0 === view }) else {
            throw DriverError(.notFound("\(kind) at the touch", screen: driver.describeScreen()))
        }
        return .kind(kind, index: index)
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
        let bundle = ResourceBundle(directory: app.directory, preferredLocalizations: app.preferredLocalizations)
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
                launched = try Application.launch(delegate: PlayerAppDelegate(), bundle: bundle, mainStoryboard: name, environment: environment)
                if let scene, app.storyboard(named: name)?.scenes.first(where: { $0.id == scene })?.isEntryPoint != true {
                    try environment.run { () throws(RuntimeError) in
                        let controller = try Storyboard(name: name, bundle: bundle, environment: environment)
                            .instantiateViewController(sceneObjectID: scene)
                        launched.keyWindow?.rootViewController = controller
                    }
                }
            }
            application = launched
        } catch {
            pendingConsole.append("\(error)")
        }
    }

    // MARK: Answering

    private func reply(to seq: Int, notice: String?) -> ServerMessage {
        guard let application, let window = application.keyWindow ?? application.delegate.window else {
            screen = nil
            return ServerMessage(type: .notice, seq: seq, console: takeConsole(), message: notice ?? "the app shows no window")
        }
        let rendered = renderer.render(window, appearance: appearance)
        screen = rendered
        let fields = rendered.controls.compactMap { target -> ServerMessage.Field? in
            guard case .view(let view) = target.action, let field = view as? TextField else { return nil }
            return ServerMessage.Field(frame: target.frame, text: field.text ?? "", placeholder: field.placeholder ?? "")
        }
        let sliders = rendered.controls.compactMap { target -> ServerMessage.SliderValue? in
            guard case .view(let view) = target.action, let slider = view as? Slider else { return nil }
            return ServerMessage.SliderValue(frame: target.frame, value: slider.value, minimum: slider.minimumValue, maximum: slider.maximumValue)
        }
        return ServerMessage(
            type: .screen, seq: seq, svg: rendered.svg, width: rendered.size.width, height: rendered.size.height,
            path: path(window: window), fields: fields, sliders: sliders, console: takeConsole(), message: notice)
    }

    private func takeConsole() -> [String] {
        var lines = pendingConsole
        pendingConsole = []
        if let warnings = application?.environment.diagnostics.warnings, warnings.count > warningsSent {
            lines += warnings[warningsSent...].map(\.description)
            warningsSent = warnings.count
        }
        return lines
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
