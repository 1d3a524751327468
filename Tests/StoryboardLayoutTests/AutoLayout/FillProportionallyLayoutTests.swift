import StoryboardFormat
import Testing
import StoryboardLayout

/// A fill-proportionally stack sets each arranged view's length to the stack's whole length
/// times the view's intrinsic length over the sum of the intrinsic lengths and the spacings
/// (UIKit's UISV-fill-proportionally constraints, `view.width == m × stack.width`), at 999 for
/// the first view, 998 for the second and so on. Where the stack is compressed, the first views
/// keep that share and the last ones give way; where it is wider, the last view takes the rest.
/// The corpus's shape: Wikipedia's edit toolbar, 148 pt of icons and 48 pt of spacing in a
/// 109.67 pt stack, stored 15, 17, 0.33, 8, 10, 10, 1.33, 0 and 0 wide (2 of 2 stacks).
struct FillProportionallyLayoutTests {
    private func document(width: Double) throws -> Document {
        try storyboard(
            subviews: """
                <stackView distribution="fillProportionally" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0" y="0" width="1" height="1"/>
                    <subviews>
                        <view placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                        <view placeholderIntrinsicWidth="30" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                        <view placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="stack" firstAttribute="width" constant="\(width)" id="c3"/>
                """)
    }

    @Test("a compressed stack keeps the first views' shares and the last gives way")
    func compressed() throws {
        // 40 + 30 + 50 + 2 × 10 = 140: in 70 pt the first two get half their intrinsic widths.
        let layout = DocumentLayout(document: try document(width: 70))
        #expect(layout.frame("a") == rect(0, 0, 20, 20))
        #expect(layout.frame("b") == rect(30, 0, 15, 20))
        #expect(layout.frame("c") == rect(55, 0, 15, 20))
    }

    @Test("a wider stack stretches the last view past its share")
    func widened() throws {
        let layout = DocumentLayout(document: try document(width: 280))
        #expect(layout.frame("a") == rect(0, 0, 80, 20))
        #expect(layout.frame("b") == rect(90, 0, 60, 20))
        #expect(layout.frame("c") == rect(160, 0, 120, 20))
    }
}
