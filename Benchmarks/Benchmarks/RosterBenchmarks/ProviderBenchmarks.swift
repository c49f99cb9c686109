// A section provider's update beside the same change made to the whole list. 100 providers
// own one section of 1,000 items each; one of them inserts 10 items and deletes 10 per update,
// alternating between two states. "provider slice" updates it through its context, so only its
// section is diffed; "whole list" hands the controller the complete new state with every cell
// model array rebuilt, so all 100,000 items are diffed; "whole list, passed on" hands it the
// new state with the other 99 sections' arrays passed on as they were, which the controller
// recognises in O(sections) and leaves undiffed. All go through diff, plan and a host that
// applies batches at once.
import Benchmark
import Foundation
import Roster

final class BenchmarkCell: ListCell {
  func bind(cellModel: any CellModel, sizing: Bool) {}
}

struct BenchmarkCellModel: CellModel, Equatable {
  var identifier: String
  var cellType: any ListCell.Type { BenchmarkCell.self }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.identifier == rhs.identifier }
}

/// A host that applies every batch at once, so only Roster's own work is measured.
@MainActor
final class ImmediateHost: ListHost {
  weak var dataSource: (any ListDataSource)?
  var isOnScreen = true
  var containerSize = CGSize(width: 320, height: 640)
  var indexPathsForVisibleItems: [IndexPath] = []
  let cellRegistry = CellRegistry()

  func register(cellType: any ListCell.Type) {}

  func performBatch(
    _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    updateData()
    completion(true)
  }

  func reloadData(updateData: () -> Void) { updateData() }

  func measure(_ model: any CellModel, constrainedTo size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 44)
  }

  func scroll(to indexPath: IndexPath, animated: Bool) {}
}

@MainActor
final class SliceProvider: SectionProvider {
  var context: SectionProviderContext?
  let sections: [[Section]]

  init(index: Int) {
    let items = (0..<1_000).map { BenchmarkCellModel(identifier: "p\(index)-\($0)") }
    let changed =
      (0..<10).map { BenchmarkCellModel(identifier: "p\(index)-new\($0)") } + items.dropFirst(10)
    sections = [
      [Section(cellModels: items, identifier: "s\(index)")],
      [Section(cellModels: changed, identifier: "s\(index)")],
    ]
  }

  func didAttach(to context: SectionProviderContext) {
    self.context = context
    context.update(with: sections[0], animated: false)
  }
}

/// 100 providers on an immediate host; the benchmark updates provider 50.
@MainActor
func providerWorld() -> (SectionContainer<ImmediateHost>, [SliceProvider]) {
  let container = SectionContainer(host: ImmediateHost(), policy: .alwaysAnimate)
  container.controller.offMainDiffingThreshold = .max
  let providers = (0..<100).map(SliceProvider.init)
  container.setProviders(providers, animated: false)
  return (container, providers)
}

func providerBenchmarks() {
  Benchmark("P4 provider slice", configuration: fast) { @MainActor benchmark async in
    do {
      let (container, providers) = providerWorld()
      let provider = providers[50]
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        provider.context?.update(
          with: provider.sections[(iteration + 1) % 2], animated: true, completion: nil)
      }
      benchmark.stopMeasurement()
      // The contexts hold their container weakly: it must outlive the loop.
      blackHole(container)
    }
  }
  Benchmark("P4 whole list", configuration: fast) { @MainActor benchmark async in
    do {
      let (container, providers) = providerWorld()
      // Fresh arrays of equal models: nothing tells the controller a section is unchanged.
      let states = (0..<2).map { state in
        providers.enumerated().flatMap { index, provider in
          provider.sections[index == 50 ? state : 0].map { section in
            var rebuilt = section
            rebuilt.cellModels = section.cellModels.map { $0 }
            return rebuilt
          }
        }
      }
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        container.controller.update(
          with: states[(iteration + 1) % 2], animated: true, completion: nil)
      }
      benchmark.stopMeasurement()
    }
  }
  Benchmark("P4 whole list, passed on", configuration: fast) { @MainActor benchmark async in
    do {
      let (container, providers) = providerWorld()
      let states = (0..<2).map { state in
        providers.enumerated().flatMap { index, provider in
          provider.sections[index == 50 ? state : 0]
        }
      }
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        container.controller.update(
          with: states[(iteration + 1) % 2], animated: true, completion: nil)
      }
      benchmark.stopMeasurement()
    }
  }

  // An unchanged update of 100,000 items through the controller: re-emitted (the same arrays,
  // as a view model re-publishing its state does) and rebuilt (equal models in new arrays).
  Benchmark("U1 unchanged 100k, same arrays", configuration: fast) { @MainActor benchmark async in
    let controller = ListController(host: ImmediateHost(), offMainDiffingThreshold: .max)
    let state = unchangedState()
    controller.update(with: state, animated: false)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      controller.update(with: state, animated: true, completion: nil)
    }
    benchmark.stopMeasurement()
  }
  Benchmark("U2 unchanged 100k, rebuilt", configuration: fast) { @MainActor benchmark async in
    let controller = ListController(host: ImmediateHost(), offMainDiffingThreshold: .max)
    let states = [unchangedState(), unchangedState()]
    controller.update(with: states[0], animated: false)
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      controller.update(with: states[(iteration + 1) % 2], animated: true, completion: nil)
    }
    benchmark.stopMeasurement()
  }
}

/// 100 sections of 1,000 items, built anew on every call.
func unchangedState() -> [Section] {
  (0..<100).map { section in
    Section(
      cellModels: (0..<1_000).map { BenchmarkCellModel(identifier: "u\(section)-\($0)") },
      identifier: "u\(section)")
  }
}
