import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 10.0 and 10.1 (tools 14000–14489) draw a collection view cell as if it stood at the
/// screen's top: the top margin of a content view that insets its margins from the safe area
/// takes the screen's top safe-area inset too (8 + 20 pt on an iPhone 8), wherever the cell
/// is; one whose content view says `insetsLayoutMarginsFromSafeArea="NO"` keeps 8 pt. The
/// cell's constraints name the cell for its content view. Corpus: the cells of those tools
/// with a constraint to the top margin, 6 of 6 at 28 pt (raywenderlich's PetPal, 3 versions)
/// and 1 of 1 at 8 with the flag off (raywenderlich's Raykea).
struct CollectionCellSafeAreaMarginLayoutTests {
    static func document(toolsVersion: String, contentViewAttributes: String = "") throws -> Document {
        try storyboard(
            toolsVersion: toolsVersion,
            subviews: """
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="collection">
                    <rect key="frame" x="0.0" y="120" width="375" height="547"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="5" id="flow">
                        <size key="itemSize" width="155" height="255"/>
                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="20" minY="15" maxX="20" maxY="0.0"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Cell" id="cell">
                            <rect key="frame" x="20" y="15" width="155" height="255"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" \(contentViewAttributes)>
                                <rect key="frame" x="0.0" y="0.0" width="155" height="255"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picture">
                                        <rect key="frame" x="8" y="36" width="139" height="211"/>
                                    </view>
                                </subviews>
                            </view>
                            <constraints>
                                <constraint firstItem="picture" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="p1"/>
                                <constraint firstAttribute="trailingMargin" secondItem="picture" secondAttribute="trailing" id="p2"/>
                                <constraint firstItem="picture" firstAttribute="top" secondItem="cell" secondAttribute="topMargin" constant="8" id="p3"/>
                                <constraint firstAttribute="bottomMargin" secondItem="picture" secondAttribute="bottom" id="p4"/>
                            </constraints>
                        </collectionViewCell>
                    </cells>
                </collectionView>
                """,
            constraints: """
                <constraint firstItem="collection" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="collection" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="collection" firstAttribute="top" secondItem="root" secondAttribute="top" constant="120" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="collection" secondAttribute="bottom" id="c4"/>
                """)
    }

    @Test func xcode10CellsTakeTheScreensTopInsetIntoTheirTopMargin() throws {
        let layout = DocumentLayout(document: try Self.document(toolsVersion: "14313.3.2"))
        #expect(layout.frame("cell") == rect(20, 15, 155, 255))
        #expect(layout.frame("picture") == rect(8, 36, 139, 211))
    }

    /// A content view that does not inset its margins from the safe area, and Xcode 10.2 on.
    @Test(arguments: [("14313.3.2", #"insetsLayoutMarginsFromSafeArea="NO""#), ("14490", "")])
    func otherCellsKeep8Points(toolsVersion: String, contentViewAttributes: String) throws {
        let layout = DocumentLayout(document: try Self.document(toolsVersion: toolsVersion, contentViewAttributes: contentViewAttributes))
        #expect(layout.frame("picture") == rect(8, 16, 139, 231))
    }
}
