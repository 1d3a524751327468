import StoryboardFormat
import Testing
import StoryboardLayout

/// Constraints of every form, solved from the constraints alone (the stored frames are wrong
/// on purpose), with the frames UIKit gives.
struct ConstraintLayoutTests {
    @Test func pinnedToSafeAreaWithHeight() throws {
        let document = try storyboard(
            subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="1" y="2" width="3" height="4"/></view>"#,
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="100" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.device.id == "retina4_7")
        #expect(layout.frame("root") == rect(0, 0, 375, 667))
        #expect(layout.frame("a") == rect(20, 20, 335, 100))
        #expect(layout.warnings.isEmpty)
        // On an iPhone 11 the safe area starts under the sensor housing.
        let other = DocumentLayout(document: document, device: Device.named("retina6_1"))
        #expect(other.frame("root") == rect(0, 0, 414, 896))
        #expect(other.frame("a") == rect(20, 44, 374, 100))
        // In landscape on an iPhone X class device the sides are inset too.
        let landscape = DocumentLayout(document: document, device: Device.named("retina5_9"), orientation: .landscape)
        #expect(landscape.frame("a") == rect(64, 0, 684, 100))
    }

    @Test func centeredWithMultiplierAndIntrinsicSize() throws {
        let document = try storyboard(
            subviews: """
                <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="40" height="20.5"/></label>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                """,
            constraints: """
                <constraint firstItem="l" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                <constraint firstItem="l" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                <constraint firstItem="v" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:3" id="c3"/>
                <constraint firstItem="v" firstAttribute="width" secondItem="v" secondAttribute="height" multiplier="2:1" id="c4"/>
                <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c5"/>
                <constraint firstItem="v" firstAttribute="top" secondItem="l" secondAttribute="bottom" constant="8" id="c6"/>
                """)
        let layout = DocumentLayout(document: document)
        // Center 333.5 − 10.25 = 323.25 rounds to the @2x pixel grid at 323.5.
        #expect(layout.frame("l") == rect(167.5, 323.5, 40, 20.5))
        // 375 / 3 = 125 rounds to the pixel grid (@2x) at the edges; the margin is 16 pt.
        #expect(layout.frame("v") == rect(16, 352, 125, 62.5))
    }

    /// A label whose font is a Dynamic Type text style (no point size in the file) has the
    /// baselines of that style's default size: two 16 pt footnote labels (13 pt) 16 pt apart
    /// from baseline to first baseline sit 16 pt apart (raywenderlich's MedJournal, Xcode's
    /// frames; with 17 pt metrics the second label started 4.5 pt higher).
    @Test func textStyleFontsPlaceBaselines() throws {
        func label(_ id: String) -> String {
            #"<label text="City" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="0" y="0" width="88" height="16"/><fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/></label>"#
        }
        let document = try storyboard(
            subviews: label("first") + label("second"),
            constraints: """
                <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="152" id="c1"/>
                <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="leading" id="c3"/>
                <constraint firstItem="second" firstAttribute="firstBaseline" secondItem="first" secondAttribute="baseline" constant="16" symbolic="YES" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("first") == rect(152, 100, 88, 16))
        #expect(layout.frame("second") == rect(152, 116, 88, 16))
    }

    @Test func unsatisfiableRequiredConstraintIsBrokenAndReported() throws {
        let document = try storyboard(
            subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#,
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstItem="a" firstAttribute="width" constant="50" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="50" id="c4"/>
                <constraint firstItem="a" firstAttribute="width" constant="60" id="c5"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("a") == rect(0, 0, 50, 50))
        #expect(layout.warnings.map(\.description) == [
            "Test.storyboard:19:1: warning: Unable to simultaneously satisfy constraints: breaking c5 (a.width == 60.0) [layout-unsatisfiable-constraints]"
        ])
    }

    @Test func ambiguousViewIsReportedAndKeptWhereStored() throws {
        let document = try storyboard(
            subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="30" y="40" width="10" height="10"/></view>"#,
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="5" id="c1"/>
                <constraint firstItem="a" firstAttribute="width" constant="50" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="50" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("a") == rect(5, 40, 50, 50))
        #expect(layout.views.first { $0.id == "a" }?.isAmbiguous == true)
        #expect(layout.warnings.map(\.description) == [
            "Test.storyboard:12:1: warning: ambiguous layout: the position or size of view a is not determined by its constraints [layout-ambiguous-layout]"
        ])
    }

    /// Interface Builder's "Ambiguity: Never Verify" (`verifyAmbiguity="off"`) silences the
    /// ambiguity warning for a view, not the flag Xcode stores: 11 of the corpus's 15 such
    /// views are stored ambiguous="YES" (NetNewsWire's image scroll view and timeline title
    /// view). The view is still reported ambiguous; only its warning goes.
    @Test func neverVerifyAmbiguitySilencesTheWarning() throws {
        let document = try storyboard(
            subviews: """
                <view verifyAmbiguity="off" translatesAutoresizingMaskIntoConstraints="NO" id="quiet"><rect key="frame" x="30" y="40" width="10" height="10"/></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="loud"><rect key="frame" x="30" y="140" width="10" height="10"/></view>
                """,
            constraints: """
                <constraint firstItem="quiet" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="5" id="c1"/>
                <constraint firstItem="quiet" firstAttribute="width" constant="50" id="c2"/>
                <constraint firstItem="quiet" firstAttribute="height" constant="50" id="c3"/>
                <constraint firstItem="loud" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="5" id="c4"/>
                <constraint firstItem="loud" firstAttribute="width" constant="50" id="c5"/>
                <constraint firstItem="loud" firstAttribute="height" constant="50" id="c6"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("quiet") == rect(5, 40, 50, 50))
        #expect(layout.frame("loud") == rect(5, 140, 50, 50))
        #expect(layout.views.filter(\.isAmbiguous).map(\.id) == ["quiet", "loud"])
        #expect(layout.warnings.map(\.description) == [
            "Test.storyboard:13:1: warning: ambiguous layout: the position or size of view loud is not determined by its constraints [layout-ambiguous-layout]"
        ])
    }

    /// A view no constraint names is placed by Interface Builder at its frame (ibtool builds it
    /// with `translatesAutoresizingMaskIntoConstraints` on, whatever the file says), and a view
    /// its autoresizing mask places (an NSBox's content view) follows its superview: neither is
    /// ambiguous, nor is a view constrained inside them. The corpus: Sequel Ace's user manager
    /// (no constraint at all, 80 views stored with the attribute off) has 68 such views, none
    /// flagged by Xcode; outside stacks, Xcode flags no view with the attribute off that no
    /// constraint names. A constrained view beside them with its position open still is.
    @Test func viewsPlacedByTheirFrameAreNotAmbiguous() throws {
        let document = try appKitXib(
            height: 200, toolsVersion: "14109",
            subviews: """
                <box title="Users" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="20" y="40" width="200" height="100"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="3" y="3" width="194" height="82"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                <rect key="frame" x="16" y="40" width="100" height="18"/>
                                <buttonCell key="cell" type="check" title="Create View" bezelStyle="regularSquare" imagePosition="left" inset="2" id="cell"/>
                            </button>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                                <rect key="frame" x="10" y="10" width="20" height="20"/>
                            </customView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="pinned" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="c1"/>
                            <constraint firstAttribute="bottom" secondItem="pinned" secondAttribute="bottom" constant="10" id="c2"/>
                            <constraint firstItem="pinned" firstAttribute="width" constant="20" id="c3"/>
                            <constraint firstItem="pinned" firstAttribute="height" constant="20" id="c4"/>
                        </constraints>
                    </view>
                </box>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="open">
                    <rect key="frame" x="240" y="40" width="30" height="30"/>
                </customView>
                """,
            constraints: """
                <constraint firstItem="open" firstAttribute="width" constant="30" id="c5"/>
                <constraint firstItem="open" firstAttribute="height" constant="30" id="c6"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("box") == rect(20, 40, 200, 100))
        #expect(layout.frame("inner") == rect(16, 40, 100, 18))
        #expect(layout.frame("pinned") == rect(10, 10, 20, 20))
        #expect(layout.views.filter(\.isAmbiguous).map(\.id) == ["open"])
    }

    /// A sub-point conflict between two sizes of equal priority (a chain 0.25 pt longer than its
    /// box) is shared out by the stays, and the probe moves the two views by a fraction of a
    /// point: no freedom of their own, and not reported; a view whose position is open moves
    /// with the stays and is. The corpus: 89 views the probe moved 0.3 pt or less (iina's
    /// preferences, chains 0.25 pt off with text a fraction off Xcode's), none flagged by Xcode.
    @Test func subpointConflictIsNotAmbiguity() throws {
        let document = try storyboard(
            subviews: """
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="20" y="20" width="100" height="200"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="100" height="100"/></view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="100" width="100" height="100"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="top" secondItem="box" secondAttribute="top" id="i1"/>
                        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" id="i2"/>
                        <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" id="i3"/>
                        <constraint firstItem="a" firstAttribute="height" priority="750" constant="100" id="i4"/>
                        <constraint firstItem="b" firstAttribute="height" priority="750" constant="100" id="i5"/>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="i6"/>
                        <constraint firstItem="a" firstAttribute="width" secondItem="box" secondAttribute="width" id="i7"/>
                        <constraint firstItem="b" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="i8"/>
                        <constraint firstItem="b" firstAttribute="width" secondItem="box" secondAttribute="width" id="i9"/>
                    </constraints>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="open"><rect key="frame" x="200" y="300" width="30" height="30"/></view>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
                <constraint firstItem="box" firstAttribute="height" constant="200.25" id="c4"/>
                <constraint firstItem="open" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="c5"/>
                <constraint firstItem="open" firstAttribute="width" constant="30" id="c6"/>
                <constraint firstItem="open" firstAttribute="height" constant="30" id="c7"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("box") == rect(20, 20, 100, 200.5))
        #expect(layout.frame("a") == rect(0, 0, 100, 100))
        #expect(layout.frame("b") == rect(0, 100, 100, 100.5))
        #expect(layout.views.filter(\.isAmbiguous).map(\.id) == ["open"])
    }

    @Test func autoresizingMaskSharesTheChangeAmongFlexibleParts() throws {
        let document = try storyboard(
            subviews: """
                <view id="w"><rect key="frame" x="10" y="10" width="355" height="100"/><autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/></view>
                <view id="b"><rect key="frame" x="0" y="617" width="375" height="50"/><autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/></view>
                <view id="c"><rect key="frame" x="100" y="100" width="175" height="100"/><autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES"/></view>
                """,
            constraints: "")
        let layout = DocumentLayout(document: document, device: Device.named("retina5_5"))
        #expect(layout.frame("w") == rect(10, 10, 394, 100))
        #expect(layout.frame("b") == rect(0, 686, 414, 50))
        // 39 pt more, shared 100 : 100 between the flexible margins: x = 119.5, on the @3x grid.
        #expect(layout.frame("c") == rect(359.0 / 3, 100, 175, 100))
    }

    /// `fixedFrame="YES"`: Interface Builder lays the view out by its frame (it has no
    /// constraints of its own) and ibtool builds it with `translatesAutoresizingMaskIntoConstraints`
    /// on, even where the file says `NO`: its autoresizing mask places it on another device, and
    /// it is not ambiguous (the corpus has 1,053 such views Xcode never marked ambiguous).
    @Test func fixedFrameViewFollowsItsAutoresizingMask() throws {
        let document = try storyboard(
            subviews: """
                <textField fixedFrame="YES" text="Blue" translatesAutoresizingMaskIntoConstraints="NO" id="f"><rect key="frame" x="20" y="72" width="335" height="30"/><autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/></textField>
                <label fixedFrame="YES" text="Red" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="20" y="110" width="42" height="21"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></label>
                """,
            constraints: "")
        let designed = DocumentLayout(document: document)
        #expect(designed.frame("f") == rect(20, 72, 335, 30))
        #expect(designed.frame("l") == rect(20, 110, 42, 21))
        #expect(designed.warnings.isEmpty)
        let wider = DocumentLayout(document: document, device: Device.named("retina5_5"))
        #expect(wider.frame("f") == rect(20, 72, 374, 30))
        #expect(wider.frame("l") == rect(20, 110, 42, 21))
        #expect(wider.warnings.isEmpty)
    }

    /// A `UISwitch` is placed by its 49 pt alignment rectangle; its 51 pt frame reaches 2 pt
    /// further right: last in a stack view it ends 2 pt past the stack, pinned 20 pt from the
    /// root's trailing edge its frame ends 18 pt from it.
    @Test func switchIsPlacedByItsAlignmentRectangle() throws {
        let document = try storyboard(
            subviews: """
                <stackView spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                    <rect key="frame" x="0" y="0" width="1" height="1"/>
                    <subviews>
                        <label text="Clear Data" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                            <rect key="frame" x="0" y="0" width="200" height="31"/>
                        </label>
                        <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="w">
                            <rect key="frame" x="0" y="0" width="51" height="31"/>
                        </switch>
                    </subviews>
                </stackView>
                <switch translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                    <rect key="frame" x="0" y="0" width="51" height="31"/>
                </switch>
                """,
            constraints: """
                <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="s" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" constant="20" id="c4"/>
                <constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c5"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("s") == rect(20, 100, 335, 31))
        #expect(layout.frame("l") == rect(0, 0, 278, 31))
        #expect(layout.frame("w") == rect(286, 0, 51, 31))
        #expect(layout.frame("pinned") == rect(306, 200, 51, 31))
    }

    /// A `UISlider`'s 31 pt frame reaches 2 pt past its alignment rectangle on either side and
    /// 1 pt below it (AVAEMixerSample's sliders pinned 20 pt from their superview's sides and
    /// to its bottom, as Xcode stores them); Xcode 26's sliders have no such insets.
    @Test(arguments: [("14460", rect(18, 628, 339, 31)), ("24412", rect(20, 627, 335, 31))])
    func sliderIsPlacedByItsAlignmentRectangle(tools: String, expected: LayoutRect) throws {
        let document = try storyboard(
            toolsVersion: tools,
            subviews: """
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                    <rect key="frame" x="0" y="0" width="100" height="31"/>
                </slider>
                """,
            constraints: """
                <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="slider" secondAttribute="bottom" constant="9" id="c3"/>
                """)
        #expect(DocumentLayout(document: document).frame("slider") == expected)
    }

    /// A `UISegmentedControl`'s frame reaches 1 pt below its alignment rectangle: a height
    /// constraint of 30 gives a 31 pt frame, a view pinned 8 pt below it starts 8 pt after the
    /// alignment rectangle, one pinned to the root's bottom ends 1 pt past the constraint (the
    /// corpus's required constraints on Xcode's frames: bottom edges 1 pt beyond in 19 of 22,
    /// heights 1 pt more than the constant in 11 of 11, top edges exact; Habitica's Main.storyboard).
    @Test func segmentedControlIsPlacedByItsAlignmentRectangle() throws {
        let document = try storyboard(
            subviews: """
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                    <rect key="frame" x="0" y="0" width="100" height="31"/>
                    <segments>
                        <segment title="First"/>
                        <segment title="Second"/>
                    </segments>
                </segmentedControl>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                </view>
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="bottomSeg">
                    <rect key="frame" x="0" y="0" width="100" height="29"/>
                    <segments>
                        <segment title="First"/>
                        <segment title="Second"/>
                    </segments>
                </segmentedControl>
                """,
            constraints: """
                <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="seg" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                <constraint firstItem="seg" firstAttribute="height" constant="30" id="c4"/>
                <constraint firstItem="below" firstAttribute="top" secondItem="seg" secondAttribute="bottom" constant="8" id="c5"/>
                <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
                <constraint firstItem="below" firstAttribute="width" constant="10" id="c7"/>
                <constraint firstItem="below" firstAttribute="height" constant="10" id="c8"/>
                <constraint firstItem="bottomSeg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c9"/>
                <constraint firstAttribute="bottom" secondItem="bottomSeg" secondAttribute="bottom" constant="20" id="c10"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("seg") == rect(20, 100, 335, 31))
        #expect(layout.frame("below") == rect(0, 138, 10, 10))
        #expect(layout.frame("bottomSeg") == rect(20, 619, 100, 29))
    }

    @Test func fillEquallyStackView() throws {
        let document = try storyboard(
            subviews: """
                <stackView distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                    <rect key="frame" x="0" y="0" width="1" height="1"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="s" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-20" id="c2"/>
                <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                <constraint firstItem="s" firstAttribute="height" constant="44" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("s") == rect(20, 100, 335, 44))
        #expect(layout.frame("a") == rect(0, 0, 105, 44))
        #expect(layout.frame("b") == rect(115, 0, 105, 44))
        #expect(layout.frame("c") == rect(230, 0, 105, 44))
    }
}

/// Right-to-left languages: leading and trailing (and their margins) swap sides, left and
/// right do not, and a horizontal stack view starts at its right end.
struct RightToLeftLayoutTests {
    @Test func leadingAndTrailingFlip() throws {
        let document = try storyboard(
            subviews: """
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="20" y="20" width="100" height="50"/></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="16" y="80" width="100" height="50"/></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="10" y="140" width="100" height="50"/></view>
                <stackView translatesAutoresizingMaskIntoConstraints="NO" spacing="10" id="s">
                    <rect key="frame" x="0.0" y="200" width="375" height="40"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="s1"><rect key="frame" x="0.0" y="0.0" width="50" height="40"/></view>
                        <view contentMode="scaleToFill" id="s2"><rect key="frame" x="60" y="0.0" width="315" height="40"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="s1" firstAttribute="width" constant="50" id="s1w"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="a1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="a2"/>
                <constraint firstItem="a" firstAttribute="width" constant="100" id="a3"/>
                <constraint firstItem="a" firstAttribute="height" constant="50" id="a4"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="b1"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="b2"/>
                <constraint firstItem="b" firstAttribute="width" constant="100" id="b3"/>
                <constraint firstItem="b" firstAttribute="height" constant="50" id="b4"/>
                <constraint firstItem="c" firstAttribute="left" secondItem="root" secondAttribute="left" constant="10" id="c1"/>
                <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="140" id="c2"/>
                <constraint firstItem="c" firstAttribute="width" constant="100" id="c3"/>
                <constraint firstItem="c" firstAttribute="height" constant="50" id="c4"/>
                <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
                <constraint firstItem="s" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="st"/>
                <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="sy"/>
                <constraint firstItem="s" firstAttribute="height" constant="40" id="sh"/>
                """)
        let leftToRight = DocumentLayout(document: document)
        #expect(leftToRight.frame("a") == rect(20, 20, 100, 50))
        #expect(leftToRight.frame("s1") == rect(0, 0, 50, 40))
        let layout = DocumentLayout(document: document, isRightToLeft: true)
        #expect(layout.frame("a") == rect(255, 20, 100, 50))
        // The trailing margin of a controller's view on an iPhone 8 is 16 pt.
        #expect(layout.frame("b") == rect(259, 80, 100, 50))
        #expect(layout.frame("c") == rect(10, 140, 100, 50))
        #expect(layout.frame("s") == rect(0, 200, 375, 40))
        #expect(layout.frame("s1") == rect(325, 0, 50, 40))
        #expect(layout.frame("s2") == rect(0, 0, 315, 40))
    }
}
