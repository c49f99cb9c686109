#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  extension CollectionViewHost: ScrollAnchoringHost {
    /// The axis of its `ListCollectionViewLayout`, else vertical.
    package var scrollAxis: ScrollDirection {
      (collectionView.collectionViewLayout as? ListCollectionViewLayout)?.scrollDirection
        ?? .vertical
    }

    package var anchoredOffset: CGFloat? { collectionView.contentOffset.along(scrollAxis) }

    package var viewportLength: CGFloat { collectionView.bounds.size.along(scrollAxis) }

    /// Whether the list scrolls horizontally and reads right to left, as its layout last read
    /// the collection view's direction.
    package var readsBackward: Bool {
      guard let layout = collectionView.collectionViewLayout as? ListCollectionViewLayout else {
        return false
      }
      return layout.scrollDirection == .horizontal
        && layout.listLayout.layoutDirection == .rightToLeft
    }

    package var clampsItsOwnOffset: Bool { true }

    /// The collection view's adjusted content insets along the axis: a list under a navigation
    /// bar rests at a negative offset.
    package var anchoringInsets: (start: CGFloat, end: CGFloat) {
      let insets = collectionView.adjustedContentInset
      return scrollAxis == .vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
    }

    /// The visible items but bands: a band's one item stands for its cards, whose first is no
    /// anchor for the list.
    package func anchorCandidates() -> (items: [(IndexPath, CGRect)], contentLength: CGFloat) {
      let layout = collectionView.collectionViewLayout
      let items = collectionView.indexPathsForVisibleItems.compactMap { path in
        bands.listIndexPath(forOuter: path).flatMap { item in
          layout.layoutAttributesForItem(at: path).map { (item, $0.frame) }
        }
      }
      return (items, layout.collectionViewContentSize.along(scrollAxis))
    }

    package func anchoringLayout() -> AnchoringLayout {
      collectionView.layoutIfNeeded()
      let layout = collectionView.collectionViewLayout
      return AnchoringLayout(contentLength: layout.collectionViewContentSize.along(scrollAxis)) {
        layout.layoutAttributesForItem(at: $0)?.frame
      }
    }

    package func moveAnchoredOffset(to offset: CGFloat) {
      let current = collectionView.contentOffset
      collectionView.contentOffset = current.moved(to: offset, along: scrollAxis)
    }
  }
#endif
