#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  extension CollectionViewHost: ListHost {
    /// Whether the collection view is in a window.
    public var isOnScreen: Bool { collectionView.window != nil }

    /// The collection view's bounds size.
    public var containerSize: CGSize { collectionView.bounds.size }

    /// The collection view's visible items, with each band's cards in view for the band.
    public var indexPathsForVisibleItems: [IndexPath] { bands.visibleListIndexPaths() }

    /// Registers `cellType` under a reuse identifier derived from the type, as a cell and as a
    /// section header and footer view; a type that is not a `UICollectionViewCell` gets a
    /// `ListDiagnostic.unusableCellType` and its models show an empty cell.
    public func register(cellType: any ListCell.Type) {
      registerCellClass(of: cellType)
    }

    /// Performs `batch` in one `performBatchUpdates`, with `updateData` first inside the
    /// updates block (R4), then reconfigures the rebound items and rebinds the visible headers
    /// and footers of the rebound sections. A collection view that is not in a window is
    /// reloaded instead, and `completion` runs at once.
    public func performBatch(
      _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
      completion: @escaping @MainActor (Bool) -> Void
    ) {
      performBatchOnView(batch, animated: animated, updateData: updateData, completion: completion)
    }

    /// Calls `updateData`, then reloads the collection view.
    public func reloadData(updateData: () -> Void) {
      let bandAnchors = bands.anchors()
      // Every band cell shown again is placed anew; the others show no band any longer.
      for cell in bands.liveCells { cell.detach() }
      features.willReloadData()
      updateData()
      (collectionView.collectionViewLayout as? any BatchAwareLayout)?.prepareForReload()
      collectionView.reloadData()
      bands.restoreOffsets(bandAnchors)
      features.didReloadData()
    }

    /// Binds `model` to the template cell of its type with `sizing: true` and fits it with
    /// Auto Layout: `size`'s finite dimensions are required, the free one
    /// (`.greatestFiniteMagnitude`) is as small as the constraints allow.
    public func measure(_ model: any CellModel, constrainedTo size: CGSize) -> CGSize {
      guard let template = sizingTemplate(for: cellRegistry.cellType(for: model)) else {
        return .zero
      }
      (template as? any ListCell)?.bind(cellModel: model, sizing: true)
      return template.fittingSize(constrainedTo: size)
    }

    /// Scrolls the item at `indexPath` to the middle of the screen when the data source has
    /// it, and a band's card into its band's view; does nothing otherwise (UIKit raises for an
    /// index path it does not have). With a ``ListCollectionViewLayout``, the cells placed at an
    /// estimate within a screen of the item are measured first, so that it lands exactly.
    public func scroll(to indexPath: IndexPath, animated: Bool) {
      guard indexPath.count == 2, let dataSource,
        (0..<dataSource.numberOfItems(inSection: indexPath.section)).contains(indexPath.item)
      else { return }
      (collectionView.collectionViewLayout as? ListCollectionViewLayout)?
        .measureEstimatedItems(around: indexPath)
      collectionView.scrollToItem(
        at: bands.outerIndexPath(for: indexPath),
        at: [.centeredVertically, .centeredHorizontally], animated: animated)
      // A card is scrolled into its band's view too.
      guard bands.contains(section: indexPath.section) else { return }
      guard let layout = preparedListLayout(),
        let section = dataSource.section(at: indexPath.section),
        let offset = childLists.bandOffsetShowing(
          indexPath, sections: dataSource.snapshot.sections, layout: layout)
      else { return }
      scrollBand(ofSection: section.identifier, to: offset)
    }

    /// Applies the data source's selection mode and edit mode to the collection view, selects
    /// and deselects its items to match the data source's selection, and tells the visible
    /// cells their state.
    public func selectionDidChange() {
      selection.selectionDidChange()
    }
  }

  extension CollectionViewHost {
    /// Installs, starts, ends or removes the collection view's `UIRefreshControl` as the data
    /// source's refresh state says (see `ListController.refreshAction`).
    public func refreshStateDidChange() {
      collectionView.showRefreshState(of: dataSource)
    }
  }
#endif
