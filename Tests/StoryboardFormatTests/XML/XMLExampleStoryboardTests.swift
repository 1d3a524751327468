import Foundation
import Testing
@testable import StoryboardFormat

/// The project's own example storyboard must be well-formed XML in Xcode's layout, with every
/// reference resolved, before the model and the runtime read it.
@Suite("XML: the Colorboard example storyboard")
struct XMLExampleStoryboardTests {
    static func colorboard() throws -> [UInt8] {
        let project = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let path = project.appendingPathComponent("Examples/Colorboard/Colorboard.storyboard").path
        return Array(try #require(FileManager.default.contents(atPath: path), "missing \(path)"))
    }

    @Test func readsAndRoundTrips() throws {
        let tree = try expectRoundTrip(try Self.colorboard())
        let root = try #require(tree.rootElement)
        #expect(tree.name(of: root) == "document")
        #expect(tree.attribute("type", of: root) == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        #expect(tree.attribute("targetRuntime", of: root) == "iOS.CocoaTouch")
    }

    @Test func idsAreUniqueAndEveryReferenceResolves() throws {
        let tree = try XMLTree(bytes: try Self.colorboard())
        var ids: [String: Int] = [:]
        // `<device id="retina6_1">` names a device, not an object.
        for node in tree.descendants(of: tree.document) where tree.kind(of: node) == .element && !tree.isElement(node, named: "device") {
            for key in ["id", "sceneID"] {
                if let id = tree.attribute(key, of: node) { ids[id, default: 0] += 1 }
            }
        }
        #expect(ids.filter { $0.value > 1 }.isEmpty)
        let pattern = /[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}/
        for id in ids.keys { #expect(id.wholeMatch(of: pattern) != nil, "\(id)") }
        for node in tree.descendants(of: tree.document) where tree.kind(of: node) == .element {
            for key in ["destination", "textLabel", "tableViewCell", "initialViewController"] {
                if let reference = tree.attribute(key, of: node) { #expect(ids[reference] == 1, "\(key)=\(reference)") }
            }
        }
    }

    @Test func scenesSeguesAndConnectionsOfTheChapter() throws {
        let tree = try XMLTree(bytes: try Self.colorboard())
        let root = try #require(tree.rootElement)
        func byID(_ id: String?) -> XMLNode? {
            tree.descendants(of: tree.document).first { tree.attribute("id", of: $0) == id }
        }
        let initial = try #require(byID(tree.attribute("initialViewController", of: root)))
        #expect(tree.name(of: initial) == "navigationController")

        let segues = tree.all("segue")
        let kinds = segues.map { "\(tree.attribute("kind", of: $0) ?? "")/\(tree.attribute("identifier", of: $0) ?? "")" }
        #expect(kinds.sorted() == ["presentation/NewColor", "relationship/", "relationship/", "show/ExistingColor"])

        let palette = try #require(tree.first("tableViewController"))
        #expect(tree.attribute("customClass", of: palette) == "PaletteViewController")
        #expect(tree.attribute("title", of: palette) == "Colors")
        #expect(tree.attribute("restorationIdentifier", of: palette) == "PaletteViewController")
        let cell = try #require(tree.first("tableViewCell"))
        #expect(tree.attribute("reuseIdentifier", of: cell) == "UITableViewCell")
        #expect(tree.attribute("style", of: cell) == "IBUITableViewCellStyleDefault")
        #expect(tree.attribute("accessoryType", of: cell) == "disclosureIndicator")

        let editor = try #require(tree.first("viewController"))
        #expect(tree.attribute("customClass", of: editor) == "ColorViewController")
        #expect(tree.attribute("storyboardIdentifier", of: editor) == "ColorViewController")
        #expect(tree.attribute("restorationIdentifier", of: editor) == "ColorViewController")
        let editorID = try #require(tree.attribute("id", of: editor))

        let show = try #require(segues.first { tree.attribute("identifier", of: $0) == "ExistingColor" })
        #expect(tree.attribute("destination", of: show) == editorID)
        #expect(tree.parent(of: show).flatMap { tree.parent(of: $0) } == cell)
        let present = try #require(segues.first { tree.attribute("identifier", of: $0) == "NewColor" })
        #expect(tree.attribute("modalPresentationStyle", of: present) == "fullScreen")
        let modalNavigation = try #require(byID(tree.attribute("destination", of: present)))
        #expect(tree.name(of: modalNavigation) == "navigationController")
        let modalRoot = try #require(tree.all("segue").first { tree.parent(of: $0).flatMap { tree.parent(of: $0) } == modalNavigation })
        #expect(tree.attribute("destination", of: modalRoot) == editorID)

        let accessibility = tree.all("accessibility").compactMap { tree.attribute("identifier", of: $0) }
        #expect(accessibility == ["colorName", "red", "green", "blue"])
        #expect(tree.all("label").compactMap { tree.attribute("text", of: $0) } == ["Color", "Red", "Green", "Blue"])
        #expect(tree.all("textField").compactMap { tree.attribute("placeholder", of: $0) } == ["color name"])
        for slider in tree.all("slider") {
            #expect(tree.attribute("minValue", of: slider) == "0.0")
            #expect(tree.attribute("maxValue", of: slider) == "1")
        }
        let actions = tree.all("action").map { "\(tree.attribute("selector", of: $0) ?? ""):\(tree.attribute("eventType", of: $0) ?? "")" }
        #expect(actions == ["changeColor::valueChanged", "changeColor::valueChanged", "changeColor::valueChanged", "dismiss::"])
        let outlets = tree.all("outlet").map { tree.attribute("property", of: $0) ?? "" }
        #expect(outlets == ["dataSource", "delegate", "blueSlider", "greenSlider", "redSlider", "textField"])
        // Like the book's Objective-C classes, the custom classes resolve by name alone.
        #expect(tree.descendants(of: tree.document).allSatisfy { tree.attribute("customModule", of: $0) == nil })
    }
}
