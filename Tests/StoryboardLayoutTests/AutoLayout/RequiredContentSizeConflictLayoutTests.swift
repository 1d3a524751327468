import StoryboardFormat
import Testing
import StoryboardLayout

/// A label's or image view's required content size (hugging and compression resistance at
/// 1000) that conflicts with its own required height constant: Xcode 9 to 12 break the constant,
/// so the view takes its content's height; Xcode 13 on keep a label's constant. Corpus:
/// Habitica's User storyboard, three 17 pt labels with a height of 21, stored 20.5 tall at tools
/// 13529 and 14113 (3 of 3 in each) and 21 tall at 21701 (3 of 3, with SubscriptionDetailView's
/// 3); Loop's trend image views, a height of 34 stored 33 tall at tools 16097, 17506 and 21507
/// (5 of 5). Image-only buttons keep their constant (DuckDuckGo's omnibar at 17156 and 17701,
/// Habitica's menu bar at 14490: 7 of 7), as does Wikipedia's 40 pt image view at tools 9060.
struct RequiredContentSizeConflictLayoutTests {
    static func document(toolsVersion: String) throws -> Document {
        try storyboard(toolsVersion: toolsVersion, subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="1000" verticalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" verticalCompressionResistancePriority="1000" text="Distribute evenly" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="16" y="12" width="128.5" height="20.5"/>
                <constraints>
                    <constraint firstAttribute="height" constant="21" id="lh"/>
                </constraints>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="highlightedColor"/>
            </label>
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="1000" verticalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" verticalCompressionResistancePriority="1000" image="questionmark.circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                <rect key="frame" x="16" y="100" width="34" height="33"/>
                <constraints>
                    <constraint firstAttribute="width" constant="34" id="iw"/>
                    <constraint firstAttribute="height" constant="34" id="ih"/>
                </constraints>
            </imageView>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c1"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="image" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
            <constraint firstItem="image" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c4"/>
            """)
    }

    @Test func xcode10BreaksALabelsHeightConstant() throws {
        let layout = DocumentLayout(document: try Self.document(toolsVersion: "14113"))
        #expect(layout.frame("label")?.height == 20.5)
    }

    @Test func xcode13KeepsALabelsHeightConstant() throws {
        let layout = DocumentLayout(document: try Self.document(toolsVersion: "21701"))
        #expect(layout.frame("label")?.height == 21)
    }

    @Test func anImageViewsHeightConstantBreaks() throws {
        for tools in ["17506", "21507"] {
            let layout = DocumentLayout(document: try Self.document(toolsVersion: tools))
            #expect(layout.frame("image") == rect(16, 100, 34, 33), "tools \(tools)")
        }
    }
}
