import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 9.1 to 10 (tools 13500 to 14999) give the cells of a plain table that is not a
/// controller's view (a table placed in the view, without the root's system minimum margins)
/// UIKit's older 15 pt side margins on iPhones without a sensor housing, where a controller's
/// table has 16 (20 from 414 pt on). The corpus: raywenderlich's Spacetime (5 versions, a stack
/// 15 pt before the trailing margin's end of a 414 pt cell), OurPlanet and ReceiptVerifier,
/// DuckDuckGo's autocomplete (tools 13771 to 14854): 15 of 15 constraints to such content
/// views' side margins at 15; on an iPhone XS Max the system's 20 (raywenderlich's InsomniOwl).
struct SubviewTableCellMarginLayoutTests {
    static func document(style: String) throws -> Document {
        try storyboard(
            toolsVersion: "14460",
            subviews: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="\(style)" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                    <rect key="frame" x="0.0" y="100" width="375" height="567"/>
                    <prototypes>
                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="cell">
                            <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="15" y="11" width="345" height="21"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="t1"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="t2"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="11" id="t3"/>
                                    <constraint firstItem="title" firstAttribute="height" constant="21" id="t4"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
                """,
            constraints: """
                <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="c4"/>
                """)
    }

    @Test(arguments: [("plain", 15.0), ("grouped", 16.0)])
    func aPlainSubviewTablesCellsHave15PointMargins(style: String, side: Double) throws {
        let layout = DocumentLayout(document: try Self.document(style: style))
        #expect(layout.frame("title") == rect(side, 11, 375 - 2 * side, 21))
    }
}
