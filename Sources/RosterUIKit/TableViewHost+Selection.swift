#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  // As for the collection view (CollectionViewHost+Selection.swift): the controller keeps the
  // selection and the table's own selection and edit mode follow it.
  extension TableViewHost {
    /// Applies the data source's selection mode and edit mode to the table view, selects and
    /// deselects its rows to match the data source's selection, and tells the visible cells
    /// their state.
    public func selectionDidChange() {
      let state = dataSource?.selectionState ?? (mode: .off, isEditing: false)
      let policy = ViewSelection.Policy(mode: state.mode, isEditing: state.isEditing)
      tableView.allowsMultipleSelection = policy.allowsMultipleSelection
      tableView.allowsSelectionDuringEditing = policy.allowsSelectionDuringEditing
      tableView.allowsMultipleSelectionDuringEditing = policy.allowsMultipleSelectionDuringEditing
      if tableView.isEditing != policy.isEditing {
        tableView.setEditing(policy.isEditing, animated: true)
      }
      showSelection(animated: true)
      for indexPath in tableView.indexPathsForVisibleRows ?? [] {
        guard let cell = tableView.cellForRow(at: indexPath) as? any ListCell, let dataSource
        else { continue }
        cell.showSelection(dataSource.cellSelectionState(at: indexPath))
      }
    }

    /// Selects and deselects the table's rows so that its selection is the data source's.
    ///
    /// - Complexity: O(*s* log *s*) for the *s* rows selected in either.
    func showSelection(animated: Bool) {
      let changes = ViewSelection.changes(
        showing: dataSource?.indexPathsForSelectedItems ?? [],
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
