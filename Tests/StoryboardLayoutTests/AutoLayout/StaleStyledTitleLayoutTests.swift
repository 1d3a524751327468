import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 11 and later draw a default-style cell's title without an image from the side margin
/// to the trailing one (8 pt before an accessory) on another device, whatever frame the file
/// stored for it: DuckDuckGo's settings (tools 15705, an iPhone 8 switched to an iPhone 11 Pro
/// Max) store three titles at 15 pt with 8 pt after them and Xcode draws them at 20 and 20, or
/// 20 and 8 beside a disclosure indicator (3 of 3). The corpus's files of Xcode 11 to 16 store
/// 46 of their 237 such titles at 8 or 15 pt.
struct StaleStyledTitleLayoutTests {
    static func document(toolsVersion: String) throws -> Document {
        func cell(_ id: String, y: Double, accessory: String, contentWidth: Double) -> String {
            """
            <tableViewCell contentMode="scaleToFill" \(accessory) textLabel="\(id)Title" style="IBUITableViewCellStyleDefault" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="\(id)" id="\(id)Content">
                    <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label text="Settings" id="\(id)Title">
                            <rect key="frame" x="15" y="0.0" width="\(contentWidth - 23)" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <tableViewController id="list" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
            \(cell("plain", y: 28, accessory: "", contentWidth: 375))
            \(cell("disclosed", y: 72, accessory: #"accessoryType="disclosureIndicator""#, contentWidth: 348))
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Settings.storyboard")
    }

    @Test func titlesAtNeitherMarginAreDrawnAtTheMarginsOnAnotherDevice() throws {
        let document = try Self.document(toolsVersion: "15705")
        let designed = DocumentLayout(document: document)
        #expect(designed.frame("plainTitle") == rect(15, 0, 352, 44))
        #expect(designed.frame("disclosedTitle") == rect(15, 0, 325, 44))
        let wide = DocumentLayout(document: document, device: Device.named("retina6_5"))
        #expect(wide.frame("plainTitle") == rect(20, 0, 374, 44))
        #expect(wide.frame("disclosedContent") == rect(0, 0, 383, 44))
        #expect(wide.frame("disclosedTitle") == rect(20, 0, 355, 44))
    }
}
