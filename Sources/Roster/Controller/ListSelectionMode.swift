/// How many items a list keeps selected: see ``ListController/selectionMode``.
///
/// A list with a mode other than ``off`` keeps its selection as a state, by item identity: an
/// item stays selected through every update that keeps it (a moved item, a changed model), and
/// leaves the selection when an update removes it.
public enum ListSelectionMode: Hashable, Sendable, CaseIterable {
  /// Nothing stays selected: selecting an item runs its action, as a button does.
  case off
  /// At most one item is selected; selecting another replaces it.
  case single
  /// Any number of items are selected; selecting a selected item deselects it.
  case multiple
}
