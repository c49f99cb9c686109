/// Why ``ListController`` refused to change its selection.
public enum ListSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The list's selection mode (in edit mode, its edit-mode selection mode) is
  /// ``ListSelectionMode/off``.
  case selectionOff
  /// No item with this identifier is displayed (the item may still wait behind an update:
  /// select it in that update's completion).
  case unknownItem(String)
  /// The item's model is not a ``SelectableCellModel``, or the item is being deleted.
  case notSelectable(String)

  /// What went wrong, for logs.
  public var description: String {
    switch self {
    case .selectionOff: "the list's selection mode is off"
    case .unknownItem(let identifier): "no item '\(identifier)' is displayed"
    case .notSelectable(let identifier): "item '\(identifier)' cannot be selected"
    }
  }
}
