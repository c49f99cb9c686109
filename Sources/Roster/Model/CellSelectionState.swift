/// How a cell shows its item's place in the list's selection: what hosts hand to
/// ``ListCell/showSelection(_:)``.
public struct CellSelectionState: Hashable, Sendable {
  /// Whether the item is selected.
  public var isSelected: Bool
  /// Whether the list is in edit mode, where cells show a selection control.
  public var isEditing: Bool
  /// The selection mode in force: the list's, or its edit-mode one in edit mode.
  public var mode: ListSelectionMode

  /// A state of `isSelected`, in a list `isEditing` or not, keeping selections by `mode`.
  public init(isSelected: Bool, isEditing: Bool = false, mode: ListSelectionMode = .multiple) {
    self.isSelected = isSelected
    self.isEditing = isEditing
    self.mode = mode
  }

  /// No selection: a list that keeps none.
  public static let none = CellSelectionState(isSelected: false, isEditing: false, mode: .off)

  /// Whether the cell shows a selection control: in edit mode with a selection mode in force.
  public var showsSelectionControl: Bool { isEditing && mode != .off }
}
