#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// The table's own selection and edit mode, following the controller's, which keeps the
  /// selection by identity, as the collection view's does (`CollectionSelection`): after every
  /// tap, every change the controller reports, and every batch and reload.
  @MainActor
  final class TableSelection: SelectionFollowing {
    private unowned let host: TableViewHost

    init(host: TableViewHost) {
      self.host = host
    }

    /// The controller's selection or mode changed: the table's policy and edit mode, its
    /// selection and every visible cell's selection state follow.
    func selectionDidChange() {
      let tableView = host.tableView
      let state = host.dataSource?.selectionState ?? (mode: .off, isEditing: false)
      let policy = ViewSelection.Policy(mode: state.mode, isEditing: state.isEditing)
      tableView.allowsMultipleSelection = policy.allowsMultipleSelection
      tableView.allowsSelectionDuringEditing = policy.allowsSelectionDuringEditing
      tableView.allowsMultipleSelectionDuringEditing = policy.allowsMultipleSelectionDuringEditing
      if tableView.isEditing != policy.isEditing {
        tableView.setEditing(policy.isEditing, animated: true)
      }
      show(animated: true)
      for indexPath in tableView.indexPathsForVisibleRows ?? [] {
        guard let cell = tableView.cellForRow(at: indexPath) as? any ListCell,
          let dataSource = host.dataSource
        else { continue }
        cell.showSelection(dataSource.cellSelectionState(at: indexPath))
      }
    }

    /// Selects and deselects in the table what differs from the controller's selection.
    func show(animated: Bool) {
      let tableView = host.tableView
      let changes = ViewSelection.changes(
        showing: host.dataSource?.indexPathsForSelectedItems ?? [],
        from: tableView.indexPathsForSelectedRows ?? [])
      for indexPath in changes.deselect {
        tableView.deselectRow(at: indexPath, animated: animated)
      }
      for indexPath in changes.select {
        tableView.selectRow(at: indexPath, animated: animated, scrollPosition: .none)
      }
    }
  }
#endif
