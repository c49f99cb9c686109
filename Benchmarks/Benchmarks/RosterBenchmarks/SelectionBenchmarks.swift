// Acting on a selection through `ListController` as an app's Delete and Move buttons do: "R"
// removes the selected items (`removeSelectedItems`), "M" moves them to the top of the first
// section (`moveSelectedItems`), each beside the same change made as one `update` with the new
// state built beforehand, in the same run. The list holds twice as many items as are selected,
// in ten sections, every other item selected; each sample starts from a fresh controller, and
// only the call itself is measured.
import Benchmark
import Roster
import RosterUpdateWorkloads

/// A row an app lets the user select, as a mail list's rows are.
struct SelectableRow: SelectableCellModel, Equatable {
  var identifier: String
  var cellType: any ListCell.Type { UpdateBenchmarkCell.self }
  var selectionAction: SelectionAction? { nil }

  static func == (lhs: SelectableRow, rhs: SelectableRow) -> Bool {
    lhs.identifier == rhs.identifier
  }
}

func selectionBenchmarks() {
  /// The list, with `selected` of its `2 × selected` items selected: the odd ones.
  func list(selected: Int) -> [Section] {
    let perSection = 2 * selected / 10
    return (0..<10).map { section in
      Section(
        cellModels: (0..<perSection).map {
          SelectableRow(identifier: "row-\(section)-\($0)")
        }, identifier: "section-\(section)")
    }
  }
  func isSelected(_ model: any CellModel) -> Bool {
    model.identifier.last.flatMap { $0.wholeNumberValue }.map { $0 % 2 == 1 } ?? false
  }
  /// A controller showing `sections` in edit mode with the odd items selected.
  @MainActor func selecting(_ sections: [Section]) -> ListController<InstantHost> {
    let controller = instantController()
    controller.update(with: sections, animated: false)
    controller.isEditing = true
    for section in sections {
      for model in section.cellModels where isSelected(model) {
        try? controller.select(model.identifier)
      }
    }
    return controller
  }
  let configuration = slow(iterations: 20)
  for (label, selected) in [("10k", 10_000), ("30k", 30_000), ("100k", 100_000)] {
    Benchmark("R \(label) removeSelectedItems", configuration: configuration) {
      @MainActor benchmark async in
      let controller = selecting(list(selected: selected))
      benchmark.startMeasurement()
      blackHole(controller.removeSelectedItems(animated: true))
      benchmark.stopMeasurement()
    }
    Benchmark("R \(label) update", configuration: configuration) { @MainActor benchmark async in
      let sections = list(selected: selected)
      let controller = selecting(sections)
      var removed = sections
      for index in removed.indices { removed[index].cellModels.removeAll(where: isSelected) }
      benchmark.startMeasurement()
      controller.update(with: removed, animated: true)
      benchmark.stopMeasurement()
    }
    Benchmark("M \(label) moveSelectedItems", configuration: configuration) {
      @MainActor benchmark async in
      let controller = selecting(list(selected: selected))
      benchmark.startMeasurement()
      try? controller.moveSelectedItems(toSection: "section-0", at: 0, animated: true)
      benchmark.stopMeasurement()
    }
    Benchmark("M \(label) update", configuration: configuration) { @MainActor benchmark async in
      let sections = list(selected: selected)
      let controller = selecting(sections)
      var moved = sections
      for index in moved.indices { moved[index].cellModels.removeAll(where: isSelected) }
      moved[0].cellModels.insert(
        contentsOf: sections.flatMap(\.cellModels).filter(isSelected), at: 0)
      benchmark.startMeasurement()
      controller.update(with: moved, animated: true)
      benchmark.stopMeasurement()
    }
  }
}
