// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "OpenStoryboard",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "StoryboardFormat", targets: ["StoryboardFormat"]),
        .library(name: "StoryboardRuntime", targets: ["StoryboardRuntime"]),
        .library(name: "StoryboardRender", targets: ["StoryboardRender"]),
        .executable(name: "storyboard", targets: ["StoryboardCLI"]),
        .executable(name: "storyboard-bench", targets: ["StoryboardBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        .target(name: "StoryboardFormat"),
        .macro(
            name: "StoryboardMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "StoryboardRuntime", dependencies: ["StoryboardFormat", "StoryboardMacros"]),
        .target(name: "StoryboardRender", dependencies: ["StoryboardFormat"]),
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
        .executableTarget(
            name: "StoryboardCLI",
            dependencies: [
                "StoryboardFormat",
                "StoryboardRuntime",
                "StoryboardRender",
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
                "StoryboardRuntime",
                "StoryboardRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "StoryboardTestSupport", path: "Tests/StoryboardTestSupport"),
        .testTarget(
            name: "StoryboardMacrosTests",
            dependencies: [
                "StoryboardMacros",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "StoryboardFormatTests", dependencies: ["StoryboardFormat", "StoryboardTestSupport"]),
        .testTarget(
            name: "StoryboardRuntimeTests",
            dependencies: ["StoryboardRuntime", "Colorboard", "LinkedTabs", "Entries", "StoryboardTestSupport"]
        ),
        .testTarget(
            name: "StoryboardRenderTests",
            dependencies: [
                "StoryboardRender",
                "StoryboardTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["SVG/__Snapshots__"]
        ),
    ]
)
