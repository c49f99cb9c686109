#if canImport(UIKit)
  import UIKit

  // UIKit's delegate callbacks go to the data source, which is also the list's
  // `ListEventHandler` (the controller finds the model at the index path and runs its action).
  extension CollectionViewHost: UICollectionViewDelegate {
    /// Whether the item may be highlighted, and so selected: Roster's one policy, the data
    /// source's `shouldHighlightItem(at:)` (a selectable model, or a highlightable one that
    /// allows it).
    public func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      // A tap while an item is swiped only closes the swipe, as in a table.
      guard !cellFeatures.contains(where: { $0.takesTouchOnItem() }) else { return false }
      guard let item = bands.listIndexPath(forOuter: indexPath) else { return false }
      return dataSource?.shouldHighlightItem(at: item) ?? false
    }

    /// Tells the `HighlightableCellModel` that its highlight began.
    public func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {
      guard let item = bands.listIndexPath(forOuter: indexPath) else { return }
      dataSource?.didHighlightItem(at: item)
    }

    /// Tells the `HighlightableCellModel` that its highlight ended.
    public func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      guard let item = bands.listIndexPath(forOuter: indexPath) else { return }
      dataSource?.didUnhighlightItem(at: item)
    }

    /// Hands the selection to the data source (which selects the item, and runs the
    /// `SelectableCellModel`'s action outside edit mode), then shows the data source's
    /// selection: in a list that keeps none, the item is deselected at once, as a button's
    /// press ends.
    public func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      if let item = bands.listIndexPath(forOuter: indexPath) { dataSource?.didSelectItem(at: item) }
      selection.show(animated: true)
    }

    /// Hands the deselection (a second tap in multiple selection) to the data source, then
    /// shows its selection.
    public func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      if let item = bands.listIndexPath(forOuter: indexPath) {
        dataSource?.didDeselectItem(at: item)
      }
      selection.show(animated: true)
    }

    /// Runs the `DisplayableCellModel`'s will-display action; a band's cards in view start
    /// displaying with it.
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      if let band = cell as? BandCollectionViewCell {
        band.didAppear()
        return
      }
      dataSource?.willDisplayItem(at: indexPath)
      let identifier = dataSource?.cellModel(at: indexPath)?.identifier
      for feature in cellFeatures { feature.willDisplay(cell, forItem: identifier) }
    }

    /// Runs the did-end-displaying action of the model the cell was bound to, which may have
    /// just been deleted, so that `indexPath` no longer names it; keeps the offset of a nested
    /// list's cell.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      if let band = cell as? BandCollectionViewCell {
        band.didDisappear()
        return
      }
      (cell as? any NestedListHolding)?.nestedListDidEndDisplaying()
      let model = (cell as? ListCollectionViewCell)?.cellModel
      dataSource?.didEndDisplayingItem(at: indexPath, model: model)
    }

    /// Where the dragged item may go, as the data source answers it: among the sections of its
    /// own section provider, where `ListController.allowsMove` agrees; its original place
    /// otherwise. The data does not change during the drag, so the original index path is
    /// where the data source has the item.
    public func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      movement.targetIndexPath(
        from: originalIndexPath, current: currentIndexPath, proposed: proposedIndexPath)
    }

    /// Reports the new visible origin (`ListController.didScrollAction`, section providers) and
    /// the visible rect (the working range).
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      dataSource?.didScroll(to: scrollView.contentOffset)
      reportVisibleRect()
    }

    /// Closes the swiped item when the user starts to scroll, as a table does.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      for feature in cellFeatures { feature.willBeginDragging() }
    }
  }

  extension CollectionViewHost {
    /// The context menu of the item's actions (`ActionableCellModel`), when it has any placed
    /// in the menu; none for several items at once.
    public func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
      guard indexPaths.count == 1,
        let item = indexPaths.first.flatMap(bands.listIndexPath(forOuter:))
      else { return nil }
      return ItemActionMenu.configuration(forItemAt: item, of: dataSource)
    }
  }
#endif
