#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// A feature of a ``CollectionViewHost`` that also hears what only a collection view has: its
  /// cells as they are dequeued and displayed, and the gestures that start on it. Every hook
  /// does nothing by default; the host calls its features in their one order
  /// (`CollectionViewHost.cellFeatures`).
  @MainActor
  protocol CollectionViewFeature: HostFeature {
    /// Called when `cell` was dequeued and bound to the item `identifier` (`nil` for an item
    /// with no model).
    func prepare(_ cell: UICollectionViewCell, forItem identifier: String?)

    /// Called as `cell`, showing the item `identifier`, is about to be displayed.
    func willDisplay(_ cell: UICollectionViewCell, forItem identifier: String?)

    /// Called when a touch would highlight an item; returns whether the feature used the touch
    /// itself, which then neither highlights nor selects.
    func takesTouchOnItem() -> Bool

    /// Called when the user starts dragging the list.
    func willBeginDragging()

    /// Called when an interactive movement of an item is about to start.
    func willBeginInteractiveMovement()
  }

  extension CollectionViewFeature {
    func prepare(_ cell: UICollectionViewCell, forItem identifier: String?) {}
    func willDisplay(_ cell: UICollectionViewCell, forItem identifier: String?) {}
    func takesTouchOnItem() -> Bool { false }
    func willBeginDragging() {}
    func willBeginInteractiveMovement() {}
  }
#endif
