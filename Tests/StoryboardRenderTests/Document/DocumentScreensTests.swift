import StoryboardFormat
import StoryboardTestSupport
import Testing

@testable import StoryboardRender

@Suite struct DocumentScreensTests {
    @Test func colorSceneKeepsStoredFramesUnderItsNavigationBar() throws {
        let document = try Examples.colorboard()
        let screen = try Examples.screen(document, "ColorViewController")
        #expect(screen.size == Size(width: 414, height: 896))
        #expect(screen.scale == 2)
        #expect(screen.name == "ColorViewController")
        // The text field and the first slider where Xcode stored them.
        #expect(screen.root.absoluteFrame(of: "Td4-Ng-6Cq") == Rect(x: 20, y: 112, width: 374, height: 34))
        #expect(screen.root.absoluteFrame(of: "Sr2-Qd-8Xa") == Rect(x: 18, y: 195, width: 378, height: 31))
        // The navigation bar of the presenting navigation controller, below a 48-point status bar.
        let bar = try #require(screen.root.find("Oe8-Ri-7Gc"))
        #expect(bar.kind == .navigationBar)
        #expect(bar.frame == Rect(x: 0, y: 48, width: 414, height: 44))
        #expect(bar.content.bar?.trailingItems.map(\.systemItem) == ["done"])
        #expect(screen.root.find("status-bar")?.frame == Rect(x: 0, y: 0, width: 414, height: 48))
        #expect(screen.root.find("home-indicator")?.frame == Rect(x: 0, y: 862, width: 414, height: 34))
    }

    /// A document that names no device is drawn on the device its scenes' root views fit,
    /// its navigation controller (which has no view) too: BNR's Colorboard (Xcode 5, 320 × 568
    /// roots) drew its navigation controller on a 414 × 896 phone with a home indicator.
    @Test(.requiresSharedData) func containersTakeTheDeviceOfTheirDocumentsScenes() throws {
        let document = try Document(contentsOfFile: try Corpus.path("katak__BNRColorboard/Colorboard/Colorboard.storyboard"))
        let navigation = try Examples.screen(document, "gbV-iD-oxi")
        #expect(navigation.size == Size(width: 320, height: 568))
        #expect(navigation.root.find("home-indicator") == nil)
        #expect(try Examples.screen(document, "juu-1m-1Wv").size == Size(width: 320, height: 568))
    }

    /// A tvOS document is drawn on the Apple TV's 1920 × 1080 screen at 1x, in either
    /// orientation, without a phone's status bar or home indicator (UIKit Catalog for tvOS
    /// drew on a 1080 × 1920 portrait phone).
    @Test(.requiresSharedData) func tvOSScenesAreDrawnOnTheTV() throws {
        let path = "kikeenrique__UIKitCatalogtvOSCreatingandCustomizingUIKitControls/UIKitCatalog/Control samples/Base.lproj/ControlSamples.storyboard"
        let screen = try Examples.screen(try Document(contentsOfFile: try Corpus.path(path)), "wXt-Sn-8fD")
        #expect(screen.size == Size(width: 1920, height: 1080))
        #expect(screen.scale == 1)
        #expect(screen.root.find("status-bar") == nil)
        #expect(screen.root.find("home-indicator") == nil)
    }

    @Test func paletteCellsStackBelowTheNavigationBar() throws {
        let document = try Examples.colorboard()
        let screen = try Examples.screen(document, "PaletteViewController")
        let bar = try #require(screen.root.find("dX9-Lb-4Rm"))
        #expect(bar.content.bar?.title == "Colors")
        #expect(bar.content.bar?.trailingItems.map(\.systemItem) == ["add"])
        #expect(bar.content.bar?.showsBackground == false)
        // The prototype cell moves from Xcode's y = 50 to just below the bar (48 + 44).
        #expect(screen.root.absoluteFrame(of: "e1P-Nq-6Dh") == Rect(x: 0, y: 92, width: 414, height: 43.5))
        #expect(screen.root.find("e1P-Nq-6Dh")?.content.cell?.accessory == "disclosureIndicator")
        let label = try #require(screen.root.find("B4r-Ju-8Ws"))
        #expect(label.content.text?.string == "Color")
        #expect(label.content.text?.font == TextFont(size: 17))
        #expect(label.isUserInteractionEnabled == false)
    }

    @Test func anotherDeviceResizesTheScreenAndItsFullWidthViews() throws {
        let document = try Examples.colorboard()
        let device = try #require(DeviceMetrics.device(id: "retina4_7"))
        let screen = try Examples.screen(document, "ColorViewController", device: device)
        #expect(screen.size == Size(width: 375, height: 667))
        // Xcode 11 to 14 draw no status bar on an iPhone 8; Xcode 15 draws it again over
        // documents with safe-area guides, as Colorboard is (tools 22155; the layout engine's
        // Xcode15StatusBarLayoutTests).
        #expect(screen.root.find("status-bar")?.frame == Rect(x: 0, y: 0, width: 375, height: 20))
        #expect(screen.root.find("home-indicator") == nil)
        // The layout engine lays the scene out for the other device: the field has a fixed
        // frame and no constraints, so its autoresizing mask places it, as in Xcode: 39 pt
        // narrower on a screen 39 pt narrower (widthSizable), 20 pt from either side.
        #expect(screen.root.absoluteFrame(of: "Td4-Ng-6Cq") == Rect(x: 20, y: 112, width: 335, height: 34))
    }

    @Test func anotherDeviceLaysConstraintsOutWithTheEngine() throws {
        let document = try Document(contentsOfFile: Examples.path("Examples/Entries/Entries.storyboard"))
        let device = try #require(DeviceMetrics.device(id: "retina4_7"))
        let screen = try Examples.screen(document, "entryDetails", device: device)
        // Pinned to the safe area: below the navigation bar (44) under the status bar (20, which
        // Xcode 15 draws on an iPhone 8 over a safe-area document such as Entries, tools 22155),
        // and drawn where the layout put it.
        #expect(screen.root.find("status-bar")?.frame == Rect(x: 0, y: 0, width: 375, height: 20))
        #expect(screen.root.allViews.first { $0.kind == .navigationBar }?.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(screen.root.absoluteFrame(of: "En3-Sv-w01") == Rect(x: 0, y: 64, width: 375, height: 603))
    }

    @Test(.requiresSharedData) func anyAnySizeClassCanvasDrawsOnAPhone() throws {
        let file = "iOSDevLog__raywenderlich/code/100. UIStackView In Code 005-StackViews-StackViewInCode-Resources/005-StackViews-StackViewInCode-Resources/005-StackViews-StackViewInCode-ChallengeFinished/StackReview/Base.lproj/Main.storyboard"
        let document = try Document(contentsOfFile: try Corpus.path(file))
        // Stored at 600 × 600 ("w Any h Any"), with no device: shown on Xcode's default iPhone 8.
        let screen = try Examples.screen(document, "JEX-9P-axG")
        #expect(screen.size == Size(width: 375, height: 667))
        #expect(screen.root.find("status-bar")?.frame == Rect(x: 0, y: 0, width: 375, height: 20))
        #expect(screen.root.allViews.first { $0.kind == .navigationBar }?.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        // Its views are laid out on the phone by the layout engine, not autoresized from the
        // square: the fill-equally stack of "$$$", the rating and two buttons spans the 375 pt
        // width in thirds (autoresized from the square, its columns stayed 200 pt wide).
        #expect(screen.root.find("EfE-Rq-hVG")?.frame == Rect(x: 0, y: 0, width: 375, height: 167))
        #expect(screen.root.find("XNC-lp-lgC")?.frame == Rect(x: 0, y: 59.5, width: 125, height: 48))
    }

    /// A xib's top-level view drawn for a device asked for takes the size the layout engine
    /// gives it there: one at its screen's size follows the new screen, as Xcode shows it
    /// (84 of the corpus's 641 iOS xib screens on an iPhone 11 kept their stored size, 59 of
    /// them an iPhone 8's 375 × 667), in a document without a device too (StateRestorationDemo's
    /// 320 × 568 view, its slider stretched by its autoresizing mask).
    @Test(.requiresSharedData) func aXibViewFollowsTheDeviceAskedFor() throws {
        let path = try Corpus.path("shagedorn__StateRestorationDemo/_history/6c227316f5/StateRestorationDemo/FirstViewController.xib")
        let document = try Document(contentsOfFile: path)
        let screen = try #require(DocumentScreens(document: document, device: DeviceMetrics.device(id: "retina4_7")).nibScreens.first)
        #expect(screen.size == Size(width: 375, height: 667))
        #expect(screen.root.find("7qm-N7-vPI")?.frame == Rect(x: 18, y: 122, width: 339, height: 31))
        // Without a device asked for, it keeps the iPhone 5 screen it was drawn on.
        #expect(DocumentScreens(document: document).nibScreens.first?.size == Size(width: 320, height: 568))
    }

    @Test func landscapeSwapsTheScreen() throws {
        let document = try Examples.colorboard()
        let screen = try Examples.screen(document, "ColorViewController", landscape: true)
        #expect(screen.size == Size(width: 896, height: 414))
        #expect(screen.root.find("status-bar") == nil)
    }

    @Test func navigationControllerScenesShowTheirOwnBar() throws {
        let document = try Examples.colorboard()
        let screens = DocumentScreens(document: document)
        let screen = try Examples.screen(document, "Wn4-Hc-Pa1")
        let bar = try #require(screen.root.find("dX9-Lb-4Rm"))
        #expect(bar.content.bar?.showsBackground == true)
        #expect(screen.name == "Navigation Controller")
        #expect(screens.screens.map(\.id) == ["q7B-3d-Kf2", "Gk2-Yw-7aN", "Sx4-Be-0Tj", "Nc6-Hl-9Zq"])
    }

    @Test func tabBarControllersListTheirChildrenAsTabs() throws {
        let document = try Document(contentsOfFile: Examples.path("Examples/LinkedTabs/Messages.storyboard"))
        let screens = DocumentScreens(document: document)
        let bars = screens.screens.flatMap { $0.root.allViews.filter { $0.kind == .tabBar || $0.kind == .navigationBar } }
        #expect(!bars.isEmpty)
    }
}

@Suite(.requiresSharedData) struct FreeformScreenTests {
    @Test func freeformScenesKeepTheirSizeWithoutStatusBar() throws {
        let document = try Document(contentsOfFile: try Corpus.path("kojiGit55__wikipedia-ios/Wikipedia/Code/TextFormatting.storyboard"))
        let screen = try Examples.screen(document, "TextFormattingTableViewController")
        #expect(screen.size == Size(width: 375, height: 300))
        #expect(screen.root.find("status-bar") == nil)
        #expect(screen.root.find("home-indicator") == nil)
        // Its navigation bar sits at the top, and the first prototype cell right below it.
        let bar = try #require(screen.root.allViews.first { $0.kind == .navigationBar })
        #expect(bar.frame == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(screen.root.absoluteFrame(of: "7n1-NF-5YK") == Rect(x: 0, y: 44, width: 375, height: 45))
    }
}

@Suite(.requiresSharedData) struct OpaqueBarScreenTests {
    /// A table pushed under an opaque navigation bar is stored 808 pt tall on a 896 pt iPhone XS
    /// Max, from y 0: Xcode draws it on the screen below the status bar and the bar (it was
    /// drawn as a freeform 414 x 808 scene without a status bar).
    @Test func aViewUnderAnOpaqueBarIsDrawnOnTheScreenBelowTheBars() throws {
        let document = try Document(contentsOfFile: try Corpus.path("duckduckgo__iOS/_history/2b31809340/DuckDuckGo/Base.lproj/Settings.storyboard"))
        let screen = try Examples.screen(document, "Z3c-9H-Usp")
        #expect(screen.size == Size(width: 414, height: 896))
        #expect(screen.root.find("status-bar")?.frame == Rect(x: 0, y: 0, width: 414, height: 44))
        let bar = try #require(screen.root.allViews.first { $0.kind == .navigationBar })
        #expect(bar.frame == Rect(x: 0, y: 44, width: 414, height: 44))
        #expect(bar.content.bar?.title == "Text Size")
        #expect(screen.root.absoluteFrame(of: "5hH-aV-3P1") == Rect(x: 0, y: 88, width: 414, height: 808))
    }

    /// A view that stops above an opaque tab bar (Wikipedia's Places, 618 pt on a 667 pt iPhone
    /// 8) keeps its height from the screen's top: its map is not stretched under the bar.
    @Test func aViewAboveAnOpaqueTabBarKeepsItsHeight() throws {
        let document = try Document(contentsOfFile: try Corpus.path("kojiGit55__wikipedia-ios/_history/c0355624ee/Wikipedia/Code/Places.storyboard"))
        let screen = try Examples.screen(document, "pK5-Ai-Kzp")
        #expect(screen.size == Size(width: 375, height: 667))
        #expect(screen.root.absoluteFrame(of: "pBD-gM-dPf") == Rect(x: 0, y: 0, width: 375, height: 618))
        #expect(screen.root.absoluteFrame(of: "EsT-De-Ary") == Rect(x: 0, y: 68, width: 375, height: 550))
    }
}

@Suite(.requiresSharedData) struct LegacyScreenTests {
    /// An iOS 5 iPad split view's master column: a 320 pt freeform root stored below the bars
    /// (`y="64"`). It keeps its place under the status and navigation bars, so its display
    /// label is not hidden under the bar (it was drawn from the scene's top, 320 x 788).
    @Test func aFreeformRootBelowTheBarsKeepsItsPlace() throws {
        let document = try Document(contentsOfFile: try Corpus.path("spartansw__stanford_iOS_cs193p_fa2011/Calculator/iPad.storyboard"))
        let screen = try Examples.screen(document, "xPS-Vo-XUs")
        #expect(screen.size == Size(width: 320, height: 852))
        #expect(screen.root.find("status-bar")?.frame == Rect(x: 0, y: 0, width: 320, height: 20))
        let bar = try #require(screen.root.allViews.first { $0.kind == .navigationBar })
        #expect(bar.frame == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(screen.root.absoluteFrame(of: "i3H-hm-wvE") == Rect(x: 0, y: 64, width: 320, height: 788))
        #expect(screen.root.absoluteFrame(of: "cep-D7-axi") == Rect(x: 14, y: 92, width: 280, height: 21))
    }

    /// An iOS 6 era document: no `<device>`, the root view stored below the bars (`y="64"`),
    /// subtitle cells whose labels have no frames.
    @Test func iOS6ScenesKeepTheirRootBelowTheBars() throws {
        let document = try Document(contentsOfFile: try Corpus.path("majidmvulle__CS193P-Winter-2013/Photomania/Photomania/en.lproj/iPhone.storyboard"))
        let screen = try Examples.screen(document, "o4J-qV-NiA")
        #expect(screen.size == Size(width: 320, height: 480))
        #expect(screen.root.find("status-bar")?.frame == Rect(x: 0, y: 0, width: 320, height: 20))
        let bar = try #require(screen.root.allViews.first { $0.kind == .navigationBar })
        #expect(bar.frame == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(bar.content.bar?.title == "Photographers")
        #expect(screen.root.absoluteFrame(of: "o4J-qV-NiA") == nil)
        // The prototype cell where Xcode put it in the table, the table where Xcode put it.
        #expect(screen.root.absoluteFrame(of: "dgc-IL-925") == Rect(x: 0, y: 86, width: 320, height: 44))
        // Subtitle style: the title above the middle, the subtitle below it.
        #expect(screen.root.absoluteFrame(of: "MgY-HA-lxG") == Rect(x: 15, y: 87.5, width: 270, height: 22))
        #expect(screen.root.absoluteFrame(of: "hIG-cD-c3P") == Rect(x: 15, y: 109.5, width: 270, height: 18))
    }
}
