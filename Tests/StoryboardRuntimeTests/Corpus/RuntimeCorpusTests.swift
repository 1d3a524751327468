import Foundation
@testable import StoryboardRuntime
import StoryboardTestSupport
import Testing

/// Runs every iOS storyboard of the corpus: the initial controller and every identified one,
/// each put in a window with its view loaded, then every segue whose source is on screen
/// performed from a fresh instance. Typed `RuntimeError`s and warnings are expected outcomes
/// (the apps' classes are missing); anything else fails the test. Fails, never skips, when the
/// corpus is missing. `CORPUS_DEBUG=1` prints every error and warning as it happens.
@MainActor
@Suite("Runtime corpus", .inOwnRuntimeEnvironment, .requiresSharedData)
struct RuntimeCorpusTests {
    /// The file committed with unresolved merge-conflict markers: it must be reported as
    /// unreadable, never run.
    static let mergeConflictFile = "HabitRPG__habitica-ios/_history/606153f466/HabitRPG/Base.lproj/Main.storyboard"

    /// What the run saw.
    struct Tally {
        var files = 0
        var scenesInstantiated = 0
        var viewsLoaded = 0
        var seguesFound = 0
        var seguesPerformed = 0
        /// Segues whose performing threw a typed error (counted in `errorsByKind` too).
        var seguesFailed = 0
        /// Triggers found on a screen but not on a fresh instance of it.
        var seguesNotFoundAgain = 0
        /// Storyboard references (`viewControllerPlaceholder`) followed, and how many opened.
        var referencesFollowed = 0
        var referencesResolved = 0
        /// Unwind segues on the screens segues lead to: found, and performed (the first of
        /// each screen), split by whether a controller took them (the apps' classes are
        /// missing, so usually none does: then nothing happens, as in UIKit).
        var unwindsFound = 0
        var unwindsPerformed = 0
        var unwindsTaken = 0
        var errorsByKind: [String: Int] = [:]
        var warningsByID: [String: Int] = [:]
        /// Files that report an element kind as not built, by kind (one report per kind and file).
        var unbuiltByKind: [String: Int] = [:]
        /// Examples of each error kind, for the report.
        var errorExamples: [String: String] = [:]
        var untyped: [String] = []

        mutating func record(_ error: RuntimeError) {
            if ProcessInfo.processInfo.environment["CORPUS_DEBUG"] != nil { print("E \(error)") }
            let kind = Self.name(of: error.kind)
            errorsByKind[kind, default: 0] += 1
            if errorExamples[kind] == nil { errorExamples[kind] = error.description }
        }

        static func name(of kind: RuntimeError.Kind) -> String {
            let text = String(describing: kind)
            return text.firstIndex(of: "(").map { String(text[..<$0]) } ?? text
        }
    }

    /// Something on screen that performs a segue when the user works it (or the controller's
    /// own segue, performed by identifier), found again by position on a fresh instance.
    enum Trigger {
        case control(Int)
        case barButton(Int)
        case cell(table: Int, StoryboardRuntime.IndexPath, accessory: Bool)
        case item(collection: Int, StoryboardRuntime.IndexPath)
        case gesture(Int)
        case manual(String)
    }

    @Test func everyIOSStoryboardRuns() async throws {
        let entries = try Corpus.manifest().filter {
            $0.documentType.contains("Storyboard") && $0.targetRuntime.hasPrefix("iOS.CocoaTouch")
        }
        #expect(entries.count > 1000)
        var tally = Tally()
        testEnvironment.diagnostics.reset()
        testEnvironment.classes.reset()
        try? testEnvironment.failures.throwIfAny()
        for entry in entries {
            let path = try Corpus.path(entry.file)
            if entry.file == Self.mergeConflictFile {
                let error = #expect(throws: RuntimeError.self) { try Self.open(path) }
                if case .unreadableStoryboard? = error?.kind {} else { Issue.record("merge conflict file: \(String(describing: error))") }
                continue
            }
            tally.files += 1
            // Each file runs as an app of its own, so memory stays bounded: its documents go
            // with its environment.
            let environment = RuntimeEnvironment()
            environment.handlingEvent { run(path, &tally) }
            // The whole corpus takes minutes on the main actor, which the parallel test run
            // shares (the player's sessions wait on it): let the others in between files.
            await Task.yield()
            for warning in environment.diagnostics.warnings {
                tally.warningsByID[warning.id?.rawValue ?? "?", default: 0] += 1
                if let kind = SceneDecoder.unbuiltKind(of: warning) { tally.unbuiltByKind[kind, default: 0] += 1 }
                if ProcessInfo.processInfo.environment["CORPUS_DEBUG"] != nil { print("W \(warning.message)") }
            }
        }
        print("""
            runtime corpus: \(tally.files) files, \(tally.scenesInstantiated) scenes instantiated, \
            \(tally.viewsLoaded) views loaded; segues on screen: \(tally.seguesFound) found, \(tally.seguesPerformed) performed, \
            \(tally.seguesFailed) failed with a typed error, \(tally.seguesNotFoundAgain) not found again
            storyboard references: \(tally.referencesFollowed) followed, \(tally.referencesResolved) resolved; \
            unwind segues on screens reached by a segue: \(tally.unwindsFound) found, \(tally.unwindsPerformed) performed, \
            \(tally.unwindsTaken) taken by a controller
            typed errors by kind: \(tally.errorsByKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            warnings by id: \(tally.warningsByID.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            elements not built (files reporting each kind): \(tally.unbuiltByKind.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            """)
        for (kind, example) in tally.errorExamples.sorted(by: { $0.key < $1.key }) {
            print("  e.g. \(kind): \(example)")
        }
        #expect(tally.untyped == [])
        #expect(tally.seguesNotFoundAgain == 0)
        #expect(tally.seguesPerformed + tally.seguesFailed == tally.seguesFound)
        #expect(tally.files == entries.count - 1)
        #expect(tally.scenesInstantiated > 0)
        #expect(tally.referencesFollowed > 0)
        #expect(tally.unwindsPerformed > 0)
    }

    /// The storyboard at `path`, opened from its folder as its app would (a localized file from
    /// the folder above its `.lproj`, so that references to siblings resolve there too).
    static func open(_ path: String) throws(RuntimeError) -> Storyboard {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent()
        if folder.pathExtension == "lproj" {
            let language = folder.deletingPathExtension().lastPathComponent
            let bundle = ResourceBundle(
                directory: folder.deletingLastPathComponent().path,
                preferredLocalizations: language == "Base" ? [] : [language])
            let storyboard = try Storyboard(name: name, bundle: bundle)
            if storyboard.path == path { return storyboard }
        }
        return try Storyboard(name: name, bundle: ResourceBundle(directory: folder.path))
    }

    func run(_ path: String, _ tally: inout Tally) {
        let storyboard: Storyboard
        do {
            storyboard = try Self.open(path)
        } catch {
            tally.record(error)
            return
        }
        followReferences(storyboard, &tally)
        // nil: the initial view controller; else a storyboard identifier.
        var identifiers: [String?] = [nil]
        var seen: Set<String> = []
        for member in storyboard.document.viewControllers {
            guard let identifier = member.storyboardIdentifier, seen.insert(identifier).inserted else { continue }
            identifiers.append(identifier)
        }
        for identifier in identifiers {
            let make = Maker(storyboard: storyboard, identifier: identifier)
            guard let (_, driver) = show(make, &tally, counting: true) else { continue }
            let triggers = Self.triggers(driver)
            tally.seguesFound += triggers.count
            for trigger in triggers {
                // Each segue from a fresh instance, as the screen first shows.
                guard let (_, fresh) = show(make, &tally, counting: false) else { continue }
                do {
                    if try Self.perform(trigger, fresh) {
                        tally.seguesPerformed += 1
                        do {
                            try Self.unwind(on: fresh, &tally)
                        } catch let error as RuntimeError {
                            tally.record(error)
                        } catch {
                            tally.untyped.append("\(path): unwind after \(trigger): \(error)")
                        }
                    } else {
                        tally.seguesNotFoundAgain += 1
                    }
                    _ = fresh.describeScreen()
                } catch let error as RuntimeError {
                    tally.seguesFailed += 1
                    tally.record(error)
                } catch {
                    tally.untyped.append("\(path): \(trigger): \(error)")
                }
            }
        }
    }

    /// Instantiates what each storyboard reference of the file stands for (a typed error when
    /// its storyboard or scene is missing, or the references loop).
    func followReferences(_ storyboard: Storyboard, _ tally: inout Tally) {
        for reference in storyboard.document.storyboardReferences {
            tally.referencesFollowed += 1
            do {
                _ = try storyboard.instantiateDestination(reference.id, of: reference.node)
                try testEnvironment.failures.throwIfAny()
                tally.referencesResolved += 1
            } catch {
                tally.record(error)
            }
        }
    }

    /// Performs the first unwind segue the screen offers (a control's, a bar button's or the
    /// visible controller's own), after a segue brought the screen up.
    static func unwind(on driver: Driver, _ tally: inout Tally) throws {
        func isUnwind(_ template: SegueTemplate) -> Bool { template.kind == .unwind }
        var actions: [(source: ViewController?, template: SegueTemplate, run: () throws -> Void)] = []
        for control in controls(driver) {
            for case let trigger as SegueTrigger in control.targets.compactMap({ $0.target }) {
                guard let template = trigger.template, isUnwind(template) else { continue }
                actions.append((template.source, template, { control.sendActions(for: type(of: control).primaryEvent) }))
            }
        }
        for item in barButtons(driver) {
            for template in item.triggeredSegues where isUnwind(template) {
                actions.append((template.source, template, { try item.tap(responderChainStart: driver.visibleController) }))
            }
        }
        if let visible = driver.visibleController {
            for template in visible.segueTemplates where isUnwind(template) && isManual(template, of: visible) {
                guard let identifier = template.identifier else { continue }
                actions.append((visible, template, { try visible.performSegue(withIdentifier: identifier, sender: nil) }))
            }
        }
        tally.unwindsFound += actions.count
        guard let first = actions.first else { return }
        if let source = first.source, let action = first.template.unwindAction,
            source.unwindDestination(for: action, sender: nil) != nil
        {
            tally.unwindsTaken += 1
        }
        try first.run()
        try testEnvironment.failures.throwIfAny()
        tally.unwindsPerformed += 1
        _ = driver.describeScreen()
    }

    /// Instantiates a controller and shows it in a new key window (its view loads).
    /// Makes the initial controller, or the one with a storyboard identifier.
    @MainActor
    struct Maker {
        let storyboard: Storyboard
        let identifier: String?

        func make() throws(RuntimeError) -> ViewController? {
            guard let identifier else { return try storyboard.instantiateInitialViewController() }
            return try storyboard.instantiateViewController(withIdentifier: identifier)
        }
    }

    func show(_ maker: Maker, _ tally: inout Tally, counting: Bool) -> (Window, Driver)? {
        do {
            guard let controller = try maker.make() else { return nil }
            if counting { tally.scenesInstantiated += 1 }
            let window = Window()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            if counting && controller.isViewLoaded { tally.viewsLoaded += 1 }
            let driver = Driver(window: window)
            _ = driver.describeScreen()
            try testEnvironment.failures.throwIfAny()
            return (window, driver)
        } catch {
            if counting { tally.record(error) }
            return nil
        }
    }

    // MARK: Triggers

    static func controls(_ driver: Driver) -> [Control] {
        driver.visibleViews.compactMap { $0 as? Control }.filter { control in
            control.isEnabled && control.targets.contains { $0.target is SegueTrigger }
        }
    }

    static func barButtons(_ driver: Driver) -> [BarButtonItem] {
        let controller = driver.visibleController
        let item = controller?.navigationController?.topViewController?.navigationItem ?? controller?.navigationItem
        return ((item?.leftBarButtonItems ?? []) + (item?.rightBarButtonItems ?? [])).filter {
            $0.isEnabled && !$0.triggeredSegues.isEmpty
        }
    }

    static func tables(_ driver: Driver) -> [TableView] {
        driver.visibleViews.compactMap { $0 as? TableView }
    }

    static func collections(_ driver: Driver) -> [CollectionView] {
        driver.visibleViews.compactMap { $0 as? CollectionView }
    }

    /// Recognizers on screen that trigger a segue and can recognize (enabled, on a view that
    /// takes touches).
    static func recognizers(_ driver: Driver) -> [GestureRecognizer] {
        driver.visibleViews.flatMap(\.gestureRecognizers).filter { recognizer in
            recognizer.isEnabled && recognizer.view?.isUserInteractionEnabled == true
                && recognizer.targets.contains { $0.target is SegueTrigger }
        }
    }

    /// The visible controller and the children shown in its view, whose own (manual) segues
    /// can be performed by identifier.
    static func manualSegueSources(_ driver: Driver) -> [ViewController] {
        guard let visible = driver.visibleController else { return [] }
        var result: [ViewController] = []
        var stack = [visible]
        while let controller = stack.popLast() {
            result.append(controller)
            stack.append(contentsOf: controller.children.filter(\.isViewLoaded).reversed())
        }
        return result
    }

    static func isManual(_ template: SegueTemplate, of controller: ViewController) -> Bool {
        guard let document = controller.storyboard?.document, let id = template.origin.objectID,
            let segue = document.index.node(forID: id), let list = document.tree.parent(of: segue),
            let owner = document.tree.parent(of: list)
        else { return false }
        return document.tree.attribute("sceneMemberID", of: owner) == "viewController"
    }

    static func triggers(_ driver: Driver) -> [Trigger] {
        var result: [Trigger] = controls(driver).indices.map { .control($0) }
        result += barButtons(driver).indices.map { .barButton($0) }
        for (index, table) in tables(driver).enumerated() {
            for indexPath in table.indexPathsForVisibleRows {
                guard let cell = table.cellForRow(at: indexPath) else { continue }
                if !cell.selectionSegues.isEmpty { result.append(.cell(table: index, indexPath, accessory: false)) }
                if !cell.accessorySegues.isEmpty { result.append(.cell(table: index, indexPath, accessory: true)) }
            }
        }
        for (index, collection) in collections(driver).enumerated() {
            for indexPath in collection.indexPathsForVisibleItems where !(collection.cellForItem(at: indexPath)?.selectionSegues.isEmpty ?? true) {
                result.append(.item(collection: index, indexPath))
            }
        }
        result += recognizers(driver).indices.map { .gesture($0) }
        var seen: Set<String> = []
        for controller in manualSegueSources(driver) {
            for template in controller.segueTemplates where isManual(template, of: controller) {
                if let identifier = template.identifier, seen.insert(identifier).inserted {
                    result.append(.manual(identifier))
                }
            }
        }
        return result
    }

    /// Performs the trigger on a fresh screen as a user (or the controller's code) would;
    /// false when it is no longer there.
    static func perform(_ trigger: Trigger, _ driver: Driver) throws -> Bool {
        switch trigger {
        case .control(let index):
            let controls = controls(driver)
            guard controls.indices.contains(index) else { return false }
            let control = controls[index]
            control.sendActions(for: type(of: control).primaryEvent)
        case .barButton(let index):
            let items = barButtons(driver)
            guard items.indices.contains(index) else { return false }
            try items[index].tap(responderChainStart: driver.visibleController)
        case .cell(let tableIndex, let indexPath, let accessory):
            let tables = tables(driver)
            guard tables.indices.contains(tableIndex) else { return false }
            if accessory {
                try tables[tableIndex].userTapAccessory(at: indexPath)
            } else {
                try tables[tableIndex].userSelectRow(at: indexPath)
            }
        case .item(let collectionIndex, let indexPath):
            let collections = collections(driver)
            guard collections.indices.contains(collectionIndex) else { return false }
            try collections[collectionIndex].userSelectItem(at: indexPath)
        case .gesture(let index):
            let recognizers = recognizers(driver)
            guard recognizers.indices.contains(index) else { return false }
            recognizers[index].recognize()
        case .manual(let identifier):
            guard let source = manualSegueSources(driver).first(where: { controller in
                controller.segueTemplates.contains { $0.identifier == identifier && isManual($0, of: controller) }
            }) else { return false }
            try source.performSegue(withIdentifier: identifier, sender: nil)
        }
        try testEnvironment.failures.throwIfAny()
        return true
    }
}
