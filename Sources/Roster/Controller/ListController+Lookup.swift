import Foundation

extension ListController {
  /// The model displayed at `indexPath`, or `nil` when there is none.
  ///
  /// - Complexity: O(1).
  public func cellModel(at indexPath: IndexPath) -> (any CellModel)? {
    snapshot.cellModel(at: indexPath)
  }

  /// Where the model with `model`'s identifier is displayed (its first occurrence when the
  /// identifier is duplicated), or `nil` when it is not displayed.
  ///
  /// - Complexity: O(1) expected, after an O(*N*) index built on the first lookup after each
  ///   change of the displayed state.
  public func indexPath(for model: any CellModel) -> IndexPath? {
    indexPath(forIdentifier: model.identifier)
  }

  /// Where the model with this identifier is displayed, or `nil`.
  ///
  /// - Complexity: as ``indexPath(for:)``.
  public func indexPath(forIdentifier identifier: String) -> IndexPath? {
    snapshot.indexPath(forIdentifier: identifier)
  }

  /// Asks the host to scroll to the cell of the model with `cellModel`'s identifier; returns
  /// whether it is displayed (nothing happens otherwise).
  @discardableResult
  public func scrollTo(cellModel: any CellModel, animated: Bool = true) -> Bool {
    guard let indexPath = indexPath(for: cellModel) else { return false }
    host.scroll(to: indexPath, animated: animated)
    return true
  }
}
