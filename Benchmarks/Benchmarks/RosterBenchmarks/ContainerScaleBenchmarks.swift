// A container of P providers, each owning one section of 5 rows, and each updating its
// section once per iteration (alternating between two contents): the cost of a provider's
// update as the list around it grows. On the terminal host (a headless 80×24
// TerminalListView, laid out incrementally) and on SimulatedListHost, which checks every
// batch against the whole state, so it stops at 1,000 providers. Each world is built once,
// outside the measured region, and kept for the next iterations.
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
  for count in [10, 1_000] {
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
