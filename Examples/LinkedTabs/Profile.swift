import Foundation
import StoryboardRuntime

extension Notification.Name {
    /// Posted by the profile editor with the new name under `"name"` in its user info.
    public static let profileNameDidChange = Notification.Name("ProfileNameDidChange")
}

/// Sending data back, the fourth way: a notification. The account screen listens; the profile
/// editor, in another storyboard reached through a storyboard link, posts.
public final class AccountViewController: ViewController {
    @Outlet var nameLabel: Label?
    private var observer: (any NSObjectProtocol)?

    public override func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(forName: .profileNameDidChange, object: nil, queue: nil) {
            [weak self] notification in
            let name = notification.userInfo?["name"] as? String ?? ""
            // Posted on the main thread by the editor, so delivered there too.
            MainActor.assumeIsolated {
                self?.nameLabel?.text = "Name: \(name)"
            }
        }
    }
}

/// Edits the profile name; Save announces it and goes back.
public final class ProfileEditorViewController: ViewController {
    @Outlet var nameField: TextField?

    @Action func save(_ sender: Any?) {
        NotificationCenter.default.post(name: .profileNameDidChange, object: nil, userInfo: ["name": nameField?.text ?? ""])
        navigationController?.popViewController(animated: true)
    }
}
