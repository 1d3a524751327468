import StoryboardFormat
import Testing
import StoryboardLayout

/// Hidden arranged subviews of a stack view, laid out as Xcode stores them (`UISV-hiding`):
/// zero length along the axis, in the middle of the gap between the visible views around them
/// (at the end they are next to), aligned across the axis but not bounding the stack; a view's
/// own required length outweighs the hiding. The shapes are the corpus's (Wikipedia's account
/// creation form: three-point spacing, a hidden field 1.5 pt below the field above it; a
/// raywenderlich cell: a hidden 22 pt image in a bottom-aligned 14.5 pt stack).
struct HiddenArrangedSubviewLayoutTests {
    /// A vertical stack (fill, spacing 3) at (20, 100), 300 wide: `a` 20 high, hidden `h1`
    /// and `h2`, `b` 30 high, hidden `end` last; `s` has its own required height.
    static func verticalStack(fixedHeight: String = "") throws -> Document {
        try storyboard(
            subviews: """
                <stackView axis="vertical" spacing="3" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0" y="0" width="1" height="1"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                        <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="h1"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                        <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="h2">
                            <rect key="frame" x="0" y="0" width="1" height="1"/>
                            <constraints>\(fixedHeight)</constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                        <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="end"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="height" constant="20" id="ah"/>
                        <constraint firstItem="b" firstAttribute="height" constant="30" id="bh"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="stack" firstAttribute="width" constant="300" id="c3"/>
                """)
    }

    @Test("hidden views collapse in the middle of the gap, or at the end they follow")
    func hiddenViewsCollapse() throws {
        let layout = DocumentLayout(document: try Self.verticalStack())
        #expect(layout.frame("stack") == rect(20, 100, 300, 53))
        #expect(layout.frame("a") == rect(0, 0, 300, 20))
        #expect(layout.frame("h1") == rect(0, 21.5, 300, 0))
        #expect(layout.frame("h2") == rect(0, 21.5, 300, 0))
        #expect(layout.frame("b") == rect(0, 23, 300, 30))
        #expect(layout.frame("end") == rect(0, 53, 300, 0))
        #expect(layout.warnings.isEmpty)
    }

    @Test("a hidden view's own required length outweighs the hiding, without a warning")
    func ownRequiredLengthWins() throws {
        let layout = DocumentLayout(document: try Self.verticalStack(
            fixedHeight: #"<constraint firstAttribute="height" constant="40" id="h2h"/>"#))
        #expect(layout.frame("h2")?.height == 40)
        #expect(layout.frame("h1") == rect(0, 21.5, 300, 0))
        // The visible views keep their places: the hidden ones are not in the spacing chain.
        #expect(layout.frame("b") == rect(0, 23, 300, 30))
        #expect(layout.warnings.isEmpty)
    }

    @Test("a hidden view is aligned across the axis but does not bound the stack")
    func hiddenViewsDoNotBoundTheStack() throws {
        let document = try storyboard(
            subviews: """
                <stackView alignment="bottom" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0" y="0" width="1" height="1"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                        <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                            <rect key="frame" x="0" y="0" width="1" height="1"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="22" id="ih"/>
                                <constraint firstAttribute="width" constant="22" id="iw"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="height" constant="14.5" id="lh"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="stack" firstAttribute="width" constant="184" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(8, 100, 184, 14.5))
        #expect(layout.frame("label") == rect(0, 0, 184, 14.5))
        #expect(layout.frame("image")?.y == -7.5)
        #expect(layout.frame("image")?.height == 22)
        #expect(layout.warnings.isEmpty)
    }

    /// With one visible view, a hidden view that keeps its own required length starts at the
    /// stack's start, while one that collapses stays at the end it follows (the corpus's
    /// single-visible stacks: Habitica's separated social stack, 61 pt views hidden after a
    /// 1 pt separator and stored at y 0; Wikipedia's settings cell, a collapsed label at the end).
    @Test("with one visible view, a hidden view keeping its length starts at the stack's start")
    func uncollapsedHiddenViewInLoneStack() throws {
        let document = try storyboard(
            subviews: """
                <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0" y="0" width="1" height="1"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="line"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                        <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="kept">
                            <rect key="frame" x="0" y="0" width="1" height="1"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="61" id="kh"/>
                            </constraints>
                        </view>
                        <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="collapsed"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="line" firstAttribute="height" constant="1" id="lh"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="stack" firstAttribute="width" constant="343" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(16, 100, 343, 1))
        #expect(layout.frame("line") == rect(0, 0, 343, 1))
        #expect(layout.frame("kept") == rect(0, 0, 343, 61))
        #expect(layout.frame("collapsed") == rect(0, 1, 343, 0))
        #expect(layout.warnings.isEmpty)
    }

    /// Before the first visible view, a hidden view is held by its end, as one after the last
    /// visible view is by its start: one that keeps its own required length lies outside the
    /// visible views (Habitica's menu header: 100 and 80 pt views hidden above a stack spaced
    /// 14 pt, stored at y -100 and -80, 4 of 4 copies).
    @Test("before the first visible view, a hidden view keeping its length ends at the stack's start")
    func uncollapsedHiddenViewBeforeVisibleViews() throws {
        let document = try storyboard(
            subviews: """
                <stackView axis="vertical" spacing="14" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0" y="0" width="1" height="1"/>
                    <subviews>
                        <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="h1">
                            <rect key="frame" x="0" y="0" width="1" height="1"/>
                            <constraints><constraint firstAttribute="height" constant="100" id="h1h"/></constraints>
                        </view>
                        <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="h2">
                            <rect key="frame" x="0" y="0" width="1" height="1"/>
                            <constraints><constraint firstAttribute="height" constant="80" id="h2h"/></constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="height" constant="84" id="ah"/>
                        <constraint firstItem="b" firstAttribute="height" constant="135" id="bh"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="12" id="c1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="stack" firstAttribute="width" constant="404" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(12, 100, 404, 233))
        #expect(layout.frame("h1") == rect(0, -100, 404, 100))
        #expect(layout.frame("h2") == rect(0, -80, 404, 80))
        #expect(layout.frame("a") == rect(0, 0, 404, 84))
        #expect(layout.frame("b") == rect(0, 98, 404, 135))
        #expect(layout.warnings.isEmpty)
    }
}
