import Foundation
import StoryboardRuntime

extension StoryboardApp {
    /// The Planets app: `Main.storyboard` from this target's resources, its classes found in
    /// this module (the storyboard names them with `customModule="Planets"`).
    @MainActor public static var planets: StoryboardApp {
        StoryboardApp(module: "Planets", bundle: ResourceBundle(bundle: .module))
    }
}
