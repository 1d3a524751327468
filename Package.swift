// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "OpenStoryboard",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "StoryboardFormat", targets: ["StoryboardFormat"]),
        .library(name: "StoryboardLayout", targets: ["StoryboardLayout"]),
        .library(name: "StoryboardRuntime", targets: ["StoryboardRuntime"]),
        .library(name: "StoryboardTools", targets: ["StoryboardTools"]),
        .library(name: "StoryboardRender", targets: ["StoryboardRender"]),
        .library(name: "StoryboardPlayer", targets: ["StoryboardPlayer"]),
        .executable(name: "storyboard", targets: ["StoryboardCLI"]),
        .executable(name: "storyboard-bench", targets: ["StoryboardBenchmarks"]),
        .plugin(name: "StoryboardLintCommand", targets: ["StoryboardLintCommand"]),
        .plugin(name: "StoryboardLintBuildTool", targets: ["StoryboardLintBuildTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        // `swift package generate-documentation`: the DocC catalogs under Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
    ],
    targets: [
        .target(name: "StoryboardFormat"),
        .target(name: "StoryboardLayout", dependencies: ["StoryboardFormat"]),
        .macro(
            name: "StoryboardMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "StoryboardRuntime", dependencies: ["StoryboardFormat", "StoryboardLayout", "StoryboardMacros"]),
        .target(name: "StoryboardRender", dependencies: ["StoryboardFormat", "StoryboardLayout", "StoryboardRuntime"]),
        .target(
            name: "StoryboardPlayer",
            dependencies: [
                "StoryboardFormat",
                "StoryboardLayout",
                "StoryboardRuntime",
                "StoryboardRender",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            resources: [.copy("Static")]
        ),
        .target(
            name: "Colorboard",
            dependencies: ["StoryboardRuntime"],
            path: "Examples/Colorboard",
            exclude: ["Colorboard.storyboard", "README.md"]
        ),
        .target(
            name: "LinkedTabs",
            dependencies: ["StoryboardRuntime"],
            path: "Examples/LinkedTabs",
            exclude: [
                "Messages.storyboard", "Colors.storyboard", "Counter.storyboard", "Settings.storyboard",
                "Profile.storyboard", "README.md", "Info.plist",
            ]
        ),
        .target(
            name: "Entries",
            dependencies: ["StoryboardRuntime"],
            path: "Examples/Entries",
            exclude: ["Entries.storyboard", "Settings.storyboard", "EntryDetailsContentView.xib", "Info.plist", "README.md"]
        ),
        .target(
            name: "StoryboardTools",
            dependencies: [
                "StoryboardFormat",
                "StoryboardLayout",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "StoryboardCLI",
            dependencies: [
                "StoryboardFormat",
                "StoryboardLayout",
                "StoryboardRuntime",
                "StoryboardTools",
                "StoryboardRender",
                "StoryboardPlayer",
                "Colorboard",
                "LinkedTabs",
                "Entries",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "StoryboardBenchmarks",
            dependencies: [
                "StoryboardFormat",
                "StoryboardLayout",
                "StoryboardRuntime",
                "StoryboardTools",
                "StoryboardRender",
                "StoryboardPlayer",
                "Colorboard",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `storyboard lint` for other packages: on demand (`swift package lint-storyboards`) and
        // on every build of a target whose storyboards changed.
        .plugin(
            name: "StoryboardLintCommand",
            capability: .command(
                intent: .custom(verb: "lint-storyboards", description: "Lint the package's .storyboard and .xib files")
            ),
            dependencies: ["StoryboardCLI"]
        ),
        .plugin(name: "StoryboardLintBuildTool", capability: .buildTool(), dependencies: ["StoryboardCLI"]),
        .target(name: "StoryboardTestSupport", path: "Tests/StoryboardTestSupport"),
        .testTarget(
            name: "StoryboardMacrosTests",
            dependencies: [
                "StoryboardMacros",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "StoryboardFormatTests", dependencies: ["StoryboardFormat", "StoryboardTestSupport"]),
        // Runs the built `storyboard` tool (which `swift test` builds with everything else).
        .testTarget(
            name: "StoryboardCLITests",
            dependencies: ["StoryboardTestSupport", .product(name: "HummingbirdWSClient", package: "hummingbird-websocket")]
        ),
        .testTarget(name: "StoryboardToolsTests", dependencies: ["StoryboardTools", "StoryboardTestSupport"]),
        .testTarget(name: "StoryboardLayoutTests", dependencies: ["StoryboardLayout", "StoryboardTestSupport"]),
        .testTarget(
            name: "StoryboardRuntimeTests",
            dependencies: ["StoryboardRuntime", "Colorboard", "LinkedTabs", "Entries", "StoryboardTestSupport"]
        ),
        .testTarget(
            name: "StoryboardRenderTests",
            dependencies: [
                "StoryboardRender",
                "StoryboardRuntime",
                "Colorboard",
                "LinkedTabs",
                "StoryboardTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["SVG/__Snapshots__"]
        ),
        .testTarget(
            name: "StoryboardPlayerTests",
            dependencies: [
                "StoryboardPlayer",
                "StoryboardRuntime",
                "Colorboard",
                "StoryboardTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
            ]
        ),
    ]
)
