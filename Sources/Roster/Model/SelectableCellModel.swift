import Foundation

/// A cell model whose cell can be selected (tapped, or Enter on a terminal).
///
/// The action receives the typed model and its index path — relative to its section provider's
/// own sections when the list is composed of providers — so no `didSelectItemAt` switch is
/// ever written.
public protocol SelectableCellModel: CellModel {
  /// What runs when the cell is selected.
  typealias SelectionAction = @MainActor @Sendable (_ model: Self, _ indexPath: IndexPath) -> Void

  /// The action to run on selection; `nil` makes the cell not selectable.
  var selectionAction: SelectionAction? { get }
}

extension SelectableCellModel {
  /// Whether there is a selection action.
  public var isSelectable: Bool { selectionAction != nil }

  /// Runs the selection action, if any; returns whether there was one.
  @MainActor
  @discardableResult
  public func performSelection(at indexPath: IndexPath) -> Bool {
    guard let selectionAction else { return false }
    selectionAction(self, indexPath)
    return true
  }
}
