import Foundation

/// A cell model whose cell can be selected (tapped, or Enter on a terminal).
///
/// The action receives the typed model and its index path — relative to its section provider's
/// own sections when the list is composed of providers — so no `didSelectItemAt` switch is
/// ever written.
public protocol SelectableCellModel: CellModel {
  /// What runs when the cell is selected.
  typealias SelectionAction = @MainActor @Sendable (_ model: Self, _ indexPath: IndexPath) -> Void

  /// What runs when the item enters (`true`) or leaves the list's selection.
  typealias SelectionChangeAction =
    @MainActor @Sendable (_ model: Self, _ isSelected: Bool, _ indexPath: IndexPath) -> Void

  /// The action to run on selection; `nil` makes the cell not selectable in a list that keeps
  /// no selection (``ListController/selectionMode`` off). In a list that keeps one, every
  /// selectable model may be selected, with an action or without.
  var selectionAction: SelectionAction? { get }

  /// The action to run when the item enters or leaves the list's selection, if any: the place
  /// to keep an app's own record of it. `nil` by default. The host shows the selection itself
  /// (the platform's selected state on UIKit, a mark on a terminal, and
  /// ``ListCell/showSelection(_:)`` on every cell).
  var selectionChangeAction: SelectionChangeAction? { get }
}

extension SelectableCellModel {
  /// No action by default.
  public var selectionChangeAction: SelectionChangeAction? { nil }

  /// Runs the selection-change action, if any; returns whether there was one.
  @MainActor
  @discardableResult
  public func performSelectionChange(_ isSelected: Bool, at indexPath: IndexPath) -> Bool {
    guard let selectionChangeAction else { return false }
    selectionChangeAction(self, isSelected, indexPath)
    return true
  }

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
