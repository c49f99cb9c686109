// swift-tools-version: 6.1
import PackageDescription

// `ROSTER_INTERNAL_CHECKS=1 swift test` (as `.ci/run` runs it) compiles Roster's internal checks
// into debug builds: the controller checks every planned stage and traps on a broken rule. Off
// unless set, so apps never pay for them.
let rosterSettings: [SwiftSetting] =
  Context.environment["ROSTER_INTERNAL_CHECKS"] == "1"
  ? [.define("ROSTER_INTERNAL_CHECKS", .when(configuration: .debug))] : []

// RosterUIKit executed on Linux: `Tests/UIKitModel` is a behavioural model of the UIKit subset
// the adapter uses, and `Tests/RosterUIKitOnModel` compiles the adapter's own sources (a
// symlink to `Sources/RosterUIKit`, unmodified) against it, for `Tests/RosterUIKitTests`.
//
// Why a second compilation rather than RosterUIKit depending on the model on Linux: a product's
// target must never see the model, or an app (or a Linux server) depending on RosterUIKit would
// get a fake UIKit. Neither test-support target is in a product, and everything that depends on
// the model does so on Linux only (its sources are Linux-only too, so elsewhere it is an empty
// module); Apple platforms always get the real UIKit. The unsafe flag below is on those
// targets alone, so a package depending on Roster never meets it.
//
// Why the module is `UIKitModel` and the adapter still says `import UIKit`: `-module-alias
// UIKit=UIKitModel` (Linux only) makes `import UIKit` and `canImport(UIKit)` resolve to the
// model, without a module actually named UIKit in the build directory, where it could shadow
// the real one for any target built beside it. The tests import `UIKitModel` by its name: with
// an alias, `import Testing` would look for Swift Testing's UIKit overlay.
let onLinux = TargetDependencyCondition.when(platforms: [.linux])
let importUIKitAsModel: [SwiftSetting] = [
  .unsafeFlags(["-module-alias", "UIKit=UIKitModel"], .when(platforms: [.linux]))
]
// RosterUIKitCells runs on the model the same way: `Tests/RosterUIKitCellsOnModel` compiles its
// sources (a symlink to `Sources/RosterUIKitCells`, unmodified), and its `import RosterUIKit`
// resolves to the adapter compiled against the model, `RosterUIKitOnModel`, by a second alias
// on that target alone. The real RosterUIKit module (empty on Linux) sits beside it in the
// build directory; an alias is looked up by its real name, so the two never meet.
let importUIKitCellsDependenciesAsModel: [SwiftSetting] = [
  .unsafeFlags(
    ["-module-alias", "UIKit=UIKitModel", "-module-alias", "RosterUIKit=RosterUIKitOnModel"],
    .when(platforms: [.linux]))
]

let package = Package(
  name: "Roster",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
  products: [
    // MARK: Libraries
    .library(name: "RosterDiff", targets: ["RosterDiff"]),
    .library(name: "RosterLayout", targets: ["RosterLayout"]),
    .library(name: "Roster", targets: ["Roster"]),
    .library(name: "RosterTesting", targets: ["RosterTesting"]),
    .library(name: "RosterTerminal", targets: ["RosterTerminal"]),
    .library(name: "RosterTerminalTesting", targets: ["RosterTerminalTesting"]),
    .library(name: "RosterCells", targets: ["RosterCells"]),
    .library(name: "RosterTerminalCells", targets: ["RosterTerminalCells"]),
    .library(name: "RosterUIKit", targets: ["RosterUIKit"]),
    .library(name: "RosterUIKitCells", targets: ["RosterUIKitCells"]),

    // MARK: Examples
    .executable(name: "roster-demo", targets: ["roster-demo"]),
  ],
  traits: [
    .trait(
      name: "PropertyTesting",
      description:
        "RosterTesting's ListGenerators: random list states and transitions for property tests (swift-property-based)."
    )
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    // `swift package generate-documentation`; no target uses it, so apps never fetch it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // MARK: Libraries
    .target(name: "RosterDiff"),
    // Geometry only: knows constraints and sizes, never models, views or batch updates.
    .target(name: "RosterLayout", dependencies: ["RosterDiff"]),
    .target(
      name: "Roster", dependencies: ["RosterDiff", "RosterLayout"], swiftSettings: rosterSettings),
    // The platform-neutral halves of host features that only hosts use — a swipe's state, the
    // batch split of bands, what a child list (a band or a nested list) is and how far each is
    // scrolled, what a list keeps still on screen through a change — written once for every host, tested without a screen, and kept out of Roster,
    // whose own code never uses them. In no product: its declarations are `package`, for the
    // hosts (and their tests) in this package alone.
    .target(name: "RosterHostSupport", dependencies: ["Roster"]),
    // The simulated hosts; with the `PropertyTesting` trait also swift-property-based
    // generators of list states (`ListGenerators`), so an app that does not ask for them never
    // fetches swift-property-based.
    .target(
      name: "RosterTesting",
      dependencies: [
        "Roster", "RosterHostSupport",
        .product(
          name: "PropertyBased", package: "swift-property-based",
          condition: .when(traits: ["PropertyTesting"])),
      ]
    ),
    .target(name: "RosterTerminal", dependencies: ["Roster", "RosterHostSupport"]),
    // Snapshot tests of terminal screens: RosterTesting's references and diffs for a
    // `ScreenBuffer`, so an app testing a UIKit screen never builds the terminal.
    .target(name: "RosterTerminalTesting", dependencies: ["RosterTerminal", "RosterTesting"]),
    // The cell catalogue: ready-made models for every host, naming no host's cell…
    .target(name: "RosterCells", dependencies: ["Roster"]),
    // …and a terminal cell for each of them, registered in one call.
    .target(name: "RosterTerminalCells", dependencies: ["RosterCells", "RosterTerminal"]),
    // Compiles to an empty module where UIKit is unavailable; `UIKitCheck/run.sh` type-checks
    // its sources on Linux against declarations of the UIKit API they use.
    .target(name: "RosterUIKit", dependencies: ["Roster", "RosterHostSupport"]),
    // …and a UIKit cell for every model of RosterCells, for both hosts; empty without UIKit too.
    .target(name: "RosterUIKitCells", dependencies: ["RosterCells", "RosterUIKit"]),

    // MARK: Examples
    // The demo app is no library: its declarations are `package`, visible to its executable
    // and tests only.
    .target(
      name: "RosterDemo",
      dependencies: ["Roster", "RosterTerminal", "RosterCells", "RosterTerminalCells"],
      path: "Examples/RosterDemo"),
    .executableTarget(
      name: "roster-demo",
      dependencies: [
        "RosterDemo", "RosterTerminal",
      ],
      path: "Examples/roster-demo"
    ),

    // MARK: Benchmarks
    // `roster-host-check`: an update as an app sees it on the terminal and on the UIKit model,
    // beside the controller's own update and the typed diff. It lives here, not in the
    // Benchmarks package, because the UIKit model and the adapter compiled against it are in no
    // product; its sources sit under `Benchmarks/`. In no product. It reuses the Benchmarks
    // package's E workloads: `RosterWorkloads` compiled once more under another name (two
    // targets of one name cannot share a package graph), and a symlink to `UpdateWorkloads.swift`,
    // whose `import RosterWorkloads` the alias below resolves to it.
    .target(
      name: "HostCheckWorkloads", dependencies: ["RosterDiff"],
      path: "Benchmarks/Sources/RosterWorkloads"),
    .executableTarget(
      name: "roster-host-check",
      dependencies: [
        "Roster", "RosterDiff", "RosterTerminal", "HostCheckWorkloads",
        .target(name: "RosterUIKitOnModel", condition: onLinux),
        .target(name: "UIKitModel", condition: onLinux),
      ],
      path: "Benchmarks/HostCheck",
      swiftSettings: [.unsafeFlags(["-module-alias", "RosterWorkloads=HostCheckWorkloads"])]
    ),

    // MARK: Tests
    // `ListGenerators` for Roster's own tests, which `swift test` runs without the trait: the
    // generators' source (a symlink, unmodified) compiled as a module of its own. In no product.
    .target(
      name: "ListGeneratorsForTests",
      dependencies: [
        "RosterTesting", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      path: "Tests/ListGeneratorsForTests",
      swiftSettings: [.define("LIST_GENERATORS_FOR_TESTS")]
    ),
    // Seeded generators and the seeded-case check the test targets share.
    .target(
      name: "RosterTestSupport",
      dependencies: [.product(name: "PropertyBased", package: "swift-property-based")],
      path: "Tests/TestSupport"
    ),
    // The ledger the event-balance properties of the simulated host and the UIKit model share.
    .target(name: "EventLedger", dependencies: ["Roster"], path: "Tests/EventLedger"),
    // `roster-width-dump`: the display width of every Unicode scalar, which
    // `Scripts/compare-widths.py` compares with Python's wcwidth. In no product.
    .executableTarget(
      name: "roster-width-dump", dependencies: ["RosterTerminal"], path: "Tests/WidthDump"),
    // Test support, in no product: see the note at the top of the file.
    .target(
      name: "UIKitModel", dependencies: ["RosterTesting"], path: "Tests/UIKitModel",
      exclude: ["README.md"]
    ),
    .target(
      name: "RosterUIKitOnModel",
      dependencies: [
        "Roster", "RosterHostSupport", .target(name: "UIKitModel", condition: onLinux),
      ],
      path: "Tests/RosterUIKitOnModel", exclude: ["RosterUIKit/RosterUIKit.docc"],
      swiftSettings: importUIKitAsModel
    ),
    .target(
      name: "RosterUIKitCellsOnModel",
      dependencies: [
        "RosterCells", "RosterUIKitOnModel", .target(name: "UIKitModel", condition: onLinux),
      ],
      path: "Tests/RosterUIKitCellsOnModel",
      exclude: ["RosterUIKitCells/RosterUIKitCells.docc"],
      swiftSettings: importUIKitCellsDependenciesAsModel
    ),
    .testTarget(
      name: "RosterUIKitTests",
      dependencies: [
        "RosterTestSupport",
        "RosterUIKitOnModel", "RosterUIKitCellsOnModel", "RosterCells", "RosterHostSupport",
        "RosterTesting", "ListGeneratorsForTests", "EventLedger",
        .target(name: "UIKitModel", condition: onLinux),
        // One screen on every host: the demo's screen on the terminal and on the model.
        .target(name: "RosterDemo", condition: onLinux),
        .target(name: "RosterTerminal", condition: onLinux),
        .target(name: "RosterTerminalCells", condition: onLinux),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "RosterDiffTests",
      dependencies: [
        "RosterTestSupport",
        "RosterDiff",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "RosterTests",
      dependencies: [
        "Roster", "RosterHostSupport", "RosterTesting", "EventLedger",
        "RosterTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // What the hosts share: each component tested on a recording host or against a reference.
    .testTarget(
      name: "RosterHostSupportTests",
      dependencies: [
        "Roster", "RosterHostSupport", "RosterTesting",
        "RosterTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "RosterTerminalTests",
      dependencies: [
        "RosterTestSupport",
        "RosterTerminal", "RosterTesting", "RosterTerminalTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "RosterTerminalCellsTests",
      dependencies: [
        "RosterTestSupport",
        "RosterTerminalCells", "RosterTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "RosterDemoTests",
      dependencies: [
        "RosterDemo", "RosterTerminal", "RosterCells", "RosterTesting", "RosterTerminalTesting",
      ]
    ),
    .testTarget(
      name: "RosterTestingTests",
      dependencies: [
        "RosterTesting", "RosterHostSupport", "ListGeneratorsForTests", "EventLedger",
        "RosterTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
