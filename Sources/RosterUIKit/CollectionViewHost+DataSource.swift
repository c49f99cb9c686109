#if canImport(UIKit)
  import UIKit

  extension CollectionViewHost: UICollectionViewDataSource {
    /// The data source's number of sections. A ``ListCollectionViewLayout`` given to the
    /// collection view since the host was made reads the list from the host from now on.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
      if let layout = collectionView.collectionViewLayout as? ListCollectionViewLayout,
        layout.source !== self
      {
        layout.source = self
      }
      return dataSource?.numberOfSections ?? 0
    }

    /// The data source's number of items in `section`; one for a band, whose cards its own
    /// view shows.
    public func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      bands.contains(section: section) ? 1 : dataSource?.numberOfItems(inSection: section) ?? 0
    }

    /// A cell of the model's type, dequeued and bound to the model at `indexPath`; for a band,
    /// the cell holding the band's own view of its cards.
    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      guard let item = bands.listIndexPath(forOuter: indexPath) else {
        return bands.cell(at: indexPath)
      }
      let model = dataSource?.cellModel(at: item)
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: reuseIdentifier(for: model), for: indexPath)
      if let model { bind(cell, to: model) }
      if let listCell = cell as? any ListCell, let dataSource {
        listCell.showSelection(dataSource.cellSelectionState(at: item))
      }
      for feature in cellFeatures { feature.prepare(cell, forItem: model?.identifier) }
      outline.prepare(cell, at: item)
      tableColumns.prepare(cell, at: item)
      return cell
    }

    /// The section's header or footer, dequeued and bound to its model.
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let section = dataSource?.section(at: indexPath.section)
      let model =
        kind == UICollectionView.elementKindSectionHeader
        ? section?.headerModel : section?.footerModel
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: reuseIdentifier(for: model), for: indexPath)
      if let model { bind(view, to: model) }
      if kind == UICollectionView.elementKindSectionHeader {
        tableColumns.prepare(header: view, inSection: indexPath.section)
      }
      return view
    }

    /// Whether the model at `indexPath` may be dragged now (asked of the data source).
    public func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool {
      movement.canMoveItem(at: indexPath)
    }

    /// Records the move the user made (reported to the data source) and lays the
    /// list out again. When the data source refuses it, the collection view is reloaded so
    /// that it shows the data again.
    ///
    /// During a movement driven through the host (``beginInteractiveMovementForItem(at:)``),
    /// the item is only placed in the controller's state here; the drop is reported, and the
    /// updates that waited applied, once UIKit's `endInteractiveMovement()` has returned.
    public func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      movement.didMoveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// The registered reuse identifier of `model`'s cell type and its class, or the fallback
    /// cell's identifier: what a band's view registers and dequeues for its cards.
    func registration(for model: any CellModel) -> (String, UICollectionViewCell.Type?) {
      let cellType = cellRegistry.cellType(for: model)
      guard let identifier = reuseIdentifiers[ObjectIdentifier(cellType)] else {
        return (ReuseIdentifier.fallback, nil)
      }
      return (identifier, cellType as? UICollectionViewCell.Type)
    }

    /// The registered reuse identifier of `model`'s cell type, or the fallback cell's.
    private func reuseIdentifier(for model: (any CellModel)?) -> String {
      guard let model else { return ReuseIdentifier.fallback }
      return registration(for: model).0
    }
  }

  // The collection view's prefetching data source is the host; its prefetching feature
  // (`ItemPrefetching`) takes the requests.
  extension CollectionViewHost: UICollectionViewDataSourcePrefetching {
    /// Runs the `PrefetchingCellModel`s' prefetch actions and tells their section providers.
    public func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      prefetching.prefetchItems(at: indexPaths)
    }

    /// Runs the `PrefetchingCellModel`s' cancellation actions and tells their section
    /// providers.
    public func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      prefetching.cancelPrefetchingForItems(at: indexPaths)
    }

    /// Tells the features the visible region: among them the prefetching, which reports it to
    /// the data source for the working range.
    func reportVisibleRect() {
      features.visibleRegionDidChange(to: collectionView.bounds)
    }
  }
#endif
