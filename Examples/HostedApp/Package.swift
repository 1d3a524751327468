// swift-tools-version:6.0
import PackageDescription

// An app of its own, in its own package: its storyboard is a resource of the `Planets` target,
// its view controllers are Swift classes there, and OpenStoryboard runs it.
let package = Package(
    name: "HostedApp",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "planets", targets: ["PlanetsMain"]),
    ],
    dependencies: [
        // Your own package would write: .package(url: "https://…/OpenStoryboard", from: "…").
        .package(name: "OpenStoryboard", path: "../.."),
    ],
    targets: [
        .target(
            name: "Planets",
            dependencies: [.product(name: "StoryboardRuntime", package: "OpenStoryboard")],
            resources: [.copy("Resources/Main.storyboard")]
        ),
        .executableTarget(
            name: "PlanetsMain",
            dependencies: ["Planets", .product(name: "StoryboardRuntime", package: "OpenStoryboard")]
        ),
        // The tests launch the app in-process and run the built `planets` executable.
        .testTarget(name: "PlanetsTests", dependencies: ["Planets"]),
    ]
)
