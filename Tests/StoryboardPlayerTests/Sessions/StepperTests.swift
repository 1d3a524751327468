import Foundation
@testable import StoryboardPlayer
import Testing

/// A stepper in the player: a tap on its right half steps up, on its left half down, as
/// UIStepper's two segments do; a drag across it does nothing; its value comes with the screen.
@MainActor
@Suite("Player steppers")
struct StepperTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc0-00-001">
                    <objects>
                        <viewController id="vc0-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <stepper opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="2" maximumValue="3" translatesAutoresizingMaskIntoConstraints="NO" id="stp-00-001">
                                        <rect key="frame" x="20" y="120" width="94" height="32"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    </stepper>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("taps on the halves step down and up within the range; a drag changes nothing")
    func halves() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-stepper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.storyboard.utf8).write(to: folder.appendingPathComponent("Steps.storyboard"))
        let session = PlayerSession(app: try PlayedApp(path: folder.path, modules: []), renderer: LiveRenderer())
        defer { session.end() }
        var send = MessageWriter()
        func values(_ type: String, _ fields: [String: Any] = [:]) throws -> [Double]? {
            try ScreenReading(session.handle(send(type, fields)).json).message.steppers?.map(\.value)
        }
        let start = try ScreenReading(session.handle(send("start")).json)
        let stepper = try #require(start.message.steppers?.first)
        #expect(stepper == .init(frame: .init(x: 20, y: 120, width: 94, height: 32), value: 2, minimum: 0, maximum: 3))
        let (left, right, middle) = (stepper.frame.x + 20, stepper.frame.x + 74, stepper.frame.y + 16)
        #expect(try values("tap", ["x": right, "y": middle]) == [3])
        #expect(try values("tap", ["x": right, "y": middle]) == [3])
        #expect(try values("slide", ["x": left, "y": middle]) == [3])
        #expect(try values("tap", ["x": left, "y": middle]) == [2])
        #expect(try values("tap", ["x": left, "y": middle]) == [1])
    }
}
