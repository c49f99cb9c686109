#if canImport(UIKit)
  import Roster
  import UIKit

  /// The reordering of a table's rows: UIKit's edit-mode drag, whose rows are the list's items,
  /// asked of and reported to the data source. Unlike a collection view (``CollectionMovement``)
  /// a table starts and ends the drag itself, and reports only a drop that moved the row.
  @MainActor
  struct TableMovement {
    unowned let host: TableViewHost

    /// Whether the row at `indexPath` may be dragged now.
    func canMoveRow(at indexPath: IndexPath) -> Bool {
      host.dataSource?.canMoveItem(at: indexPath) ?? false
    }

    /// Where the dragged row may go, as the data source answers it; where it was without one.
    func targetIndexPath(from source: IndexPath, proposed: IndexPath) -> IndexPath {
      host.dataSource?.targetIndexPathForMove(from: source, toProposed: proposed) ?? source
    }

    /// Records the move the user made; reloads when the data source refuses it, so that the
    /// table shows the data again.
    func didMoveRow(from source: IndexPath, to destination: IndexPath) {
      guard let dataSource = host.dataSource,
        dataSource.moveItem(from: source, to: destination)
      else {
        host.reloadData {}
        return
      }
    }
  }

  // UIKit's reordering callbacks, answered by the host's movement feature.
  extension TableViewHost {
    /// The host's movement feature.
    var movement: TableMovement { TableMovement(host: self) }

    /// Whether the model at `indexPath` may be dragged now (asked of the data source).
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      movement.canMoveRow(at: indexPath)
    }

    /// Records the move the user made (reported to the data source). When the data source
    /// refuses it, the table view is reloaded so that it shows the data again.
    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      movement.didMoveRow(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// Where the dragged row may go, as the data source answers it: among the sections of its
    /// own section provider, where `ListController.allowsMove` agrees; where it was otherwise.
    public func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      movement.targetIndexPath(from: sourceIndexPath, proposed: proposedDestinationIndexPath)
    }
  }
#endif
