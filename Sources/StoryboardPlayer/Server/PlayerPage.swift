import Foundation
import StoryboardLayout
import StoryboardRender

/// The player's HTML page, written on the server: the sidebar of storyboards and scenes, the
/// device frame the script fills with the live screen, the pickers and the console.
package struct PlayerPage {
    package let app: PlayedApp
    /// The screen the URL names, launched when the page connects.
    package let storyboard: String?
    package let scene: String?

    package var html: String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escape(title)) · OpenStoryboard Player</title>
        <link rel="stylesheet" href="/static/player.css">
        </head>
        <body data-storyboard="\(escape(storyboard ?? ""))" data-scene="\(escape(scene ?? ""))">
        <nav id="sidebar">
        <h1>\(escape(appName))</h1>
        <input id="search" type="search" placeholder="Search scenes" autocomplete="off">
        \(sidebar)
        </nav>
        <main>
        <div id="toolbar">
        <button id="back" type="button" title="Back">‹ Back</button>
        <label>Device <select id="device-picker">\(deviceOptions)</select></label>
        <label>Orientation <select id="orientation"><option value="portrait">Portrait</option><option value="landscape">Landscape</option></select></label>
        <label>Appearance <select id="appearance"><option value="light">Light</option><option value="dark">Dark</option></select></label>
        <label>Language <select id="language">\(languageOptions)</select></label>
        <span id="status">connecting…</span>
        </div>
        <div id="stage">
        <div id="frame"><div id="device"><div id="screen"></div></div></div>
        <section id="console-panel"><h2>Console <label class="calls"><input id="calls" type="checkbox"> UIKit calls</label></h2><pre id="console"></pre></section>
        </div>
        </main>
        <script src="/static/player.js"></script>
        </body>
        </html>
        """
    }

    /// Interface Builder's phones and tablets, iPhone 13 (the runtime's window) chosen.
    private var deviceOptions: String {
        PlayedDevices.all.map { device in
            let selected = device.id == PlayedDevices.default.id ? " selected" : ""
            return "<option value=\"\(escape(device.id))\"\(selected)>\(escape(device.layoutDevice?.name ?? device.id))</option>"
        }.joined()
    }

    /// The app's languages, the first of its preferred ones chosen.
    private var languageOptions: String {
        let languages = app.languages
        let preferred = app.preferredLocalizations.first { languages.contains($0) } ?? languages[0]
        return languages.map { language in
            let name = Locale(identifier: "en").localizedString(forIdentifier: language) ?? language
            let selected = language == preferred ? " selected" : ""
            return "<option value=\"\(escape(language))\"\(selected)>\(escape(name))</option>"
        }.joined()
    }

    private var title: String {
        [storyboard, scene.flatMap { id in app.storyboard(named: storyboard ?? "")?.scenes.first { $0.id == id }?.title }]
            .compactMap { $0 }.joined(separator: " · ").nonEmpty ?? appName
    }

    private var appName: String {
        let last = app.directory.split(separator: "/").last.map(String.init) ?? app.directory
        return last == "." ? "App" : last
    }

    private var sidebar: String {
        app.storyboards.map { storyboard in
            let scenes = storyboard.scenes.map { scene in
                let href = "/\(percentEncoded(storyboard.name))/\(percentEncoded(scene.id))"
                let marker = scene.isEntryPoint ? " class=\"entry\" title=\"Entry point\"" : ""
                return "<li\(marker)><a href=\"\(escape(href))\" data-storyboard=\"\(escape(storyboard.name))\" data-scene=\"\(escape(scene.id))\">\(escape(scene.title))</a></li>"
            }
            return "<section class=\"storyboard\"><h2>\(escape(storyboard.name))</h2><ul>\(scenes.joined())</ul></section>"
        }.joined(separator: "\n")
    }

    /// Text as HTML text or attribute value.
    private func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? text
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
