// What a screen costs an app on each host, through the public API as an app calls it, at
// 100,000 and 1,000,000 rows measured by their cell (`.autolayout`), one section, E1's rows:
//
// - S1, the first screen: a new list's first load and what the host does to show it (the
//   terminal's first frame; the simulated host's layout reported as its visible rect), beside
//   building the `[Section]` and the controller's first load on a host that does nothing;
// - S2, E1's change (1% of the rows at scattered places, a quarter each deleted, inserted,
//   moved and given new content) under the default `UpdatePolicy`, which reloads above 1,000
//   operations (E1 has 1,000 at 100,000 rows and 10,000 at 1,000,000), on each host and on a
//   controller whose host does nothing; on the simulated host alone (the batch checked) and
//   laid out as for S1; S3, the same with every change as one batch
//   (`maximumAnimatedOperations: .max`);
// - S4, the end of a list loaded and shown at its top but never scrolled: the terminal's End key
//   and the controller's `scrollTo(cellModel:)`, each with the next frame, and the simulated
//   host scrolled to its end and reporting what it shows.
//
// A list is built outside the measured region and kept for the benchmark's next samples (one
// at a time, so that 10^6 rows are held once); iterations alternate between E1's two states.
// `CollectionViewHost` and `TableViewHost` run on the UIKit model, which only the root package
// builds (`roster-host-check` times the collection view there).
import Benchmark
import Roster
import RosterTerminal
import RosterTesting
import RosterUpdateWorkloads

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The row counts every S workload runs at, and the name each goes by: each size is a
/// benchmark of its own, so that a filter (`"S. 100k.*"`) runs one size.
let screenSizes = [(100_000, "100k"), (1_000_000, "1M")]

/// A few samples: a first screen of 10^6 measured rows takes seconds.
func screenConfiguration(rows: Int) -> Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: metrics, timeUnits: .microseconds, warmupIterations: 0, maxDuration: .seconds(10),
    maxIterations: rows > 100_000 ? 3 : 10)
}

/// E1's two states at `rows` rows, the one kept for the benchmark that asked last.
@MainActor var screenWorkload: (rows: Int, workload: UpdateWorkload, states: [[Section]])?

@MainActor
func screenStates(rows: Int) -> (workload: UpdateWorkload, states: [[Section]]) {
  if let kept = screenWorkload, kept.rows == rows { return (kept.workload, kept.states) }
  screenWorkload = nil
  let workload = UpdateWorkload(sections: 1, itemsPerSection: rows, seed: 16)
  let states = [workload.oldSections(), workload.newSections()]
  screenWorkload = (rows, workload, states)
  return (workload, states)
}

/// A list shown on one host and kept between a benchmark's samples.
@MainActor
protocol ScreenWorld: AnyObject {
  /// Shows the next state: one update, applied, and what the host does to show it.
  func update(to sections: [Section])
  /// Stops when the host does not show `count` rows.
  func check(count: Int)
}

/// A controller on a host that completes at once and shows nothing.
@MainActor
final class InstantScreenWorld: ScreenWorld {
  let controller: ListController<InstantHost>

  init(policy: UpdatePolicy) {
    controller = ListController(
      host: InstantHost(), policy: policy, offMainDiffingThreshold: .max)
  }

  func update(to sections: [Section]) {
    controller.update(with: sections, animated: false)
  }

  func check(count: Int) {
    precondition(!controller.isUpdating && controller.sections[0].cellModels.count == count)
  }
}

/// A headless 80×24 terminal list: an update and the next frame.
@MainActor
final class TerminalScreenWorld: ScreenWorld {
  let harness: TerminalHarness

  init(policy: UpdatePolicy) { harness = TerminalHarness(policy: policy) }

  func update(to sections: [Section]) {
    harness.update(to: sections)
    blackHole(harness.frame())
  }

  func check(count: Int) { harness.check(count: count) }
}

/// A simulated collection view: an update, checked against UIKit's rules, and, when it is laid
/// out, the host's layout reported as its visible rect, as a scroll view reports what it shows
/// (the host lays nothing out otherwise, and so measures nothing).
@MainActor
final class SimulatedScreenWorld: ScreenWorld {
  let host = SimulatedListHost()
  let controller: ListController<SimulatedListHost>
  let laidOut: Bool

  init(policy: UpdatePolicy, laidOut: Bool = true) {
    self.laidOut = laidOut
    controller = ListController(host: host, policy: policy, offMainDiffingThreshold: .max)
  }

  func update(to sections: [Section]) {
    controller.update(with: sections, animated: false)
    if laidOut {
      blackHole(host.showVisibleRect(CGRect(origin: .zero, size: host.containerSize)))
    }
  }

  func check(count: Int) {
    precondition(!controller.isUpdating && host.errors.isEmpty)
    precondition(host.view.numberOfItems(inSection: 0) == count)
  }
}

/// The world an update benchmark runs on, the one kept for the benchmark that asked last.
@MainActor var screenWorld: (name: String, world: any ScreenWorld, shown: Int)?

@MainActor
func keptScreenWorld(
  named name: String, rows: Int, make: () -> any ScreenWorld
) -> (world: any ScreenWorld, states: [[Section]], next: Int) {
  let (_, states) = screenStates(rows: rows)
  if let kept = screenWorld, kept.name == name {
    return (kept.world, states, 1 - kept.shown)
  }
  screenWorld = nil
  let world = make()
  world.update(to: states[0])
  world.check(count: rows)
  return (world, states, 1)
}

func screenBenchmarks() {
  for (rows, size) in screenSizes {
    let configuration = screenConfiguration(rows: rows)
    firstScreenBenchmarks(rows: rows, size: size, configuration: configuration)
    for (family, policy, policyName) in [
      ("S2", UpdatePolicy(), "default policy"),
      ("S3", UpdatePolicy(maximumAnimatedOperations: .max), "one batch"),
    ] {
      let hosts: [(String, @MainActor @Sendable () -> any ScreenWorld)] = [
        ("controller on a no-op host", { InstantScreenWorld(policy: policy) }),
        ("TerminalListView", { TerminalScreenWorld(policy: policy) }),
        ("SimulatedListHost", { SimulatedScreenWorld(policy: policy, laidOut: false) }),
        ("SimulatedListHost laid out", { SimulatedScreenWorld(policy: policy) }),
      ]
      for (host, make) in hosts {
        let name = "\(family) \(size) update, \(policyName), \(host)"
        Benchmark(name, configuration: configuration) { @MainActor benchmark async in
          let (world, states, next) = keptScreenWorld(named: name, rows: rows, make: make)
          benchmark.startMeasurement()
          world.update(to: states[next])
          benchmark.stopMeasurement()
          world.check(count: states[next][0].cellModels.count)
          screenWorld = (name, world, next)
        }
      }
    }
    scrollToEndBenchmarks(rows: rows, size: size, configuration: configuration)
  }
}

func firstScreenBenchmarks(rows: Int, size: String, configuration: Benchmark.Configuration) {
  Benchmark("S1 \(size) building the sections", configuration: configuration) {
    benchmark, workload in
    for _ in benchmark.scaledIterations {
      blackHole(UpdateWorkload.sections(workload.oldRows, identifiers: workload.sectionIdentifiers))
    }
  } setup: {
    UpdateWorkload(sections: 1, itemsPerSection: rows, seed: 16)
  }
  let hosts: [(String, @MainActor @Sendable () -> any ScreenWorld)] = [
    ("controller on a no-op host", { InstantScreenWorld(policy: UpdatePolicy()) }),
    ("TerminalListView", { TerminalScreenWorld(policy: UpdatePolicy()) }),
    ("SimulatedListHost", { SimulatedScreenWorld(policy: UpdatePolicy()) }),
  ]
  for (host, make) in hosts {
    Benchmark("S1 \(size) first screen, \(host)", configuration: configuration) {
      @MainActor benchmark async in
      let sections = screenStates(rows: rows).states[0]
      screenWorld = nil
      benchmark.startMeasurement()
      let world = make()
      world.update(to: sections)
      benchmark.stopMeasurement()
      world.check(count: rows)
    }
  }
}

func scrollToEndBenchmarks(rows: Int, size: String, configuration: Benchmark.Configuration) {
  for (way, key) in [("End key", true), ("scrollTo(cellModel:)", false)] {
    Benchmark("S4 \(size) to the end, \(way), TerminalListView", configuration: configuration) {
      @MainActor benchmark async in
      let sections = screenStates(rows: rows).states[0]
      guard let last = sections[0].cellModels.last else { return }
      screenWorld = nil
      let harness = TerminalHarness()
      harness.update(to: sections)
      harness.frame()
      benchmark.startMeasurement()
      if key {
        harness.listView.handle(.end)
      } else {
        harness.controller.scrollTo(cellModel: last, animated: false)
      }
      blackHole(harness.frame())
      benchmark.stopMeasurement()
      precondition(
        harness.listView.indexPathsForVisibleItems.contains(IndexPath(item: rows - 1, section: 0)),
        "not at the end")
    }
  }
  Benchmark(
    "S4 \(size) to the end, scroll(toOffset:), SimulatedListHost", configuration: configuration
  ) {
    @MainActor benchmark async in
    let sections = screenStates(rows: rows).states[0]
    screenWorld = nil
    let world = SimulatedScreenWorld(policy: UpdatePolicy())
    world.update(to: sections)
    let host = world.host
    benchmark.startMeasurement()
    host.scroll(toOffset: .greatestFiniteMagnitude)
    let offset = host.contentOffset ?? 0
    blackHole(
      host.showVisibleRect(CGRect(origin: CGPoint(x: 0, y: offset), size: host.containerSize)))
    benchmark.stopMeasurement()
    precondition(offset == CGFloat(rows) * 44 - host.containerSize.height, "not at the end")
  }
}
