/// A size class of one axis (`<variation key="widthClass=compact">`).
public enum SizeClass: String, Sendable, Hashable {
    case compact, regular
}
