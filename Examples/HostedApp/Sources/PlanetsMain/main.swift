import Planets
import StoryboardRuntime

// `planets` runs as `storyboard run` runs a folder: try `swift run planets --help`.
StoryboardApp.planets.main()
