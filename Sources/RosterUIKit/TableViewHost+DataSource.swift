#if canImport(UIKit)
  import UIKit

  extension TableViewHost: UITableViewDataSource {
    /// The data source's number of sections.
    public func numberOfSections(in tableView: UITableView) -> Int {
      dataSource?.numberOfSections ?? 0
    }

    /// The data source's number of items in `section`.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      dataSource?.numberOfItems(inSection: section) ?? 0
    }

    /// A cell of the model's type, dequeued and bound to the model at `indexPath`.
    public func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let model = dataSource?.cellModel(at: indexPath)
      let cell = tableView.dequeueReusableCell(
        withIdentifier: reuseIdentifier(for: model), for: indexPath)
      if let model { bind(cell, to: model) }
      if let listCell = cell as? any ListCell, let dataSource {
        listCell.showSelection(dataSource.cellSelectionState(at: indexPath))
      }
      outline.prepare(cell, at: indexPath)
      return cell
    }

    /// Whether the model at `indexPath` may be dragged now (asked of the data source).
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      dataSource?.canMoveItem(at: indexPath) ?? false
    }

    /// Records the move the user made (reported to the data source). When the data source
    /// refuses it, the table view is reloaded so that it shows the data again.
    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      guard let dataSource, dataSource.moveItem(from: sourceIndexPath, to: destinationIndexPath)
      else {
        reloadData {}
        return
      }
    }

    /// The registered reuse identifier of `model`'s cell type, or the fallback cell's.
    func reuseIdentifier(for model: (any CellModel)?) -> String {
      guard let model else { return ReuseIdentifier.fallback }
      let cellType = cellRegistry.cellType(for: model)
      return reuseIdentifiers[ObjectIdentifier(cellType)] ?? ReuseIdentifier.fallback
    }
  }

  // The table view's prefetching data source is the host; its prefetching feature
  // (`ItemPrefetching`) takes the requests.
  extension TableViewHost: UITableViewDataSourcePrefetching {
    /// Runs the `PrefetchingCellModel`s' prefetch actions and tells their section providers.
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      prefetching.prefetchItems(at: indexPaths)
    }

    /// Runs the `PrefetchingCellModel`s' cancellation actions and tells their section
    /// providers.
    public func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {
      prefetching.cancelPrefetchingForItems(at: indexPaths)
    }
  }
#endif
