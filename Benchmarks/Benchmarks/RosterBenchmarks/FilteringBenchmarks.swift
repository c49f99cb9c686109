// A list filtered while it updates, through `ListController` as an app drives it: F0 is E1's
// update (100,000 items, 1% changed) of models found by their text, unfiltered, the baseline in
// the same run; F1 is the same update while a query shows half the items; F2 changes the query
// (half the items, then the other half) with no update of the app's.
import Benchmark
import Roster
import RosterUpdateWorkloads

/// A post found by its text, as a feed's rows are: the text is made when the filter asks.
struct SearchablePost: CellModel, SearchableCellModel, Equatable {
  var identifier: String
  var content: Int
  var cellType: any ListCell.Type { UpdateBenchmarkCell.self }
  var searchText: String { "Post \(content), \(content % 2 == 0 ? "even" : "odd")" }
}

func filteringBenchmarks() {
  func states() -> [[Section]] {
    let workload = UpdateWorkload(sections: 1, itemsPerSection: 100_000, seed: 16)
    return [workload.newSections(), workload.oldSections()].map { sections in
      sections.map { section in
        var searchable = section
        searchable.cellModels = section.cellModels.compactMap { model in
          (model as? UpdateBenchmarkModel).map {
            SearchablePost(identifier: $0.identifier, content: $0.content)
          }
        }
        return searchable
      }
    }
  }
  for (name, query) in [("F0 100k update, unfiltered", nil), ("F1 100k update, filtered", "even")] {
    Benchmark(name, configuration: fast) { @MainActor benchmark async in
      let states = states()
      let controller = instantController()
      controller.filterQuery = query
      controller.update(with: states[1], animated: false)
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        controller.update(with: states[iteration % 2], animated: true, completion: nil)
      }
      benchmark.stopMeasurement()
    }
  }
  Benchmark("F2 100k query changed", configuration: fast) { @MainActor benchmark async in
    let controller = instantController()
    controller.update(with: states()[1], animated: false)
    controller.filterQuery = "even"
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      controller.filterItems(matching: iteration % 2 == 0 ? "odd" : "even")
    }
    benchmark.stopMeasurement()
  }
}
