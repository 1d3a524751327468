import StoryboardFormat
import Testing

@testable import StoryboardTools

/// What the Swift and Objective-C readers find, and the Objective-C selector rules.
struct SourceScannerTests {
    @Test(arguments: [
        ("tap", [String?](), "tap"),
        ("tap", [nil], "tap:"),
        ("tap", ["sender"], "tapWithSender:"),
        ("tap", [nil, "forEvent"], "tap:forEvent:"),
        ("dismiss", ["gestureRecognizer"], "dismissWithGestureRecognizer:"),
    ])
    func swiftSelectors(name: String, labels: [String?], selector: String) {
        #expect(SwiftSourceScanner.selector(name: name, labels: labels) == selector)
    }

    @Test func swiftClassesExtensionsOutletsAndIdentifiers() throws {
        let index = SwiftSourceScanner.scan("""
            import UIKit
            struct Model { var title: String }
            class HomeViewController: BaseViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet var rows: [UITableViewCell]?
                @IBInspectable var cornerRadius: CGFloat = 0
                @objc(reloadNow:) @IBAction func reload(_ sender: Any) {}
                func show() {
                    let local = 1
                    performSegue(withIdentifier: "showDetail", sender: nil)
                    _ = storyboard?.instantiateViewController(withIdentifier: String(describing: DetailViewController.self))
                }
            }
            extension HomeViewController {
                @IBAction func share(sender: UIButton) {}
            }
            """, path: "Home.swift")
        let home = try #require(index.classes["HomeViewController"])
        #expect(home.superclass == "BaseViewController")
        #expect(home.outlets["titleLabel"]?.typeName == "UILabel")
        #expect(home.outlets["titleLabel"]?.place.position == SourcePosition(line: 4, column: 24))
        #expect(home.outlets["rows"]?.isCollection == true)
        #expect(home.inspectables == ["cornerRadius"])
        #expect(Set(home.actions.keys) == ["reloadNow:", "shareWithSender:"])
        #expect(!home.properties.contains("local"))
        #expect(index.classes["Model"] == nil)
        #expect(index.identifierUses.map { "\($0.kind.rawValue) \($0.identifier) \($0.place.position)" } == [
            "performSegue showDetail 10:38", "instantiateViewController DetailViewController 11:67",
        ])
    }

    @Test func objectiveCInterfacesIvarsPropertiesAndMethods() throws {
        let index = ObjectiveCSourceScanner.scan("""
            #import <Cocoa/Cocoa.h>
            // @interface Commented : NSObject
            @interface SPController : NSWindowController <NSTableViewDelegate>
            {
                IBOutlet NSTextField *nameField, *hostField;
                IBOutletCollection(NSButton) NSArray *buttons;
            }
            @property (nonatomic, weak) IBOutlet NSTableView *tableView;
            @property (nonatomic) IBInspectable CGFloat radius;
            - (IBAction)connect:(id)sender;
            - (IBAction)sort:(id)sender ascending:(BOOL)flag;
            - (void)refresh;
            @end
            @implementation SPController (Actions)
            - (IBAction)cancel:(id)sender { [self performSegueWithIdentifier:@"showLog" sender:self]; }
            @end
            """, path: "SPController.h")
        let controller = try #require(index.classes["SPController"])
        #expect(index.classes["Commented"] == nil)
        #expect(controller.superclass == "NSWindowController")
        #expect(Set(controller.outlets.keys) == ["nameField", "hostField", "buttons", "tableView"])
        #expect(controller.outlets["hostField"]?.place.position == SourcePosition(line: 5, column: 39))
        #expect(controller.outlets["buttons"]?.isCollection == true)
        #expect(controller.outlets["buttons"]?.typeName == "NSButton")
        #expect(controller.inspectables == ["radius"])
        #expect(Set(controller.actions.keys) == ["connect:", "sort:ascending:", "cancel:"])
        #expect(controller.otherMethods == ["refresh"])
        #expect(index.identifierUses.map { "\($0.kind.rawValue) \($0.identifier)" } == ["performSegue showLog"])
    }
}
