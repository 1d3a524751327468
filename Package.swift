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

// The libFuzzer harnesses (Fuzz/run.sh, RELIABILITY.md), declared only when OPENSTORYBOARD_FUZZ
// is set. The fuzzer and address sanitizers then instrument this package's own libraries, the
// code the harnesses feed, and not swift-syntax, Yams or the other dependencies: a fuzzing
// build reuses their objects from the normal build of the same configuration, which in CI
// saves compiling swift-syntax again (for the lint and merge harnesses, and for the runtime's
// macros).
if Context.environment["OPENSTORYBOARD_FUZZ"] != nil {
    let sanitizers = ["-sanitize=fuzzer,address"]
    let instrumented: Set<String> = ["StoryboardFormat", "StoryboardLayout", "StoryboardRuntime", "StoryboardTools"]
    for target in package.targets where instrumented.contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(sanitizers)]
    }
    /// A harness: an executable over FuzzSupport and the library whose entry point it feeds,
    /// linked with lld (../shared/docs/toolchain-notes.md: the default linker fails).
    func harness(_ name: String, fuzzing library: String) -> Target {
        .executableTarget(
            name: name,
            dependencies: ["FuzzSupport", .target(name: library)],
            path: "Fuzz/Sources/\(name)",
            swiftSettings: [.unsafeFlags(sanitizers)],
            linkerSettings: [.unsafeFlags(sanitizers + ["-use-ld=lld"])]
        )
    }
    let harnesses = [
        harness("FuzzXMLReader", fuzzing: "StoryboardFormat"),
        harness("FuzzDocumentModel", fuzzing: "StoryboardFormat"),
        harness("FuzzStringsTable", fuzzing: "StoryboardFormat"),
        harness("FuzzScenes", fuzzing: "StoryboardRuntime"),
        harness("FuzzLayout", fuzzing: "StoryboardLayout"),
        harness("FuzzLint", fuzzing: "StoryboardTools"),
        harness("FuzzMerge", fuzzing: "StoryboardTools"),
    ]
    package.targets += [
        .target(
            name: "FuzzSupport", dependencies: ["StoryboardFormat"], path: "Fuzz/Sources/FuzzSupport",
            swiftSettings: [.unsafeFlags(sanitizers)]
        ),
    ] + harnesses
    package.products += harnesses.map { .executable(name: $0.name, targets: [$0.name]) }
}
