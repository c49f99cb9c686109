import Foundation

// Interactive moves: the user drags an item (a ReorderableCellModel) to another position. The
// view shows the move itself, so the displayed state changes without a batch; while a drag is
// in progress no batch reaches the host, and updates requested meanwhile wait for the drop.
extension ListController {
  /// Whether the user may drag the item at `indexPath` now: a ``ReorderableCellModel`` that is
  /// reorderable, no batch being applied and no other item being dragged.
  func canMoveItem(at indexPath: IndexPath) -> Bool {
    interactiveMovement == nil && queue.phase != .applying
      && (cellModel(at: indexPath) as? any ReorderableCellModel)?.isReorderable == true
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
    if let movement = interactiveMovement {
      guard movement.current == source,
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

  /// Starts an interactive movement of the item at `indexPath`, when it may move (see
  /// ``canMoveItem(at:)``); returns whether it started. Until it ends, updates wait.
  func beginInteractiveMovement(at indexPath: IndexPath) -> Bool {
    guard canMoveItem(at: indexPath) else { return false }
    interactiveMovement = InteractiveMovement(
      origin: indexPath, current: indexPath, sectionsAtStart: sections,
      ownersAtStart: snapshot.owners)
    queue.pause()
    return true
  }

  /// Where the dragged item may go when the user proposes `proposed`: `proposed` itself when
  /// it is a position in the displayed state after taking the item out of `source`, in a
  /// section of the same section provider (and not the empty list's section); `source`
  /// otherwise.
  func targetIndexPathForMove(from source: IndexPath, toProposed proposed: IndexPath) -> IndexPath {
    isAllowedMove(from: source, to: proposed) ? proposed : source
  }

  /// Shows the dragged item at `proposed`, or where it is when it may not go there (it may
  /// always go back where the drag began); returns where it is shown now, or `nil` when no movement is in progress. The displayed state
  /// changes without a batch: the host shows it as it shows the drag.
  @discardableResult
  func updateInteractiveMovement(to proposed: IndexPath) -> IndexPath? {
    guard var movement = interactiveMovement else { return nil }
    // Where the drag began is always allowed: the item may go back.
    let target =
      proposed == movement.origin
      ? proposed : targetIndexPathForMove(from: movement.current, toProposed: proposed)
    if target != movement.current {
      showMove(from: movement.current, to: target)
      movement.current = target
      interactiveMovement = movement
    }
    return movement.current
  }

  /// Drops the dragged item where it is shown: the model's move action runs and its provider
  /// hears the move (once, from where the drag began to where it ended) when it moved, then
  /// the updates that waited are applied, diffed from the dropped order.
  func endInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    // Reported while updates are still held, so that what the app requests from its move
    // action coalesces with what waited into one batch.
    if movement.current != movement.origin, let model = cellModel(at: movement.current) {
      reportMove(of: model, from: movement.origin, to: movement.current)
    }
    interactiveMovement = nil
    queue.resume()
    startNextUpdate()
  }

  /// Puts the dragged item back where the drag began, reporting nothing, then applies the
  /// updates that waited. The host shows the displayed state again.
  func cancelInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    if movement.current != movement.origin {
      showMove(from: movement.current, to: movement.origin)
    }
    interactiveMovement = nil
    queue.resume()
    startNextUpdate()
  }

  /// Whether the item at `source` may be shown at `destination` (an index path of the state
  /// after the move): the position exists, the section belongs to the same provider, and
  /// ``allowsMove`` agrees.
  private func isAllowedMove(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard source.count == 2, destination.count == 2,
      sections.indices.contains(source.section),
      sections[source.section].cellModels.indices.contains(source.item),
      sections.indices.contains(destination.section),
      sections[destination.section].identifier != Self.emptyListSectionIdentifier
    else { return false }
    let removedCount = source.section == destination.section ? 1 : 0
    guard
      (0...(sections[destination.section].cellModels.count - removedCount))
        .contains(destination.item)
    else { return false }
    let owners = snapshot.owners
    guard owners.count != sections.count || owners[source.section] == owners[destination.section]
    else { return false }
    return allowsMove?(source, destination) ?? true
  }

  /// Moves the item in the displayed state, without a batch.
  private func showMove(from source: IndexPath, to destination: IndexPath) {
    var moved = sections
    let model = moved[source.section].cellModels.remove(at: source.item)
    moved[destination.section].cellModels.insert(model, at: destination.item)
    let previous = snapshot
    snapshot = ListSnapshot(
      sections: moved, owners: snapshot.owners, requestNumber: snapshot.requestNumber)
    trackedItems.follow(
      BatchUpdate(itemMoves: [IndexPathPair(from: source, to: destination)]), from: previous,
      to: snapshot)
    // A diff in flight started from the state before the move.
    queue.displayedStateMoved()
  }

  /// Runs the model's move action and tells the section provider, each in its own index paths.
  private func reportMove(
    of model: any CellModel, from source: IndexPath, to destination: IndexPath
  ) {
    // Sections never move, so the source's section maps to its provider's as it did before.
    (model as? any ReorderableCellModel)?.performMove(
      from: localIndexPath(for: source), to: localIndexPath(for: destination))
    for observer in eventObservers {
      observer.itemMoved(from: source, to: destination, model: model)
    }
  }
}
