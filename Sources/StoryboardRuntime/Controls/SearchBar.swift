import StoryboardFormat

/// A text field for a search, with optional cancel and scope buttons (`UISearchBar`).
///
/// As in UIKit this is a view, not a control: it reports to its delegate
/// (`UISearchBarDelegate`), not through target-actions, and Interface Builder gives it no
/// actions or segues. Typing a search as a person does: editing begins, the text changes, the
/// Search key is pressed.
@MainActor
open class SearchBar: View {
    public var text: String? = ""
    public var placeholder: String?
    public var prompt: String?
    public var showsCancelButton = false
    public var showsScopeBar = false
    public var scopeButtonTitles: [String] = []
    public var selectedScopeButtonIndex = 0
    public weak var delegate: (any SearchBarDelegate)?

    package override class var defaultElementName: String { "searchBar" }

    open override var canBecomeFirstResponder: Bool { true }

    /// Types `text` and presses Search: editing begins (as the first responder, when the bar
    /// is in a window), the text changes, the Search key is pressed. Editing goes on, as in
    /// UIKit, until the bar resigns (an app's `searchBarSearchButtonClicked(_:)` often asks).
    public func search(_ newText: String) {
        if responderWindow != nil {
            guard becomeFirstResponder() else { return }
        } else {
            delegate?.searchBarTextDidBeginEditing(self)
        }
        text = newText
        delegate?.searchBar(self, textDidChange: newText)
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// Becoming the first responder begins editing, whether a tap or code asks: the delegate
    /// may refuse (`searchBarShouldBeginEditing(_:)`), then it is told
    /// (`searchBarTextDidBeginEditing(_:)`).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard responderWindow != nil, delegate?.searchBarShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else {
            return false
        }
        delegate?.searchBarTextDidBeginEditing(self)
        return true
    }

    /// Resigning ends editing: the delegate may refuse (`searchBarShouldEndEditing(_:)`), then
    /// it is told (`searchBarTextDidEndEditing(_:)`).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.searchBarShouldEndEditing(self) ?? true else { return false }
        _ = super.resignFirstResponder()
        delegate?.searchBarTextDidEndEditing(self)
        return true
    }

    /// Taps Cancel (only shown with `showsCancelButton`); false when there is none.
    @discardableResult
    public func tapCancel() -> Bool {
        guard showsCancelButton else { return false }
        delegate?.searchBarCancelButtonClicked(self)
        return true
    }

    /// Taps a scope button by index; false when there is none.
    @discardableResult
    public func selectScope(_ index: Int) -> Bool {
        guard showsScopeBar, scopeButtonTitles.indices.contains(index) else { return false }
        guard index != selectedScopeButtonIndex else { return true }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        return true
    }

    package override var screenLine: String? {
        var line = ScreenLine("SearchBar", identifier: accessibilityIdentifier).quoted(text ?? "")
        if let placeholder { line = line.adding("placeholder \(ScreenLine.quote(placeholder))") }
        if showsScopeBar && !scopeButtonTitles.isEmpty {
            line = line.adding(scopeButtonTitles.enumerated().map { index, title in
                index == selectedScopeButtonIndex ? "[\(ScreenLine.quote(title))]" : ScreenLine.quote(title)
            }.joined(separator: " | "))
        }
        if showsCancelButton { line = line.adding("[Cancel]") }
        return line.line
    }

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        guard key == "delegate" else { return super.setBuiltInOutlet(key, to: object) }
        delegate = object as? any SearchBarDelegate
        return true
    }

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "text": text = value as? String
        case "placeholder": placeholder = value as? String
        case "showsCancelButton": showsCancelButton = Self.bool(value)
        default: return super.setBuiltInValue(value, forKeyPath: keyPath)
        }
        return true
    }
}

extension SearchBar: ElementDecodable {
    func decode(_ model: IBView, with decoder: SceneDecoder) {
        text = decoder.localized(model.attribute("text"), id: model.id, "text") ?? ""
        placeholder = decoder.localized(model.attribute("placeholder"), id: model.id, "placeholder")
        prompt = decoder.localized(model.attribute("prompt"), id: model.id, "prompt")
        showsCancelButton = model.boolAttribute("showsCancelButton") ?? false
        showsScopeBar = model.boolAttribute("showsScopeBar") ?? false
        let tree = model.tree
        if let titles = tree.firstElement(of: model.node, named: "scopeButtonTitles") {
            scopeButtonTitles = tree.elements(of: titles).enumerated().map { index, string in
                let text = tree.text(of: string)
                return decoder.localized(text, id: model.id, "scopeButtonTitles[\(index)]") ?? text
            }
        }
    }
}

/// What a search bar tells about its editing (`UISearchBarDelegate`).
@MainActor
public protocol SearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
