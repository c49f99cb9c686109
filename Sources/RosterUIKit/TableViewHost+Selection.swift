#if canImport(UIKit)
  import UIKit

  // As for the collection view (CollectionViewHost+Selection.swift): the controller keeps the
  // selection and the table's own selection and edit mode follow it.
  extension TableViewHost {
    /// Applies the data source's selection mode and edit mode to the table view, selects and
    /// deselects its rows to match the data source's selection, and tells the visible cells
    /// their state.
    public func selectionDidChange() {
      let state = dataSource?.selectionState ?? (mode: .off, isEditing: false)
      tableView.allowsMultipleSelection = !state.isEditing && state.mode == .multiple
      tableView.allowsSelectionDuringEditing = state.isEditing && state.mode != .off
      tableView.allowsMultipleSelectionDuringEditing = state.isEditing && state.mode == .multiple
      if tableView.isEditing != state.isEditing {
        tableView.setEditing(state.isEditing, animated: true)
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
      let wanted = Set(dataSource?.indexPathsForSelectedItems ?? [])
      let shown = Set(tableView.indexPathsForSelectedRows ?? [])
      for indexPath in shown.subtracting(wanted).sorted() {
        tableView.deselectRow(at: indexPath, animated: animated)
      }
      for indexPath in wanted.subtracting(shown).sorted() {
        tableView.selectRow(at: indexPath, animated: animated, scrollPosition: .none)
      }
    }
  }
#endif
