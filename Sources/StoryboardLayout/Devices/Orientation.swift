/// Portrait or landscape, as `<device orientation=…>` spells it.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait, landscape
}
