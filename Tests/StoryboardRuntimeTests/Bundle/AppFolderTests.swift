import Foundation
@testable import StoryboardRuntime
import Testing

/// An app folder read as Xcode builds it: targets from the project file, each target's
/// Info.plist from `INFOPLIST_FILE`, and two targets' storyboards of one name told apart by
/// membership.
@MainActor
@Suite("App folders", .inOwnRuntimeEnvironment)
struct AppFolderTests {
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tP0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };
        \t\tG0 = {isa = PBXGroup; children = (G1, G2, ); sourceTree = "<group>"; };
        \t\tG1 = {isa = PBXGroup; children = (V1, ); path = Phone; sourceTree = "<group>"; };
        \t\tG2 = {isa = PBXGroup; children = (V2, ); path = Pad; sourceTree = "<group>"; };
        \t\tV1 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F1, ); name = Main.storyboard; sourceTree = "<group>"; };
        \t\tV2 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F2, ); name = Main.storyboard; sourceTree = "<group>"; };
        \t\tF1 = {isa = PBXFileReference; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        \t\tB1 = {isa = PBXBuildFile; fileRef = V1; };
        \t\tB2 = {isa = PBXBuildFile; fileRef = V2; };
        \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B1, ); };
        \t\tR2 = {isa = PBXResourcesBuildPhase; files = (B2, ); };
        \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (R1, ); name = Phone; productType = "com.apple.product-type.application"; };
        \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (R2, ); name = Pad; productType = "com.apple.product-type.application"; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
        \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Config/Phone-Info.plist"; }; name = Debug; };
        \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/Config/Pad-Info.plist"; }; name = Debug; };
        \t};
        \trootObject = P0;
        }
        """

    static func plist(main: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>\(main)</string></dict></plist>
        """
    }

    static func storyboard(title: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
            <scenes><scene sceneID="s"><objects>
                <viewController id="vc" title="\(title)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v"><subviews><label text="\(title)" id="l"/></subviews></view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    @Test func twoTargetsMainStoryboardsAreToldApartByMembership() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("app-folder-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "App.xcodeproj/project.pbxproj": Self.project,
            "Config/Phone-Info.plist": Self.plist(main: "Main"),
            "Config/Pad-Info.plist": Self.plist(main: "Main"),
            "Phone/Base.lproj/Main.storyboard": Self.storyboard(title: "Phone"),
            "Pad/Base.lproj/Main.storyboard": Self.storyboard(title: "Pad"),
        ]
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let folder = try AppFolder(directory: root)
        #expect(folder.targets.map(\.name) == ["Phone", "Pad"])
        #expect(throws: AppFolderError(.severalTargets(["Phone", "Pad"]), path: root)) {
            try folder.launchPlan(targetName: nil, storyboard: nil)
        }
        let absolute = URL(fileURLWithPath: root).standardizedFileURL.path
        for name in ["Pad", "Phone"] {
            let plan = try folder.launchPlan(targetName: name, storyboard: nil)
            #expect(plan.target?.info?.path == "\(absolute)/Config/\(name)-Info.plist")
            #expect(plan.mainStoryboardPath == "\(absolute)/\(name)/Base.lproj/Main.storyboard")
            let application = try Application.launch(
                delegate: StoryboardAppDelegate(), bundle: plan.bundle, mainStoryboard: plan.mainStoryboardName)
            #expect(try Driver(application: application).describeScreen().contains("Label \"\(name)\""))
        }
        #expect(throws: AppFolderError(.unknownTarget("Watch", available: ["Phone", "Pad"]), path: root)) {
            try folder.launchPlan(targetName: "Watch", storyboard: nil)
        }
    }

    @Test func aProjectFileSyntaxErrorIsReportedAtItsLine() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("app-folder-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
        try "{\n\tobjects = {\n\t\tA = (;\n}".write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let error = #expect(throws: AppFolderError.self) { try AppFolder(directory: root) }
        #expect(error?.description.hasSuffix("/App.xcodeproj/project.pbxproj:3:8: error: unexpected ';', expected a string, '{' or '(' [format]") == true)
    }
}
