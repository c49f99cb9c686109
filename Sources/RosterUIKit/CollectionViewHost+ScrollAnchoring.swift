#if canImport(UIKit)
  import UIKit

  extension CollectionViewHost: ScrollAnchoringHost {
    var anchoredScrollView: UIScrollView { collectionView }

    /// The axis of its `ListCollectionViewLayout`, else vertical.
    var scrollAxis: ScrollDirection {
      (collectionView.collectionViewLayout as? ListCollectionViewLayout)?.scrollDirection
        ?? .vertical
    }

    /// The visible items but bands: a band's one item stands for its cards, whose first is no
    /// anchor for the list.
    func anchorCandidates() -> [(IndexPath, CGRect)] {
      let layout = collectionView.collectionViewLayout
      return collectionView.indexPathsForVisibleItems.compactMap { path in
        isBand(path.section)
          ? nil : layout.layoutAttributesForItem(at: path).map { (path, $0.frame) }
      }
    }

    func anchorFrame(of indexPath: IndexPath) -> CGRect? {
      collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
    }

    var anchoredContentSize: CGSize {
      collectionView.collectionViewLayout.collectionViewContentSize
    }
  }
#endif
