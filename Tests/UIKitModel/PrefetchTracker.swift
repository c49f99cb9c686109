#if os(Linux)
  /// Model: prefetching as Apple documents it for `UICollectionViewDataSourcePrefetching` and
  /// `UITableViewDataSourcePrefetching` — "as the user scrolls", the view asks for the items it
  /// is "likely to display in the near future", and cancels those that "are no longer
  /// required" — with a stand-in for what Apple leaves unsaid:
  ///
  /// - **How far.** One bounds' extent past the bounds, in the direction of the last scroll
  ///   along its axis (down, until the view first scrolls up or sideways): the items whose
  ///   frames share an area with that band and are not on screen are prefetched, once each.
  /// - **Cancelling.** A prefetched item that leaves the band without appearing is cancelled;
  ///   one that appears was consumed and is forgotten without a call.
  /// - **Updates.** Across a batch the prefetched items move where UIKit places them; those a
  ///   batch deletes or reloads are forgotten without a call. `reloadData()` forgets them all
  ///   (their index paths may name other items afterwards), without a call.
  /// - **When.** Every layout pass, after the visible cells are placed.
  struct PrefetchTracker {
    private(set) var prefetched: Set<IndexPath> = []
    private var lastOrigin: CGPoint?
    private var isHorizontal = false
    private var isScrollingBack = false

    /// The band past `bounds` the view prefetches in.
    mutating func band(past bounds: CGRect) -> CGRect {
      if let lastOrigin, lastOrigin != bounds.origin {
        isHorizontal = lastOrigin.y == bounds.origin.y
        isScrollingBack =
          isHorizontal ? bounds.origin.x < lastOrigin.x : bounds.origin.y < lastOrigin.y
      }
      lastOrigin = bounds.origin
      if isHorizontal {
        let x = isScrollingBack ? bounds.minX - bounds.width : bounds.maxX
        return CGRect(x: x, y: bounds.minY, width: bounds.width, height: bounds.height)
      }
      let y = isScrollingBack ? bounds.minY - bounds.height : bounds.maxY
      return CGRect(x: bounds.minX, y: y, width: bounds.width, height: bounds.height)
    }

    /// Records that `ahead` are in the band and `visible` on screen; returns the items to
    /// prefetch and to cancel, in order.
    mutating func update(
      ahead: Set<IndexPath>, visible: Set<IndexPath>
    ) -> (
      prefetch: [IndexPath], cancel: [IndexPath]
    ) {
      prefetched.subtract(visible)
      let cancel = prefetched.subtracting(ahead)
      let prefetch = ahead.subtracting(visible).subtracting(prefetched)
      prefetched.subtract(cancel)
      prefetched.formUnion(prefetch)
      return (prefetch.sorted(), cancel.sorted())
    }

    /// Moves the prefetched items where `placement` puts them.
    mutating func place(by placement: BatchPlacement) {
      prefetched = Set(prefetched.compactMap(placement.newIndexPath(of:)))
    }

    /// Forgets every prefetched item.
    mutating func forget() {
      prefetched = []
    }
  }
#endif
