// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Roster",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
  products: [
    // MARK: Libraries
    .library(name: "RosterDiff", targets: ["RosterDiff"]),

    // MARK: Examples
    .executable(name: "roster-demo", targets: ["roster-demo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1")
  ],
  targets: [
    // MARK: Libraries
    .target(name: "RosterDiff"),

    // MARK: Examples
    .executableTarget(name: "roster-demo", dependencies: ["RosterDiff"]),

    // MARK: Tests
    .testTarget(
      name: "RosterDiffTests",
      dependencies: [
        "RosterDiff",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
