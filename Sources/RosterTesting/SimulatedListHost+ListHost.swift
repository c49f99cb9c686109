import Foundation
import RosterHostSupport

extension SimulatedListHost {
  /// Every displayed item — of a band, the cards its offset shows — unless ``visibleItems``
  /// says otherwise.
  ///
  /// - Complexity: O(*N*) for the *N* items displayed; with bands, a layout of the list.
  public var indexPathsForVisibleItems: [IndexPath] {
    if let visibleItems { return visibleItems }
    let isShown = displayableCheck()
    return view.sections.enumerated().flatMap { section, content in
      content.items.indices.map { IndexPath(item: $0, section: section) }.filter(isShown)
    }
  }

  /// Records the registration.
  public func register(cellType: any ListCell.Type) {
    cellChecks.registeredCellTypes.append(cellType)
    if ObjectIdentifier(cellType) == ObjectIdentifier(NestedSimulatedListCell.self) {
      nesting.cellRegistered = true
    }
  }

  /// Checks `batch` with the simulated view against the data source's answers after
  /// `updateData`, then keeps `completion` until ``finishAnimations(finished:)`` when
  /// `animated`, or runs it at once.
  public func performBatch(
    _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    log.recordBatch(batch)
    let features = features.willPerformBatch(batch)
    updateData()
    advanceKeptLayout(with: batch)
    let (data, alignment) = readData()
    var accepted = true
    if !applyInWindow(batch, data: data, alignment: alignment, animated: animated) {
      // Read in place: mapping over the sections would copy each one, a retain per field.
      let models = data.withUnsafeBufferPointer { sections in
        sections.indices.map { sections[$0].cellModels }
      }
      do throws(BatchUpdateError) {
        let unversioned = bound.versions.unversioned(
          data, shown: view.sections, alignment: alignment)
        // The sections found unchanged are the shown ones, when the view shows every bound one.
        let unchanged = view.sections.count == bound.sections.count ? alignment : nil
        let checksRuns = bound.checksRunsOfKeptCells
        try view.apply(
          batch, updatingTo: consume unversioned, animated: animated, unchanged: unchanged,
          checkingRuns: { placement in
            guard checksRuns else { return }
            bound.versions.versionRuns(
              &placement, data: data, oldModels: bound.models, alignment: alignment,
              rebinds: batch.itemRebinds)
          }
        ) { placement in
          bound.versions.version(
            &placement, data: data, oldData: bound.sections, oldModels: bound.models,
            alignment: alignment)
        }
      } catch {
        accepted = false
        reject(error, resettingTo: versionInPlace(data))
      }
      show(data, models: models)
    }
    checkDequeuedCells(in: data, alignment: alignment, reloaded: !accepted)
    // A rejected batch may name rebinds outside the data: they are in `errors`, not here.
    let rebound = batch.itemRebinds.compactMap { path -> Rebind? in
      guard bound.models.indices.contains(path.section),
        bound.models[path.section].indices.contains(path.item)
      else { return nil }
      return Rebind(indexPath: path, identifier: bound.models[path.section][path.item].identifier)
    }
    log.recordRebinds(rebound)
    features.didPerform()
    updateNestedLists(animated: animated)
    if animated && accepted {
      pendingCompletion = completion
    } else {
      completion(true)
    }
  }

  /// Reloads the simulated view from the data source after `updateData`.
  public func reloadData(updateData: () -> Void) {
    log.reloadCount += 1
    let anchors = bandAnchors()
    let listAnchor = scrollAnchor()
    updateData()
    scrolling.keptLayout = nil
    let (data, alignment) = readData()
    let rendered = bound.versions.reloaded(data)
    do throws(BatchUpdateError) {
      try view.reloadData(rendered)
    } catch {
      reject(error, resettingTo: rendered)
    }
    show(data, models: data.map { $0.cellModels })
    checkDequeuedCells(in: data, alignment: alignment, reloaded: true)
    features.didReloadData()
    // A reload has no tokens: the bands and the list keep the places read before it, as on
    // the other hosts.
    restoreBands(anchors)
    restore(listAnchor)
    updateNestedLists(animated: false)
  }

  /// Records the measurement and answers ``measurement``.
  public func measure(_ model: any CellModel, constrainedTo size: CGSize) -> CGSize {
    log.recordMeasurement(of: model.identifier)
    // Measuring dequeues a sizing cell of the model's type.
    checkDequeuedCell(of: model)
    return measurement(model, size)
  }

  /// Records the request, and scrolls the band of a card the least that shows it whole, as
  /// the other hosts do (see ``scrollBand(ofSection:to:)``).
  public func scroll(to indexPath: IndexPath, animated: Bool) {
    log.recordScrollRequest(ScrollRequest(indexPath: indexPath, animated: animated))
    scrollBand(toShow: indexPath)
  }

  /// Drags the item at `source` to `destination` and drops it there, as a user would in one
  /// gesture: asks the data source, and moves the cell when it accepts (no batch, as in
  /// UIKit's interactive movement).
  @discardableResult
  public func moveItemInteractively(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard bound.drag == nil, let dataSource, dataSource.canMoveItem(at: source),
      dataSource.moveItem(from: source, to: destination)
    else { return false }
    showMove(from: source, to: destination)
    return true
  }

  /// Where the item being dragged is shown, while a drag is in progress.
  public var draggedItemIndexPath: IndexPath? { bound.drag?.current }

  /// Picks up the item at `indexPath` to drag it, as a long press does; returns whether the
  /// data source lets it move. Until ``dropItem()`` or ``cancelDrag()``, the controller holds
  /// updates back: no batch reaches the view.
  @discardableResult
  public func beginDrag(at indexPath: IndexPath) -> Bool {
    guard bound.drag == nil, let dataSource, dataSource.beginInteractiveMovement(at: indexPath)
    else { return false }
    bound.drag = (indexPath, indexPath)
    return true
  }

  /// Drags the picked-up item over `proposed`; the view shows it where the data source lets
  /// it go. Returns where it is shown now, or `nil` without a drag.
  @discardableResult
  public func dragItem(to proposed: IndexPath) -> IndexPath? {
    guard var drag = bound.drag, let dataSource,
      let current = dataSource.updateInteractiveMovement(to: proposed)
    else { return nil }
    showMove(from: drag.current, to: current)
    drag.current = current
    bound.drag = drag
    return current
  }

  /// Drops the dragged item where it is shown: the data source reports the move, then applies
  /// the updates that waited (their batches reach the view now). Does nothing without a drag.
  public func dropItem() {
    guard bound.drag != nil else { return }
    bound.drag = nil
    dataSource?.endInteractiveMovement()
  }

  /// Puts the dragged item back where the drag began; the data source reports nothing and
  /// applies the updates that waited. Does nothing without a drag.
  public func cancelDrag() {
    guard let drag = bound.drag else { return }
    bound.drag = nil
    showMove(from: drag.current, to: drag.origin)
    dataSource?.cancelInteractiveMovement()
  }

  /// Moves the cell at `source` to `destination` in the view, as the user's drag does.
  private func showMove(from source: IndexPath, to destination: IndexPath) {
    guard source != destination else { return }
    let item = view.sections[source.section].items.remove(at: source.item)
    view.sections[destination.section].items.insert(item, at: destination.item)
    let model = bound.models[source.section].remove(at: source.item)
    bound.models[destination.section].insert(model, at: destination.item)
    // The cells no longer show the sections' model arrays in order.
    bound.sectionsAreShown = false
  }

  /// The data source's sections, with the ones found unchanged since the last batch or reload
  /// (whose cells show them, in order).
  private func readData() -> (data: [Section], alignment: SectionAlignment) {
    let data = dataSource?.snapshot.sections ?? []
    let alignment =
      bound.sectionsAreShown
      ? SectionAlignment(old: bound.sections, new: data)
      : SectionAlignment(oldCount: bound.sections.count, newCount: data.count)
    return (data, alignment)
  }

  /// The view's sections for `data`, each cell keeping its version where it shows the same
  /// content as the cell at its place.
  private func versionInPlace(_ data: [Section]) -> [View.Section] {
    bound.versions.versionInPlace(
      data, shown: view.sections, oldData: bound.sections, oldModels: bound.models)
  }

  /// Checks and applies `batch` on the sections between the ones `alignment` found unchanged
  /// alone, when the batch names none outside them (see ``BatchWindow``), and records `data` as
  /// what the cells are bound to; the unchanged sections stay in place, so a batch costs the
  /// sections it changes, not the list. Returns `false`, changing nothing, when the batch
  /// names others or breaks a rule: the whole list is then checked, which reports the error
  /// with the positions of the whole list.
  private func applyInWindow(
    _ batch: BatchUpdate, data: [Section], alignment: SectionAlignment, animated: Bool
  ) -> Bool {
    guard bound.checksChangedSectionsAlone, !view.isAnimating,
      view.sections.count == bound.sections.count,
      bound.models.count == bound.sections.count,
      let window = BatchWindow(batch, alignment: alignment)
    else { return false }
    let newData = Array(data[window.new])
    let oldData = Array(bound.sections[window.old])
    let oldModels = Array(bound.models[window.old])
    let none = SectionAlignment(oldCount: window.old.count, newCount: window.new.count)
    var part = View(sections: Array(view.sections[window.old]))
    let unversioned = bound.versions.unversioned(newData, shown: part.sections, alignment: none)
    let versionsBefore = bound.versions
    let checksRuns = bound.checksRunsOfKeptCells
    do throws(BatchUpdateError) {
      try part.apply(
        window.batch, updatingTo: consume unversioned, animated: false,
        checkingRuns: { placement in
          guard checksRuns else { return }
          bound.versions.versionRuns(
            &placement, data: newData, oldModels: oldModels, alignment: none,
            rebinds: window.batch.itemRebinds)
        }
      ) { placement in
        bound.versions.version(
          &placement, data: newData, oldData: oldData, oldModels: oldModels, alignment: none)
      }
    } catch {
      bound.versions = versionsBefore
      return false
    }
    view.sections.replaceSubrange(window.old, with: part.sections)
    view.isAnimating = animated
    bound.models.replaceSubrange(window.old, with: newData.map { $0.cellModels })
    bound.sections = data
    bound.sectionsAreShown = true
    if window.new.count < data.count { bound.batchesCheckedInWindow += 1 }
    return true
  }

  /// Records `data` as what the view's cells are bound to.
  private func show(_ data: [Section], models: [[any CellModel]]) {
    bound.models = models
    bound.sections = data
    bound.sectionsAreShown = true
  }

  private func reject(_ error: BatchUpdateError, resettingTo sections: [View.Section]) {
    record(error)
    view = View(sections: sections)
  }
}

extension SimulatedListHost {
  /// Records a batch this host or one of its nested lists rejected, and reports it to
  /// ``errorHandler``.
  func record(_ error: BatchUpdateError) {
    rejections.errors.append(error)
    // Read before the call, so that a handler reading `errors` finds the access ended.
    let handler = rejections.handler
    handler(error)
  }
}
