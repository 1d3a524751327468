import Foundation
@testable import StoryboardRuntime
import StoryboardTestSupport
import Testing

/// Real storyboards of the corpus, shown in a window on their designed device (chosen for the
/// window): every view the document has is where `storyboard layout` (the engine on the
/// document) puts it. (A scene with a freeform simulated size differs, rightly: at run time a
/// window's root view fills the window, as wikipedia-ios's SavedProgressViewController shows.)
@MainActor
@Suite("Screen layout: corpus", .inOwnRuntimeEnvironment, .requiresSharedData)
struct CorpusScreenLayoutTests {
    @Test(arguments: [
        "bqlin__Apple-Sample-Code/AudioVideo/AVTimedAnnotationWriterUsingCustomAnnotationMetadataforMovieWritingandPlayback/AVTimedAnnotationWriter/Launch Screen.storyboard",
        "bqlin__Apple-Sample-Code/AudioVideo/UsingAVFoundationAPIstorecordamoviewithlocationmetadata/AVCaptureLocation/Base.lproj/Main.storyboard",
        "bqlin__Apple-Sample-Code/Image/UIImageEffects/UIImageEffects/Base.lproj/Main.storyboard",
    ])
    func runtimeFramesMatchTheDocumentLayout(_ relative: String) throws {
        let path = try Corpus.path(relative)
        let url = URL(fileURLWithPath: path)
        let storyboard = try Storyboard(
            name: url.deletingPathExtension().lastPathComponent,
            bundle: ResourceBundle(directory: url.deletingLastPathComponent().path))
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let window = Window()
        // The document's canvas device, chosen: a window runs on `Window.defaultDevice` otherwise.
        (window.device, window.orientation) = DocumentLayout.designedDevice(of: storyboard.document)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let expected = Dictionary(
            DocumentLayout(document: storyboard.document, detectsAmbiguity: false).views.map { ($0.id, $0.frame) },
            uniquingKeysWith: { first, _ in first })
        var compared = 0
        var differing: [String] = []
        for view in controller.view.allViews() {
            guard let id = view.layoutState.item?.id, !id.isEmpty, let frame = expected[id] else { continue }
            compared += 1
            if view.frame != frame { differing.append("\(id): \(view.frame) ≠ \(frame)") }
        }
        #expect(compared > 1)
        #expect(differing == [])
    }
}
