// swift-tools-version:6.0
// libFuzzer harnesses for every entry point that reads untrusted bytes. A package of its own,
// so that the sanitizer flags never touch the main package's normal builds and tests; see
// run.sh and ../shared/docs/toolchain-notes.md for how it is built.
import PackageDescription

/// A harness: an executable over FuzzSupport and the library product whose entry point it feeds.
func harness(_ name: String, fuzzing product: String) -> Target {
    .executableTarget(name: name, dependencies: ["FuzzSupport", .product(name: product, package: "OpenStoryboard")])
}

let package = Package(
    name: "OpenStoryboardFuzz",
    dependencies: [
        .package(name: "OpenStoryboard", path: ".."),
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "StoryboardFormat", package: "OpenStoryboard")]),
        harness("FuzzXMLReader", fuzzing: "StoryboardFormat"),
        harness("FuzzDocumentModel", fuzzing: "StoryboardFormat"),
        harness("FuzzStringsTable", fuzzing: "StoryboardFormat"),
        harness("FuzzScenes", fuzzing: "StoryboardRuntime"),
        harness("FuzzLayout", fuzzing: "StoryboardLayout"),
        harness("FuzzLint", fuzzing: "StoryboardTools"),
        harness("FuzzMerge", fuzzing: "StoryboardTools"),
    ]
)
