#if canImport(UIKit)
  import UIKit

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
