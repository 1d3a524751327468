@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// Number runtime attributes arrive as `Double`s; an integer property given one that no
    /// `Int` holds (NaN, infinity, 1e300) must not trap, as UIKit's `NSNumber` conversion does
    /// not: it saturates, and NaN becomes 0.
    @MainActor
    @Suite("Number attributes out of an integer's range")
    struct NumberAttributeRangeTests {
        static func number(_ keyPath: String, _ value: String) -> String {
            """
            <userDefinedRuntimeAttribute type="number" keyPath="\(keyPath)">
                <real key="value" value="\(value)"/>
            </userDefinedRuntimeAttribute>
            """
        }

        @Test func integersSaturateAndNaNIsZero() throws {
            let storyboard = try DecodingFixture.storyboard(initial: "vc", DecodingFixture.scene("vc", body: DecodingFixture.rootView(subviews: """
                <view contentMode="scaleToFill" customClass="InspectedView" customModule="StoryboardRuntimeTests" id="inspected">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <userDefinedRuntimeAttributes>
                        \(Self.number("count", "1e300"))
                        \(Self.number("tag", "-1e300"))
                    </userDefinedRuntimeAttributes>
                </view>
                <label opaque="NO" contentMode="left" text="L" id="label">
                    <rect key="frame" x="0.0" y="100" width="100" height="21"/>
                    <userDefinedRuntimeAttributes>
                        \(Self.number("numberOfLines", "nan"))
                        \(Self.number("tag", "inf"))
                    </userDefinedRuntimeAttributes>
                </label>
                """) + """
                <navigationItem key="navigationItem" title="N" id="item">
                    <barButtonItem key="rightBarButtonItem" title="Go" id="go">
                        <userDefinedRuntimeAttributes>
                            \(Self.number("tag", "-inf"))
                        </userDefinedRuntimeAttributes>
                    </barButtonItem>
                </navigationItem>
                """))
            let controller = try #require(try storyboard.instantiateInitialViewController())
            let views = controller.view.allViews()
            let inspected = try #require(views.compactMap { $0 as? InspectedView }.first)
            let label = try #require(views.compactMap { $0 as? Label }.first)
            #expect(inspected.count == Int.max)
            #expect(inspected.tag == Int.min)
            #expect(label.numberOfLines == 0)
            #expect(label.tag == Int.max)
            #expect(controller.navigationItem.rightBarButtonItems.map(\.tag) == [Int.min])
            #expect(testEnvironment.diagnostics.warnings.isEmpty)
            try testEnvironment.failures.throwIfAny()
        }
    }
}
