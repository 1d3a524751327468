/// The UIKit and AppKit classes Interface Builder elements stand for, and enough of their
/// hierarchy to decide whether an outlet's declared type can hold what the document connects.
enum SystemClasses {
    /// Prefixes of Apple frameworks' classes: a class with one of these is not the app's.
    static let prefixes = ["UI", "NS", "WK", "MK", "AV", "SK", "SCN", "GLK", "MTK", "PK", "CL", "AR", "PH", "QL", "CN", "WebView", "MF", "EK", "GK", "PDF", "HK", "INUI", "SF", "ASAuthorization", "MPVolume", "CP"]

    static func isSystem(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return false }
        return prefixes.contains { name.hasPrefix($0) && name.count > $0.count }
    }

    /// Superclass of system classes (the part of UIKit and AppKit the corpus uses).
    static let superclass: [String: String] = [
        "UIView": "UIResponder", "UIViewController": "UIResponder", "UIResponder": "NSObject",
        "UIControl": "UIView", "UIButton": "UIControl", "UILabel": "UIView", "UIImageView": "UIView",
        "UITextField": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl", "UIStepper": "UIControl",
        "UISegmentedControl": "UIControl", "UIPageControl": "UIControl", "UIDatePicker": "UIControl",
        "UIScrollView": "UIView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
        "UITextView": "UIScrollView", "UIStackView": "UIView", "UITableViewCell": "UIView",
        "UICollectionViewCell": "UICollectionReusableView", "UICollectionReusableView": "UIView",
        "UITableViewHeaderFooterView": "UIView", "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView",
        "UIPickerView": "UIView", "UINavigationBar": "UIView", "UIToolbar": "UIView", "UITabBar": "UIView",
        "UISearchBar": "UIView", "UIVisualEffectView": "UIView", "WKWebView": "UIView", "MKMapView": "UIView",
        "UIBarButtonItem": "UIBarItem", "UITabBarItem": "UIBarItem", "UIBarItem": "NSObject",
        "UINavigationItem": "NSObject", "UIGestureRecognizer": "NSObject",
        "UITapGestureRecognizer": "UIGestureRecognizer", "UIPanGestureRecognizer": "UIGestureRecognizer",
        "UILongPressGestureRecognizer": "UIGestureRecognizer", "UISwipeGestureRecognizer": "UIGestureRecognizer",
        "UIPinchGestureRecognizer": "UIGestureRecognizer", "UIRotationGestureRecognizer": "UIGestureRecognizer",
        "UIScreenEdgePanGestureRecognizer": "UIPanGestureRecognizer",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UISplitViewController": "UIViewController", "UIPageViewController": "UIViewController",
        "NSLayoutConstraint": "NSObject", "UIWindow": "UIView",
        "NSView": "NSResponder", "NSViewController": "NSResponder", "NSWindowController": "NSResponder",
        "NSResponder": "NSObject", "NSWindow": "NSResponder", "NSPanel": "NSWindow", "NSControl": "NSView",
        "NSButton": "NSControl", "NSTextField": "NSControl", "NSPopUpButton": "NSButton",
        "NSSegmentedControl": "NSControl", "NSSlider": "NSControl", "NSImageView": "NSControl",
        "NSTableView": "NSControl", "NSOutlineView": "NSTableView", "NSScrollView": "NSView",
        "NSTextView": "NSText", "NSText": "NSView", "NSTabView": "NSView", "NSSplitView": "NSView",
        "NSStackView": "NSView", "NSBox": "NSView", "NSProgressIndicator": "NSView", "NSMenu": "NSObject",
        "NSMenuItem": "NSObject", "NSComboBox": "NSTextField", "NSSearchField": "NSTextField",
        "NSSecureTextField": "NSTextField", "NSTokenField": "NSTextField", "NSColorWell": "NSControl",
        "NSDatePicker": "NSControl", "NSPathControl": "NSControl", "NSLevelIndicator": "NSControl",
        "NSStepper": "NSControl", "NSMatrix": "NSControl", "NSBrowser": "NSControl", "NSTableCellView": "NSView",
        "NSTableColumn": "NSObject", "NSToolbar": "NSObject", "NSToolbarItem": "NSObject",
        "NSArrayController": "NSObjectController", "NSObjectController": "NSController",
        "NSTreeController": "NSObjectController", "NSController": "NSObject", "NSCollectionView": "NSView",
        "NSClipView": "NSView", "NSTabViewItem": "NSObject", "NSSplitViewController": "NSViewController",
        "NSTabViewController": "NSViewController", "NSVisualEffectView": "NSView", "NSPopover": "NSResponder",
        "NSSearchToolbarItem": "NSToolbarItem", "NSTextFieldCell": "NSActionCell", "NSButtonCell": "NSActionCell",
        "NSActionCell": "NSCell", "NSCell": "NSObject", "NSGridView": "NSView", "NSDrawer": "NSResponder",
        "NSUserDefaultsController": "NSController", "NSNumberFormatter": "NSFormatter", "NSFormatter": "NSObject",
        "NSDateFormatter": "NSFormatter", "NSSplitViewItem": "NSObject", "NSLayoutGuide": "NSObject",
        "NSPopUpButtonCell": "NSMenuItemCell", "NSMenuItemCell": "NSButtonCell",
    ]

    /// The class an element stands for when it has no custom class.
    static func className(ofElement name: String, platformIsMac: Bool) -> String? {
        switch name {
        case "viewController": return platformIsMac ? "NSViewController" : "UIViewController"
        case "view": return platformIsMac ? "NSView" : "UIView"
        case "customView": return "NSView"
        case "tableViewCellContentView", "collectionViewCellContentView": return "UIView"
        case "constraint": return platformIsMac ? "NSLayoutConstraint" : "NSLayoutConstraint"
        case "window": return platformIsMac ? "NSWindow" : "UIWindow"
        case "customObject": return "NSObject"
        case "menu": return "NSMenu"
        case "menuItem": return "NSMenuItem"
        case "arrayController": return "NSArrayController"
        case "treeController": return "NSTreeController"
        case "userDefaultsController": return "NSUserDefaultsController"
        case "numberFormatter": return "NSNumberFormatter"
        case "dateFormatter": return "NSDateFormatter"
        case "textView": return platformIsMac ? "NSTextView" : "UITextView"
        case "wkWebView": return platformIsMac ? "WKWebView" : "WKWebView"
        case "mapView": return "MKMapView"
        case "visualEffectView": return platformIsMac ? "NSVisualEffectView" : "UIVisualEffectView"
        case "tableCellView": return "NSTableCellView"
        default: break
        }
        if name.hasSuffix("Cell"), platformIsMac, !["tableViewCell", "collectionViewCell"].contains(name) {
            return "NS" + name.prefix(1).uppercased() + name.dropFirst()
        }
        let capitalized = name.prefix(1).uppercased() + name.dropFirst()
        let candidate = (platformIsMac ? "NS" : "UI") + capitalized
        return superclass[candidate] != nil ? candidate : nil
    }

    /// `name` and its system superclasses.
    static func ancestors(of name: String) -> [String] {
        var result = [name]
        var current = name
        while let parent = superclass[current], !result.contains(parent) {
            result.append(parent)
            current = parent
        }
        return result
    }
}
