#if canImport(UIKit)
  import Roster
  import RosterHostSupport
  import UIKit

  /// The list's prefetching and working range on a UIKit host: the view's prefetch requests,
  /// in the list's index paths, reach the data source (the controller finds the models and
  /// providers there); a reload cancels every prefetch the list holds, since the view starts
  /// prefetching afresh and never cancels what it asked for before; and each new visible region
  /// is reported with the list's layout, from which the controller works out the working range.
  /// A view without a `ListLayout` (a table, or a collection view with another layout) reports
  /// no region, and its list has no working range.
  @MainActor
  final class ItemPrefetching: HostFeature {
    /// Where the requests go.
    private let dataSource: @MainActor () -> (any ListDataSource)?
    /// The list's index path of an item of the view, or `nil` for one that is not a list item
    /// (a band, whose cards its own view prefetches).
    private let listIndexPath: @MainActor (IndexPath) -> IndexPath?
    /// The layout the visible region is measured in, when the view has one.
    private let listLayout: @MainActor () -> ListLayout?

    /// Prefetches for a collection view, whose bands each are one item of the view.
    init(host: CollectionViewHost) {
      dataSource = { [unowned host] in host.dataSource }
      listIndexPath = { [unowned host] in host.bands.listIndexPath(forOuter: $0) }
      listLayout = { [unowned host] in
        (host.collectionView.collectionViewLayout as? ListCollectionViewLayout)?.listLayout
      }
    }

    /// Prefetches for a table view, whose rows are the list's items and which has no
    /// `ListLayout`.
    init(host: TableViewHost) {
      dataSource = { [unowned host] in host.dataSource }
      listIndexPath = { $0 }
      listLayout = { nil }
    }

    /// Runs the `PrefetchingCellModel`s' prefetch actions for the view's `indexPaths` and tells
    /// their section providers.
    func prefetchItems(at indexPaths: [IndexPath]) {
      let items = indexPaths.compactMap(listIndexPath)
      if !items.isEmpty { dataSource()?.prefetchItems(at: items) }
    }

    /// Runs the `PrefetchingCellModel`s' cancellation actions for the view's `indexPaths` and
    /// tells their section providers.
    func cancelPrefetchingForItems(at indexPaths: [IndexPath]) {
      let items = indexPaths.compactMap(listIndexPath)
      if !items.isEmpty { dataSource()?.cancelPrefetchingForItems(at: items) }
    }

    func didReloadData() {
      dataSource()?.cancelEveryPrefetch()
    }

    func visibleRegionDidChange(to rect: CGRect) {
      guard let layout = listLayout() else { return }
      dataSource()?.visibleRectDidChange(rect, in: layout)
    }
  }
#endif
