@testable import StoryboardRuntime
import Testing

/// Buttons' titles and images per state, `titleLabel` and `imageView`, and configurations
/// (issue 16's round-1 list; Apple's documentation of `UIButton.currentTitle` and
/// `currentImage` — the current state's, else the normal state's —, of `titleLabel` and
/// `imageView` — views showing them —, and of `UIButton.Configuration`, whose `title` matches
/// the string of its `attributedTitle`).
@MainActor
@Suite("Buttons: states, title label, image view, configurations", .inOwnRuntimeEnvironment)
struct ButtonTests {
    static let scenes = DecodingFixture.scene("vc", body: DecodingFixture.rootView(subviews: """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="states">
            <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
            <state key="normal" title="Play" image="play"/>
            <state key="disabled" title="Wait"/>
            <state key="selected" image="pause"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="imageView.tag">
                    <integer key="value" value="4"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </button>
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="share">
            <rect key="frame" x="0.0" y="40" width="44" height="44"/>
            <buttonConfiguration key="configuration" style="tinted" image="square.and.arrow.up" catalog="system" cornerStyle="capsule"/>
        </button>
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="link">
            <rect key="frame" x="0.0" y="90" width="100" height="30"/>
            <buttonConfiguration key="configuration" style="plain">
                <attributedString key="attributedTitle">
                    <fragment content="Li"/>
                    <fragment content="nk">
                        <attributes>
                            <font key="NSFont" metaFont="system" size="14"/>
                        </attributes>
                    </fragment>
                </attributedString>
                <imageReference key="image" image="chevron.down" catalog="system" symbolScale="medium"/>
                <color key="baseForegroundColor" systemColor="labelColor"/>
            </buttonConfiguration>
        </button>
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="leave">
            <rect key="frame" x="0.0" y="130" width="100" height="30"/>
            <buttonConfiguration key="configuration" style="filled" title="Leave" subtitle="the party">
                <color key="baseBackgroundColor" systemColor="systemRedColor"/>
            </buttonConfiguration>
        </button>
        """))

    func buttons() throws -> (Driver, [String: Button]) {
        let storyboard = try DecodingFixture.storyboard(initial: "vc", Self.scenes)
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let (_, driver) = DecodingFixture.show(controller)
        try testEnvironment.failures.throwIfAny()
        var buttons: [String: Button] = [:]
        for case let button as Button in controller.view.allViews() { buttons[button.objectID ?? ""] = button }
        return (driver, buttons)
    }

    @Test("the current title and image follow the state, falling back to the normal state's")
    func states() throws {
        let (_, buttons) = try buttons()
        let button = try #require(buttons["states"])
        #expect(button.currentTitle == "Play")
        #expect(button.currentImage == "play")
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.image(for: .disabled) == "play")
        button.isSelected = true
        #expect(button.currentTitle == "Play")
        #expect(button.currentImage == "pause")
        #expect(button.imageView?.imageName == "pause")
        button.isSelected = false
        button.isEnabled = false
        #expect(button.currentTitle == "Wait")
        #expect(button.titleLabel?.text == "Wait")
        #expect(button.imageView?.imageName == "play")
        // Key-value coding follows `imageView.tag` into the button's image view.
        #expect(button.imageView?.tag == 4)
        #expect(button.configuration == nil)
    }

    @Test("configurations are decoded with their style, title, image, corners and colors")
    func configurations() throws {
        let (_, buttons) = try buttons()
        #expect(buttons["share"]?.configuration == Button.Configuration(style: .tinted, image: "square.and.arrow.up", cornerStyle: .capsule))
        #expect(buttons["share"]?.currentTitle == nil)
        #expect(buttons["share"]?.currentImage == "square.and.arrow.up")
        #expect(buttons["share"]?.imageView?.imageName == "square.and.arrow.up")
        #expect(buttons["link"]?.configuration == Button.Configuration(
            style: .plain, title: "Link", image: "chevron.down", baseForegroundColor: Color(systemName: "labelColor")))
        #expect(buttons["link"]?.titleLabel?.text == "Link")
        #expect(buttons["leave"]?.configuration == Button.Configuration(
            style: .filled, title: "Leave", subtitle: "the party", baseBackgroundColor: Color(systemName: "systemRedColor")))
        #expect(buttons["leave"]?.currentTitle == "Leave")
    }

    @Test("the screen shows a configured button's title, else its image")
    func screen() throws {
        let (driver, _) = try buttons()
        #expect(driver.describeScreen() == """
            View
              Button "Play"
              Button "image:square.and.arrow.up"
              Button "Link"
              Button "Leave"
            """)
    }
}
