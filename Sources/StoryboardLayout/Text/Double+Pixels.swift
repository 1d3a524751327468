extension Double {
    /// Rounded up to the pixel grid of a screen of `scale`, as text's sizes are; a hundredth of
    /// a pixel over the grid line is floating-point noise, not a pixel more.
    package func roundedUp(toPixelsOf scale: Double) -> Double { (self * scale - 0.01).rounded(.up) / scale }
}
