import Foundation
import Testing
@testable import StoryboardFormat

@Suite("Document and header")
struct ModelDocumentTests {
    @Test func storyboardHeader() throws {
        let document = try Fixture.storyboard("", initial: "abc")
        let header = document.header
        #expect(document.format == .document)
        #expect(document.kind == .storyboard)
        #expect(document.platform == .iOS)
        #expect(header.type == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        #expect(header.version == "3.0")
        #expect(header.toolsVersion == "21701")
        #expect(header.systemVersion == nil)
        #expect(header.targetRuntime == "iOS.CocoaTouch")
        #expect(header.initialViewControllerID == "abc")
        #expect(header.useAutolayout)
        #expect(header.useTraitCollections)
        #expect(header.useSafeAreas)
        #expect(header.colorMatched)
        #expect(!header.launchScreen)
        #expect(!header.isIPad)
        #expect(header.propertyAccessControl == "none")
        #expect(header.deviceID == "retina6_12")
        #expect(document.path == "Test.storyboard")
    }

    @Test func olderHeaderFields() throws {
        let document = try Fixture.document("""
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="5056" systemVersion="13E28" targetRuntime="iOS.CocoaTouch.iPad" propertyAccessControl="none" useAutolayout="NO" launchScreen="YES">
            </document>
            """)
        #expect(document.header.systemVersion == "13E28")
        #expect(document.header.isIPad)
        #expect(document.platform == .iOS)
        #expect(document.header.launchScreen)
        #expect(!document.header.useAutolayout)
        #expect(!document.header.useTraitCollections)
        #expect(document.scenes.isEmpty)
    }

    @Test(arguments: [
        ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV", Platform.tvOS, Document.Kind.storyboard),
        ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit", .watchOS, .storyboard),
        ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "MacOSX.Cocoa", .macOS, .storyboard),
        ("com.apple.InterfaceBuilder3.Cocoa.XIB", "MacOSX.Cocoa", .macOS, .xib),
        ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "iOS.CocoaTouch", .iOS, .xib),
        ("com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB", "iOS.CocoaTouch.iPad", .iOS, .xib),
        ("com.apple.Future.Storyboard", "visionOS.Future", .unknown("visionOS.Future"), .storyboard),
    ])
    func platformsAndKinds(type: String, runtime: String, platform: Platform, kind: Document.Kind) throws {
        let document = try Fixture.document(
            "<document type=\"\(type)\" version=\"3.0\" toolsVersion=\"1\" targetRuntime=\"\(runtime)\"/>")
        #expect(document.platform == platform)
        #expect(document.kind == kind)
        #expect(document.header.platform == platform)
    }

    @Test func legacyArchiveIsRecognisedNotModelled() throws {
        let document = try Fixture.document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            \t<data>
            \t\t<int key="IBDocument.SystemTarget">1056</int>
            \t\t<object class="IBUIView" id="191373211"><reference key="NSNextResponder"/></object>
            \t</data>
            </archive>
            """, path: "Old.xib")
        #expect(document.format == .legacyArchive)
        #expect(document.header.type == "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        #expect(document.header.version == "8.00")
        #expect(document.platform == .iOS)
        #expect(document.kind == .xib)
        #expect(document.scenes.isEmpty && document.objects.isEmpty && document.segues.isEmpty)
        #expect(document.views.isEmpty && document.connections.isEmpty)
        #expect(document.index.count == 0 && document.diagnostics.isEmpty)
        #expect(document.rootElement?.elementName == "archive")
    }

    @Test func unknownRootFormat() throws {
        let document = try Fixture.document("<plist version=\"1.0\"><dict/></plist>")
        #expect(document.format == .unknown("plist"))
        #expect(document.scenes.isEmpty)
    }

    @Test func initialisers() throws {
        let xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\"><objects/></document>"
        let tree = try XMLTree(string: xml)
        #expect(Document(tree: tree).path == nil)
        #expect(Document(tree: tree, path: "a.xib").kind == .xib)

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("model-\(UUID().uuidString).xib").path
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fromFile = try Document(contentsOfFile: path)
        #expect(fromFile.path == path)
        #expect(fromFile.header.type == "com.apple.InterfaceBuilder3.CocoaTouch.XIB")

        #expect(throws: DocumentReadError.self) { _ = try Document(contentsOfFile: path + ".missing") }
        #expect(throws: XMLError.self) { _ = try Document(bytes: Array("<document>".utf8)) }
        #expect(throws: XMLError.self) { _ = try Document(bytes: []) }
    }

    @Test func elementLookupByID() throws {
        let document = try Fixture.viewController(subviews: "<label text=\"Hi\" id=\"lbl\"/>")
        #expect(document.element(withID: "lbl")?.elementName == "label")
        #expect(document.element(withID: "lbl")?.attribute("text") == "Hi")
        #expect(document.element(withID: "nope") == nil)
        #expect(document.element(withID: "lbl")?.parent?.elementName == "subviews")
        #expect(document.element(withID: "lbl")?.attributes.map(\.name) == ["text", "id"])
    }
}
