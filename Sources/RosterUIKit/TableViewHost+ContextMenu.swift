#if canImport(UIKit)
  import UIKit

  extension TableViewHost {
    /// The context menu of the row's actions (`ActionableCellModel`), when it has any placed
    /// in the menu.
    public func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      ItemActionMenu.configuration(forItemAt: indexPath, of: dataSource)
    }
  }
#endif
