// Roster's diff against its baselines on eight workloads, all in one run. Inputs are built in
// each benchmark's setup, outside the measured region; every result goes to `blackHole`.
import Benchmark
import RosterDiff
import RosterWorkloads

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]

/// Roster and the dictionary baseline take milliseconds: enough samples for a stable median.
var fast: Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: metrics, timeUnits: .microseconds, warmupIterations: 3, maxDuration: .seconds(2),
    maxIterations: 200)
}

/// The standard library's Myers diff is quadratic in the number of differences: a few samples.
func slow(iterations: Int) -> Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: metrics, timeUnits: .microseconds, warmupIterations: 0, maxDuration: .seconds(10),
    maxIterations: iterations)
}

func flat(
  _ name: String, standardLibraryIterations: Int?, _ make: @escaping () -> FlatWorkload
) {
  Benchmark("\(name) Roster", configuration: fast) { benchmark, workload in
    for _ in benchmark.scaledIterations {
      blackHole(Changes(from: workload.old, to: workload.new, id: { $0 }, isContentEqual: ==))
    }
  } setup: {
    make()
  }
  Benchmark("\(name) dictionary", configuration: fast) { benchmark, workload in
    for _ in benchmark.scaledIterations {
      blackHole(Baselines.dictionaries(old: workload.old, new: workload.new, id: { $0 }))
    }
  } setup: {
    make()
  }
  guard let standardLibraryIterations else { return }
  Benchmark("\(name) stdlib", configuration: slow(iterations: standardLibraryIterations)) {
    benchmark, workload in
    for _ in benchmark.scaledIterations {
      blackHole(Baselines.standardLibrary(old: workload.old, new: workload.new))
    }
  } setup: {
    make()
  }
}

/// The DifferenceKit-like baseline on a flat workload.
func differenceKitLike(_ name: String, _ make: @escaping () -> FlatWorkload) {
  Benchmark("\(name) DifferenceKit-like", configuration: fast) { benchmark, workload in
    for _ in benchmark.scaledIterations {
      blackHole(
        Baselines.heckel(old: workload.old, new: workload.new, id: { $0 }, isContentEqual: ==))
    }
  } setup: {
    make()
  }
}

let benchmarks: @Sendable () -> Void = {
  flat("W1", standardLibraryIterations: 50, Workloads.w1)
  flat("W2", standardLibraryIterations: 3, Workloads.w2)
  flat("W3", standardLibraryIterations: 50, Workloads.w3)
  // Myers is quadratic in the differences: 200,000 of them would take minutes per run.
  flat("W4", standardLibraryIterations: nil, Workloads.w4)

  Benchmark("W5 Roster", configuration: fast) { benchmark, workload in
    for _ in benchmark.scaledIterations {
      blackHole(Changes(from: workload.old, to: workload.new, id: \.id, isContentEqual: ==))
    }
  } setup: {
    Workloads.w5()
  }
  Benchmark("W5 dictionary", configuration: fast) { benchmark, workload in
    for _ in benchmark.scaledIterations {
      blackHole(Baselines.dictionaries(old: workload.old, new: workload.new, id: \.id))
    }
  } setup: {
    Workloads.w5()
  }
  Benchmark("W5 stdlib", configuration: slow(iterations: 50)) { benchmark, workload in
    for _ in benchmark.scaledIterations {
      blackHole(Baselines.standardLibrary(old: workload.old, new: workload.new))
    }
  } setup: {
    Workloads.w5()
  }

  Benchmark("W6 Roster", configuration: fast) { benchmark, workload in
    for _ in benchmark.scaledIterations {
      blackHole(
        SectionedChanges(
          from: workload.old, to: workload.new, sectionID: \.id, items: \.items,
          itemID: { $0 }, isSectionContentEqual: { _, _ in true }, isItemContentEqual: ==))
    }
  } setup: {
    Workloads.w6()
  }
  Benchmark("W6 dictionary", configuration: fast) { benchmark, workload in
    for _ in benchmark.scaledIterations {
      blackHole(Baselines.dictionaries(old: workload.oldFlat, new: workload.newFlat, id: { $0 }))
    }
  } setup: {
    Workloads.w6()
  }
  Benchmark("W6 stdlib", configuration: slow(iterations: 10)) { benchmark, workload in
    for _ in benchmark.scaledIterations {
      blackHole(Baselines.standardLibrary(old: workload.oldFlat, new: workload.newFlat))
    }
  } setup: {
    Workloads.w6()
  }

  // A rotation by one and a first load: where a diff that hashes nothing has the edge.
  flat("W8", standardLibraryIterations: 50, Workloads.w8)
  differenceKitLike("W8", Workloads.w8)
  // The standard library's walk is quadratic in the 100,000 insertions: some 40 s a run.
  flat("W12", standardLibraryIterations: nil, Workloads.w12)
  differenceKitLike("W12", Workloads.w12)

  planningBenchmarks()
  terminalBenchmarks()
  tableBenchmarks()
  carouselBenchmarks()
  layoutBenchmarks()
  providerBenchmarks()
  containerScaleBenchmarks()
  updatePathBenchmarks()
  filteringBenchmarks()
  selectionBenchmarks()
  hostBenchmarks()
  screenBenchmarks()
  outlineBenchmarks()
  textLayoutBenchmarks()
  typeToFilterBenchmarks()
  textEditingBenchmarks()
}
