import StoryboardFormat

/// The human-readable text of `storyboard info` for one document.
struct DocumentSummary {
    let document: Document
    let path: String

    var text: String {
        var lines: [String] = []
        let header = document.header
        guard document.format == .document else {
            // `info` reports other root elements as errors before asking for a summary.
            lines.append("\(path): legacy xib (the pre-2012 <archive> format), \(header.type ?? "unknown type")")
            lines.append("  not modelled: open and save it in a current Xcode to convert it")
            return lines.joined(separator: "\n")
        }
        var facts = [document.kind.rawValue, document.platform.name]
        if header.isIPad { facts.append("iPad") }
        if let tools = header.toolsVersion { facts.append("Xcode tools \(tools)") }
        if header.launchScreen { facts.append("launch screen") }
        if document.kind == .storyboard {
            facts.append(Self.count(document.scenes.count, "scene"))
        } else {
            facts.append(Self.count(document.objects.count, "top-level object"))
        }
        facts.append(Self.count(document.segues.count, "segue"))
        lines.append("\(path): " + facts.joined(separator: ", "))

        if document.kind == .storyboard {
            if let initial = document.initialViewController {
                lines.append("  initial view controller: \(Self.className(of: initial, platform: document.platform)) (\(initial.id ?? "?"))")
            } else {
                lines.append("  initial view controller: none")
            }
            lines.append("  scenes:")
            for scene in document.scenes {
                let members = scene.members.filter { $0.isViewController || $0.isStoryboardReference }
                guard !members.isEmpty else {
                    lines.append("    \(scene.sceneID ?? "?"): (no controller)")
                    continue
                }
                for member in members {
                    lines.append("    \(scene.sceneID ?? "?"): " + Self.describe(member, platform: document.platform))
                }
            }
        } else {
            lines.append("  objects:")
            for member in document.objects {
                lines.append("    " + Self.describe(member, platform: document.platform))
            }
        }

        let segues = document.segues
        if !segues.isEmpty {
            let counts = document.segueCountsByKind.sorted { ($0.value, $1.key.rawValue) > ($1.value, $0.key.rawValue) }
            lines.append("  segues by kind: " + counts.map { "\($0.key.rawValue.isEmpty ? "(none)" : $0.key.rawValue) \($0.value)" }.joined(separator: ", "))
            lines.append("  segues:")
            for segue in segues {
                lines.append("    " + describe(segue))
            }
        }
        let references = document.storyboardReferences
        if !references.isEmpty {
            lines.append("  storyboard references:")
            for reference in references {
                var target = reference.storyboardName ?? "(this storyboard)"
                if let identifier = reference.referencedIdentifier { target += " → \"\(identifier)\"" } else { target += " → initial" }
                if let bundle = reference.bundleIdentifier { target += " in \(bundle)" }
                lines.append("    \(reference.id ?? "?"): \(target)")
            }
        }
        for diagnostic in document.diagnostics {
            lines.append("  \(diagnostic.severity.rawValue): \(diagnostic.position.map { "\($0): " } ?? "")\(diagnostic.message)")
        }
        return lines.joined(separator: "\n")
    }

    func describe(_ segue: Segue) -> String {
        var text = segue.identifier.map { "\"\($0)\" " } ?? ""
        text += segue.kind.rawValue.isEmpty ? "(no kind)" : segue.kind.rawValue
        if let relationship = segue.relationship { text += " (\(relationship))" }
        if let action = segue.unwindAction { text += " (\(action))" }
        let source = segue.sourceMember.map { Self.className(of: $0, platform: document.platform) } ?? "?"
        let destination = segue.destinationMember.map { member -> String in
            if let reference = member.storyboardReference {
                return "storyboard \(reference.storyboardName ?? "?")" + (reference.referencedIdentifier.map { " \"\($0)\"" } ?? "")
            }
            return Self.className(of: member, platform: document.platform)
        } ?? "? (\(segue.destinationID ?? "no destination"))"
        text += ": \(source) → \(destination)"
        if let trigger = segue.source, trigger.node != segue.sourceMember?.node {
            text += " (from \(trigger.elementName)\(segue.trigger.map { " \($0)" } ?? ""))"
        } else if segue.isManual {
            text += " (manual)"
        }
        return text
    }

    static func describe(_ member: SceneMember, platform: Platform) -> String {
        if let reference = member.storyboardReference {
            return "reference to storyboard \(reference.storyboardName ?? "(this one)")"
                + (reference.referencedIdentifier.map { " \"\($0)\"" } ?? " (initial)")
        }
        var parts = [className(of: member, platform: platform)]
        if member.customClass != nil {
            // A watch scene's kind is WatchKit's class (its elements' names are not).
            parts.append("[\(platform == .watchOS ? Self.watchKitClass(of: member.elementName) : member.elementName)]")
        }
        if let id = member.id { parts.append("id \(id)") }
        if let identifier = member.storyboardIdentifier { parts.append("storyboard id \"\(identifier)\"") }
        if let restoration = member.effectiveRestorationIdentifier { parts.append("restoration id \"\(restoration)\"") }
        if let title = member.title { parts.append("title \"\(title)\"") }
        return parts.joined(separator: " ")
    }

    /// The controller's class as its code would name it: the custom class, else UIKit's or
    /// AppKit's class for the element.
    static func className(of member: SceneMember, platform: Platform) -> String {
        if let custom = member.customClass {
            return member.customModule.map { "\($0).\(custom)" } ?? custom
        }
        switch member.kind {
        case .placeholder(let kind):
            switch kind {
            case .filesOwner: return "File's Owner"
            case .firstResponder: return "First Responder"
            case .eventProxy: return "Event Proxy"
            case .other(let name): return name
            }
        case .exit: return "Exit"
        default: break
        }
        let name = member.elementName
        if platform == .watchOS { return watchKitClass(of: name) }
        let prefix = platform == .macOS ? "NS" : "UI"
        return prefix + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The WatchKit class of a watch storyboard's scene element.
    static func watchKitClass(of element: String) -> String {
        switch element {
        case "controller": return "WKInterfaceController"
        case "notificationController": return "WKUserNotificationInterfaceController"
        case "glanceController": return "WKInterfaceController (glance)"
        case "hostingController": return "WKHostingController"
        default: return "WK" + element.prefix(1).uppercased() + element.dropFirst()
        }
    }

    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
