import Foundation

extension SimulatedListHost {
  /// Every displayed item, unless ``visibleItems`` says otherwise.
  public var indexPathsForVisibleItems: [IndexPath] {
    if let visibleItems { return visibleItems }
    return view.sections.enumerated().flatMap { section, content in
      content.items.indices.map { IndexPath(item: $0, section: section) }
    }
  }

  /// Records the registration.
  public func register(cellType: any ListCell.Type) {
    registeredCellTypes.append(cellType)
  }

  /// Checks `batch` with the simulated view against the data source's answers after
  /// `updateData`, then keeps `completion` until ``finishAnimations(finished:)`` when
  /// `animated`, or runs it at once.
  public func performBatch(
    _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    batchCount += 1
    record(CollectionOfOne(batch), in: &batches)
    updateData()
    let (models, rendered) = readData()
    var accepted = true
    do throws(BatchUpdateError) {
      try view.apply(batch, updatingTo: rendered, animated: animated)
    } catch {
      accepted = false
      reject(error, resettingTo: rendered)
    }
    boundModels = models
    // A rejected batch may name rebinds outside the data: they are in `errors`, not here.
    let rebound = batch.itemRebinds.compactMap { path -> Rebind? in
      guard models.indices.contains(path.section),
        models[path.section].indices.contains(path.item)
      else { return nil }
      return Rebind(indexPath: path, identifier: models[path.section][path.item].identifier)
    }
    record(rebound, in: &rebinds)
    if animated && accepted {
      pendingCompletion = completion
    } else {
      completion(true)
    }
  }

  /// Reloads the simulated view from the data source after `updateData`.
  public func reloadData(updateData: () -> Void) {
    reloadCount += 1
    updateData()
    let (models, rendered) = readData()
    do throws(BatchUpdateError) {
      try view.reloadData(rendered)
    } catch {
      reject(error, resettingTo: rendered)
    }
    boundModels = models
  }

  /// Records the measurement and answers ``measurement``.
  public func measure(_ model: any CellModel, constrainedTo size: CGSize) -> CGSize {
    record(CollectionOfOne(model.identifier), in: &measuredIdentifiers)
    return measurement(model, size)
  }

  /// Records the request.
  public func scroll(to indexPath: IndexPath, animated: Bool) {
    record(
      CollectionOfOne(ScrollRequest(indexPath: indexPath, animated: animated)), in: &scrollRequests)
  }

  /// Drags the item at `source` to `destination` as a user would: asks the data source, and
  /// moves the cell when it accepts (no batch, as in UIKit's interactive movement).
  @discardableResult
  public func moveItemInteractively(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard let dataSource, dataSource.canMoveItem(at: source),
      dataSource.moveItem(from: source, to: destination)
    else { return false }
    let item = view.sections[source.section].items.remove(at: source.item)
    view.sections[destination.section].items.insert(item, at: destination.item)
    let model = boundModels[source.section].remove(at: source.item)
    boundModels[destination.section].insert(model, at: destination.item)
    return true
  }

  /// The data source's snapshot, as the simulated view's sections and the models bound.
  private func readData() -> ([[any CellModel]], [View.Section]) {
    guard let sections = dataSource?.snapshot.sections else { return ([], []) }
    checkCellTypes(in: sections)
    return (sections.map(\.cellModels), versions.render(sections))
  }

  /// Reports every model whose cell type (as ``cellRegistry`` resolves it) cannot show it, as a
  /// real host would before binding: once per pair of model type and cell type.
  private func checkCellTypes(in sections: [Section]) {
    var last: CheckedPair?
    func check(_ model: (any CellModel)?) {
      guard let model else { return }
      let cellType = cellRegistry.cellType(for: model)
      let pair = CheckedPair(
        model: ObjectIdentifier(type(of: model)), cell: ObjectIdentifier(cellType))
      guard pair != last else { return }
      last = pair
      guard checkedPairs.insert(pair).inserted, !cellType.canShow(model) else { return }
      let diagnostic = ListDiagnostic.cellTypeCannotShowModel(
        cellType: "\(cellType)", modelType: "\(type(of: model))",
        itemIdentifier: model.identifier)
      cellTypeFailures.append(diagnostic)
      dataSource?.report(diagnostic)
    }
    for section in sections {
      check(section.headerModel)
      check(section.footerModel)
      for model in section.cellModels { check(model) }
    }
  }

  private func reject(_ error: BatchUpdateError, resettingTo sections: [View.Section]) {
    errors.append(error)
    errorHandler(error)
    view = View(sections: sections)
  }
}
