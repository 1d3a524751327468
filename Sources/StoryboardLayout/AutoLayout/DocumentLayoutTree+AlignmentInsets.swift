import StoryboardFormat

/// Alignment rectangles: how far a control's frame reaches beyond what Auto Layout aligns
/// (UIKit's switches, sliders and segmented controls; AppKit's controls per macOS era; symbols).
extension DocumentLayoutTree {
    /// A `UISwitch` is laid out by a 49 pt wide alignment rectangle; its 51 pt frame reaches
    /// 2 pt past it on the right (the corpus: a switch last in a horizontal stack view ends
    /// 2 pt beyond the stack, one pinned 20 pt from its superview's edge has an 18 pt gap).
    static let switchAlignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)

    /// A `UISlider`'s 31 pt frame reaches 2 pt past its alignment rectangle on either side and
    /// 1 pt below it (the corpus's sliders pinned to their superview's edges: 2 pt on the left
    /// in 19 of 19, on the right in 22 of 22, 1 pt at the bottom in 6 of 6). Xcode 26's sliders
    /// (tools 24000 and later) have none.
    static let sliderAlignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

    /// A `UISegmentedControl`'s frame reaches 1 pt below its alignment rectangle (a 28 pt
    /// control in a 29 pt frame). The corpus's required constraints measured on Xcode's frames:
    /// the bottom edge 1 pt beyond the constraint in 19 of 22 (the other 3 stale), a height
    /// constant 1 pt short of the frame in 11 of 11, the top edge exact in 15 of 15.
    static let segmentedControlAlignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)

    /// A bar-style `UIProgressView`'s frame reaches 1 pt below its alignment rectangle (a
    /// 1.5 pt bar in a 2.5 pt frame). The corpus: Habitica's Xcode 6 bars under a 4 pt height
    /// constraint stored 5 pt tall (7 of 7); Apple's HLSCatalog, a hidden one collapsed at the
    /// end of its stack stored 1 pt tall; Wikipedia's Places, one squeezed to nothing between
    /// required constraints stored 1 pt tall (8 documents), and a button pinned 15 pt below one
    /// stored 14 pt below its frame's bottom (4 documents, tools 12121 to 13771).
    static let barProgressViewAlignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)

    /// AppKit controls' alignment-rectangle insets (frame minus alignment rectangle), measured
    /// on the corpus from required constraints to superviews' and plain siblings' edges,
    /// per era of the Xcode (and macOS) that drew the frames: labels' 2 pt text insets,
    /// push buttons' bezel shadow, pop-up buttons, check boxes, segmented controls, sliders.
    /// Xcode 26 draws push buttons, pop-ups and check boxes without insets.
    static func appKitAlignmentInsets(_ node: XMLNode, name: String, tree: XMLTree, toolsVersion: Int, usesTextStyles: Bool,
                                      imageSizes: [String: LayoutSize] = [:]) -> EdgeInsets {
        let insets = boxBeforeTitleInsets(node, name: name, tree: tree, toolsVersion: toolsVersion, usesTextStyles: usesTextStyles, imageSizes: imageSizes)
        // A check box or radio button with its box after its title (`imagePosition` "trailing",
        // or "right" in older documents) has the box's side insets on its trailing side
        // (Sequel-Ace's field editor, tools 19529: "Edit All Fields" pinned 10 pt before its
        // superview's end, the frame 2 pt past it, 1 of 1).
        if name == "button", let cell = tree.firstElement(of: node, withKey: "cell"),
           ["check", "radio"].contains(tree.attribute("type", of: cell) ?? ""),
           ["trailing", "right"].contains(tree.attribute("imagePosition", of: cell) ?? "") {
            return EdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
        }
        return insets
    }

    /// `appKitAlignmentInsets` of a control as drawn with its image (a check box's box) before
    /// its title, where AppKit draws it by default.
    private static func boxBeforeTitleInsets(_ node: XMLNode, name: String, tree: XMLTree, toolsVersion: Int, usesTextStyles: Bool,
                                                 imageSizes: [String: LayoutSize]) -> EdgeInsets {
        let era = AppKitEra(toolsVersion: toolsVersion, usesTextStyles: usesTextStyles)
        let cell = tree.firstElement(of: node, withKey: "cell")
        func cellAttribute(_ attribute: String) -> String? { cell.flatMap { tree.attribute(attribute, of: $0) } }
        let frame = storedFrame(of: node, tree: tree) ?? .zero
        let small = cellAttribute("controlSize") == "small"
        switch name {
        case "textField":
            if cellAttribute("borderStyle") != nil || tree.attributeEquals("borderStyle", "bezel", of: node) { return .zero }
            // A label that draws its background has none; a mini one without has 2 pt too (the
            // corpus's constraints to superviews' and plain siblings' sides: 42 of 42).
            if cellAttribute("drawsBackground") == "YES" { return .zero }
            return EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case "button":
            if cellAttribute("borderStyle") == nil, ["only", "overlaps"].contains(cellAttribute("imagePosition") ?? ""),
               (cellAttribute("title") ?? "").isEmpty, let image = cellAttribute("image"),
               let insets = symbolImageInsets(image, recordedSize: imageSizes[image], small: small) {
                return insets
            }
            switch cellAttribute("type") {
            case "push" where cellAttribute("bezelStyle") == "rounded":
                switch era {
                case .xcode26: return .zero
                case .macOS11To15 where !small: return EdgeInsets(top: 5, left: 7, bottom: 7, right: 7)
                // A small one's bezel stands 6 pt inside its frame's sides from Xcode 13 on, not
                // macOS 10.15's 5 (iina's subtitle and quick-setting buttons and filter table,
                // tools 21701 to 32700: pinned 8 pt before their superview's end or 12 pt after
                // a pop-up, or at a cell's leading edge, the frame 1 pt further out in 5 of 5;
                // 5 pt in 6 of 6 from tools 13771 to 17156).
                case .macOS11To15 where small: return EdgeInsets(top: 4, left: 6, bottom: 6, right: 6)
                // The one control whose bezel the corpus's Xcode 12.0 to 12.2 files (tools 17000 to
                // 17499, otherwise macOS 10.15's) have as macOS 11 draws it, in the same 32 pt frame:
                // NetNewsWire's feed sheets (17154) and Sequel-Ace's import accessory (17156), pinned
                // to their superview's trailing edge and 12 pt apart, the frame 7 pt out, 6 of 6
                // (macOS 10.15's 6 pt breaks them and 15 views placed by them).
                case .beforeMacOS11 where !small && ToolsVersion.xcode12..<ToolsVersion.xcode12_3 ~= toolsVersion:
                    return EdgeInsets(top: 5, left: 7, bottom: 7, right: 7)
                default: return small ? EdgeInsets(top: 4, left: 5, bottom: 6, right: 5) : EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)
                }
            case "check", "radio":
                switch era {
                case .xcode26: return .zero
                // A mini check box's box stands 4 pt inside the leading edge of the 18 pt frames of
                // macOS 10.15 and earlier, 1 pt below the frame's middle; the 11 and 12 pt frames of
                // macOS 11 on start at it (iina's key binding bar, a mini check box 8 pt after a
                // separator and centred in its bar: 5 of 5 versions with 18 pt frames, tools 13771
                // to 21225, and 2 of 2 with the smaller ones, tools 21507 and 32700).
                case _ where cellAttribute("type") == "check" && cellAttribute("controlSize") == "mini" && abs(frame.height - 18) < 0.5:
                    return EdgeInsets(top: 3, left: 4, bottom: 1, right: 2)
                case _ where cellAttribute("type") == "check" && cellAttribute("controlSize") == "mini" && frame.height < 17:
                    return EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
                // A small one's 14 pt box stands 1 pt inside its frame's leading edge and top, at
                // the bottom of a 15 pt frame (iina's window preferences, tools 21507 and 23086:
                // radio buttons 16 pt from their box's leading edge, stacked 4 pt apart from 8 pt
                // below its top; 15 of the corpus's 21 small ones of Xcode 13 to 16 placed right,
                // none before).
                // A small radio button's 14 pt circle stays at the bottom of the 16 pt frames some
                // of these Xcodes stored, 2 pt below its top (iina's window preferences, tools
                // 21507: three stacked 4 pt apart from 8 pt below their box's top, 3 of 3; a row of
                // three aligned by their baselines to a label as before, 3 of 3). A small check
                // box's 16 pt frame differs (with it 3 views broke).
                case .macOS11To15 where small && cellAttribute("type") == "radio" && abs(frame.height - 16) < 0.5:
                    return EdgeInsets(top: 2, left: 1, bottom: 0, right: 0)
                case .macOS11To15 where small: return EdgeInsets(top: 1, left: 1, bottom: max(0, frame.height - 15), right: 0)
                // Without a title, its 14 pt box is centred in its 18 pt frame, 2 pt inside all
                // around (iina's plugin and filter tables, tools 21225 to 32700: a label 8 pt after
                // it 2 pt further, 3 of 3; 14 × 14 by constraint, 2 of 2).
                case .macOS11To15 where cellAttribute("type") == "check" && (cellAttribute("title") ?? "").isEmpty && abs(frame.height - 18) < 0.5:
                    return EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
                case .macOS11To15: return EdgeInsets(top: 1, left: 2, bottom: 1, right: 0)
                // A regular radio button drawn by macOS 10.14 and 10.15 has a 16 pt circle 1 pt inside
                // its 18 pt frame's leading edge, top and bottom, not a check box's 2 pt (the corpus's
                // only ones with constraints, NetNewsWire's update preferences, tools 14868 and 17701:
                // leading edges aligned with a check box's box and a push button's bezel 1 pt left of
                // the frame + 2, 8 of 8; a check box 12 pt above, a label 8 pt below and 6 pt between
                // the two radio buttons 1 pt nearer per edge, 6 of 6).
                case .beforeMacOS11 where cellAttribute("type") == "radio" && !small && cellAttribute("controlSize") != "mini":
                    return EdgeInsets(top: 1, left: 1, bottom: 1, right: 2)
                // Xcode 12.0 to 12.2 and 12.4 (this era's Xcode 12s) ran on macOS 10.15 or 11: a
                // small check box in macOS 11's 16 pt frame (macOS 10.15's are 18 pt, 8 of 8 in the
                // corpus) has macOS 11's box (Sequel-Ace's import accessory, tools 17156: pinned
                // 20 pt inside its superview's sides and 6 pt below its top, the frame 1 pt out on
                // the leading side and top, at the trailing end, 14 pt tall by constraint in 16).
                case .beforeMacOS11 where small && cellAttribute("type") == "check" && toolsVersion >= ToolsVersion.xcode12 && abs(frame.height - 16) < 0.5:
                    return EdgeInsets(top: 1, left: 1, bottom: 1, right: 0)
                // A small check box's box stands 3 pt inside its frame on macOS 10.15 and earlier
                // (iina's preferences, tools 13771 to 16097: pinned to its superview's leading edge
                // 1 pt further in, 7 of 7, to its top, 5 of 5, and bottom, 4 of 4, stacked 6 pt apart
                // 2 pt nearer, 3 of 3); a small radio button's title ends 1 pt nearer its frame's end
                // (radio buttons 8 pt apart in a row 1 pt further, 4 of 4).
                case .beforeMacOS11 where small:
                    return cellAttribute("type") == "check" ? EdgeInsets(top: 3, left: 3, bottom: 3, right: 2) : EdgeInsets(top: 2, left: 2, bottom: 2, right: 1)
                case .beforeMacOS11: return EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
                }
            case "help" where small && era != .xcode26:
                // A small help button's 18 × 19 frame is 1 pt wider than its bezel on either side
                // and 2 pt below it (the corpus's 18 × 19 ones, WWDC's preferences in stack views
                // of tools 18122 to 32700 and iina's, 23090: 5 of 5 placed right across, 0 before).
                return EdgeInsets(top: 1, left: 1, bottom: 2, right: 1)
            case "help":
                switch era {
                // Xcode 26 draws its 24 pt help buttons without insets, as its push buttons (the
                // corpus: 5 of 5 pinned to their superview's leading edge sit at it).
                case .xcode26: return .zero
                case .macOS11To15: return EdgeInsets(top: 1, left: 3, bottom: 4, right: 2)
                // macOS 10.13 and earlier (Xcode 9, tools below 14000) drew its bezel 1 pt lower
                // in the same 25 pt frame (iina's preferences, tools 13196 and 13771: pinned to
                // a superview's top 1 pt below the frame's, 2 of 2, centred on a check box 1 pt
                // lower, 1 of 1; Xcode 10's and 11's frames at the top, 6 of 6).
                case .beforeMacOS11 where toolsVersion < ToolsVersion.xcode10: return EdgeInsets(top: 1, left: 2, bottom: 3, right: 2)
                case .beforeMacOS11: return EdgeInsets(top: 0, left: 2, bottom: 4, right: 2)
                }
            case "roundRect" where cellAttribute("borderStyle") == "border" && era != .xcode26:
                // A bordered round-rect button's frame reaches 1 pt below its bezel (the corpus's
                // constraints to its bottom: 1 pt short of the frame in 10 of 10, its top exact).
                return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
            case "inline" where cellAttribute("bezelStyle") == "inline" && abs(frame.height - 17) < 0.5:
                // An inline button's 17 pt frame reaches 1 pt below its 16 pt bezel (the corpus's
                // constraints on Xcode's frames, tools 13196 to 23090: its bottom 1 pt short of the
                // frame's in 7 of 7, its top at the frame's in 6 of 6, 16 pt tall by constraint in 1
                // of 1; the 18 pt frames of tools 21507 on end at the bezel, 4 of 4).
                return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
            case "roundTextured" where era == .beforeMacOS11 && cellAttribute("controlSize") == nil && abs(frame.height - 25) < 0.5:
                // The textured button of macOS 10.13 and earlier: a 22 pt bezel 1 pt below its
                // 25 pt frame's top and 2 above its bottom (NetNewsWire's log window, tools 13770:
                // pinned 5 pt above its window's bottom at frame y 3, 2 of 2; its dinosaur and
                // feed-list bars, 13770 and 13771: centred in 32 pt bars at frame y 3, 5 of 5).
                return EdgeInsets(top: 1, left: 0, bottom: 2, right: 0)
            case "smallSquare":
                // The corpus's small ones (the +/- buttons under AppKit lists) have none; nor
                // has a borderless one, which draws no bezel (iina's OSC toolbar item, tools
                // 21507: 31 × 31 pinned 1 pt inside its box, 1 of 1), as a borderless round-rect.
                return small || cellAttribute("borderStyle") == nil ? .zero : EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
            default:
                return .zero
            }
        case "popUpButton":
            // One without a border (no `borderStyle`) draws no bezel, whatever its type and bezel
            // style (the corpus's: bevel, smallSquare, roundTextured): its frame is its alignment rectangle (NetNewsWire's sort pop-up,
            // tools 13771, bezelStyle "rounded": pinned 20 pt before its bar's end at the frame,
            // centred in it, 1 of 1; the corpus's other 13 borderless ones are all without insets).
            if cellAttribute("borderStyle") == nil { return .zero }
            switch cellAttribute("bezelStyle") {
            case "rounded":
                if era == .xcode26 { return .zero }
                // Xcode 12.3's small ones keep macOS 10.15's bezel (iina's inspector, tools 17506:
                // its track pop-up pinned 12 pt before its superview's end and 11 pt after a label
                // 3 pt inside its frame, 1 of 1; the 26 views below it placed right by the 1 pt top).
                if small, era == .macOS11To15, toolsVersion >= ToolsVersion.xcode12_5 {
                    // Xcode 14 to 16 (tools 21000 on) draw the small bezel 1 pt lower than Xcode
                    // 13 in the same frame: labels aligned to small pop-ups' baselines sit 14 pt
                    // below the frame's top in 19 of 19 cases from tools 21507 to 23094, 13 in
                    // Xcode 13's (iina's inspector, tools 19455 and 20037). Xcode 12.5's frames have
                    // it as Xcode 14 to 16 do (WWDC's search filters, tools 18122: three pop-ups
                    // pinned 12 pt inside their stack's sides at x 8, 327 wide in 343, stacked 24 pt
                    // apart 8 pt from each other, 3 of 3, as in the file's Xcode 13 copy).
                    let lower = toolsVersion >= ToolsVersion.xcode14 || ToolsVersion.xcode12_5..<ToolsVersion.xcode13 ~= toolsVersion
                    return EdgeInsets(top: lower ? 2 : 1, left: 4, bottom: 4, right: 4)
                }
                if small { return EdgeInsets(top: 1, left: 3, bottom: 3, right: 3) }
                // The 26 pt frames of macOS 10.13 and earlier reach 2 pt above the bezel, not 1
                // (the corpus's constraints to their tops, tools 9046 to 14109: 1 pt short of the
                // frame's top in 8 of 8; to their bottoms exact in 15 of 15).
                if era == .beforeMacOS11, abs(frame.height - 26) < 0.5 { return EdgeInsets(top: 2, left: 2, bottom: 3, right: 3) }
                // macOS 11's bezel stands 3 pt inside the frame's leading side and 4 pt inside its
                // trailing side and bottom (WWDC's transcript-language pop-up in a stack, tools 18122:
                // x -3, y -4 in its 20 pt stack, as in the 4 later copies).
                return era == .macOS11To15 ? EdgeInsets(top: 1, left: 3, bottom: 4, right: 4) : EdgeInsets(top: 1, left: 2, bottom: 3, right: 3)
            case "roundRect", "roundedRect":
                // A round-rect pop-up (Xcode writes `bezelStyle="roundedRect"`) reaches 1 pt below
                // its bezel, as a round-rect button does (the corpus's pinned to their superview's
                // bottom, tools 13771 to 23086: 1 pt short of the frame in 7 of 7, the top exact
                // in 7 of 7).
                return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
            case "texturedRounded" where era == .macOS11To15 && cellAttribute("borderStyle") == "borderAndBezel":
                // macOS 11 draws a textured pop-up's bezel as a rounded one's, 1 pt below its
                // frame's top, 3 inside its leading side and 4 inside its trailing side and bottom
                // (Sequel-Ace's field editor, tools 19529: 50 × 25 by constraint in a 57 × 30
                // frame, 10 pt after a segmented control and above its superview's bottom, 1 of 1;
                // macOS 10.15's, tools 16097, fill their frames).
                return EdgeInsets(top: 1, left: 3, bottom: 4, right: 4)
            case "recessed" where era != .xcode26:
                // Its 19 pt frame reaches 1 pt below its 18 pt bezel (NetNewsWire's timeline
                // filter pop-ups, tools 17506 to 23504: 18 pt tall by constraint, 5 of 5, pinned
                // to their bar's top at the frame's top).
                return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
            default:
                return .zero
            }
        case "segmentedControl":
            // A small one's bezel is 18 pt tall, 2 pt above its frame's bottom: 1 pt below the top
            // of the 21 pt frames of macOS 10.14 on (7 of 7 pinned to their superview's top), at
            // the top of the older 20 pt ones (iina's inspector, tools 12120).
            let top: Double = small && frame.height < 21 ? 0 : 1
            // A momentary one (a row of push buttons) drawn by macOS 11 and later has a
            // push button's bezel in its 24 pt frame: 2 pt above and below, 3 on the sides
            // (iina's subtitle buttons, tools 17506 to 23094: its leading edge 3 pt inside its
            // frame, 4 of 4, the next one 2 pt nearer, 4 of 4, the view above and below 1 pt
            // nearer, 4 of 4; macOS 10.14 drew it with the 2 pt sides of the others, tools 13771 and 14460).
            if !small, cellAttribute("trackingMode") == "momentary", era == .macOS11To15 {
                return EdgeInsets(top: 2, left: 3, bottom: 2, right: 3)
            }
            // A small one whose segments are not one choice (momentary or select-any) drawn by
            // macOS 11 and later has the separated bezel too: 3 pt inside its 21 pt frame on the
            // sides and bottom, 2 at the top (WWDC's search filters, tools 18122 and 21701: its
            // edges 12 pt inside a stack with 12 pt edge insets at x 9, width 325, y 9, the
            // pop-ups above 2 pt higher, 2 of 2 snapshots; the same control at tools 12121 to
            // 16097, macOS 10.15 and earlier, 2 pt on the sides, 3 of 3; small single-choice
            // ones keep 2 pt, iina's, 7 of 7 from tools 17506 on).
            if small, ["momentary", "selectAny"].contains(cellAttribute("trackingMode")), era == .macOS11To15 {
                return EdgeInsets(top: 2, left: 3, bottom: 3, right: 3)
            }
            // A textured one (`style="texturedSquare"`) drawn by macOS 11 stands 1 pt inside its
            // frame's sides and top and 2 above its bottom (Sequel-Ace's field editor, tools
            // 19529: 230 × 25 by constraint in a 232 × 28 frame, 10 pt above its superview's
            // bottom at y 8 and 10 pt before a pop-up, 1 of 1).
            if !small, cellAttribute("style") == "texturedSquare", era == .macOS11To15 {
                return EdgeInsets(top: 1, left: 1, bottom: 2, right: 1)
            }
            // macOS 11 on draws a regular one's 22 pt bezel 1 pt inside the top and bottom of its
            // 24 pt frame (iina's quick settings, tools 17506: pinned 1 pt inside a 24 pt view at
            // the top and bottom, its frame filling it, 2 of 2; macOS 10.14 and 10.15's 25 pt
            // frames reach 2 pt below, tools 13771 and 14460, 6 of 6).
            return era == .macOS11To15 && !small ? EdgeInsets(top: 1, left: 2, bottom: 1, right: 2) : EdgeInsets(top: top, left: 2, bottom: 2, right: 2)
        case "slider":
            // Small and mini sliders drawn by macOS 11 and later (20 and 17 pt tall, Xcode 12.2's
            // frames too) have 2 pt all around (the corpus's constraints to their superviews'
            // and plain siblings' edges: 90 of 90); the older 15 and 18 pt ones none on the
            // sides (89 of 89, the mini ones among them).
            let compact = small || cellAttribute("controlSize") == "mini"
            // A regular horizontal one in macOS 11's 28 pt frame (iina's quick settings, tools 17506:
            // a label 17 pt below two such sliders 6 pt below their frames, 2 of 2; macOS 10.15's
            // are 19 and 21 pt). Xcode 12's frames are taken by their height, as the compact ones'.
            let newer = (era == .macOS11To15 && toolsVersion >= ToolsVersion.xcode13) || (compact && frame.height >= (small ? 20 : 17))
                || (!compact && era == .macOS11To15 && frame.height >= 28 && frame.width > frame.height)
            // (The 28 pt horizontal ones, with tick marks below, reach 6 pt below; a vertical one
            // is 2 pt all around: iina's equalizer sliders fill their 116 pt stack in 120 pt frames.)
            if newer { return frame.height >= 28 && frame.width > frame.height ? EdgeInsets(top: 2, left: 2, bottom: 6, right: 2) : EdgeInsets(top: 2, left: 2, bottom: 2, right: 2) }
            if compact { return tree.attribute("numberOfTickMarks", of: cell ?? node) != nil ? .zero : EdgeInsets(top: 1, left: 0, bottom: 1, right: 0) }
            return EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case "box" where tree.attributeEquals("boxType", "separator", of: node):
            // A separator is a 1 pt line in a 5 pt frame: constraints hold the line (a
            // horizontal one pinned to its superview's top starts 2 pt above it; a vertical
            // one's frame starts 2 pt before the edge its leading side is pinned to, 9 of 9,
            // ends 2 pt after its trailing side, 7 of 7, and stands 6 pt from its neighbours
            // 8 pt away in a horizontal stack, 4 of 4).
            return frame.width > frame.height ? EdgeInsets(top: 2, left: 0, bottom: 2, right: 0) : EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case "switch":
            // NSSwitch's 42 × 25 frame around its 38 × 22 alignment rectangle (the corpus's
            // switches in stack views sit at x -2, y -2 in 22 pt stacks, iina's pinned ones 2 pt
            // past their superview's edges on the sides and bottom and 1 pt above).
            return EdgeInsets(top: 1, left: 2, bottom: 2, right: 2)
        case "comboBox" where small && era == .beforeMacOS11 && abs(frame.height - 22) < 0.5:
            // A small combo box of macOS 10.15 and earlier: a 17 pt field in a 22 pt frame, 1 pt
            // below its top, its button's shadow 3 pt past its trailing end (Sequel-Ace's import
            // accessory, tools 17156, the corpus's only constrained ones: 17 pt tall and 60 wide by
            // constraint in 22 × 63 frames, centred on labels at frame y 1.5 pt below theirs, 2 of
            // them pinned 20 pt before their superview's end 3 pt short of the frame, 4 of 4).
            return EdgeInsets(top: 1, left: 0, bottom: 4, right: 3)
        case "tabView" where tree.attributeEquals("type", "bottomTabsBezelBorder", of: node) && tree.attributeEquals("controlSize", "mini", of: node):
            // A mini tab view with its tabs below draws its bezel shadow 7 pt outside its
            // alignment rectangle on the sides, as a regular one with tabs on top, 5 pt above
            // and 2 below (Sequel-Ace's import accessory, tools 17156, the corpus's only one:
            // pinned to its superview's sides and bottom at x -7, y -2, 577 pt wide in 563, its
            // top 10 pt below a pop-up whose bezel ends 3 pt above its frame's bottom: the tab
            // view, its tabs' views and controls, and the labels above it placed right, 10 views).
            return EdgeInsets(top: 5, left: 7, bottom: 2, right: 7)
        case "tabView" where tree.attribute("type", of: node) == nil && tree.attribute("controlSize", of: node) == nil:
            // A regular tab view with tabs on top draws its tabs and bezel shadow outside its
            // alignment rectangle: 6 pt above, 7 on the sides, 10 below (iina's preferences
            // pane pinned to its superview's edges, tools 13771 and 14109).
            return EdgeInsets(top: 6, left: 7, bottom: 10, right: 7)
        case "imageView":
            return symbolImageViewInsets(cellAttribute("image"), imageSizes: imageSizes)
        case "progressIndicator" where tree.attribute("style", of: node).map({ $0 == "bar" }) ?? true
            && tree.attribute("controlSize", of: node) == nil && abs(frame.height - 20) < 0.5 && era != .xcode26:
            // A regular bar's 20 pt frame reaches 1 pt above and below its 18 pt track (the
            // corpus's pinned by their top or bottom, WWDC's PDF window and RSCore's progress
            // window, tools 8191 and 11198: 1 pt beyond the constraint in 3 of 3; Apple's remote
            // command sample, tools 11539, 1 pt above its top-aligned stack; the others are
            // centred, which insets on both sides leave alone).
            return EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        case "colorWell":
            // From Xcode 13 on (tools 19000); Xcode 12.3's 23 pt wells have none (iina's quick
            // settings, tools 17506: pinned at their frames, 3 of 3).
            return era == .macOS11To15 && toolsVersion >= ToolsVersion.xcode13 ? EdgeInsets(top: 2, left: 3, bottom: 2, right: 3) : .zero
        case "box" where tree.attribute("boxType", of: node) == nil:
            // A primary box's border and shadow (and title band, when titled) lie outside it.
            return tree.attributeEquals("titlePosition", "noTitle", of: node)
                ? EdgeInsets(top: 2, left: 3, bottom: 4, right: 3) : EdgeInsets(top: 0, left: 3, bottom: 4, right: 3)
        default:
            return .zero
        }
    }

    /// How far a borderless image button's frame reaches beyond its alignment rectangle when its
    /// image is one of AppKit's named template images drawn as an SF Symbol (macOS 11 on; the
    /// document's resources then record it larger than the classic image): a symbol's
    /// alignment rectangle is its glyph box, not its bounds, by the same amount whatever the
    /// button's size. Nil for other images. The corpus's borderless buttons with these symbols
    /// (iina, tools 17506 to 32700), frame against constraints: NSAddTemplate 4 pt taller
    /// (20 → 24 and 16 → 20, 2 or 2.5 pt above), NSRemoveTemplate 5 pt shorter, 2 pt inside
    /// at the top (20 → 15, 16 → 11); the freestanding symbols and NSActionTemplate 6 pt
    /// taller, centred (16 → 22), 5 pt in a small button (16 → 21).
    static func symbolImageInsets(_ image: String, recordedSize: LayoutSize?, small: Bool) -> EdgeInsets? {
        guard let recordedSize else { return nil }
        let classicWidth: Double, regular: (Double, Double), compact: (Double, Double)
        switch image {
        case "NSAddTemplate": classicWidth = 11; regular = (2, 2); compact = (1.5, 1.5)
        case "NSRemoveTemplate": classicWidth = 11; regular = (-2, -3); compact = (-2.5, -2.5)
        case "NSActionTemplate", "NSRefreshFreestandingTemplate", "NSRevealFreestandingTemplate", "NSStopProgressFreestandingTemplate":
            classicWidth = 14; regular = (3, 3); compact = (2.5, 2.5)
        default: return nil
        }
        guard recordedSize.width > classicWidth else { return nil }
        let (top, bottom) = small ? compact : regular
        return EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// How far an image view's frame reaches above and below its alignment rectangle when its
    /// image is one of AppKit's named template images drawn as an SF Symbol (macOS 11 on; the
    /// document's resources then record it larger than the classic image): the symbol's
    /// alignment rectangle is its glyph box, from the baseline to the cap height of the 13 pt
    /// system font, 9 pt, and the image view's frame holds the rest of the symbol's recorded
    /// height, 1 pt more above than below (2 pt in the 19 and 20 pt images of Xcode 14 on).
    /// The corpus's image views with these symbols, each with width and height constraints
    /// (NetNewsWire's preferences and dinosaurs list, iina's key bindings, tools 19455 to
    /// 32700): NSActionTemplate recorded 15 pt tall, 16 → 22, 3.5 pt above (4 of 4), 20 pt
    /// tall, 16 → 27, 6.5 pt above (4 of 4); NSLockLockedTemplate 19 pt tall, 12 → 22, 6 pt
    /// above (2 of 2); the classic images (14 × 14 and 10 × 14, tools 13771 to 21225) fill it.
    static func symbolImageViewInsets(_ image: String?, imageSizes: [String: LayoutSize]) -> EdgeInsets {
        let classicWidths: [String: Double] = ["NSActionTemplate": 14, "NSLockLockedTemplate": 10]
        guard let image, let classicWidth = classicWidths[image], let size = imageSizes[image],
              size.width > classicWidth, size.height > 9 else { return .zero }
        let rest = size.height - 9, skew: Double = size.height >= 19 ? 1 : 0.5
        return EdgeInsets(top: rest / 2 + skew, left: 0, bottom: rest / 2 - skew, right: 0)
    }

    /// Where an AppKit control's bezel (its alignment rectangle) sits inside its frame, as the
    /// layout places it: for the renderer, which draws the bezel there rather than over the
    /// frame's shadow margins (a classic 32 pt push button's 21 pt bezel). `imageSizes` are
    /// the document's (`DocumentLayoutContext.recordedImageSizes(in:)`).
    package static func appKitBezelInsets(of node: XMLNode, in document: Document, usesTextStyles: Bool,
                                          imageSizes: [String: LayoutSize]) -> EdgeInsets {
        appKitAlignmentInsets(node, name: document.tree.name(of: node), tree: document.tree, toolsVersion: document.header.toolsBuild,
                              usesTextStyles: usesTextStyles, imageSizes: imageSizes)
    }
}
