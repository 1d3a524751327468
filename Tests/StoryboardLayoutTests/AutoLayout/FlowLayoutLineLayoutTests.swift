import StoryboardFormat
import Testing
import StoryboardLayout

/// A vertical flow layout puts as many cells on a line as fit between its section insets, the
/// first at the left inset and the others spread as on a full line, even on a line they do not
/// fill; on another width the cells are placed anew, and move to the next line when fewer fit.
/// The corpus's flow layouts of cells of one size: 130 of 132 stored so, 7 of them with cells
/// on a line they do not fill (Habitica's avatar customisation: two 76 pt cells at 16 and 105
/// in 375 pt with 16 pt insets and 8 pt spacing, where four fit; 16 and 118 in 414 pt).
struct FlowLayoutLineLayoutTests {
    static func document(cells: Int) throws -> Document {
        let items = (0..<cells).map { index in
            """
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell\(index)">
                <rect key="frame" x="\(16 + 89 * index)" y="0.0" width="76" height="96"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </collectionViewCell>
            """
        }.joined()
        return try storyboard(
            device: "retina4_7", toolsVersion: "17701",
            subviews: """
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="collection">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="8" minimumInteritemSpacing="8" id="flow">
                        <size key="itemSize" width="76" height="96"/>
                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="16" minY="0.0" maxX="16" maxY="32"/>
                    </collectionViewFlowLayout>
                    <cells>\(items)</cells>
                </collectionView>
                """,
            constraints: """
                <constraint firstItem="collection" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="collection" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="collection" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="collection" secondAttribute="bottom" id="c4"/>
                """)
    }

    @Test func cellsSpreadAsOnAFullLine() throws {
        let document = try Self.document(cells: 2)
        #expect(DocumentLayout(document: document).frame("cell1") == rect(105, 0, 76, 96))
        #expect(DocumentLayout(document: document, device: Device.named("retina6_1")).frame("cell1") == rect(118, 0, 76, 96))
    }

    /// Four cells fill a 375 pt line (16, 105, 194, 283); on an iPhone SE three fit, 30 pt
    /// apart, and the fourth starts the next line.
    @Test func cellsMoveToTheNextLine() throws {
        let layout = DocumentLayout(document: try Self.document(cells: 4), device: Device.named("retina4_0"))
        #expect(layout.frame("cell1") == rect(122, 0, 76, 96))
        #expect(layout.frame("cell2") == rect(228, 0, 76, 96))
        #expect(layout.frame("cell3") == rect(16, 104, 76, 96))
    }
}
