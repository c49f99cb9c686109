// swift-tools-version: 6.1
import PackageDescription

// A sibling package, so apps that depend on Roster never resolve the benchmark dependencies.
let package = Package(
  name: "RosterBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Roster", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    // MARK: Workloads
    .target(
      name: "RosterWorkloads",
      dependencies: [.product(name: "RosterDiff", package: "Roster")]
    ),
    .target(
      name: "RosterUpdateWorkloads",
      dependencies: ["RosterWorkloads", .product(name: "Roster", package: "Roster")]
    ),
    .executableTarget(
      name: "roster-update-check",
      dependencies: ["RosterWorkloads", "RosterUpdateWorkloads"]
    ),
    .executableTarget(
      name: "roster-scale-check",
      dependencies: [
        .product(name: "Roster", package: "Roster"),
        .product(name: "RosterTerminal", package: "Roster"),
        .product(name: "RosterTesting", package: "Roster"),
      ]
    ),
    .executableTarget(
      name: "roster-bench-check",
      dependencies: ["RosterWorkloads", .product(name: "RosterDiff", package: "Roster")]
    ),

    // MARK: Benchmarks
    .executableTarget(
      name: "RosterBenchmarks",
      dependencies: [
        "RosterWorkloads",
        "RosterUpdateWorkloads",
        .product(name: "RosterDiff", package: "Roster"),
        .product(name: "Roster", package: "Roster"),
        .product(name: "RosterTerminal", package: "Roster"),
        .product(name: "RosterCells", package: "Roster"),
        .product(name: "RosterTerminalCells", package: "Roster"),
        .product(name: "RosterTesting", package: "Roster"),
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/RosterBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
