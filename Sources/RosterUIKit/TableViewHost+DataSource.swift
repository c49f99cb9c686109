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
      tableColumns.prepare(cell, at: indexPath)
      return cell
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
