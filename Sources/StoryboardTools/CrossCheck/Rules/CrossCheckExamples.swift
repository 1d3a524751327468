import StoryboardFormat

/// The documents and sources the cross-check rules are shown on.
enum CrossCheckExamples {
    /// A scene whose controller is `controllerClass`, with a label and a button, connected by
    /// `connections` (indented by twenty-four spaces), and optional controller attributes.
    static func scene(_ controllerClass: String, connections: String, buttonConnections: String = "", attributes: String = "") -> String {
        let button = buttonConnections.isEmpty
            ? "                            <button opaque=\"NO\" id=\"btn-00-001\"/>\n"
            : "                            <button opaque=\"NO\" id=\"btn-00-001\">\n                                <connections>\n\(buttonConnections)\n                                </connections>\n                            </button>\n"
        return RuleExample.scene(
            RuleExample.rootView("                            <label opaque=\"NO\" text=\"Title\" id=\"lbl-00-001\"/>\n" + button),
            attributes: "\(attributes.isEmpty ? "" : attributes + " ")customClass=\"\(controllerClass)\" customModule=\"App\" customModuleProvider=\"target\"",
            connections: connections.isEmpty ? nil : connections)
    }

    static let homeSwift = """
        import UIKit

        class HomeViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet var buttons: [UIButton]!

            @IBAction func tap(_ sender: Any) {}
            @IBAction func share(sender: UIButton) {}
            @objc(refreshNow:) @IBAction func refresh(_ sender: Any) {}
        }

        """
}
