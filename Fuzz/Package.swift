// swift-tools-version:6.0
// libFuzzer harnesses for every entry point that reads untrusted bytes. A package of its own,
// so that the sanitizer flags never touch the main package's normal builds and tests; see
// run.sh and ../shared/docs/toolchain-notes.md for how it is built.
import PackageDescription

let package = Package(
    name: "OpenStoryboardFuzz",
    dependencies: [
        .package(name: "OpenStoryboard", path: ".."),
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "StoryboardFormat", package: "OpenStoryboard")]),
        .executableTarget(
            name: "FuzzXMLReader",
            dependencies: ["FuzzSupport", .product(name: "StoryboardFormat", package: "OpenStoryboard")]
        ),
        .executableTarget(
            name: "FuzzDocumentModel",
            dependencies: ["FuzzSupport", .product(name: "StoryboardFormat", package: "OpenStoryboard")]
        ),
        .executableTarget(
            name: "FuzzStringsTable",
            dependencies: ["FuzzSupport", .product(name: "StoryboardFormat", package: "OpenStoryboard")]
        ),
        .executableTarget(
            name: "FuzzScenes",
            dependencies: ["FuzzSupport", .product(name: "StoryboardRuntime", package: "OpenStoryboard")]
        ),
        .executableTarget(
            name: "FuzzLayout",
            dependencies: ["FuzzSupport", .product(name: "StoryboardLayout", package: "OpenStoryboard")]
        ),
        .executableTarget(
            name: "FuzzLint",
            dependencies: ["FuzzSupport", .product(name: "StoryboardTools", package: "OpenStoryboard")]
        ),
        .executableTarget(
            name: "FuzzMerge",
            dependencies: ["FuzzSupport", .product(name: "StoryboardTools", package: "OpenStoryboard")]
        ),
    ]
)
