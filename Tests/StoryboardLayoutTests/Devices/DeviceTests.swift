import Testing
import StoryboardLayout

struct DeviceTests {
    @Test func everyCorpusDeviceIsKnown() {
        for id in ["retina3_5", "retina4_0", "retina4_7", "retina5_5", "retina5_9", "retina6_0", "retina6_1", "retina6_12",
                   "retina6_3", "retina6_5", "retina6_7", "ipad9_7", "ipad10_5", "ipad12_9", "ipad12_9rounded", "appleTV",
                   "watch38", "watch42", "watch44", "mac"] {
            #expect(Device.named(id) != nil, "\(id)")
        }
    }

    @Test func screensSafeAreasAndSizeClasses() throws {
        let x = try #require(Device.named("retina5_9"))
        #expect(x.size(.portrait) == LayoutSize(width: 375, height: 812))
        #expect(x.size(.landscape) == LayoutSize(width: 812, height: 375))
        #expect(x.safeArea(.portrait) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(x.safeArea(.landscape) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(x.scale == 3)
        let plus = try #require(Device.named("retina5_5"))
        #expect(plus.widthClass(.landscape) == .regular)
        #expect(plus.heightClass(.landscape) == .compact)
        #expect(plus.safeArea(.portrait) == EdgeInsets(top: 20))
        let pad = try #require(Device.named("ipad12_9rounded"))
        #expect(pad.safeArea(.landscape) == EdgeInsets(top: 24, bottom: 20))
        #expect(pad.widthClass(.portrait) == .regular)
    }

    /// Which Xcode drew the frames decides the device: the iPhone 11's 48 pt sensor housing
    /// from tools version 20000 (44 pt before), and `retina6_7` as the 430 × 932 pt
    /// iPhone 16 Plus (59 pt housing) from Xcode 16 (24000; 428 × 926 before). Xcode 11
    /// (15000) and later draw no status bar on iPhones without a housing: in the corpus's
    /// storyboards of those Xcodes, 35 of 43 navigation bars on such iPhones sit at y = 0.
    @Test func devicesAsEachXcodeDrawsThem() throws {
        let eight = try #require(Device.named("retina4_7"))
        #expect(eight.safeArea(.portrait) == EdgeInsets(top: 20))
        #expect(eight.asDrawn(byToolsVersion: 14460) == eight)
        let eightSinceXcode11 = eight.asDrawn(byToolsVersion: 15705)
        #expect(eightSinceXcode11.safeArea(.portrait) == .zero)
        #expect(eightSinceXcode11.statusBarHeight == 0)
        #expect(eightSinceXcode11.size(.portrait) == eight.size(.portrait))
        #expect(eight.asDrawn(byToolsVersion: 32700) == eight)
        let eleven = try #require(Device.named("retina6_1"))
        #expect(eleven.safeArea(.portrait) == EdgeInsets(top: 48, bottom: 34))
        #expect(eleven.asDrawn(byToolsVersion: 20037).safeArea(.portrait) == EdgeInsets(top: 48, bottom: 34))
        #expect(eleven.asDrawn(byToolsVersion: 19162).safeArea(.portrait) == EdgeInsets(top: 44, bottom: 34))
        #expect(eleven.asDrawn(byToolsVersion: 19162).safeArea(.landscape) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        let plus = try #require(Device.named("retina6_7"))
        #expect(plus.asDrawn(byToolsVersion: 23090).size(.portrait) == LayoutSize(width: 428, height: 926))
        let sixteen = plus.asDrawn(byToolsVersion: 24112)
        #expect(sixteen.id == "retina6_7")
        #expect(sixteen.size(.portrait) == LayoutSize(width: 430, height: 932))
        #expect(sixteen.safeArea(.portrait) == EdgeInsets(top: 59, bottom: 34))
        #expect(sixteen.safeArea(.landscape) == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(plus.asDrawn(byToolsVersion: 32700).size(.portrait) == LayoutSize(width: 428, height: 926))
    }
}
