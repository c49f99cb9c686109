import Foundation

/// An item dragged to another place, as a ``ListHost`` reports it with the index paths its view
/// uses: part of every ``ListDataSource``.
@MainActor
public protocol ItemReorderingEvents: AnyObject {
  /// Whether the user may drag the item at `indexPath` now: a reorderable
  /// ``ReorderableCellModel``, no batch being applied and no other drag in progress.
  func canMoveItem(at indexPath: IndexPath) -> Bool

  /// Records a move the view has already shown, in one step, as UIKit's
  /// `collectionView(_:moveItemAt:to:)` reports a drop; returns whether it was accepted. The
  /// model's ``ReorderableCellModel/moveAction`` runs and its section provider hears it. Items
  /// move, sections never do (rule R18). During an interactive movement of the item at
  /// `source`, this drops it at `destination` (``updateInteractiveMovement(to:)`` then
  /// ``endInteractiveMovement()``).
  func moveItem(from source: IndexPath, to destination: IndexPath) -> Bool

  /// The user picked up the item at `indexPath` to drag it; returns whether the drag may start
  /// (see ``canMoveItem(at:)``).
  ///
  /// Until ``endInteractiveMovement()`` or ``cancelInteractiveMovement()``, no batch reaches
  /// the host: updates requested meanwhile wait for the drop (see `ListController`). A host
  /// whose view shows the drag itself (UIKit) reports only the drop; one that shows the
  /// tentative position from the data (the terminal) moves it with
  /// ``updateInteractiveMovement(to:)``.
  func beginInteractiveMovement(at indexPath: IndexPath) -> Bool

  /// Where the item at `source` may go when the user proposes `proposed` (as UIKit's
  /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` asks):
  /// `proposed` when it is a position of the state after taking the item out, in a section of
  /// the same section provider; `source` otherwise.
  func targetIndexPathForMove(from source: IndexPath, toProposed proposed: IndexPath) -> IndexPath

  /// Shows the dragged item at `proposed` in the displayed state, or leaves it where it is when it
  /// may not go there (see ``targetIndexPathForMove(from:toProposed:)``; where the drag began is
  /// always allowed); returns where it is now, or `nil` when no drag is in progress. The snapshot
  /// changes without a batch: the host lays the list out again itself.
  @discardableResult
  func updateInteractiveMovement(to proposed: IndexPath) -> IndexPath?

  /// The user dropped the dragged item where it is shown: the model and its provider hear the
  /// move once (from where the drag began to where it ended) when it moved, then the updates
  /// that waited are applied, diffed from the dropped order. Does nothing without a drag.
  func endInteractiveMovement()

  /// The user cancelled the drag: the item goes back where it was in the displayed state
  /// (the host lays the list out again), nothing is reported, and the updates that waited are
  /// applied. Does nothing without a drag.
  func cancelInteractiveMovement()
}
