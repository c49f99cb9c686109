#if canImport(UIKit)
  import UIKit

  // As for the collection view (CollectionViewHost+Focus.swift): the focus comes back to the
  // row focused last, by identity, wherever updates moved it.
  extension TableViewHost {
    /// Whether the row can take the focus, as the data source says (`FocusableCellModel`).
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
      dataSource?.canFocusItem(at: indexPath) ?? false
    }

    /// Where the focus goes when it comes back to the list: the row focused last, where it is
    /// now.
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
      dataSource?.indexPathForPreferredFocusedItem
    }

    /// Tells the data source which row has the focus now.
    public func tableView(
      _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      guard let next = context.nextFocusedIndexPath else { return }
      dataSource?.didFocusItem(at: next)
    }
  }
#endif
