import Foundation

// Interactive moves: the user drags an item (a ReorderableCellModel) to another position. The
// view shows the move itself, so the displayed state changes without a batch; while a drag is
// in progress no batch reaches the host, and updates requested meanwhile wait for the drop.
extension ListController {
  /// Whether the user may drag the item at `indexPath` now: a ``ReorderableCellModel`` that is
  /// reorderable, no batch being applied, no other item being dragged and no filter on (the
  /// app's order includes the items a filter hides).
  func canMoveItem(at indexPath: IndexPath) -> Bool {
    isMoveStartable && !isFiltering
      && (cellModel(at: indexPath) as? any ReorderableCellModel)?.isReorderable == true
      && isMovableOutlineRow(at: indexPath)
  }

  /// Records a move the view has already shown, in one step, as UIKit's
  /// `collectionView(_:moveItemAt:to:)` reports a drop: the displayed state changes without a
  /// batch, the model's ``ReorderableCellModel/moveAction`` runs and the item's section
  /// provider hears it. During an interactive movement of the item at `source`, this is its
  /// drop at `destination`.
  ///
  /// Returns `false`, changing nothing, when the item cannot move (see ``canMoveItem(at:)``) or
  /// may not go to `destination` (see ``targetIndexPathForMove(from:toProposed:)``). An update
  /// being diffed when the move lands is diffed again from the moved state.
  @discardableResult
  func moveItem(from source: IndexPath, to destination: IndexPath) -> Bool {
    if let dragged = draggedItemPosition {
      guard dragged == source,
        updateInteractiveMovement(to: destination) == destination
      else { return false }
      endInteractiveMovement()
      return true
    }
    guard canMoveItem(at: source), isAllowedMove(from: source, to: destination),
      let model = cellModel(at: source)
    else { return false }
    if source != destination {
      showMove(from: source, to: destination)
      reportMove(of: model, from: source, to: destination)
    }
    return true
  }

  /// Where the dragged item may go when the user proposes `proposed`: `proposed` itself when
  /// it is a position in the displayed state after taking the item out of `source`, in a
  /// section of the same section provider (and not the empty list's section); `source`
  /// otherwise.
  func targetIndexPathForMove(from source: IndexPath, toProposed proposed: IndexPath) -> IndexPath {
    isAllowedMove(from: source, to: proposed) ? proposed : source
  }

  /// Whether the item at `source` may be shown at `destination` (an index path of the state
  /// after the move): the position exists, the section belongs to the same provider, and
  /// ``allowsMove`` agrees.
  private func isAllowedMove(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard source.count == 2, destination.count == 2,
      sections.indices.contains(source.section),
      sections[source.section].cellModels.indices.contains(source.item),
      sections.indices.contains(destination.section),
      sections[destination.section].identifier != Self.emptyListSectionIdentifier,
      sections[destination.section].identifier != Self.loadingSectionIdentifier
    else { return false }
    let removedCount = source.section == destination.section ? 1 : 0
    guard
      (0...(sections[destination.section].cellModels.count - removedCount))
        .contains(destination.item)
    else { return false }
    let owners = snapshot.owners
    guard owners.count != sections.count || owners[source.section] == owners[destination.section],
      isAllowedOutlineMove(from: source, to: destination)
    else { return false }
    return allowsMove?(source, destination) ?? true
  }

  /// Runs the model's move action and tells the section provider, each in its own index paths.
  func reportMove(
    of model: any CellModel, from source: IndexPath, to destination: IndexPath
  ) {
    // Sections never move, so the source's section maps to its provider's as it did before.
    (model as? any ReorderableCellModel)?.performMove(
      from: localIndexPath(for: source), to: localIndexPath(for: destination))
    for observer in eventObservers {
      observer.itemMoved(from: source, to: destination, model: model)
    }
    if let outlineMoveHandler, let move = outlineMove(of: model, to: destination) {
      outlineMoveHandler(move)
    }
  }
}
