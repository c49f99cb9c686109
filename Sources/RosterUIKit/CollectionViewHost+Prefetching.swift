#if canImport(UIKit)
  import UIKit

  // The collection view's prefetching data source is the host, which hands the index paths to
  // the list's data source: the controller finds the models and providers there.
  extension CollectionViewHost: UICollectionViewDataSourcePrefetching {
    /// Runs the `PrefetchingCellModel`s' prefetch actions and tells their section providers.
    public func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      let items = indexPaths.compactMap(bands.listIndexPath(forOuter:))
      if !items.isEmpty { dataSource?.prefetchItems(at: items) }
    }

    /// Runs the `PrefetchingCellModel`s' cancellation actions and tells their section
    /// providers.
    public func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      let items = indexPaths.compactMap(bands.listIndexPath(forOuter:))
      if !items.isEmpty { dataSource?.cancelPrefetchingForItems(at: items) }
    }

    /// Reports the visible rect of a ``ListCollectionViewLayout`` to the data source, which
    /// works out the working range from it with the layout's rectangle queries; with another
    /// layout there is no working range.
    func reportVisibleRect() {
      features.visibleRegionDidChange(to: collectionView.bounds)
      guard let layout = collectionView.collectionViewLayout as? ListCollectionViewLayout else {
        return
      }
      dataSource?.visibleRectDidChange(collectionView.bounds, in: layout.listLayout)
    }
  }
#endif
