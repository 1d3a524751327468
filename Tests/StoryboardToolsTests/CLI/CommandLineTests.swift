import Foundation
import Testing

/// The merge, driver, installation and diff commands, run through the built `storyboard`.
@Suite("storyboard merge, merge-driver, install-git-driver, diff")
struct CommandLineTests {
    static func document(_ label: String, hidden: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="100">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <label text="\(label)"\(hidden ? " hidden=\"YES\"" : "") id="lab"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    func write(_ files: [String: String], in directory: String) throws {
        for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8) }
    }

    @Test func mergeWritesTheResultAndExitsZeroWhenClean() throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(["base.storyboard": Self.document("A"), "ours.storyboard": Self.document("B"),
                   "theirs.storyboard": Self.document("A", hidden: true)], in: directory)
        let storyboard = try Shell.storyboardExecutable()
        let output = try Shell.capture(
            [storyboard, "merge", "base.storyboard", "ours.storyboard", "theirs.storyboard", "-o", "out.storyboard"], in: directory)
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(try String(contentsOfFile: directory + "/out.storyboard", encoding: .utf8) == Self.document("B", hidden: true))
        // Without -o the result goes to standard output.
        let printed = try Shell.capture([storyboard, "merge", "base.storyboard", "ours.storyboard", "theirs.storyboard"], in: directory)
        #expect(printed.standardOutput == Self.document("B", hidden: true))
    }

    @Test func mergeDriverReplacesOursAndExitsOneOnConflicts() throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(["O": Self.document("A"), "A": Self.document("B"), "B": Self.document("C")], in: directory)
        let output = try Shell.capture([try Shell.storyboardExecutable(), "merge-driver", "O", "A", "B", "Main.storyboard"], in: directory)
        #expect(output.status == 1)
        #expect(output.standardError
            == "Main.storyboard:6:1: error: merge conflict: label id=\"lab\": text is \"B\" in ours and \"C\" in theirs [merge-attribute]\n")
        #expect(try String(contentsOfFile: directory + "/A", encoding: .utf8) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="100">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
            <<<<<<< ours
                            <label text="B" id="lab"/>
            =======
                            <label text="C" id="lab"/>
            >>>>>>> theirs
                        </objects>
                    </scene>
                </scenes>
            </document>

            """)
    }

    @Test func diffPrintsTextAndJSON() throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(["old.storyboard": Self.document("A"), "new.storyboard": Self.document("B")], in: directory)
        let storyboard = try Shell.storyboardExecutable()
        let text = try Shell.capture([storyboard, "diff", "old.storyboard", "new.storyboard"], in: directory)
        #expect(text.status == 0)
        #expect(text.standardOutput == "scene \"s1\" (s1):\n  label \"B\" (lab): text \"A\" → \"B\"\n")
        let json = try Shell.capture([storyboard, "diff", "old.storyboard", "new.storyboard", "--format", "json"], in: directory)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: String]]
        #expect(decoded == [["kind": "changed", "scene": "scene \"s1\" (s1)", "element": "label \"B\" (lab)",
                             "property": "text", "old": "A", "new": "B"]])
        let wrongCount = try Shell.capture([storyboard, "diff", "old.storyboard"], in: directory)
        #expect(wrongCount.status == 64)
        #expect(wrongCount.standardError.contains("Error: diff takes two files: OLD NEW"))
    }

    @Test func diffLeavesOutIDChurnWhenAsked() throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let renamed = Self.document("A").replacingOccurrences(of: "id=\"lab\"", with: "id=\"lab2\"")
        try write(["old.storyboard": Self.document("A"), "new.storyboard": renamed], in: directory)
        let storyboard = try Shell.storyboardExecutable()
        let shown = try Shell.capture([storyboard, "diff", "old.storyboard", "new.storyboard"], in: directory)
        #expect(shown.standardOutput == "scene \"s1\" (s1):\n  label \"A\" (lab) removed\n  label \"A\" (lab2) added\n")
        let ignored = try Shell.capture([storyboard, "diff", "old.storyboard", "new.storyboard", "--ignore-id-churn"], in: directory)
        #expect(ignored.status == 0)
        #expect(ignored.standardOutput == "no changes\n")
    }

    /// The installed driver, run by git itself: two branches edit different attributes of the
    /// same element (a line conflict for git) and the merge comes out clean.
    @Test func installedDriverMergesInARealGitMerge() throws {
        let repository = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: repository) }
        let storyboard = try Shell.storyboardExecutable()
        @discardableResult
        func git(_ arguments: [String]) throws -> Shell.Output {
            let output = try Shell.run(["git"] + arguments, in: repository, environment: [
                "GIT_AUTHOR_NAME": "T", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "T",
                "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_NOSYSTEM": "1", "HOME": repository,
            ])
            #expect(output.status == 0, "git \(arguments.joined(separator: " ")): \(output.standardError)")
            return output
        }
        try git(["init", "-q", "-b", "main"])
        let installed = try Shell.run(
            [storyboard, "install-git-driver", "--executable", storyboard], in: repository, environment: ["HOME": repository])
        #expect(installed.standardOutput == """
            git config --local merge.storyboard.name 'Interface Builder merge (OpenStoryboard)'
            git config --local merge.storyboard.driver '\(storyboard) merge-driver %O %A %B %P'
            git config --local diff.storyboard.textconv '\(storyboard) diff --textconv'
            \(URL(fileURLWithPath: repository).resolvingSymlinksInPath().path)/.gitattributes: added '*.storyboard merge=storyboard diff=storyboard'
            \(URL(fileURLWithPath: repository).resolvingSymlinksInPath().path)/.gitattributes: added '*.xib merge=storyboard diff=storyboard'

            """)
        try Self.document("A").write(toFile: repository + "/Main.storyboard", atomically: true, encoding: .utf8)
        try git(["add", "."])
        try git(["commit", "-q", "-m", "base"])
        try git(["checkout", "-q", "-b", "feature"])
        try Self.document("A", hidden: true).write(toFile: repository + "/Main.storyboard", atomically: true, encoding: .utf8)
        try git(["commit", "-q", "-am", "hide"])
        try git(["checkout", "-q", "main"])
        try Self.document("B").write(toFile: repository + "/Main.storyboard", atomically: true, encoding: .utf8)
        try git(["commit", "-q", "-am", "rename"])
        try git(["merge", "-q", "--no-edit", "feature"])
        #expect(try String(contentsOfFile: repository + "/Main.storyboard", encoding: .utf8) == Self.document("B", hidden: true))
        // The textconv driver shows the outline in `git diff`.
        let log = try git(["log", "-p", "-1", "--format=", "feature", "--", "Main.storyboard"])
        #expect(log.standardOutput.contains("\n   label \"A\" (lab)\n+      hidden = YES\n       text = A\n"))
    }
}
