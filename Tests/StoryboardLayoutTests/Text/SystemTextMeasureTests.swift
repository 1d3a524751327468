import Testing
import StoryboardLayout

/// The system font's measure against widths Xcode stored for single-line labels that hug
/// their text (UIKit rounds a label's intrinsic width up to the pixel grid): Inter's advances
/// at SF's per-weight widths plus SF Pro's per-size tracking (Apple's Human Interface
/// Guidelines: +12/1000 em at 10 pt … 0 at 12 … −26 at 17), Inter Display from 20 pt. Over
/// the corpus's 808 such labels this puts 67% within 0.5 pt (the per-weight ratios alone: 50.5%).
struct SystemTextMeasureTests {
    /// `width` rounded up to the pixel grid of a screen with `scale` pixels per point.
    func pixels(_ width: Double?, scale: Double) -> Double? {
        width.map { ($0 * scale - 0.01).rounded(.up) / scale }
    }

    /// - NetNewsWire iOS/Settings/Settings.storyboard, label 116-rt-msI: "On My iPhone",
    ///   system 17 pt, 106.5 wide (2x).
    /// - bqlin Apple-Sample-Code Quartz2DforiOS-fixed/QuartzDemo/Base.lproj/Main.storyboard,
    ///   label ocV-wV-Lhn: "QuartzEllipseArcView", system 14 pt, 138.5 wide (2x).
    /// - duckduckgo iOS DuckDuckGo/FindInPage.xib, label SYf-ql-rbl: "1 of 12", system 13 pt,
    ///   39.5 wide (2x).
    /// - habitica-ios HabitRPG/Storyboards/Base.lproj/Main.storyboard, label eEn-pv-3xL:
    ///   "Subtitle", system 12 pt, 43.667 wide (3x); label EGi-hp-EMl: "Gem Balance: ",
    ///   system semibold 15 pt, 102.333 wide (3x).
    /// - bqlin Apple-Sample-Code CustomTransitions/Base.lproj/Main.storyboard, label
    ///   lLu-Sa-AeX: "An interactive transition.", system 11 pt, 128.5 wide (2x).
    @Test func reproducesStoredLabelWidths() throws {
        try #require(SystemTextMeasure.isAvailable)
        #expect(pixels(SystemTextMeasure.width(of: "On My iPhone", size: 17), scale: 2) == 106.5)
        #expect(pixels(SystemTextMeasure.width(of: "QuartzEllipseArcView", size: 14), scale: 2) == 138.5)
        #expect(pixels(SystemTextMeasure.width(of: "1 of 12", size: 13), scale: 2) == 39.5)
        #expect(pixels(SystemTextMeasure.width(of: "Subtitle", size: 12), scale: 3) == 131.0 / 3)
        #expect(pixels(SystemTextMeasure.width(of: "Gem Balance: ", size: 15, weight: .semibold), scale: 3) == 307.0 / 3)
        #expect(pixels(SystemTextMeasure.width(of: "An interactive transition.", size: 11), scale: 2) == 128.5)
    }

    /// SF Pro's tracking per point size (HIG): loose below 12 pt, tight from 13 to 19 pt (SF Pro
    /// Text), loose again from 20 pt (SF Pro Display), none from 80 pt.
    @Test func tracksBySize() {
        #expect(SystemTextMeasure.tracking(atSize: 12) == 0)
        #expect(abs(SystemTextMeasure.tracking(atSize: 10) - 0.12) < 1e-9)
        #expect(abs(SystemTextMeasure.tracking(atSize: 17) - -0.442) < 1e-9)
        #expect(SystemTextMeasure.tracking(atSize: 20) > 0)
        #expect(SystemTextMeasure.tracking(atSize: 120) == 0)
    }
}
