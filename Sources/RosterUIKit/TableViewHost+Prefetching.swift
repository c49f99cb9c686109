#if canImport(UIKit)
  import UIKit

  // The table view's prefetching data source is the host, which hands the index paths to the
  // list's data source: the controller finds the models and providers there. A table has no
  // `ListLayout`, so it reports no visible rect and its list has no working range.
  extension TableViewHost: UITableViewDataSourcePrefetching {
    /// Runs the `PrefetchingCellModel`s' prefetch actions and tells their section providers.
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      dataSource?.prefetchItems(at: indexPaths)
    }

    /// Runs the `PrefetchingCellModel`s' cancellation actions and tells their section
    /// providers.
    public func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {
      dataSource?.cancelPrefetchingForItems(at: indexPaths)
    }
  }
#endif
