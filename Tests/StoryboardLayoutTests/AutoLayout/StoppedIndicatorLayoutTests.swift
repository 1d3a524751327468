import StoryboardFormat
import Testing
import StoryboardLayout

/// A stopped activity indicator that hides when stopped is written `hidden="YES"`, but
/// Interface Builder keeps it in its stack's arrangement: it holds its place and the spacing
/// after it (3 of 3 such indicators in the corpus's stacks: Corona-Warn-App's loading item, 2
/// versions, a 20 pt indicator and 16 pt spacing before a label stored at x 36; RxSwift's API
/// wrappers example). A hidden indicator that animates, or that does not hide when stopped, is
/// hidden as any view is (the corpus's 4 such collapse).
struct StoppedIndicatorLayoutTests {
    static func row(indicator attributes: String) throws -> Document {
        try storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="155"/>
                    <subviews>
                        <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="765" verticalHuggingPriority="750" \(attributes) style="white" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                            <rect key="frame" x="0.0" y="67.5" width="20" height="20"/>
                        </activityIndicatorView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                            <rect key="frame" x="36" y="67.5" width="339" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="text" firstAttribute="height" constant="20" id="th"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="stack" firstAttribute="height" constant="155" id="c4"/>
                """)
    }

    @Test func stoppedIndicatorThatHidesWhenStoppedKeepsItsPlace() throws {
        let layout = DocumentLayout(document: try Self.row(indicator: #"hidesWhenStopped="YES""#))
        #expect(layout.frame("spinner") == rect(0, 67.5, 20, 20))
        #expect(layout.frame("text") == rect(36, 67.5, 339, 20))
    }

    @Test(arguments: [#"hidesWhenStopped="YES" animating="YES""#, ""])
    func hiddenIndicatorOtherwiseCollapses(attributes: String) throws {
        let layout = DocumentLayout(document: try Self.row(indicator: attributes))
        #expect(layout.frame("spinner")?.width == 0)
        #expect(layout.frame("text") == rect(0, 67.5, 375, 20))
    }
}
