// A container of P providers, each owning one section of 5 rows, and each updating its
// section once per iteration (alternating between two contents): the cost of a provider's
// update as the list around it grows. On the terminal host (a headless 80×24
// TerminalListView, laid out incrementally) and on SimulatedListHost, which checks every
// batch against UIKit's rules. Each world is built once, outside the measured region, and
// kept for the next iterations.
//
// C3 and C4 are what an app does on the terminal: one provider's update at a time, animated (the
// default), each followed by a frame (animations ended, the screen drawn) — C3 every provider
// editing its section, C4 providers attached empty publishing their first section in the order
// their data arrives (shuffled, seeded).
//
// C5 and C6 are C4's publishing without the frames, the update path alone: C5 on the terminal
// (each update's animation ended before the next), C6 on SimulatedListHost (each batch settled
// before the next).
import Benchmark
import Foundation
import Roster
import RosterTerminal
import RosterTesting

@MainActor
final class RowsProvider: SectionProvider {
  let index: Int
  var context: SectionProviderContext?

  init(index: Int) { self.index = index }

  func didAttach(to context: SectionProviderContext) {
    self.context = context
    context.update(with: sections(version: 0), animated: false)
  }

  func sections(version: Int) -> [Section] {
    let rows = (0..<5).map { row in
      FeedRow(identifier: "p\(index)-\(row)", title: "provider \(index), row \(row), v\(version)")
    }
    return [Section(cellModels: rows, identifier: "p\(index)")]
  }
}

/// A container of `count` one-section providers on a host, and how many rounds of updates it
/// has been through.
@MainActor
final class ContainerWorld<Host: ListHost> {
  let container: SectionContainer<Host>
  let providers: [RowsProvider]
  var round = 0

  init(host: Host, count: Int) {
    container = SectionContainer(host: host)
    container.controller.diagnosticHandler = { _ in }
    providers = (0..<count).map(RowsProvider.init)
    container.setProviders(providers, animated: false)
  }

  /// Every provider updates its section once, with new content for each row.
  func updateEach() {
    round += 1
    for provider in providers {
      provider.context?.update(with: provider.sections(version: round), animated: false)
    }
  }
}

/// A provider of one section of five rows that publishes when told, animated.
@MainActor
final class PublishingProvider: SectionProvider {
  let index: Int
  let publishesOnAttach: Bool
  var context: SectionProviderContext?

  init(index: Int, publishesOnAttach: Bool) {
    self.index = index
    self.publishesOnAttach = publishesOnAttach
  }

  func didAttach(to context: SectionProviderContext) {
    self.context = context
    if publishesOnAttach { publish(version: 0) }
  }

  func publish(version: Int) {
    let rows = (0..<5).map { row in
      FeedRow(identifier: "p\(index)-\(row)", title: "provider \(index), row \(row), v\(version)")
    }
    context?.update(with: [Section(cellModels: rows, identifier: "p\(index)")])
  }
}

/// A terminal app's container of `count` providers, one update and one frame at a time.
@MainActor
final class TerminalAppWorld {
  let listView = TerminalListView(size: CGSize(width: 80, height: 24))
  let container: SectionContainer<TerminalListView>
  let providers: [PublishingProvider]
  var screen = ScreenBuffer(width: 80, height: 24)
  var round = 0

  init(count: Int, publishing: Bool) async {
    container = SectionContainer(host: listView)
    container.controller.diagnosticHandler = { _ in }
    providers = (0..<count).map { PublishingProvider(index: $0, publishesOnAttach: publishing) }
    container.setProviders(providers, animated: false)
    // A first load above the off-main threshold is diffed off the main actor.
    while container.controller.isUpdating {
      listView.finishAnimations()
      await Task.yield()
    }
    frame()
  }

  func frame() {
    listView.finishAnimations()
    listView.render(into: &screen)
  }

  /// Every provider edits its section, one update and one frame at a time.
  func editEach() {
    round += 1
    for provider in providers {
      provider.publish(version: round)
      frame()
    }
  }

  /// Every provider publishes its first section, in a shuffled order, one frame after each.
  func publishEach() {
    var generator = SeededGenerator(seed: 28)
    for provider in providers.shuffled(using: &generator) {
      provider.publish(version: 0)
      frame()
    }
  }
}

/// Providers attached empty to a container on `host`, publishing their first section one at a
/// time in a shuffled order; `settle` ends each update's animation before the next.
@MainActor
final class PublishWorld<Host: ListHost> {
  let container: SectionContainer<Host>
  let providers: [PublishingProvider]

  init(host: Host, count: Int) async {
    container = SectionContainer(host: host)
    container.controller.diagnosticHandler = { _ in }
    providers = (0..<count).map { PublishingProvider(index: $0, publishesOnAttach: false) }
    container.setProviders(providers, animated: false)
    while container.controller.isUpdating {
      host.finishAnimationsIfUndriven()
      await Task.yield()
    }
  }

  func publishEach(settle: () -> Void) {
    var generator = SeededGenerator(seed: 28)
    for provider in providers.shuffled(using: &generator) {
      provider.publish(version: 0)
      settle()
    }
  }
}

/// SplitMix64: the same shuffle on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@MainActor var terminalAppWorlds: [Int: TerminalAppWorld] = [:]
@MainActor var terminalWorlds: [Int: ContainerWorld<TerminalListView>] = [:]
@MainActor var simulatedWorlds: [Int: ContainerWorld<SimulatedListHost>] = [:]

func containerScaleBenchmarks() {
  let once = Benchmark.Configuration(
    metrics: metrics, timeUnits: .microseconds, warmupIterations: 0, maxDuration: .seconds(10),
    maxIterations: 5)
  for count in [10, 1_000, 10_000] {
    Benchmark("C1 \(count) providers update once, terminal", configuration: once) {
      @MainActor benchmark async in
      let world =
        terminalWorlds[count]
        ?? ContainerWorld(host: TerminalListView(size: CGSize(width: 80, height: 24)), count: count)
      terminalWorlds[count] = world
      benchmark.startMeasurement()
      world.updateEach()
      benchmark.stopMeasurement()
    }
  }
  for count in [1_000, 3_000, 10_000] {
    Benchmark(
      "C3 \(count) providers edit one at a time, a frame each, terminal", configuration: once
    ) {
      @MainActor benchmark async in
      let world: TerminalAppWorld
      if let existing = terminalAppWorlds[count] {
        world = existing
      } else {
        world = await TerminalAppWorld(count: count, publishing: true)
      }
      terminalAppWorlds[count] = world
      benchmark.startMeasurement()
      world.editEach()
      benchmark.stopMeasurement()
    }
    Benchmark(
      "C4 \(count) providers publish a first section one at a time, terminal", configuration: once
    ) {
      @MainActor benchmark async in
      let world = await TerminalAppWorld(count: count, publishing: false)
      benchmark.startMeasurement()
      world.publishEach()
      benchmark.stopMeasurement()
    }
  }
  for count in [1_000, 3_000, 10_000] {
    Benchmark(
      "C5 \(count) providers publish a first section one at a time, no frame, terminal",
      configuration: once
    ) {
      @MainActor benchmark async in
      let listView = TerminalListView(size: CGSize(width: 80, height: 24))
      let world = await PublishWorld(host: listView, count: count)
      benchmark.startMeasurement()
      world.publishEach { listView.finishAnimations() }
      benchmark.stopMeasurement()
    }
    Benchmark(
      "C6 \(count) providers publish a first section one at a time, simulated",
      configuration: once
    ) {
      @MainActor benchmark async in
      let host = SimulatedListHost()
      let world = await PublishWorld(host: host, count: count)
      host.settle()
      benchmark.startMeasurement()
      world.publishEach { host.settle() }
      benchmark.stopMeasurement()
    }
  }
  for count in [300, 1_000, 3_000] {
    Benchmark("C2 \(count) providers update once, simulated", configuration: once) {
      @MainActor benchmark async in
      let world = simulatedWorlds[count] ?? ContainerWorld(host: SimulatedListHost(), count: count)
      simulatedWorlds[count] = world
      benchmark.startMeasurement()
      world.updateEach()
      benchmark.stopMeasurement()
    }
  }
}
