import StoryboardFormat
import Testing
import StoryboardLayout

/// A vertical flow layout's section header spans its collection view, as
/// `UICollectionViewFlowLayout` sizes it (Habitica's customization header: 375 pt on an
/// iPhone 8, 414 pt on an iPhone 11, its content following).
struct CollectionSupplementLayoutTests {
    static func document(scrollDirection: String) throws -> Document {
        try storyboard(
            subviews: """
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="collection">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="\(scrollDirection)" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                        <size key="itemSize" width="50" height="50"/>
                        <size key="headerReferenceSize" width="50" height="60"/>
                    </collectionViewFlowLayout>
                    <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="header">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="8" y="8" width="359" height="44"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="8" id="h1"/>
                            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="8" id="h2"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="header" secondAttribute="top" constant="8" id="h3"/>
                            <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="8" id="h4"/>
                        </constraints>
                    </collectionReusableView>
                </collectionView>
                """,
            constraints: """
                <constraint firstItem="collection" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="collection" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="collection" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="collection" secondAttribute="bottom" id="c4"/>
                """)
    }

    @Test func verticalSectionHeadersSpanTheCollectionView() throws {
        let layout = DocumentLayout(document: try Self.document(scrollDirection: "vertical"), device: Device.named("retina6_1"))
        #expect(layout.frame("collection") == rect(0, 0, 414, 896))
        #expect(layout.frame("header") == rect(0, 0, 414, 60))
        #expect(layout.frame("title") == rect(8, 8, 398, 44))
    }

    @Test func horizontalFlowKeepsTheHeadersWidth() throws {
        let layout = DocumentLayout(document: try Self.document(scrollDirection: "horizontal"), device: Device.named("retina6_1"))
        #expect(layout.frame("header") == rect(0, 0, 375, 60))
    }
}
