import Foundation

/// The data a ``ListHost`` shows, as the ``ListController`` that drives it answers it.
///
/// The answers are the controller's *displayed* state, its ``snapshot``: it changes only
/// inside the `updateData` closure the controller hands to the host's batch or reload, which
/// is what lets the host keep UIKit's rule R4. Index paths outside the data give `nil` rather
/// than a trap.
/// It also receives the view's events (``ListEventHandler``), so a host needs one reference.
@MainActor
public protocol ListDataSource: ListEventHandler {
  /// What the list shows: the one source of the sections, their models and lookups. It
  /// changes only inside the `updateData` closures the controller hands to the host.
  var snapshot: ListSnapshot { get }

  /// The size of the item at `indexPath` (`.zero` when there is none).
  func itemSize(at indexPath: IndexPath) -> CGSize

  /// The preferred size of the cell, header or footer at `indexPath` (item 0 of its section for
  /// a header or footer), as `ListLayout.layout(_:containerSize:size:)` asks for it;
  /// `.zero` when there is none.
  func elementSize(of kind: LayoutElement.Kind, at indexPath: IndexPath) -> CGSize

  /// Hands `diagnostic` — bad input the host worked around — to the controller's one
  /// diagnostic channel, ``ListController/diagnosticHandler``.
  func report(_ diagnostic: ListDiagnostic)

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

  /// Forgets every measured size (``ListController/invalidateSizes()``): a host calls it when
  /// what its cells measure changed for all of them, such as the text size, and lays the list
  /// out again.
  func invalidateMeasuredSizes()

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

  /// Shows the dragged item at `proposed` in the displayed state, or leaves it where it is when
  /// it may not go there (see ``targetIndexPathForMove(from:toProposed:)``; where the drag
  /// began is always allowed); returns where it is now, or `nil` when no drag is in progress. The snapshot changes without a batch: the
  /// host lays the list out again itself.
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

// The positional lookups hosts make, read from the snapshot.
extension ListDataSource {
  /// The number of sections shown.
  public var numberOfSections: Int { snapshot.numberOfSections }

  /// The number of items in a section; 0 for a section that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    snapshot.numberOfItems(inSection: section)
  }

  /// A section shown, with its identifier, header, footer and constraints; `nil` when there is
  /// none at `index`.
  public func section(at index: Int) -> Section? {
    snapshot.section(at: index)
  }

  /// The model of the item at `indexPath`, or `nil` when there is none.
  ///
  /// - Complexity: O(1).
  public func cellModel(at indexPath: IndexPath) -> (any CellModel)? {
    snapshot.cellModel(at: indexPath)
  }
}
