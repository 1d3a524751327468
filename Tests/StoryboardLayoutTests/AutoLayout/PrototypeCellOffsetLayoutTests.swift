import Foundation
import StoryboardFormat
import Testing
import StoryboardLayout

/// A table's first prototype cell sits below its header view by an offset of the table's
/// style, the Xcode that draws it and the screen: grouped 55.5 (55.33 at 3x) up to Xcode 12
/// and from Xcode 14 on, 49.5 (49 at 3x, 31 on a Mac) in Xcode 13; plain 24.5 (25 on a Mac)
/// in Xcode 13.0, 44.5 (44.67 at 3x) in Xcode 13.3 and 13.4, 50 from Xcode 14 on. The other
/// cells follow the first. A device Xcode 13 does not know (the iPhone 14 Pro, `retina6_12`)
/// is drawn by Xcode 14 or later. The corpus's first cells (tools 12000 on): grouped 231 of
/// 231 outside Xcode 13, 51 of 52 in it; plain 32 of 34 in Xcode 13.0, 19 of 19 in 13.3 and
/// 13.4, 38 of 38 from Xcode 14 on. Habitica's User.storyboard, saved by Xcode 13.4 on an
/// iPhone 4s with cells at 49.5 and 166.5, stored at 55.33 and 172.33 for the iPhone 14 Pro.
struct PrototypeCellOffsetLayoutTests {
    static func document(style: String, tools: String, device: String, firstY: String, secondY: String) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="\(style)" rowHeight="117" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="A" rowHeight="117" id="first">
                                            <rect key="frame" x="0.0" y="\(firstY)" width="320" height="117"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCell>
                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="B" rowHeight="117" id="second">
                                            <rect key="frame" x="0.0" y="\(secondY)" width="320" height="117"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Cells.storyboard")
    }

    /// A frame in thousandths of a point (3x positions are not exact in binary).
    static func thousandths(_ frame: LayoutRect?) -> [Int]? {
        frame.map { [$0.x, $0.y, $0.width, $0.height].map { Int(($0 * 1000).rounded()) } }
    }

    @Test func xcode14DrawsAGroupedTablesCellsLower() throws {
        let document = try Self.document(style: "grouped", tools: "20037", device: "retina3_5", firstY: "49.5", secondY: "166.5")
        let designed = DocumentLayout(document: document)
        #expect(designed.frame("first") == rect(0, 49.5, 320, 117))
        let layout = DocumentLayout(document: document, device: Device.named("retina6_12"))
        #expect(Self.thousandths(layout.frame("first")) == [0, 55_333, 393_000, 117_000])
        #expect(Self.thousandths(layout.frame("second")) == [0, 172_333, 393_000, 117_000])
    }

    /// Xcode 13.0 on a Mac (Catalyst): grouped 31, plain 25.
    @Test(arguments: [("grouped", "49.5", "166.5", 31.0), ("plain", "24.5", "141.5", 25.0)])
    func xcode13DrawsTheFirstCellHigherOnAMac(style: String, firstY: String, secondY: String, expected: Double) throws {
        let document = try Self.document(style: style, tools: "18122", device: "retina3_5", firstY: firstY, secondY: secondY)
        let layout = DocumentLayout(document: document, device: Device.named("mac"))
        #expect(layout.frame("first") == rect(0, expected, 800, 117))
        #expect(layout.frame("second") == rect(0, expected + 117, 800, 117))
    }

    /// A first cell not where the saving Xcode puts it stays where it is stored.
    @Test func aCellElsewhereStays() throws {
        let document = try Self.document(style: "grouped", tools: "20037", device: "retina3_5", firstY: "60", secondY: "177")
        let layout = DocumentLayout(document: document, device: Device.named("retina6_12"))
        #expect(layout.frame("first") == rect(0, 60, 393, 117))
    }
}
