import Foundation

// The simulated view keeps a selection as a collection view does, read from the data source
// whenever the controller says it changed and after every batch and reload.
extension SimulatedListHost {
  /// Shows the data source's selection: ``selectedItemIdentifiers``.
  public func selectionDidChange() {
    selection.changeCount += 1
    selection.show()
  }

  /// Deselects the item at `indexPath` as a second tap does in a view that keeps a multiple
  /// selection.
  ///
  /// - Returns: Whether it was selected.
  @discardableResult
  public func deselectItem(at indexPath: IndexPath) -> Bool {
    dataSource?.didDeselectItem(at: indexPath) ?? false
  }

  /// Selects the item at `indexPath`, or deselects it, without running its action (a
  /// terminal's Space).
  ///
  /// - Returns: Whether it is selected afterwards.
  @discardableResult
  public func toggleSelectionOfItem(at indexPath: IndexPath) -> Bool {
    dataSource?.toggleSelectionOfItem(at: indexPath) ?? false
  }
}
