// The whole update path beside its diff. Each E workload changes 1% of its items (a
// quarter each deleted, inserted, moved, given new content) and is measured three ways on the
// same change: `ListController.update` on a host that swaps the data and completes at once,
// the bare `SectionedChanges` of the same `[Section]` states, and the typed `Changes` of the
// same change over `Identifiable` values with `UUID` identities. Iterations alternate between
// the two states. "E load" is the first update of an empty list beside building its sections.
// `Benchmarks/Sources/roster-update-check` runs the same workloads at 10^3…10^6 items.
// "U3"/"U4" are an unchanged E1 state rebuilt as new arrays of new models, the identifier strings
// shared (U3) or fresh copies (U4), beside the typed diff of the same unchanged items
// (`roster-update-check unchanged`).
import Benchmark
import Roster
import RosterDiff
import RosterUpdateWorkloads

func updatePathBenchmarks() {
  for (name, sections, perSection) in [
    ("E1", 1, 100_000), ("E2", 100, 1_000), ("E3", 1_000, 1_000),
  ] {
    let configuration = name == "E3" ? slow(iterations: 10) : fast
    Benchmark("\(name) controller", configuration: configuration) { @MainActor benchmark async in
      let workload = UpdateWorkload(sections: sections, itemsPerSection: perSection, seed: 16)
      let states = [workload.newSections(), workload.oldSections()]
      let controller = instantController()
      controller.update(with: states[1], animated: false)
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        controller.update(with: states[iteration % 2], animated: true, completion: nil)
      }
      benchmark.stopMeasurement()
    }
    Benchmark("\(name) sectioned", configuration: configuration) { benchmark, workload in
      let states = [workload.oldSections(), workload.newSections()]
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        blackHole(sectionedChanges(from: states[iteration % 2], to: states[(iteration + 1) % 2]))
      }
      benchmark.stopMeasurement()
    } setup: {
      UpdateWorkload(sections: sections, itemsPerSection: perSection, seed: 16)
    }
    Benchmark("\(name) typed", configuration: configuration) { benchmark, workload in
      let states = [workload.oldItems(), workload.newItems()]
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        blackHole(Changes(from: states[iteration % 2], to: states[(iteration + 1) % 2]))
      }
      benchmark.stopMeasurement()
    } setup: {
      UpdateWorkload(sections: sections, itemsPerSection: perSection, seed: 16)
    }
  }
  for (name, freshIdentifiers) in [("U3", false), ("U4", true)] {
    Benchmark(
      "\(name) unchanged 100k rebuilt, \(freshIdentifiers ? "fresh" : "shared") identifiers",
      configuration: fast
    ) { @MainActor benchmark async in
      let workload = UpdateWorkload(sections: 1, itemsPerSection: 100_000, seed: 16)
      let states = (0..<2).map { _ in
        workload.rebuiltOldSections(freshIdentifiers: freshIdentifiers)
      }
      let controller = instantController()
      controller.update(with: states[0], animated: false)
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        controller.update(with: states[(iteration + 1) % 2], animated: true, completion: nil)
      }
      benchmark.stopMeasurement()
    }
  }
  Benchmark("U3 typed", configuration: fast) { benchmark, workload in
    let old = workload.oldItems()
    let new = old.map { $0 }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(Changes(from: old, to: new))
    }
    benchmark.stopMeasurement()
  } setup: {
    UpdateWorkload(sections: 1, itemsPerSection: 100_000, seed: 16)
  }
  Benchmark("E load build", configuration: fast) { benchmark, workload in
    for _ in benchmark.scaledIterations {
      blackHole(UpdateWorkload.sections(workload.oldRows, identifiers: workload.sectionIdentifiers))
    }
  } setup: {
    UpdateWorkload(sections: 1, itemsPerSection: 100_000, seed: 16)
  }
  Benchmark("E load controller", configuration: fast) { @MainActor benchmark async in
    let sections = UpdateWorkload(sections: 1, itemsPerSection: 100_000, seed: 16).oldSections()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let controller = instantController()
      controller.update(with: sections, animated: false)
      blackHole(controller)
    }
    benchmark.stopMeasurement()
  }
}
