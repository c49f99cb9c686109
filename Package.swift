// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Roster",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
  products: [
    // MARK: Libraries
    .library(name: "RosterDiff", targets: ["RosterDiff"]),
    .library(name: "Roster", targets: ["Roster"]),
    .library(name: "RosterTesting", targets: ["RosterTesting"]),

    // MARK: Examples
    .executable(name: "roster-demo", targets: ["roster-demo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1")
  ],
  targets: [
    // MARK: Libraries
    .target(name: "RosterDiff"),
    .target(name: "Roster", dependencies: ["RosterDiff"]),
    .target(name: "RosterTesting", dependencies: ["Roster"]),

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
    .testTarget(
      name: "RosterTests",
      dependencies: [
        "Roster", "RosterTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "RosterTestingTests",
      dependencies: [
        "RosterTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
