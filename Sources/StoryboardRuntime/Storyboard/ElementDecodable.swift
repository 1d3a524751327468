import StoryboardFormat

/// A view class that reads its own attributes from its element, so that a new kind of view
/// brings its decoding in its own file instead of growing `ViewBuilder`'s switch.
@MainActor
protocol ElementDecodable: View {
    func decode(_ model: IBView, with decoder: SceneDecoder)
}
