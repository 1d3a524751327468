import StoryboardFormat
import Testing
import StoryboardLayout

/// A vertical flow layout's cell that fills its line (as wide as the collection view less its
/// section insets, or wider) is centred in the collection view: on a narrower screen it keeps
/// its width and overhangs both insets equally. The corpus: NetNewsWire's feed cells, 398 pt
/// wide with 16 pt insets, at x 16 in a 430 pt collection view and at x 2 in a 402 pt one (6 of
/// 6 such cells).
struct FlowLayoutCellLayoutTests {
    @Test func aCellFillingItsLineIsCentred() throws {
        let document = try storyboard(
            device: "retina6_7", toolsVersion: "24506", rootFrame: #"x="0.0" y="0.0" width="430" height="932""#,
            subviews: """
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="collection">
                    <rect key="frame" x="0.0" y="0.0" width="430" height="932"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                        <size key="itemSize" width="398" height="60"/>
                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="16" minY="0.0" maxX="16" maxY="0.0"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell">
                            <rect key="frame" x="16" y="0.0" width="398" height="60"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </collectionViewCell>
                    </cells>
                </collectionView>
                """,
            constraints: """
                <constraint firstItem="collection" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="collection" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="collection" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="collection" secondAttribute="bottom" id="c4"/>
                """)
        #expect(DocumentLayout(document: document).frame("cell") == rect(16, 0, 398, 60))
        #expect(DocumentLayout(document: document, device: Device.named("retina6_3")).frame("cell") == rect(2, 0, 398, 60))
    }
}
