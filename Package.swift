// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OpenStoryboard",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "StoryboardFormat", targets: ["StoryboardFormat"]),
        .executable(name: "storyboard", targets: ["StoryboardCLI"]),
        .executable(name: "storyboard-bench", targets: ["StoryboardBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "StoryboardFormat"),
        .executableTarget(
            name: "StoryboardCLI",
            dependencies: [
                "StoryboardFormat",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "StoryboardBenchmarks",
            dependencies: [
                "StoryboardFormat",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "StoryboardFormatTests", dependencies: ["StoryboardFormat"]),
    ]
)
