#if canImport(UIKit)
  import Foundation
  import Roster
  import UIKit

  // Interactive movement through the host: UIKit's own calls, with the controller told when
  // the drag begins and ends, which UIKit's data source callbacks alone cannot tell (a drop in
  // place and a cancellation reach no data source method).
  extension CollectionViewHost {
    /// Starts moving the item at `indexPath`, as the collection view's
    /// `beginInteractiveMovementForItem(at:)` does, when its model may move now (a reorderable
    /// `ReorderableCellModel`, no batch on screen); returns whether it started. Until the
    /// movement ends, the controller holds updates back.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
      for feature in cellFeatures { feature.willBeginInteractiveMovement() }
      guard !isMovingInteractively, let dataSource,
        collectionView.beginInteractiveMovementForItem(at: indexPath)
      else { return false }
      guard dataSource.beginInteractiveMovement(at: indexPath) else {
        collectionView.cancelInteractiveMovement()
        return false
      }
      isMovingInteractively = true
      return true
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
      finishInteractiveMovement(cancelled: false)
    }

    /// Puts the dragged item back where it started; nothing is reported, and the updates that
    /// waited are applied.
    public func cancelInteractiveMovement() {
      collectionView.cancelInteractiveMovement()
      finishInteractiveMovement(cancelled: true)
    }

    /// Ends the controller's side of a movement started through the host, after UIKit's.
    private func finishInteractiveMovement(cancelled: Bool) {
      guard isMovingInteractively else { return }
      isMovingInteractively = false
      if cancelled {
        dataSource?.cancelInteractiveMovement()
      } else {
        dataSource?.endInteractiveMovement()
      }
    }
  }
#endif
