import Foundation

/// Selection and highlighting, as a ``ListHost`` reports them with the index paths its view
/// uses: one of the event families of ``ListEventHandler``.
@MainActor
public protocol ItemSelectionEvents: AnyObject {
  /// The user selected the item at `indexPath`; returns whether a model acted on it.
  @discardableResult
  func didSelectItem(at indexPath: IndexPath) -> Bool

  /// Whether the item at `indexPath` shows a highlight while touched.
  func shouldHighlightItem(at indexPath: IndexPath) -> Bool

  /// The item at `indexPath` became highlighted; returns whether a model acted on it.
  @discardableResult
  func didHighlightItem(at indexPath: IndexPath) -> Bool

  /// The item at `indexPath` lost its highlight; returns whether a model acted on it.
  @discardableResult
  func didUnhighlightItem(at indexPath: IndexPath) -> Bool

  /// The user deselected the item at `indexPath` (a second tap in multiple selection, where
  /// the view keeps a selection); returns whether it was selected.
  @discardableResult
  func didDeselectItem(at indexPath: IndexPath) -> Bool

  /// The selection mode in force — the list's, or its edit-mode one in edit mode — and whether
  /// the list is in edit mode: what the host shows (see ``CellSelectionState``).
  var selectionState: (mode: ListSelectionMode, isEditing: Bool) { get }

  /// Whether the item at `indexPath` is selected.
  func isItemSelected(at indexPath: IndexPath) -> Bool

  /// The selected items' index paths, in order.
  var indexPathsForSelectedItems: [IndexPath] { get }

  /// Selects the item at `indexPath`, or deselects it when it is selected, without running its
  /// action (a terminal's Space); returns whether it is selected afterwards.
  @discardableResult
  func toggleSelectionOfItem(at indexPath: IndexPath) -> Bool

  /// Enters or leaves edit mode, for a host whose user does it from the list (a terminal's
  /// key); an app's Edit button sets ``ListController/isEditing`` instead.
  func setEditing(_ isEditing: Bool)
}

// A handler that keeps no selection state answers as a list whose selection mode is off.
extension ItemSelectionEvents {
  /// Does nothing; returns `false`.
  @discardableResult
  public func didDeselectItem(at indexPath: IndexPath) -> Bool { false }
  /// Selection off, not editing.
  public var selectionState: (mode: ListSelectionMode, isEditing: Bool) { (.off, false) }
  /// `false`.
  public func isItemSelected(at indexPath: IndexPath) -> Bool { false }
  /// None.
  public var indexPathsForSelectedItems: [IndexPath] { [] }
  /// Does nothing; returns `false`.
  @discardableResult
  public func toggleSelectionOfItem(at indexPath: IndexPath) -> Bool { false }
  /// Does nothing.
  public func setEditing(_ isEditing: Bool) {}

  /// How a cell at `indexPath` shows the selection.
  public func cellSelectionState(at indexPath: IndexPath) -> CellSelectionState {
    let state = selectionState
    guard state.mode != .off || state.isEditing else { return .none }
    return CellSelectionState(
      isSelected: isItemSelected(at: indexPath), isEditing: state.isEditing, mode: state.mode)
  }
}
