/// Which items entered and left a list's selection in one change, by identifier:
/// what ``ListController/selectionChangeHandler`` hears.
public struct ListSelectionChange: Hashable, Sendable {
  /// The items that became selected.
  public var selected: [String] = []
  /// The items that left the selection: deselected, or removed from the list by an update.
  public var deselected: [String] = []

  /// A change of `selected` and `deselected` items.
  public init(selected: [String] = [], deselected: [String] = []) {
    self.selected = selected
    self.deselected = deselected
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { selected.isEmpty && deselected.isEmpty }
}
