#if canImport(UIKit)
  import UIKit

  extension TableViewHost {
    /// The row's leading swipe actions (`ActionableCellModel`, placed `.leadingSwipe`).
    public func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      ItemActionSwipe.configuration(forItemAt: indexPath, edge: .leadingSwipe, of: dataSource)
    }

    /// The row's trailing swipe actions (`ActionableCellModel`, placed `.trailingSwipe`, as
    /// actions are by default).
    public func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      ItemActionSwipe.configuration(forItemAt: indexPath, edge: .trailingSwipe, of: dataSource)
    }
  }
#endif
