import Foundation
import RosterHostSupport

// A real view asks its data source for the counts when it loads, and dequeues a cell only for
// an item it shows or prefetches: that is where an unfit cell type fails. The simulated host
// checks the same cells, so that a first load or a batch costs what is on screen, not the list.
extension SimulatedListHost {
  /// How many cells, at most, a screen and the next one dequeue from where the list shows
  /// its start (or end): one per point, the least a cell takes along the list.
  var cellsOnScreenBound: Int {
    let screen = containerSize.along(scrollDirection)
    guard screen.isFinite, screen > 0 else { return 1 }
    return Int(min(2 * screen, 1e7).rounded(.up)) + 1
  }

  /// Checks the cell types of the cells the view dequeues after a batch or a reload: those on
  /// screen and of the next screen, of the sections `alignment` did not find unchanged (their
  /// cells show what they showed), or all of them when the registry changed since the last
  /// check or `reloaded`. Also notes whether the data may hold nested lists.
  ///
  /// - Complexity: O(*S*) for the *S* sections at the most, plus the cells on screen; no work
  ///   per item of the list.
  func checkDequeuedCells(in data: [Section], alignment: SectionAlignment, reloaded: Bool) {
    let generation = cellRegistry.generation
    let checksAll = reloaded || cellChecks.checkedRegistryGeneration != generation
    cellChecks.checkedRegistryGeneration = generation
    noteNestedLists(in: data)
    var last: CellTypeChecks.Pair?
    func needsCheck(_ slot: Int) -> Bool {
      checksAll || alignment.oldSection(ofNew: slot) == nil
    }
    if let layout = scrolling.keptLayout, let contentOffset {
      let screen = containerSize.along(scrollDirection)
      let rect =
        scrollDirection == .vertical
        ? CGRect(x: 0, y: contentOffset - screen, width: containerSize.width, height: 3 * screen)
        : CGRect(x: contentOffset - screen, y: 0, width: 3 * screen, height: containerSize.height)
      var sectionsChecked = Set<Int>()
      for path in layout.items(in: rect, bandOffsets: bands.childLists.bandOffsetsByIndex)
      where data.indices.contains(path.section) && needsCheck(path.section) {
        if sectionsChecked.insert(path.section).inserted {
          checkSupplementaries(of: data, at: path.section, last: &last)
        }
        let models = data[path.section].cellModels
        if models.indices.contains(path.item) { checkCellType(of: models[path.item], last: &last) }
      }
      return
    }
    // Shown from its start, or from its end when it reads backward, until something scrolls it.
    var budget = cellsOnScreenBound
    // Stops once the screens are full: going on would cost each batch the whole list.
    for step in data.indices {
      guard budget > 0 else { break }
      let slot = readsBackward ? data.count - 1 - step : step
      let count = data[slot].cellModels.count
      guard needsCheck(slot) else {
        budget -= max(1, count)
        continue
      }
      checkSupplementaries(of: data, at: slot, last: &last)
      checkCellTypes(
        of: data[slot].cellModels, fromEnd: readsBackward, upTo: budget, last: &last)
      budget -= max(1, count)
    }
  }

  /// Checks the header's and footer's cell types of `data[slot]`.
  private func checkSupplementaries(
    of data: [Section], at slot: Int, last: inout CellTypeChecks.Pair?
  ) {
    if let header = data[slot].headerModel { checkCellType(of: header, last: &last) }
    if let footer = data[slot].footerModel { checkCellType(of: footer, last: &last) }
  }

  /// Checks the first (or last) `limit` of `models`. The array is passed in, so that each
  /// model is read in place.
  private func checkCellTypes(
    of models: [any CellModel], fromEnd: Bool, upTo limit: Int, last: inout CellTypeChecks.Pair?
  ) {
    let count = min(limit, models.count)
    let range = fromEnd ? (models.count - count)..<models.count : 0..<count
    for index in range { checkCellType(of: models[index], last: &last) }
  }

  /// Checks the cell type of a model the view dequeues a cell for, one it displays,
  /// prefetches or measures.
  func checkDequeuedCell(of model: any CellModel) {
    var last: CellTypeChecks.Pair?
    checkCellType(of: model, last: &last)
  }

  /// Reports `model` when its cell type (as ``cellRegistry`` resolves it) cannot show it, as a
  /// real host would before binding: once per pair of model type and cell type. `last` is the
  /// pair checked before, whose repeats are skipped at once.
  func checkCellType(of model: any CellModel, last: inout CellTypeChecks.Pair?) {
    let cellType = cellRegistry.cellType(for: model)
    let pair = CellTypeChecks.Pair(
      model: ObjectIdentifier(type(of: model)), cell: ObjectIdentifier(cellType))
    guard pair != last else { return }
    last = pair
    guard cellChecks.checkedPairs.insert(pair).inserted, !cellType.canShow(model) else { return }
    let diagnostic = ListDiagnostic.cellTypeCannotShowModel(
      cellType: "\(cellType)", modelType: "\(type(of: model))",
      itemIdentifier: model.identifier)
    cellChecks.failures.append(diagnostic)
    dataSource?.report(diagnostic)
  }

  /// Notes whether `data` may hold a `NestedListCellModel`, without reading its models: the
  /// controller registers the cell type of every model it shows, and the registry's entry
  /// for nested lists is the host's own cell. Only when an app changed that entry are the
  /// models read, one per run of models of one type.
  private func noteNestedLists(in data: [Section]) {
    if nesting.cellRegistered {
      nesting.dataMayHoldLists = true
      return
    }
    let probe = NestedListCellModel(identifier: "", height: 0, sections: [])
    guard
      ObjectIdentifier(cellRegistry.cellType(for: probe))
        != ObjectIdentifier(NestedSimulatedListCell.self)
    else {
      nesting.dataMayHoldLists = false
      return
    }
    nesting.dataMayHoldLists = data.indices.contains { slot in
      Self.holdsNestedList(data[slot].cellModels, scrolling: scrollDirection)
    }
  }

  /// Whether `models` holds a nested list's model. The array is passed in, so that each
  /// model is read in place.
  private static func holdsNestedList(
    _ models: [any CellModel], scrolling direction: ScrollDirection
  ) -> Bool {
    models.indices.contains {
      ChildList.of(.item(models[$0]), inListScrolling: direction)?.nestedListModel != nil
    }
  }
}
