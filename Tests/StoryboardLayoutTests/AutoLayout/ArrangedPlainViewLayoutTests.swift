import StoryboardFormat
import Testing
import StoryboardLayout

/// A plain view arranged in a UIKit stack view, with no subviews of its own, keeps the size
/// Interface Builder drew it at where nothing else sets it: along the stack's axis, and across
/// it unless the stack fills. Its stored size is its intrinsic size (a custom class's
/// designable reports its own; a plain one keeps its frame). The corpus: 442 such views in 114
/// files of 6 projects, 334 within 0.5 pt of Xcode's frames without the rule, 408 with it
/// (Habitica's collapsible titles, 128 pt tall in their vertical stacks of Social.storyboard;
/// its currency views in stacks that wish to be 50 pt wide at priority 500).
struct ArrangedPlainViewLayoutTests {
    @Test func aCustomViewKeepsItsLengthAlongTheStack() throws {
        let document = try storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="16" y="20" width="343" height="182"/>
                <constraints>
                    <constraint firstAttribute="height" priority="500" constant="50" id="wish"/>
                </constraints>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title" customClass="CollapsibleTitle" customModule="Habitica">
                        <rect key="frame" x="0.0" y="0.0" width="343" height="128"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="0.0" y="132" width="343" height="50"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="50" id="h"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="c2"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
            """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(16, 20, 343, 182))
        #expect(layout.frame("title") == rect(0, 0, 343, 128))
        #expect(layout.frame("bar") == rect(0, 132, 343, 50))
    }

    /// An image view without an image has nothing inside it either (Habitica's
    /// QuestProgressView.xib: a network image view 258 pt tall in a vertical stack, with a
    /// 10 pt height at priority 500 that it does not follow).
    @Test func anImageViewWithoutAnImageKeepsItsLengthAlongTheStack() throws {
        let document = try storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="16" width="375" height="258"/>
                <subviews>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="banner" customClass="NetworkImageView" customModule="Habitica">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="258"/>
                        <constraints>
                            <constraint firstAttribute="height" priority="500" constant="10" id="h"/>
                        </constraints>
                    </imageView>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c3"/>
            """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(0, 16, 375, 258))
        #expect(layout.frame("banner") == rect(0, 0, 375, 258))
    }

    /// A scrolling view has no intrinsic size either (Habitica's gift-gems scene, Main.storyboard
    /// at tools 23090: a collection view drawn 140 pt tall in a vertical stack, hugging at 1000
    /// over a 410 pt height at priority 500; the corpus's 23 collection, table, scroll, text and
    /// map views in UIKit stacks, 21 within 0.5 pt without the rule, 23 with it).
    @Test func aCollectionViewKeepsItsLengthAlongTheStack() throws {
        let document = try storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="20" width="375" height="190"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="head">
                        <rect key="frame" x="137.5" y="0.0" width="100" height="30"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="w"/>
                            <constraint firstAttribute="height" constant="30" id="h"/>
                        </constraints>
                    </view>
                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="gems">
                        <rect key="frame" x="0.0" y="50" width="375" height="140"/>
                        <constraints>
                            <constraint firstAttribute="height" priority="500" constant="410" id="wish"/>
                        </constraints>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                            <size key="itemSize" width="160" height="200"/>
                        </collectionViewFlowLayout>
                    </collectionView>
                </subviews>
                <constraints>
                    <constraint firstItem="gems" firstAttribute="width" secondItem="stack" secondAttribute="width" id="cw"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
            """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(0, 20, 375, 190))
        #expect(layout.frame("gems") == rect(0, 50, 375, 140))
    }

    @Test func aPlainViewKeepsItsSizeInAStackThatDoesNotFill() throws {
        let document = try storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="16" y="20" width="60" height="40"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                        <rect key="frame" x="0.0" y="14" width="12" height="12"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="20" y="0.0" width="40" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="w"/>
                            <constraint firstAttribute="height" constant="40" id="h"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
            """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(16, 20, 60, 40))
        #expect(layout.frame("dot") == rect(0, 14, 12, 12))
        #expect(layout.frame("box") == rect(20, 0, 40, 40))
    }
}
