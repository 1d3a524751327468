import Foundation
import StoryboardTestSupport
import Testing
@testable import StoryboardFormat

/// The model on real files of the corpus: the seeds' sample projects and one file per platform
/// and format.
@Suite("Model on real files", .requiresSharedData)
struct ModelRealFilesTests {
    func load(_ relative: String) throws -> Document {
        try Document(bytes: try Corpus.bytes(relative), path: relative)
    }

    @Test func colorboard() throws {
        let document = try load("katak__BNRColorboard/Colorboard/Colorboard.storyboard")
        #expect(document.kind == .storyboard && document.platform == .iOS)
        #expect(document.header.toolsVersion == "5056")
        #expect(document.header.systemVersion == "13E28")
        #expect(document.header.useAutolayout)
        #expect(document.scenes.count == 4)
        #expect(document.diagnostics.isEmpty)

        let initial = try #require(document.initialViewController)
        #expect(initial.id == "zgO-3h-JWi")
        #expect(initial.controllerKind == .navigationController)
        #expect(initial.navigationBar?.id == "3E2-u6-03d")

        let segues = document.segues
        let newColor = try #require(segues.first { $0.identifier == "NewColor" })
        #expect(newColor.kind == .modal)
        #expect(newColor.source?.elementName == "barButtonItem")
        #expect(newColor.sourceMember?.controllerKind == .tableViewController)
        #expect(newColor.destinationMember?.controllerKind == .navigationController)
        let existing = try #require(segues.first { $0.identifier == "ExistingColor" })
        #expect(existing.kind == .push)
        #expect(existing.source?.elementName == "tableViewCell")
        #expect(existing.destinationMember?.customClass == "BNRColorViewController")
        #expect(document.segueCountsByKind == [.relationship: 2, .modal: 1, .push: 1])

        let list = try #require(document.scenes[1].viewController)
        #expect(list.navigationItem?.title == "Colors")
        #expect(list.navigationItem?.rightBarButtonItems.map(\.systemItem) == ["add"])
        let table = try #require(list.view?.tableView)
        #expect(table.dataMode == .prototypes)
        let cell = try #require(table.prototypes.first)
        #expect(cell.reuseIdentifier == "UITableViewCell")
        #expect(cell.style == .default)
        #expect(cell.accessoryType == "disclosureIndicator")
        #expect(cell.text == "Red")
        #expect(cell.textLabel?.font?.pointSize == 18)

        let colorController = try #require(document.viewControllers.first { $0.customClass == "BNRColorViewController" })
        let view = try #require(colorController.view)
        #expect(view.backgroundColor?.kind == .rgb(red: 0, green: 0, blue: 1, alpha: 1))
        let sliders = colorController.views.filter { $0.elementName == "slider" }
        #expect(sliders.count == 3)
        #expect(sliders.allSatisfy { $0.value == 0.5 && $0.minimumValue == 0 && $0.maximumValue == 1 })
        let actions = colorController.allConnections.compactMap { connection -> ActionConnection? in
            if case .action(let action) = connection { return action }
            return nil
        }
        #expect(actions.filter { $0.selector == "changeColor:" }.count == 3)
        #expect(actions.filter { $0.selector == "changeColor:" }.allSatisfy { $0.eventType == "valueChanged" && $0.destinationID == colorController.id })
        #expect(actions.contains { $0.selector == "dismiss:" && $0.source?.elementName == "barButtonItem" })
        let field = try #require(colorController.views.first { $0.elementName == "textField" })
        #expect(field.placeholder == "color name")
        #expect(colorController.views.filter { $0.elementName == "label" }.map(\.text) == ["Red", "Green", "Blue"])
    }

    @Test func pilkyEntries() throws {
        let document = try load("pilky__storyboards-example/StoryboardExample/Base.lproj/Entries.storyboard")
        #expect(document.scenes.count == 4)
        #expect(document.segues.count == 3)
        #expect(document.initialViewController?.controllerKind == .navigationController)
        #expect(document.segues.compactMap(\.identifier).sorted() == ["showDetails", "showMoreDetails"])
        #expect(document.member(withStoryboardIdentifier: "entryDetails")?.customClass == "M3EntryDetailsViewController")
        #expect(document.member(withStoryboardIdentifier: "moreDetails")?.customClass == "M3EntryMoreDetailsViewController")
        #expect(document.viewControllers.map(\.elementName).sorted() == ["navigationController", "tableViewController", "viewController", "viewController"])
    }

    @Test func pilkyContentViewXib() throws {
        let document = try load("pilky__storyboards-example/StoryboardExample/Base.lproj/EntryDetailsContentView.xib")
        #expect(document.kind == .xib)
        #expect(document.scenes.isEmpty)
        let owner = try #require(document.objects.first)
        #expect(owner.kind == .placeholder(.filesOwner))
        #expect(owner.customClass == "M3EntryDetailsViewController")
        guard case .outlet(let outlet) = owner.connections.first else {
            Issue.record("File's Owner should have an outlet")
            return
        }
        #expect(outlet.property == "contentView")
        #expect(outlet.destination?.attribute("customClass") == "M3EntryDetailsContentView")
        let top = try #require(document.objects.first { $0.elementName == "view" })
        #expect(top.kind == .object)
        #expect(document.views.first?.customClass == "M3EntryDetailsContentView")
        #expect(document.views.first?.frame == Rect(x: 0, y: 0, width: 320, height: 446))
        #expect(document.diagnostics.isEmpty)
    }

    @Test func rbStoryboardLinkRuntimeAttributes() throws {
        let document = try load("rob-brown__RBStoryboardLink/LinkedTabs/LinkedTabs/en.lproj/MainStoryboard.storyboard")
        let links = document.viewControllers.filter { $0.customClass == "RBStoryboardLink" }
        #expect(links.count == 2)
        let names = links.flatMap(\.runtimeAttributes).filter { $0.keyPath == "storyboardName" }.map(\.value)
        #expect(names == [.string("FirstTabStoryboard"), .string("SecondTabStoryboard")])
        let tabs = try #require(document.viewControllers.first { $0.controllerKind == .tabBarController })
        let children = tabs.connections.compactMap(\.segue)
        #expect(children.map(\.relationship) == ["viewControllers", "viewControllers"])
        #expect(children.compactMap { $0.destinationMember?.tabBarItem?.title } == ["First", "Second"])
    }

    @Test func storyboardReferencePlaceholders() throws {
        let document = try load("IBDecodable__IBDecodable/Tests/Resources/StoryboardReferences.storyboard")
        #expect(document.storyboardReferences.map(\.storyboardName) == ["StoryboardAllViews", "StoryboardAsset", "StoryboardAttributes"])
        #expect(document.storyboardReferences.allSatisfy { $0.referencedIdentifier == nil && $0.bundleIdentifier == nil })
        let tabs = try #require(document.viewControllers.first)
        #expect(tabs.controllerKind == .tabBarController)
        #expect(tabs.segues.compactMap { $0.destinationMember?.storyboardReference?.storyboardName }
            == ["StoryboardAllViews", "StoryboardAsset", "StoryboardAttributes"])
        #expect(document.storyboardReferences.first?.member.tabBarItem?.title == "Item")
    }

    @Test func macOSStoryboard() throws {
        let document = try load("krzyzanowskim__Natalie/NatalieExample/NatalieOSXExample/Base.lproj/Main.storyboard")
        #expect(document.platform == .macOS && document.kind == .storyboard)
        #expect(document.scenes.count == 5)
        #expect(document.segues.count == 5)
        #expect(document.segueTieBreakers.count == 1)
        let initial = try #require(document.initialViewController)
        #expect(initial.controllerKind == .windowController)
        #expect(initial.segues.first?.relationship == "window.shadowedContentViewController")
        #expect(document.scenes[0].viewController?.elementName == "application")
        #expect(document.scenes[0].members.last?.kind == .placeholder(.firstResponder))
        let segue = try #require(document.segues.first { $0.identifier == "ScreenOneSegue" })
        #expect(segue.kind == .modal)
        #expect(segue.source?.elementName == "button")
        let button = IBView(document: document, node: try #require(segue.source).node)
        #expect(button.title == "Segue 1")
        #expect(button.font?.metaFont == "system")
    }

    @Test func watchKitStoryboard() throws {
        let document = try load("mac-cain13__R.swift/Examples/RwatchApp/ResourceApp-watchOS/Base.lproj/Interface.storyboard")
        #expect(document.platform == .watchOS && document.kind == .storyboard)
        #expect(document.header.deviceID == "watch38")
        #expect(document.scenes.count == 4)
        #expect(document.initialViewController?.controllerKind == .interfaceController)
        #expect(document.initialViewController?.customClass == "InterfaceController")
        #expect(document.initialViewController?.views.map(\.text) == ["Label"])
        let notification = try #require(document.viewControllers.first { $0.controllerKind == .notificationController })
        #expect(notification.segues.map(\.relationship) == ["dynamicNotificationInterface", "dynamicInteractiveNotificationInterface"])
        #expect(notification.views.first?.text == "Alert Label")
    }

    @Test func legacyArchiveXib() throws {
        let document = try load("IBDecodable__IBLinter/_history/4e53ea84d5/Tests/IBLinterKitTest/Resources/MacXibTest.xib")
        #expect(document.format == .legacyArchive)
        #expect(document.header.type == "com.apple.InterfaceBuilder3.Cocoa.XIB")
        #expect(document.header.version == "8.00")
        #expect(document.platform == .macOS)
        #expect(document.scenes.isEmpty && document.segues.isEmpty && document.diagnostics.isEmpty)
        #expect(try JSONEncoder().encode(document).count > 0)
    }
}
