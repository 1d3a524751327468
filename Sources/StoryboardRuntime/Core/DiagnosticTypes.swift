import StoryboardFormat

// Errors and warnings of the runtime carry the document layer's positions and print as its
// diagnostics; re-exported so that an app needs only `import StoryboardRuntime` to read them.

/// A line and column in a storyboard or nib.
public typealias SourcePosition = StoryboardFormat.SourcePosition
/// A message about a place in a file, in Xcode's format.
public typealias Diagnostic = StoryboardFormat.Diagnostic
