import Foundation
import StoryboardFormat

/// Controls drawn with their iOS 13+ metrics (UISwitch 51×31, slider thumb 28, segmented
/// control corner 9…).
extension ViewPainter {
    mutating func drawButton(_ view: LaidOutView, in bounds: Rect) {
        guard let control = view.content.control else { return }
        let insets = control.bezelInsets
        guard insets != .zero else { return drawButtonFace(view, control: control, in: bounds) }
        // An AppKit control draws its bezel inside its frame's shadow margins.
        builder.open("g", [("transform", "translate(\(svgNumber(bounds.x + insets.left)),\(svgNumber(bounds.y + insets.top)))")])
        drawButtonFace(view, control: control, in: Rect(x: 0, y: 0, width: max(0, bounds.width - insets.left - insets.right),
                                                         height: max(0, bounds.height - insets.top - insets.bottom)))
        builder.close("g")
    }

    private mutating func drawButtonFace(_ view: LaidOutView, control: ControlState, in bounds: Rect) {
        if let background = view.content.backgroundImage { drawImage(background, in: bounds) }
        let enabledAlpha = control.isEnabled ? 1.0 : 0.35
        var foreground = view.content.text?.color ?? tint
        let base = control.onTintColor ?? tint
        let radius: Double
        switch control.variant {
        case "capsule": radius = bounds.height / 2
        case "large": radius = 12
        case "small": radius = 4
        case "fixed": radius = view.style.cornerRadius
        default: radius = 6
        }
        switch control.buttonStyle {
        case .filled, .borderedProminent:
            fill(bounds, base.withAlpha(enabledAlpha), radius: radius)
            if view.content.text?.color == nil { foreground = DynamicColor(RGBA(white: 1)) }
        case .tinted, .borderedTinted:
            fill(bounds, base.withAlpha(0.15), radius: radius)
        case .gray, .bordered:
            fill(bounds, SystemColors.tertiarySystemFill, radius: radius)
        case .checkbox, .radio:
            drawCheckMark(control, in: bounds)
            if var text = view.content.text {
                text.color = text.color?.withAlpha(enabledAlpha)
                drawText(text, in: Rect(x: 20, y: 0, width: max(0, bounds.width - 20), height: bounds.height))
            }
            return
        case .infoLight, .infoDark, .detailDisclosure:
            drawInfoGlyph(centerX: bounds.width / 2, centerY: bounds.height / 2, color: tint)
            return
        case .help:
            let r = max(0, min(bounds.width, bounds.height) / 2 - 1)
            circle(cx: bounds.width / 2, cy: bounds.height / 2, r: r,
                   attributes: paint(SystemColors.systemBackground) + stroke(SystemColors.systemGray3, width: 1))
            let font = TextFont(size: (r * 1.3).rounded(), weight: 500)
            textLine("?", x: bounds.width / 2, y: bounds.height / 2 + font.size * 0.36, font: font,
                     color: SystemColors.label.withAlpha(enabledAlpha), anchor: "middle")
            return
        case .contactAdd:
            let cx = bounds.width / 2, cy = bounds.height / 2
            circle(cx: cx, cy: cy, r: 10, attributes: [("fill", "none")] + stroke(tint, width: 1.5))
            line(x1: cx - 5, y1: cy, x2: cx + 5, y2: cy, color: tint, width: 1.5, cap: "round")
            line(x1: cx, y1: cy - 5, x2: cx, y2: cy + 5, color: tint, width: 1.5, cap: "round")
            return
        case .close:
            let cx = bounds.width / 2, cy = bounds.height / 2
            circle(cx: cx, cy: cy, r: 15, attributes: paint(SystemColors.tertiarySystemFill))
            line(x1: cx - 5, y1: cy - 5, x2: cx + 5, y2: cy + 5, color: SystemColors.secondaryLabel, width: 2, cap: "round")
            line(x1: cx + 5, y1: cy - 5, x2: cx - 5, y2: cy + 5, color: SystemColors.secondaryLabel, width: 2, cap: "round")
            return
        default:
            break
        }
        foreground = foreground.withAlpha(enabledAlpha)
        var textRect = bounds
        if control.buttonStyle != .system && control.buttonStyle != .custom { textRect = Rect(x: 8, y: 0, width: max(0, bounds.width - 16), height: bounds.height) }
        let isMenu = control.variant == "popUp" || control.variant == "pullDown"
        if var image = view.content.image {
            let side = min(bounds.height, image.isSymbol ? 22 : bounds.height)
            let hasText = view.content.text != nil
            let imageWidth = image.size.map { min($0.width, bounds.width) } ?? side
            let imageHeight = image.size.map { min($0.height, bounds.height) } ?? side
            let textWidth = view.content.text.map { min(TextMetrics.width(of: $0.string, font: $0.font), bounds.width - imageWidth) } ?? 0
            // A menu button's image-only face leaves the arrows their 14 pt at the trailing edge.
            let start = hasText ? max(0, (bounds.width - imageWidth - 4 - textWidth) / 2)
                : isMenu ? max(0, (bounds.width - 14 - imageWidth) / 2) : (bounds.width - imageWidth) / 2
            image.tintColor = image.tintColor.map { control.isEnabled ? $0 : $0.withAlpha(enabledAlpha) } ?? foreground
            image.contentMode = .scaleAspectFit
            drawImage(image, in: Rect(x: start, y: (bounds.height - imageHeight) / 2, width: imageWidth, height: imageHeight))
            if hasText { textRect = Rect(x: start + imageWidth + 4, y: 0, width: textWidth + 2, height: bounds.height) }
        }
        if isMenu { textRect.width = max(0, textRect.width - 14) }
        if var text = view.content.text {
            text.color = foreground
            drawText(text, in: textRect)
        }
        if isMenu {
            // An AppKit pop-up button's up-and-down chevrons at the trailing edge, a pull-down's
            // one arrow down, in the text's color.
            let x = bounds.width - 13, cy = bounds.height / 2
            let d = control.variant == "pullDown"
                ? "M \(svgNumber(x - 3)) \(svgNumber(cy - 1.5)) L \(svgNumber(x)) \(svgNumber(cy + 1.5)) L \(svgNumber(x + 3)) \(svgNumber(cy - 1.5))"
                : "M \(svgNumber(x - 3)) \(svgNumber(cy - 2)) L \(svgNumber(x)) \(svgNumber(cy - 5)) L \(svgNumber(x + 3)) \(svgNumber(cy - 2)) M \(svgNumber(x - 3)) \(svgNumber(cy + 2)) L \(svgNumber(x)) \(svgNumber(cy + 5)) L \(svgNumber(x + 3)) \(svgNumber(cy + 2))"
            let color = (view.content.text?.color ?? view.content.image?.tintColor ?? SystemColors.label).withAlpha(enabledAlpha)
            path(d, attributes: [("fill", "none")] + stroke(color, width: 1.5) + [("stroke-linecap", "round"), ("stroke-linejoin", "round")])
        }
    }

    /// An AppKit check box or radio button's glyph at the leading edge.
    mutating func drawCheckMark(_ control: ControlState, in bounds: Rect) {
        let side = 14.0
        let y = (bounds.height - side) / 2
        let box = Rect(x: 2, y: y, width: side, height: side)
        let radius = control.buttonStyle == .radio ? side / 2 : 3
        if control.isOn {
            fill(box, tint, radius: radius)
            if control.buttonStyle == .radio {
                circle(cx: 2 + side / 2, cy: y + side / 2, r: 3, attributes: paint(DynamicColor(RGBA(white: 1))))
            } else {
                path("M \(svgNumber(5.5)) \(svgNumber(y + 7)) L \(svgNumber(8)) \(svgNumber(y + 10)) L \(svgNumber(12.5)) \(svgNumber(y + 4))",
                     attributes: [("fill", "none")] + stroke(DynamicColor(RGBA(white: 1)), width: 2) + [("stroke-linecap", "round"), ("stroke-linejoin", "round")])
            }
        } else {
            roundedRect(box, radius: radius, attributes: paint(DynamicColor(light: RGBA(255, 255, 255), dark: RGBA(60, 60, 62))) + stroke(SystemColors.systemGray3, width: 1))
        }
    }

    mutating func drawInfoGlyph(centerX cx: Double, centerY cy: Double, color: DynamicColor) {
        circle(cx: cx, cy: cy, r: 10, attributes: [("fill", "none")] + stroke(color, width: 1.5))
        circle(cx: cx, cy: cy - 4.5, r: 1.2, attributes: paint(color))
        line(x1: cx, y1: cy - 1.5, x2: cx, y2: cy + 5, color: color, width: 1.8, cap: "round")
    }

    mutating func drawTextField(_ view: LaidOutView, in bounds: Rect) {
        let border = view.content.control?.borderStyle ?? "none"
        switch border {
        case "roundedRect":
            if view.style.backgroundColor == nil {
                fill(bounds, DynamicColor(light: RGBA(255, 255, 255), dark: RGBA(28, 28, 30)), radius: 5)
            }
            roundedRect(Rect(x: 0.25, y: 0.25, width: max(0, bounds.width - 0.5), height: max(0, bounds.height - 0.5)), radius: 5,
                        attributes: [("fill", "none")] + stroke(DynamicColor(light: RGBA(0, 0, 0, 0.2), dark: RGBA(255, 255, 255, 0.2)), width: 0.5))
        case "line", "bezel":
            builder.element("rect", [("x", "0.5"), ("y", "0.5"), ("width", svgNumber(max(0, bounds.width - 1))), ("height", svgNumber(max(0, bounds.height - 1))), ("fill", "none")]
                + stroke(SystemColors.label, width: 1))
        default: break
        }
        let inset = border == "none" ? (view.content.control?.variant == "cell" ? 2.0 : 0) : 7
        let rect = Rect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: bounds.height)
        if let text = view.content.text { drawText(text, in: rect) } else if let placeholder = view.content.placeholder { drawText(placeholder, in: rect) }
    }

    mutating func drawSwitch(_ view: LaidOutView, in bounds: Rect) {
        let control = view.content.control ?? ControlState()
        // UISwitch is 51 × 31 whatever its frame; an NSSwitch (42 × 25 in a regular frame) is
        // drawn smaller, centred in its frame.
        let scale = min(1, bounds.width / 51, bounds.height / 31)
        let width = 51 * scale, height = 31 * scale, half = height / 2
        let track = Rect(x: scale < 1 ? (bounds.width - width) / 2 : 0, y: max(0, (bounds.height - height) / 2), width: width, height: height)
        let on = control.onTintColor ?? SystemColors.systemGreen
        // Off, the track is a translucent fill (systemFill): it shows on a window's grey too.
        fill(track, control.isOn ? on : DynamicColor(light: RGBA(120, 120, 128, 0.16), dark: RGBA(120, 120, 128, 0.32)), radius: half)
        let knobX = control.isOn ? track.x + width - half : track.x + half
        circle(cx: knobX, cy: track.y + half + scale, r: half - 2 * scale, attributes: [("fill", "#000000"), ("fill-opacity", "0.08")])
        circle(cx: knobX, cy: track.y + half, r: half - 2 * scale, attributes: [("fill", "#ffffff")])
    }

    mutating func drawSlider(_ view: LaidOutView, in bounds: Rect) {
        let control = view.content.control ?? ControlState()
        let span = control.maximumValue - control.minimumValue
        let fraction = span > 0 ? min(max((control.value - control.minimumValue) / span, 0), 1) : 0
        let cy = bounds.height / 2
        // UISlider's 28 pt thumb; in a lower frame (NSSlider's 15 to 19 pt small ones) a knob
        // that fits it.
        let radius = min(14, max(4, bounds.height / 2 - 1))
        let start = radius, end = max(radius, bounds.width - radius)
        let thumbX = start + (end - start) * fraction
        fill(Rect(x: 2, y: cy - 2, width: max(0, bounds.width - 4), height: 4), DynamicColor(light: RGBA(120, 120, 128, 0.2), dark: RGBA(120, 120, 128, 0.36)), radius: 2)
        fill(Rect(x: 2, y: cy - 2, width: max(0, thumbX - 2), height: 4), control.onTintColor ?? tint, radius: 2)
        circle(cx: thumbX, cy: cy + 1.5, r: radius, attributes: [("fill", "#000000"), ("fill-opacity", "0.12")])
        circle(cx: thumbX, cy: cy, r: radius, attributes: [("fill", "#ffffff")])
    }

    mutating func drawStepper(_ view: LaidOutView, in bounds: Rect) {
        // AppKit's stepper is a narrow pair of arrows, one above the other.
        if bounds.width < 60 {
            let rect = Rect(x: max(0, (bounds.width - 13) / 2), y: max(0, (bounds.height - 22) / 2), width: min(13, bounds.width), height: min(22, bounds.height))
            fill(rect, SystemColors.tertiarySystemFill, radius: 4)
            let cx = rect.x + rect.width / 2, cy = rect.y + rect.height / 2
            let arrows = "M \(svgNumber(cx - 3)) \(svgNumber(cy - 3)) L \(svgNumber(cx)) \(svgNumber(cy - 6)) L \(svgNumber(cx + 3)) \(svgNumber(cy - 3)) "
                + "M \(svgNumber(cx - 3)) \(svgNumber(cy + 3)) L \(svgNumber(cx)) \(svgNumber(cy + 6)) L \(svgNumber(cx + 3)) \(svgNumber(cy + 3))"
            path(arrows, attributes: [("fill", "none")] + stroke(SystemColors.label, width: 1.5) + [("stroke-linecap", "round"), ("stroke-linejoin", "round")])
            return
        }
        let rect = Rect(x: 0, y: max(0, (bounds.height - 32) / 2), width: 94, height: 32)
        fill(rect, SystemColors.tertiarySystemFill, radius: 8)
        let divider = DynamicColor(light: RGBA(60, 60, 67, 0.18), dark: RGBA(235, 235, 245, 0.18))
        line(x1: 47, y1: rect.y + 8, x2: 47, y2: rect.y + 24, color: divider, width: 1)
        let cy = rect.y + 16
        line(x1: 17, y1: cy, x2: 30, y2: cy, color: SystemColors.label, width: 1.6, cap: "round")
        line(x1: 64, y1: cy, x2: 77, y2: cy, color: SystemColors.label, width: 1.6, cap: "round")
        line(x1: 70.5, y1: cy - 6.5, x2: 70.5, y2: cy + 6.5, color: SystemColors.label, width: 1.6, cap: "round")
    }

    mutating func drawSegmentedControl(_ view: LaidOutView, in bounds: Rect) {
        let control = view.content.control ?? ControlState()
        let segments = control.segments.isEmpty ? ["First", "Second"] : control.segments
        fill(bounds, SystemColors.tertiarySystemFill, radius: 9)
        let width = bounds.width / Double(segments.count)
        let font = TextFont(size: 13)
        for (index, title) in segments.enumerated() {
            let x = Double(index) * width
            var segmentFont = font
            if index == control.selectedIndex {
                let selected = Rect(x: x + 2, y: 2, width: max(0, width - 4), height: max(0, bounds.height - 4))
                roundedRect(Rect(x: selected.x, y: selected.y + 0.5, width: selected.width, height: selected.height), radius: 7, attributes: [("fill", "#000000"), ("fill-opacity", "0.06")])
                fill(selected, control.onTintColor ?? DynamicColor(light: RGBA(255, 255, 255), dark: RGBA(99, 99, 102)), radius: 7)
                segmentFont.weight = 600
            } else if index > 0, index - 1 != control.selectedIndex {
                line(x1: x, y1: 8, x2: x, y2: bounds.height - 8, color: DynamicColor(light: RGBA(142, 142, 147, 0.3), dark: RGBA(142, 142, 147, 0.3)))
            }
            let text = TextMetrics.truncated(title, font: segmentFont, width: width - 8, lineBreak: .truncateTail)
            textLine(text, x: x + width / 2, y: bounds.height / 2 + 4.5, font: segmentFont, color: control.isEnabled ? SystemColors.label : SystemColors.tertiaryLabel, anchor: "middle")
        }
    }

    mutating func drawProgress(_ view: LaidOutView, in bounds: Rect) {
        let control = view.content.control ?? ControlState()
        let fraction = min(max(control.value, 0), 1)
        let y = (bounds.height - 4) / 2
        fill(Rect(x: 0, y: y, width: bounds.width, height: 4), DynamicColor(light: RGBA(120, 120, 128, 0.2), dark: RGBA(120, 120, 128, 0.36)), radius: 2)
        if fraction > 0 { fill(Rect(x: 0, y: y, width: bounds.width * fraction, height: 4), control.onTintColor ?? tint, radius: 2) }
    }

    mutating func drawActivityIndicator(_ view: LaidOutView, in bounds: Rect) {
        let control = view.content.control ?? ControlState()
        let large = control.variant == "large"
        let radius = min(large ? 18.5 : 10, min(bounds.width, bounds.height) / 2)
        let (inner, outer) = (radius * 0.45, radius)
        let color = control.onTintColor ?? SystemColors.systemGray
        let cx = bounds.width / 2, cy = bounds.height / 2
        for spoke in 0..<8 {
            let angle = Double(spoke) * Double.pi / 4 - Double.pi / 2
            let opacity = 0.25 + 0.75 * Double(spoke) / 7
            line(x1: cx + cos(angle) * inner, y1: cy + sin(angle) * inner, x2: cx + cos(angle) * outer, y2: cy + sin(angle) * outer,
                 color: color.withAlpha(opacity), width: large ? 3.5 : 2.2, cap: "round")
        }
    }

    mutating func drawPageControl(_ view: LaidOutView, in bounds: Rect) {
        let control = view.content.control ?? ControlState()
        let count = max(0, min(control.numberOfPages, 40))
        guard count > 0 else { return }
        let spacing = 16.0
        let start = bounds.width / 2 - spacing * Double(count - 1) / 2
        for page in 0..<count {
            let current = page == (control.selectedIndex ?? 0)
            let color = current ? (control.onTintColor ?? SystemColors.label) : SystemColors.label.withAlpha(0.3)
            circle(cx: start + Double(page) * spacing, cy: bounds.height / 2, r: 3.5, attributes: paint(color))
        }
    }

    mutating func drawDatePicker(_ view: LaidOutView, in bounds: Rect) {
        let style = view.content.control?.variant ?? "wheels"
        let mode = view.content.control?.borderStyle ?? "dateAndTime"
        if style == "compact" || style == "automatic" {
            let font = TextFont(size: 17)
            var x = bounds.width
            var pills: [String] = []
            if mode != "time" { pills.append("Jun 5, 2023") }
            if mode != "date" { pills.append("9:41 AM") }
            for title in pills.reversed() {
                let width = TextMetrics.width(of: title, font: font) + 22
                x -= width
                fill(Rect(x: x, y: (bounds.height - 34) / 2, width: width, height: 34), SystemColors.tertiarySystemFill, radius: 6)
                textLine(title, x: x + width / 2, y: bounds.height / 2 + 6, font: font, color: SystemColors.label, anchor: "middle")
                x -= 6
            }
            return
        }
        switch mode {
        case "time": drawPickerWheel(["8:39 AM", "8:40 AM", "9:41 AM", "9:42 AM", "9:43 AM"], in: bounds)
        case "date": drawPickerWheel(["March 3 2023", "April 4 2023", "June 5 2023", "July 6 2023", "August 7 2023"], in: bounds)
        default: drawPickerWheel(["Sat Jun 3   7   39", "Sun Jun 4   8   40", "Today   9   41   AM", "Tue Jun 6   10   42   PM", "Wed Jun 7   11   43"], in: bounds)
        }
    }

    mutating func drawPickerWheel(_ rows: [String], in bounds: Rect) {
        let cy = bounds.height / 2
        fill(Rect(x: 8, y: cy - 17, width: max(0, bounds.width - 16), height: 34), SystemColors.tertiarySystemFill, radius: 8)
        let middle = rows.count / 2
        for (index, row) in rows.enumerated() {
            let offset = Double(index - middle)
            let y = cy + offset * 34
            guard y > 10, y < bounds.height - 4 else { continue }
            let font = TextFont(size: index == middle ? 21 : 19)
            let color = index == middle ? SystemColors.label : SystemColors.label.withAlpha(max(0.15, 0.6 - abs(offset) * 0.2))
            textLine(TextMetrics.truncated(row, font: font, width: bounds.width - 24, lineBreak: .truncateTail), x: bounds.width / 2, y: y + 7, font: font, color: color, anchor: "middle")
        }
    }

    // MARK: Images

    /// An image in its content mode: the asset when found, a drawn glyph for AppKit's named
    /// templates and common SF Symbols, else a labelled placeholder the size the image would
    /// have (other SF Symbols as a tinted outline).
    mutating func drawImage(_ image: ImageContent, in bounds: Rect) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        if let dataURL = image.dataURL {
            let aspect: String
            switch image.contentMode {
            case .scaleAspectFit: aspect = "xMidYMid meet"
            case .scaleAspectFill: aspect = "xMidYMid slice"
            case .scaleToFill, .redraw: aspect = "none"
            default: aspect = "xMidYMid meet"
            }
            var rect = bounds
            if let size = image.size, ![ContentMode.scaleAspectFit, .scaleAspectFill, .scaleToFill, .redraw].contains(image.contentMode) {
                rect = placed(size, in: bounds, mode: image.contentMode)
            }
            let clipID = builder.makeClipID()
            builder.open("clipPath", [("id", clipID)])
            roundedRect(bounds, radius: 0, attributes: [])
            builder.close("clipPath")
            builder.element("image", [
                ("x", rect.x == 0 ? nil : svgNumber(rect.x)), ("y", rect.y == 0 ? nil : svgNumber(rect.y)),
                ("width", svgNumber(rect.width)), ("height", svgNumber(rect.height)), ("preserveAspectRatio", aspect),
                ("clip-path", "url(#\(clipID))"), ("href", dataURL), ("data-image", image.name),
            ])
            return
        }
        if let glyph = Glyph(imageName: image.name, isSymbol: image.isSymbol) {
            // AppKit draws its templates at their recorded size (NSRemoveTemplate's 18 × 5 is
            // the ink of a 18 pt square), in the control's text color.
            let side = image.isSymbol ? min(bounds.width, bounds.height, max(17, min(bounds.width, bounds.height) * 0.8))
                : min(max(bounds.width, bounds.height), image.size.map { max($0.width, $0.height) } ?? 16)
            let color = image.tintColor ?? (image.isSymbol ? tint : SystemColors.label)
            let transform = "translate(\(svgNumber(bounds.x + (bounds.width - side) / 2)),\(svgNumber(bounds.y + (bounds.height - side) / 2))) scale(\(svgNumber(side / 24)))"
            builder.open("g", [(image.isSymbol ? "data-symbol" : "data-image", image.name), ("transform", transform)])
            if !glyph.fills.isEmpty { path(glyph.fills, attributes: paint(color)) }
            if !glyph.strokes.isEmpty {
                path(glyph.strokes, attributes: [("fill", "none")] + stroke(color, width: 1.75) + [("stroke-linecap", "round"), ("stroke-linejoin", "round")])
            }
            builder.close("g")
            return
        }
        if image.isSymbol {
            let side = min(bounds.width, bounds.height, max(17, min(bounds.width, bounds.height) * 0.8))
            let rect = Rect(x: bounds.x + (bounds.width - side) / 2, y: bounds.y + (bounds.height - side) / 2, width: side, height: side)
            let color = image.tintColor ?? tint
            builder.open("g", [("data-symbol", image.name)])
            roundedRect(rect, radius: side * 0.22, attributes: [("fill", "none")] + stroke(color, width: max(1, side / 14)))
            circle(cx: rect.x + side / 2, cy: rect.y + side / 2, r: side * 0.14, attributes: paint(color))
            builder.close("g")
            return
        }
        let rect = image.size.map { placed($0, in: bounds, mode: image.contentMode) } ?? bounds
        let clipped = Rect(x: max(rect.x, bounds.x), y: max(rect.y, bounds.y), width: min(rect.width, bounds.width), height: min(rect.height, bounds.height))
        builder.open("g", [("data-image", image.name)])
        fill(clipped, DynamicColor(light: RGBA(229, 229, 234, 0.7), dark: RGBA(58, 58, 60, 0.7)))
        builder.element("rect", [("x", svgNumber(clipped.x + 0.5)), ("y", svgNumber(clipped.y + 0.5)), ("width", svgNumber(max(0, clipped.width - 1))), ("height", svgNumber(max(0, clipped.height - 1))), ("fill", "none")]
            + stroke(SystemColors.systemGray3, width: 1))
        if clipped.width >= 24 && clipped.height >= 14 {
            let font = TextFont(size: min(12, max(7, clipped.height / 3)))
            let caption = TextMetrics.truncated(image.name, font: font, width: clipped.width - 6, lineBreak: .truncateMiddle)
            textLine(caption, x: clipped.x + clipped.width / 2, y: clipped.y + clipped.height / 2 + font.size * 0.35, font: font, color: SystemColors.secondaryLabel, anchor: "middle")
        }
        builder.close("g")
    }

    /// Where an image of `size` goes in `bounds` for the non-scaling content modes.
    func placed(_ size: Size, in bounds: Rect, mode: ContentMode) -> Rect {
        var width = size.width, height = size.height
        switch mode {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let scale = mode == .scaleAspectFit ? min(bounds.width / max(width, 1), bounds.height / max(height, 1)) : max(bounds.width / max(width, 1), bounds.height / max(height, 1))
            width *= scale
            height *= scale
        default: break
        }
        let x: Double
        let y: Double
        switch mode {
        case .left, .topLeft, .bottomLeft: x = 0
        case .right, .topRight, .bottomRight: x = bounds.width - width
        default: x = (bounds.width - width) / 2
        }
        switch mode {
        case .top, .topLeft, .topRight: y = 0
        case .bottom, .bottomLeft, .bottomRight: y = bounds.height - height
        default: y = (bounds.height - height) / 2
        }
        return Rect(x: bounds.x + x, y: bounds.y + y, width: width, height: height)
    }
}
