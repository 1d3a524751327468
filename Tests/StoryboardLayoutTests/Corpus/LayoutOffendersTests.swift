import StoryboardFormat
import StoryboardLayout
import Testing

/// The corpus tests print the worst offenders by rule: each view the engine misses inside a
/// superview it places right, counted under the most specific layout rule it depends on.
struct LayoutOffendersTests {
    static func document() throws -> Document {
        try storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="20" width="343" height="20"/>
                    <subviews>
                        <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="arranged">
                            <rect key="frame" x="0.0" y="0.0" width="343" height="20"/>
                        </label>
                    </subviews>
                </stackView>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                    <rect key="frame" x="0.0" y="40" width="375" height="44"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                    <rect key="frame" x="16" y="100" width="343" height="44"/>
                </view>
                <label opaque="NO" text="Caption" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                    <rect key="frame" x="16" y="150" width="60" height="20"/>
                </label>
                <view contentMode="scaleToFill" id="legacy">
                    <rect key="frame" x="0.0" y="600" width="375" height="67"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="banner" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c3"/>
                <constraint firstItem="caption" firstAttribute="firstBaseline" secondItem="card" secondAttribute="bottom" constant="20" id="c4"/>
                <constraint firstItem="caption" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="c5"/>
                """)
    }

    @Test func eachViewCountsUnderItsMostSpecificRule() throws {
        let document = try LayoutOffendersTests.document()
        let constraints = LayoutFidelity.constraintsByView(document)
        func rule(_ id: String) throws -> LayoutFidelity.Rule {
            let node = try #require(document.element(withID: id)?.node)
            return LayoutFidelity.rule(of: node, in: document, constraints: constraints)
        }
        #expect(try rule("arranged") == .stackView)
        #expect(try rule("stack") == .safeArea)
        #expect(try rule("banner") == .safeArea)
        #expect(try rule("card") == .margins)
        #expect(try rule("caption") == .baseline)
        #expect(try rule("legacy") == .autoresizing)
    }

    /// A view inside a missed superview is left out: it is wrong with it.
    @Test func reportListsRootCausesByRuleMostFirst() throws {
        let document = try LayoutOffendersTests.document()
        let truth: [String: LayoutRect] = [
            "stack": LayoutRect(x: 16, y: 20, width: 343, height: 20), "arranged": LayoutRect(x: 0, y: 0, width: 343, height: 20),
            "banner": LayoutRect(x: 0, y: 40, width: 375, height: 44), "card": LayoutRect(x: 16, y: 100, width: 343, height: 44),
            "caption": LayoutRect(x: 16, y: 150, width: 60, height: 20),
        ]
        var ours = truth
        ours["stack"]?.y = 44          // wrong: its arranged label is not a root cause
        ours["arranged"]?.y = 3
        ours["banner"]?.y = 64
        ours["caption"]?.width = 58
        ours["card"] = nil             // not laid out at all
        let misses = LayoutFidelity.misses(in: document, path: "/corpus/App/Main.storyboard", ours: ours, compared: truth, truth: truth)
        #expect(misses.map(\.id) == ["banner", "caption", "card", "stack"])
        #expect(LayoutFidelity.report(misses, trimming: "/corpus/") == """
            Worst offenders by rule (4 views placed wrong inside a superview placed right):
              2 iOS, safe area and layout guides
                  App/Main.storyboard:20:1 banner: (0, 64, 375, 44), Xcode (0, 40, 375, 44)
                  App/Main.storyboard:12:1 stack: (16, 44, 343, 20), Xcode (16, 20, 343, 20)
              1 iOS, baselines
                  App/Main.storyboard:26:1 caption: (16, 150, 58, 20), Xcode (16, 150, 60, 20)
              1 iOS, layout margins
                  App/Main.storyboard:23:1 card: missing, Xcode (16, 100, 343, 44)
            """)
    }
}
