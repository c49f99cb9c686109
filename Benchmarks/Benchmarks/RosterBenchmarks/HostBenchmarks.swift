// The E1 update as an app sees it on its host: 100,000 items in one section, 1% changed at
// scattered places, on a headless 80×24 `TerminalListView`, from the
// `update(with:animated: false)` call (diffed on the main actor, laid out, applied) until the
// next frame is drawn and diffed against the previous one; and the first screen of the same
// list, from nothing to the first frame, beside building its sections. Iterations alternate
// between the two states. `roster-host-check` (in the root package, `Benchmarks/HostCheck`)
// times the same beside the controller, the typed diff and the UIKit model, at 10^5 and 10^6.
import Benchmark
import Roster
import RosterUpdateWorkloads

/// The H workloads' two states.
func hostWorkload() -> UpdateWorkload {
  UpdateWorkload(sections: 1, itemsPerSection: 100_000, seed: 16)
}

func hostBenchmarks() {
  for measured in [true, false] {
    let name =
      "H1 — E1 100,000 on TerminalListView (\(measured ? "measured" : "explicit") sizes)"
    Benchmark(name, configuration: fast) { @MainActor benchmark async in
      let workload = hostWorkload()
      let states =
        measured
        ? [workload.newSections(), workload.oldSections()]
        : [workload.newRows, workload.oldRows].map {
          explicitSections($0, identifiers: workload.sectionIdentifiers, height: 1)
        }
      let terminal = TerminalHarness()
      terminal.update(to: states[1])
      terminal.frame()
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        terminal.update(to: states[iteration % 2])
        blackHole(terminal.frame())
      }
      benchmark.stopMeasurement()
    }
  }
  Benchmark(
    "H2 — first screen of E1 100,000 on TerminalListView (measured sizes)", configuration: fast
  ) { @MainActor benchmark async in
    let sections = hostWorkload().oldSections()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let terminal = TerminalHarness()
      terminal.update(to: sections)
      blackHole(terminal.frame())
    }
    benchmark.stopMeasurement()
  }
  Benchmark("H2 — building the sections of E1 100,000", configuration: fast) {
    benchmark, workload in
    for _ in benchmark.scaledIterations {
      blackHole(UpdateWorkload.sections(workload.oldRows, identifiers: workload.sectionIdentifiers))
    }
  } setup: {
    hostWorkload()
  }
}
