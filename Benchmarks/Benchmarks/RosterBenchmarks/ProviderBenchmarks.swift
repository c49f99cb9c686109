// A section provider's update beside the same change made to the whole list. 100 providers
// own one section of 1,000 items each; one of them inserts 10 items and deletes 10 per update,
// alternating between two states. "provider slice" updates it through its context, so only its
// section is diffed; "whole list" hands the controller the complete new state, so all 100,000
// items are diffed. Both go through diff, plan and a host that applies batches at once.
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
        provider.context?.update(with: provider.sections[(iteration + 1) % 2], animated: true, completion: nil)
      }
      benchmark.stopMeasurement()
      // The contexts hold their container weakly: it must outlive the loop.
      blackHole(container)
    }
  }
  Benchmark("P4 whole list", configuration: fast) { @MainActor benchmark async in
    do {
      let (container, providers) = providerWorld()
      let states = (0..<2).map { state in
        providers.enumerated().flatMap { index, provider in
          provider.sections[index == 50 ? state : 0]
        }
      }
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        container.controller.update(with: states[(iteration + 1) % 2], animated: true, completion: nil)
      }
      benchmark.stopMeasurement()
    }
  }
}
