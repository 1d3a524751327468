import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 6 lays a cell's content out over the whole row in a table without separators
/// (`separatorStyle="none"`), though it stores the content view 1 pt short of the row, as above
/// a separator. Habitica's Xcode 6.3 storyboards (tools 7706, iPhone and iPad): 11 of 11 such
/// content views with subviews at their bottom have them end at the row's height, none at the
/// stored one; a 60 pt row's buttons pinned 8 pt outside the content view's top and bottom
/// margins are stored 60 pt tall in a content view stored 59 pt tall. With separators the
/// stored content view is the one the subviews fill (`CellBottomMarginLayoutTests`).
struct SeparatorlessContentLayoutTests {
    static func table(separatorStyle: String) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" systemVersion="14D136" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tvc">
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="\(separatorStyle)" rowHeight="60" sectionHeaderHeight="22" sectionFooterHeight="22" id="table">
                                    <rect key="frame" x="0.0" y="64" width="320" height="480"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="Cell" id="cell">
                                            <rect key="frame" x="0.0" y="22" width="320" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                                <rect key="frame" x="0.0" y="0.0" width="320" height="59"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                                                        <rect key="frame" x="0.0" y="0.0" width="50" height="60"/>
                                                        <constraints>
                                                            <constraint firstAttribute="width" constant="50" id="w"/>
                                                        </constraints>
                                                    </view>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="button" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="-8" id="c1"/>
                                                    <constraint firstItem="button" firstAttribute="top" secondItem="content" secondAttribute="topMargin" constant="-8" id="c2"/>
                                                    <constraint firstAttribute="bottomMargin" secondItem="button" secondAttribute="bottom" constant="-8" id="c3"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Main_iPhone.storyboard")
    }

    @Test func theContentIsLaidOutOverTheWholeRowWithoutSeparators() throws {
        let layout = DocumentLayout(document: try Self.table(separatorStyle: "none"))
        #expect(layout.frame("content") == rect(0, 0, 320, 59))
        #expect(layout.frame("button") == rect(0, 0, 50, 60))
    }

    @Test func theContentStopsAtTheSeparator() throws {
        let layout = DocumentLayout(document: try Self.table(separatorStyle: "default"))
        #expect(layout.frame("content") == rect(0, 0, 320, 59))
        #expect(layout.frame("button") == rect(0, 0, 50, 59))
    }
}
