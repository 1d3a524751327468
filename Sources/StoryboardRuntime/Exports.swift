// The runtime speaks the document layer's vocabulary for what both layers share (geometry,
// segue kinds, source positions and diagnostics), so an app needs only `import StoryboardRuntime`.
// The document model's own types carry Interface Builder names (`IBView`, `IBColor` …) and never
// collide with the runtime's UIKit names.
@_exported import StoryboardFormat
// Devices, orientations and insets are the layout engine's (`Window.device`, `View.safeAreaInsets`).
@_exported import StoryboardLayout
