import Foundation
import StoryboardFormat

/// Where AppKit controls draw their text, for `firstBaseline` and `lastBaseline` constraints.
///
/// Measured on the corpus's 1,009 baseline-to-baseline constraints between stored frames of
/// AppKit documents (anchored on a 13 pt label 16 pt tall, baseline 13 pt below its top): a
/// label's text starts at its top and its last line ends a descent above its bottom; a
/// bezeled field centres one line; push buttons, check boxes, radio buttons and segmented
/// controls centre their title in their alignment rectangle; pop-up buttons sit 1–2 pt higher
/// than centred, by the macOS version that drew them.
extension DocumentLayoutTree {
    /// The line height AppKit gives the system font at `size` (the heights of the corpus's
    /// single-line labels), and the part of it below the baseline.
    static func appKitLine(size: Double) -> (height: Double, descent: Double) {
        // 15 and 17: UIKit labels on the Mac Catalyst canvas (catalystLineHeights).
        let measured: [Double: Double] = [9: 11, 10: 13, 11: 14, 12: 15, 13: 16, 15: 19, 16: 19, 17: 20, 18: 21, 20: 24, 32: 39]
        let height = measured[size] ?? (size * 1.2).rounded(.up)
        return (height, (size * 0.24).rounded())
    }

    /// The point size of an AppKit cell's font: its `size`, else its meta font's; the
    /// appearance font is the system font at the cell's control size.
    static func appKitFontSize(cell: XMLNode?, tree: XMLTree) -> Double {
        guard let cell, let font = tree.firstElement(of: cell, withKey: "font") else { return 13 }
        if let size = tree.attribute("size", of: font).flatMap(Double.init) { return size }
        if tree.attributeEquals("usesAppearanceFont", "YES", of: font) {
            switch tree.attribute("controlSize", of: cell) {
            case "small": return 11
            case "mini": return 9
            default: return 13
            }
        }
        switch tree.attribute("metaFont", of: font) {
        case "smallSystem", "smallSystemBold", "toolTip", "palette": return 11
        case "miniSystem", "miniSystemBold": return 9
        case "label": return 10
        case "cellTitle": return 12
        default: return 13  // system, systemBold, message, menu, controlContent, the appearance font
        }
    }

    /// The first baseline below the alignment rectangle's top and the last one above its
    /// bottom, for an AppKit view with text; nil for others. `frame` is the alignment
    /// rectangle (the stored frame less `insets`).
    static func appKitBaselines(_ node: XMLNode, name: String, tree: XMLTree, frame: LayoutRect, insets: EdgeInsets,
                                toolsVersion: Int, usesTextStyles: Bool) -> (first: Double, lastFromBottom: Double)? {
        let cell = tree.firstElement(of: node, withKey: "cell")
        func cellAttribute(_ attribute: String) -> String? { cell.flatMap { tree.attribute(attribute, of: $0) } }
        let line = appKitLine(size: appKitFontSize(cell: cell, tree: tree))
        let ascent = line.height - line.descent
        let storedHeight = frame.height + insets.top + insets.bottom
        let era = AppKitEra(toolsVersion: toolsVersion, usesTextStyles: usesTextStyles)
        // Offsets from the stored frame's top.
        let first: Double, last: Double
        let isLabel = (name == "textField" || name == "secureTextField") && cellAttribute("borderStyle") == nil
        switch name {
        case _ where isLabel:
            // A label: lines from the top, the last one a descent above the bottom.
            let lines = max(1, (storedHeight / line.height).rounded(.down))
            last = storedHeight - line.descent
            // A label shorter than its line (the system font's, whose metrics these are) is
            // clipped at the bottom: its first line still starts at its top (iina's subtitle
            // preferences, tools 23090: a push button aligned to the first baseline of a 13 pt
            // tall 11 pt label sits 11 pt below the label's top, 1 of 1, while the label's last
            // baseline stays 3 pt above its bottom, 1 of 1).
            let systemFont = cell.flatMap { tree.firstElement(of: $0, withKey: "font") }.map { tree.attribute("name", of: $0) == nil } ?? true
            first = systemFont ? max(ascent, last - (lines - 1) * line.height) : last - (lines - 1) * line.height
        case "textField", "secureTextField", "searchField", "comboBox", "tokenField":
            // From Xcode 10.2 (tools 14490) on, a bezeled field centres an 11 pt line 13 pt
            // tall, not a label's 14: its baseline is 14 pt below the top of a 19 pt field
            // (29 of 29 labels aligned to one, 13 in 22 of 22 before) and 13 of an 18 pt one.
            let centred = name == "textField" && line.height == 14 && toolsVersion >= ToolsVersion.xcode10_2 ? 13 : line.height
            // Xcode 10.2 and 10.3 (tools 14490 to 14799) also drew a regular field's 13 pt line
            // 1 pt lower in its 22 pt frame: 17 pt below the top (iina's interface preferences,
            // tools 14490: 6 of 6 labels aligned to one), 16 in 46 of 46 before; Xcode 11's 21 pt
            // fields have it 15 below (75 of 75), as the centred line puts it.
            let lower = name == "textField" && line.height == 16
                && (ToolsVersion.xcode10_2..<ToolsVersion.xcode11Betas).contains(toolsVersion) ? 1.0 : 0
            first = ((storedHeight - centred) / 2).rounded(.down) + ascent + lower
            last = first
        case "popUpButton" where cellAttribute("bezelStyle") == "rounded" && storedHeight >= 24 && era != .xcode26:
            // macOS 10.15 and earlier drew the title lower: 2 pt in Xcode 10's frames and
            // earlier, 1 pt in Xcode 11's (tools 14800-16999: labels aligned to pop-ups'
            // baselines 16 pt below their top in 21 of 21; 17 in 46 of 49 before), and in Xcode
            // 12's drawn by macOS 10.15 (NetNewsWire's general preferences, tools 17701: 16 in 3
            // of 3; iina's preferences, 17156: 16 in 3 of 4). A pop-up without a title (no
            // selected item) sits 1 pt higher before macOS 11, where titled ones agree: the
            // corpus's only untitled one aligned to a label, iina's subtitle encoding pop-up,
            // is the one exception above in all 4 versions (tools 13771 to 17156: the label 2 pt
            // below its top, not 3, 16 pt and 15 pt baselines), and matches the titled ones
            // drawn by macOS 11 (tools 21507 to 23090: 2 pt, 5 of 5).
            let untitled = cellAttribute("title") == nil && era == .beforeMacOS11 ? 1.0 : 0
            first = (toolsVersion < ToolsVersion.xcode11Betas ? 17 : era == .beforeMacOS11 ? 16 : 15) - untitled
            last = first
        case "popUpButton" where cellAttribute("bezelStyle") == "rounded" && cellAttribute("controlSize") == "small"
            && toolsVersion < ToolsVersion.xcode9:
            // Xcode 8 (macOS 10.12) drew a small pop-up's title 1 pt lower than later ones: 15 pt
            // below the top of its 22 pt frame (iina's inspector, tools 12120: the label aligned
            // to it, 1 of 1; 14 in 45 of the 48 from tools 13771 to 23094, 13 in Xcode 13's 2).
            first = insets.top + ((frame.height - line.height) / 2).rounded(.down) + ascent + 1
            last = first
        case "button" where cellAttribute("type") == "push" && cellAttribute("bezelStyle") == "rounded"
            && era != .xcode26:
            // The title sits where the bezel of Xcode 11's frames put it (4 pt of shadow above,
            // 7 below; small 4 and 6), whatever the era's alignment insets: 19 pt below the top
            // of every 32 pt button.
            let small = cellAttribute("controlSize") == "small"
            let shadowTop = 4.0, shadowBottom = small ? 6.0 : 7.0
            first = shadowTop + ((storedHeight - shadowTop - shadowBottom - line.height) / 2).rounded(.down) + ascent
            last = first
        case "button" where cellAttribute("type") == "help" && era != .xcode26:
            // A help button (no title) has a baseline where a label beside it lines up: 17 pt
            // below the top of its 25 pt frame in Xcode 11's frames and earlier, 16 from Xcode 12
            // on, whatever the era (labels aligned to help buttons' baselines: 5 of 5 before tools
            // 17000, 4 of 4 after; iina's subtitle preferences at 17156 with 16, 6 views placed
            // right, 0 with 17); 13 below the top of a small one's 19 pt frame (1 of 1, tools 23090).
            if cellAttribute("controlSize") == "small" {
                first = 13
            } else {
                first = toolsVersion < ToolsVersion.xcode12 ? 17 : 16
            }
            last = first
        case "button" where (cellAttribute("type") == "check" || cellAttribute("type") == "radio") && era != .xcode26:
            // A check box or radio button centres its title's line in its frame, whatever its
            // box's insets (labels aligned to their baselines: 14 pt below the top of 68 of 68
            // regular 18 pt frames; small ones 13 in 18 pt frames, 2 of 2, 11 in 15 pt, 1 of 2,
            // 12 in 16 pt, 1 of 1).
            // A regular one stretched taller than its 18 pt keeps its title at the bottom, where
            // the 18 pt frame has it (iina's codec and network preferences, tools 14460 and
            // 16097: a field aligned to a 23 pt one's baseline 19 pt below its top, a help
            // button to a 32 pt one's 28 pt below, 2 of 2; a 34 pt one at 15705 has it 31 pt
            // below, 1 pt nearer the bottom, if its help button's baseline is 17 pt down).
            let drawn = cellAttribute("controlSize") == nil ? min(storedHeight, 18) : storedHeight
            first = ((drawn - line.height) / 2).rounded(.down) + ascent + (storedHeight - drawn)
            last = first
        case "switch":
            // NSSwitch: its first baseline 16 pt below its alignment rectangle's top (iina's
            // labels aligned to switches, 3 of 3), its last 7 pt above the bottom (WWDC's
            // baseline stacks of a switch and a label: 12 of 12 in files of tools 18122 to
            // 32700, 9 pt in the 4 of tools 23504).
            first = insets.top + 16
            last = insets.top + frame.height - 7
        case "popUpButton", "button", "segmentedControl":
            // Xcode 26's help button centres its (absent) title's line too: a label aligned to
            // one's first baseline sits 17 pt below the top of its 24 pt frame.
            let xcode26Help = era == .xcode26 && cellAttribute("type") == "help"
            guard name != "button" || cellAttribute("title").map({ !$0.isEmpty }) == true || xcode26Help else { return nil }
            // Xcode 10 (tools 14313 to 14799) drew a round-rect button's title 1 pt
            // lower in its 19 pt frame (iina's preferences, tools 14313 and 14490: labels aligned
            // to its baseline 1 pt lower, 3 of 3; the corpus's 16 others, tools 13771, 14109 and
            // 16097 to 23090, at the centred line).
            let lower = name == "button" && cellAttribute("bezelStyle") == "roundedRect"
                && (ToolsVersion.xcode10_0..<ToolsVersion.xcode11Betas).contains(toolsVersion) ? 1.0 : 0
            first = insets.top + ((frame.height - line.height) / 2).rounded(.down) + ascent + lower
            last = first
        default:
            return nil
        }
        return (first - insets.top, frame.height - (last - insets.top))
    }
}

/// The generation of AppKit control metrics (bezels, alignment insets, title baselines,
/// control heights) a document's frames were drawn with: the one test of "drawn by macOS 11"
/// for every AppKit rule. Xcode draws its canvas with the controls of the macOS it runs on,
/// which the document does not record; its tools version tells the Xcode, and so the macOS:
/// - Xcode 11 and earlier (tools below 17000) ran on macOS 10.15 and earlier.
/// - Xcode 12.0 to 12.4 ran on macOS 10.15 or 11 (Big Sur), Xcode 12.5 (18000 on) on macOS 11
///   only, Xcode 13 to 16 (19000-23999, and the 32700 pseudo-version) on macOS 11 to 15. The corpus's
///   Xcode 12.3 (tools 17506) and 12.5 (18122) files have macOS 11's controls, its 12.0 to
///   12.2 (17147 to 17156) and 12.4 (17701) files macOS 10.15's: check boxes 1 pt inside their
///   frames' top and bottom at 17506 (NetNewsWire's inspector and account details, 10 of 10
///   views placed right), 2 pt at 17156 (iina's preferences, 36 of 36); labels aligned to
///   pop-ups' baselines 16 pt below their top at 17156 and 17701 (6 of 7), 15 at 17506.
///   Measured per control over the whole corpus, four controls' Xcode 12 frames differ (each
///   at its rule): 12.0 to 12.2's regular push buttons have macOS 11's bezel and help buttons
///   its baseline, 12.3's small pop-ups macOS 10.15's bezel, and color wells have their
///   insets from Xcode 13 on; a slider's stored height tells the macOS that drew it.
/// - Xcode 26 (24000 on, ``ToolsVersion/xcode26Releases``) draws its own controls, without
///   alignment insets.
enum AppKitEra: Equatable {
    case beforeMacOS11, macOS11To15, xcode26

    /// `usesTextStyles`: the document sets a font by text style (`<font textStyle=…>`), which
    /// AppKit has from macOS 11 on: an Xcode 12.4 (17701) that saved one ran on macOS 11
    /// (NetNewsWire's share extension and local account sheet, 2 of the corpus's 2 such files:
    /// push buttons 8 pt apart and 10 pt inside their superview's end, the frames 7 pt out, a
    /// pop-up 20 pt above one, its frame 4 pt below its bezel; its other 17701 files, without
    /// text styles, have macOS 10.15's 6 pt push-button shadows).
    init(toolsVersion: Int, usesTextStyles: Bool) {
        switch toolsVersion {
        case ToolsVersion.xcode26Releases: self = .xcode26
        case ToolsVersion.xcode12_5..., ToolsVersion.xcode12_3..<ToolsVersion.xcode12_4: self = .macOS11To15
        case ToolsVersion.xcode12_4..<ToolsVersion.xcode12_5 where usesTextStyles: self = .macOS11To15
        default: self = .beforeMacOS11
        }
    }
}
