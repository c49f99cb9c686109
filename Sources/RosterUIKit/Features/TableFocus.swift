#if canImport(UIKit)
  import Roster
  import UIKit

  /// The focus in a table view, kept on the row focused last, as in a collection view
  /// (``CollectionFocus``): the focus engine remembers an index path, and an update that
  /// inserts above the focused row would point it at another row. The table's remembering is
  /// off, and the preferred focus is answered from the data source, which remembers the row by
  /// identity (see `ListController.focusedIdentifier`).
  @MainActor
  struct TableFocus {
    unowned let host: TableViewHost

    /// Hands the remembering to the data source; on iPad a hardware keyboard's arrows move the
    /// focus through the rows.
    func install() {
      host.tableView.remembersLastFocusedIndexPath = false
      host.tableView.allowsFocus = true
    }

    /// Whether the row at `indexPath` can take the focus.
    func canFocusRow(at indexPath: IndexPath) -> Bool {
      host.dataSource?.canFocusItem(at: indexPath) ?? false
    }

    /// The row focused last, where it is now.
    var preferredIndexPath: IndexPath? {
      host.dataSource?.indexPathForPreferredFocusedItem
    }

    /// Tells the data source which row has the focus now; the focus leaving the table tells
    /// nothing, so that it comes back to the row.
    func didFocus(_ indexPath: IndexPath?) {
      guard let indexPath else { return }
      host.dataSource?.didFocusItem(at: indexPath)
    }
  }

  // UIKit's focus callbacks, answered by the host's focus feature.
  extension TableViewHost {
    /// The host's focus feature.
    var focus: TableFocus { TableFocus(host: self) }

    /// Whether the row can take the focus, as the data source says (`FocusableCellModel`).
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
      focus.canFocusRow(at: indexPath)
    }

    /// Where the focus goes when it comes back to the list: the row focused last, where it is
    /// now.
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
      focus.preferredIndexPath
    }

    /// Tells the data source which row has the focus now.
    public func tableView(
      _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      focus.didFocus(context.nextFocusedIndexPath)
    }
  }
#endif
