#if canImport(UIKit)
  import Foundation
  import Roster
  import UIKit

  /// The interactive movement of an item: UIKit's own calls, with the controller told when the
  /// drag begins and ends, which UIKit's data source callbacks alone cannot tell (a drop in
  /// place and a cancellation reach no data source method). A band is one item of the
  /// collection view, whose cards its own view shows: it neither moves nor takes a dragged
  /// item.
  @MainActor
  final class CollectionMovement {
    private unowned let host: CollectionViewHost
    /// Whether a movement started through the host is in progress.
    private var isMoving = false

    init(host: CollectionViewHost) {
      self.host = host
    }

    /// Starts moving the item at `indexPath` when its model may move now; returns whether it
    /// started.
    func begin(at indexPath: IndexPath) -> Bool {
      for feature in host.cellFeatures { feature.willBeginInteractiveMovement() }
      guard !isMoving, let dataSource = host.dataSource,
        host.collectionView.beginInteractiveMovementForItem(at: indexPath)
      else { return false }
      guard dataSource.beginInteractiveMovement(at: indexPath) else {
        host.collectionView.cancelInteractiveMovement()
        return false
      }
      isMoving = true
      return true
    }

    /// Ends the controller's side of a movement started through the host, after UIKit's.
    func finish(cancelled: Bool) {
      guard isMoving else { return }
      isMoving = false
      if cancelled {
        host.dataSource?.cancelInteractiveMovement()
      } else {
        host.dataSource?.endInteractiveMovement()
      }
    }

    /// Whether the item at the collection view's `indexPath` may be dragged now.
    func canMoveItem(at indexPath: IndexPath) -> Bool {
      guard let item = host.bands.listIndexPath(forOuter: indexPath) else { return false }
      return host.dataSource?.canMoveItem(at: item) ?? false
    }

    /// Where the dragged item may go, as the data source answers it; an item dragged over a
    /// band stays where it was.
    func targetIndexPath(
      from original: IndexPath, current: IndexPath, proposed: IndexPath
    ) -> IndexPath {
      guard let proposed = host.bands.listIndexPath(forOuter: proposed) else { return current }
      return host.dataSource?.targetIndexPathForMove(from: original, toProposed: proposed)
        ?? original
    }

    /// Records the move UIKit made and lays the list out again; reloads when the data source
    /// refuses it, so that the collection view shows the data again. During a movement started
    /// through the host, the item is only placed in the controller's state: the drop is
    /// reported at ``finish(cancelled:)``.
    func didMoveItem(from source: IndexPath, to destination: IndexPath) {
      let accepted =
        isMoving
        ? host.dataSource?.updateInteractiveMovement(to: destination) == destination
        : host.dataSource?.moveItem(from: source, to: destination) == true
      guard accepted else {
        host.reloadData {}
        return
      }
      (host.collectionView.collectionViewLayout as? any BatchAwareLayout)?.prepareForReload()
    }
  }

  // The host's movement calls, which an app makes from a long-press gesture's handler as it
  // would UIKit's own.
  extension CollectionViewHost {
    /// Starts moving the item at `indexPath`, as the collection view's
    /// `beginInteractiveMovementForItem(at:)` does, when its model may move now (a reorderable
    /// `ReorderableCellModel`, no batch on screen); returns whether it started. Until the
    /// movement ends, the controller holds updates back.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
      movement.begin(at: indexPath)
    }

    /// Moves the dragged item's target to `targetPosition`, as the collection view's
    /// `updateInteractiveMovementTargetPosition(_:)` does.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
      collectionView.updateInteractiveMovementTargetPosition(targetPosition)
    }

    /// Drops the dragged item at its target: the collection view reports the move (see
    /// `collectionView(_:moveItemAt:to:)`), then the controller tells the model and applies the
    /// updates that waited, from the dropped order.
    public func endInteractiveMovement() {
      collectionView.endInteractiveMovement()
      movement.finish(cancelled: false)
    }

    /// Puts the dragged item back where it started; nothing is reported, and the updates that
    /// waited are applied.
    public func cancelInteractiveMovement() {
      collectionView.cancelInteractiveMovement()
      movement.finish(cancelled: true)
    }
  }
#endif
