@testable import StoryboardRuntime
import Testing

/// Text views and search bars begin editing when they become first responder and end it when
/// they resign, from a tap or from code, and their delegates can refuse either (issue 16;
/// Apple's documentation of `UITextViewDelegate` — `textViewShouldBeginEditing(_:)`,
/// `textViewDidBeginEditing(_:)`, `textViewShouldEndEditing(_:)`, `textViewDidEndEditing(_:)`
/// — and `UISearchBarDelegate` — `searchBarShouldBeginEditing(_:)`,
/// `searchBarTextDidBeginEditing(_:)`, `searchBarShouldEndEditing(_:)`,
/// `searchBarTextDidEndEditing(_:)`). One first responder per window: the next one's
/// delegate is asked first, then the current one resigns, then the next one begins.
@MainActor
@Suite("Editing as first responder: text views and search bars", .inOwnRuntimeEnvironment)
struct EditingResponderTests {
    func launch() throws -> (TextView, SearchBar, EditingLog, Driver) {
        let scenes = DecodingFixture.scene("vc", body: DecodingFixture.rootView(subviews: """
            <searchBar contentMode="redraw" placeholder="Find" id="search">
                <rect key="frame" x="0.0" y="50" width="390" height="56"/>
            </searchBar>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" id="notes">
                <rect key="frame" x="20" y="120" width="350" height="100"/>
            </textView>
            """))
        let storyboard = try DecodingFixture.storyboard(initial: "vc", scenes)
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let (_, driver) = DecodingFixture.show(controller)
        let views = controller.view.allViews()
        let textView = try #require(views.compactMap { $0 as? TextView }.first)
        let searchBar = try #require(views.compactMap { $0 as? SearchBar }.first)
        let log = EditingLog()
        textView.delegate = log
        searchBar.delegate = log
        return (textView, searchBar, log, driver)
    }

    @Test("a text view made first responder in code begins editing; resigning ends it")
    func textViewFromCode() throws {
        let (textView, _, log, driver) = try launch()
        defer { withExtendedLifetime(driver) {} }
        #expect(textView.becomeFirstResponder())
        #expect(textView.isFirstResponder)
        #expect(textView.becomeFirstResponder())
        #expect(textView.resignFirstResponder())
        #expect(!textView.isFirstResponder)
        #expect(log.entries == ["textView shouldBegin", "textView didBegin", "textView shouldEnd", "textView didEnd"])
    }

    @Test("a text view's delegate can refuse to begin (nothing is typed) or to end")
    func textViewRefusals() throws {
        let (textView, _, log, driver) = try launch()
        defer { withExtendedLifetime(driver) {} }
        log.allowsBeginning = false
        #expect(!textView.becomeFirstResponder())
        textView.type("refused")
        #expect(textView.text == "Notes")
        #expect(log.entries == ["textView shouldBegin", "textView shouldBegin"])
        log.entries = []
        log.allowsBeginning = true
        log.allowsEnding = false
        textView.type("kept")
        #expect(textView.text == "kept")
        #expect(textView.isFirstResponder)
        #expect(log.entries == ["textView shouldBegin", "textView didBegin", "textView didChange", "textView shouldEnd"])
    }

    @Test("a text view that is not editable cannot become first responder")
    func readOnlyTextView() throws {
        let (textView, _, log, driver) = try launch()
        defer { withExtendedLifetime(driver) {} }
        textView.isEditable = false
        #expect(!textView.becomeFirstResponder())
        #expect(log.entries == [])
    }

    @Test("searching makes the bar first responder and leaves it editing; resigning ends it")
    func searchBar() throws {
        let (_, searchBar, log, driver) = try launch()
        defer { withExtendedLifetime(driver) {} }
        searchBar.search("cats")
        #expect(searchBar.isFirstResponder)
        #expect(searchBar.resignFirstResponder())
        #expect(log.entries == [
            "searchBar shouldBegin", "searchBar didBegin", "searchBar textDidChange cats", "searchBar searchClicked",
            "searchBar shouldEnd", "searchBar didEnd",
        ])
        log.entries = []
        log.allowsBeginning = false
        searchBar.search("dogs")
        #expect(searchBar.text == "cats")
        #expect(log.entries == ["searchBar shouldBegin"])
    }

    /// A presented controller's views are in the window (UIKit adds them to it); a full-screen
    /// presentation takes its presenter's views out of the window, a sheet leaves them in.
    @Test("a view of a presented controller is in the window and can become first responder", arguments: ["fullScreen", "pageSheet"])
    func presentedViews(style: String) throws {
        let scenes = DecodingFixture.scene("vc", body: DecodingFixture.rootView(subviews: """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="open">
                <rect key="frame" x="20" y="100" width="100" height="30"/>
                <state key="normal" title="Open"/>
                <connections>
                    <segue destination="sheet" kind="presentation" modalPresentationStyle="\(style)" id="s-open"/>
                </connections>
            </button>
            """)) + DecodingFixture.scene("sheet", body: DecodingFixture.rootView(id: "sheet-root", subviews: """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Draft" id="draft">
                <rect key="frame" x="20" y="120" width="350" height="100"/>
            </textView>
            """))
        let storyboard = try DecodingFixture.storyboard(initial: "vc", scenes)
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let (window, driver) = DecodingFixture.show(controller)
        try driver.tap("Open")
        let presented = try #require(controller.presentedViewController)
        let textView = try #require(presented.view.allViews().compactMap { $0 as? TextView }.first)
        #expect(presented.view.window === window)
        #expect(textView.window === window)
        #expect(textView.becomeFirstResponder())
        #expect(controller.view.window === (style == "fullScreen" ? nil : window))
        presented.dismiss(animated: false)
        #expect(textView.window == nil)
        #expect(controller.view.window === window)
    }

    @Test("moving the first responder: the next one is asked, the current one ends, the next begins")
    func handOver() throws {
        let (textView, searchBar, log, driver) = try launch()
        defer { withExtendedLifetime(driver) {} }
        #expect(textView.becomeFirstResponder())
        log.entries = []
        #expect(searchBar.becomeFirstResponder())
        #expect(log.entries == ["searchBar shouldBegin", "textView shouldEnd", "textView didEnd", "searchBar didBegin"])
        log.entries = []
        log.allowsEnding = false
        #expect(!textView.becomeFirstResponder())
        #expect(searchBar.isFirstResponder)
        #expect(log.entries == ["textView shouldBegin", "searchBar shouldEnd"])
    }
}

@MainActor
final class EditingLog: TextViewDelegate, SearchBarDelegate {
    var entries: [String] = []
    var allowsBeginning = true
    var allowsEnding = true

    func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
        entries.append("textView shouldBegin")
        return allowsBeginning
    }

    func textViewDidBeginEditing(_ textView: TextView) { entries.append("textView didBegin") }
    func textViewDidChange(_ textView: TextView) { entries.append("textView didChange") }

    func textViewShouldEndEditing(_ textView: TextView) -> Bool {
        entries.append("textView shouldEnd")
        return allowsEnding
    }

    func textViewDidEndEditing(_ textView: TextView) { entries.append("textView didEnd") }

    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool {
        entries.append("searchBar shouldBegin")
        return allowsBeginning
    }

    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { entries.append("searchBar didBegin") }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { entries.append("searchBar textDidChange \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { entries.append("searchBar searchClicked") }

    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool {
        entries.append("searchBar shouldEnd")
        return allowsEnding
    }

    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { entries.append("searchBar didEnd") }
}
