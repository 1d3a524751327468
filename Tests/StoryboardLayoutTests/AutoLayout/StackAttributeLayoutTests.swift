import StoryboardFormat
import Testing
import StoryboardLayout

/// What a `UIStackView` element says without saying it: Xcode writes `spacingType="standard"`
/// for the system spacing (8 pt), writes no flag for "arrange relative to its layout margins"
/// (a stack with margins of its own has it on), and keeps the frame of a stack with no
/// arranged views (raywenderlich's LessonImagesView and corona-warn-app's cells, as Xcode
/// stores them).
struct StackAttributeLayoutTests {
    static func row(attributes: String, margins: String = "", views: String? = nil) throws -> Document {
        let arranged = views ?? """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="150" height="40"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="150" y="0" width="150" height="40"/></view>
            """
        return try storyboard(
            subviews: """
                <stackView \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="20" y="100" width="300" height="40"/>
                    <subviews>
                        \(arranged)
                    </subviews>
                    \(margins)
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="stack" firstAttribute="width" constant="300" id="c3"/>
                <constraint firstItem="stack" firstAttribute="height" constant="40" id="c4"/>
                """)
    }

    @Test("standard spacing is 8 pt", arguments: [(#"spacingType="standard""#, 146.0), (#"spacing="20""#, 140), ("", 150)])
    func standardSpacing(spacing: String, width: Double) throws {
        let layout = DocumentLayout(document: try Self.row(attributes: #"distribution="fillEqually" "# + spacing))
        #expect(layout.frame("a") == rect(0, 0, width, 40))
        #expect(layout.frame("b") == rect(300 - width, 0, width, 40))
    }

    @Test("a stack with margins of its own arranges its views inside them")
    func marginsRelativeArrangement() throws {
        let layout = DocumentLayout(document: try Self.row(
            attributes: #"distribution="fillEqually" spacing="10""#,
            margins: #"<directionalEdgeInsets key="directionalLayoutMargins" top="5" leading="15" bottom="5" trailing="15"/>"#))
        #expect(layout.frame("a") == rect(15, 5, 130, 30))
        #expect(layout.frame("b") == rect(155, 5, 130, 30))
    }

    /// Its size left to nothing, an empty stack keeps its frame; one whose views are all
    /// hidden shrinks to nothing.
    @Test("an empty stack keeps its frame; one with only hidden views collapses")
    func emptyStacks() throws {
        func layout(_ views: String) throws -> DocumentLayout {
            let document = try storyboard(
                subviews: """
                    <stackView axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="20" y="100" width="335" height="24.5"/>
                        \(views)
                    </stackView>
                    """,
                constraints: """
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="c2"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                    """)
            return DocumentLayout(document: document)
        }
        #expect(try layout("").frame("stack") == rect(20, 100, 335, 24.5))
        let hidden = try layout("""
            <subviews>
                <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="335" height="24.5"/></view>
            </subviews>
            """)
        #expect(hidden.frame("stack") == rect(20, 100, 335, 0))
    }

    /// An empty UIKit stack has its stored size as its intrinsic content size, held by its
    /// hugging and compression resistance: a height of priority 500 does not shrink a stack
    /// that hugs at 1000 (Habitica's adventure guide: an empty stack stored 50 pt tall with a
    /// 20 pt height at 500, 50 pt in both Xcode 12 files and the Xcode 14 one). Over the
    /// corpus's 90 empty UIKit stacks, 84 are stored at the size this gives (71 without it).
    @Test("an empty stack hugs its stored size at its own priorities")
    func emptyStackHugsItsSize() throws {
        let document = try storyboard(
            subviews: """
                <stackView contentMode="scaleToFill" verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="20" y="100" width="335" height="50"/>
                    <constraints>
                        <constraint firstAttribute="height" priority="500" constant="20" id="h"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        #expect(DocumentLayout(document: document).frame("stack") == rect(20, 100, 335, 50))
        #expect(DocumentLayout(document: document, device: Device.named("retina6_1")).frame("stack") == rect(20, 100, 374, 50))
    }

    /// The hold stays below 999 even where the stack resists or hugs at 1000: sides at 999
    /// narrow it on a narrower screen (Habitica's Intro, tools 14313: two empty stacks that hug
    /// and resist at 1000 horizontally, 16 pt from either side at 999, stored 343 pt wide on an
    /// iPhone 8 and 288 on an iPhone SE in the device pair and in the corpus's SE file).
    @Test("an empty stack's hold gives way to sides at 999")
    func emptyStackGivesWayTo999() throws {
        let document = try storyboard(
            subviews: """
                <stackView contentMode="scaleToFill" horizontalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="100" width="343" height="40"/>
                    <constraints>
                        <constraint firstAttribute="width" priority="500" constant="80" id="w"/>
                        <constraint firstAttribute="height" priority="501" constant="40" id="h"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" priority="999" constant="16" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" priority="999" constant="16" id="c2"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        #expect(DocumentLayout(document: document).frame("stack") == rect(16, 100, 343, 40))
        #expect(DocumentLayout(document: document, device: Device.named("retina4_0")).frame("stack") == rect(16, 100, 288, 40))
    }
}
