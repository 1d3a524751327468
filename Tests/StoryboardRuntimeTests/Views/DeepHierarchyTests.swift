@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// Hierarchies thousands of levels deep (hostile input): built, described, searched and
    /// released in time linear in their size and without recursion that could overflow the stack.
    @MainActor
    @Suite("Views: deep hierarchies")
    struct DeepHierarchyTests {
        /// `depth` stack views, each inside the one before, with a button at the bottom.
        static func nestedStackViews(_ depth: Int) -> String {
            var opening = ""
            var closing = ""
            opening.reserveCapacity(depth * 140)
            for level in 0..<depth {
                opening += #"<subviews><stackView axis="vertical" id="s\#(level)"><rect key="frame" x="0" y="0" width="100" height="100"/>"#
                closing += "</stackView></subviews>"
            }
            return StoryboardXML.document(initial: "a", StoryboardXML.controller(
                "a", title: "A", subviews: """
                    <stackView axis="vertical" id="top"><rect key="frame" x="0" y="0" width="100" height="100"/>\(opening)
                    <subviews>\(StoryboardXML.button("deep", title: "Deep"))</subviews>\(closing)</stackView>
                    """))
        }

        @Test func aStoryboardTwentyThousandLevelsDeepLaunchesAndIsDescribedAndSearched() throws {
            let depth = 20_000
            let fixture = try Fixture(main: Self.nestedStackViews(depth))
            try fixture.launch()
            let driver = fixture.driver()
            let button = try driver.find(.text("Deep"))
            #expect(button is Button)
            var levels = 0
            var current: View? = button
            while let view = current { levels += 1; current = view.superview }
            // The button, the stack views, the top one, the controller's view and the window.
            #expect(levels == depth + 4)
            #expect(button.window === fixture.window)
            let lines = driver.describeScreen().split(separator: "\n", omittingEmptySubsequences: false)
            let indent = String(repeating: "  ", count: 32)
            #expect(lines.count == depth + 3)
            #expect(lines[1] == "  stackView")
            #expect(lines[32] == "\(indent)stackView")
            #expect(lines[33] == "\(indent)[depth 33] stackView")
            #expect(lines[lines.count - 1] == "\(indent)[depth \(depth + 2)] Button \"Deep\"")
        }

        /// A view chain 200,000 levels deep, built by hand and released: each release used to
        /// release the level below it recursively.
        @Test func aHierarchyTwoHundredThousandLevelsDeepIsBuiltAndReleased() {
            let depth = 200_000
            var deepest: View? = View()
            weak var top: View?
            do {
                let root = View()
                top = root
                var parent = root
                for _ in 1..<depth {
                    let child = View()
                    parent.addSubview(child)
                    parent = child
                }
                parent.addSubview(deepest!)
                #expect(deepest!.isDescendant(of: root))
                #expect(!root.isDescendant(of: deepest!))
                // Adding an ancestor below its descendant is still refused.
                deepest!.addSubview(root)
                #expect(root.superview == nil)
                #expect(throws: RuntimeError.self) { try testEnvironment.failures.throwIfAny() }
            }
            // The root is gone; the deepest view, still held here, survives on its own.
            #expect(top == nil)
            #expect(deepest?.superview == nil)
            deepest = nil
        }
    }
}
