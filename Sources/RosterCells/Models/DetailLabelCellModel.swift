/// A title with a subtitle under it and a value at the trailing edge: "Storage · 12 GB used ·
/// 64 GB".
///
/// ```swift
/// let row = DetailLabelCellModel(
///   identifier: "storage", title: "Storage", subtitle: "12 GB used", value: "64 GB")
/// ```
///
/// With a `moveAction` the user may drag it to another position (see `ReorderableCellModel`).
public struct DetailLabelCellModel: CatalogueCellModel, SelectableCellModel,
  HighlightableCellModel, ReorderableCellModel, Equatable
{
  /// The row's identity.
  public var identifier: String
  /// The main text.
  public var title: String
  /// Shown under the title; empty for none.
  public var subtitle: String
  /// Shown at the trailing edge; empty for none.
  public var value: String
  /// What the row shows after the value.
  public var accessory: CellAccessory
  /// Whether the row can be selected; a disabled row looks dimmed.
  public var isEnabled: Bool
  /// What runs when the row is selected; `nil` for a row that only shows text.
  @IgnoredInEquality public var selectionAction: SelectionAction?
  /// What runs when the user drops the row at another position; `nil` for a row that stays
  /// where it is.
  @IgnoredInEquality public var moveAction: MoveAction?

  /// Creates a detailed row.
  public init(
    identifier: String, title: String, subtitle: String = "", value: String = "",
    accessory: CellAccessory = .none, isEnabled: Bool = true,
    selectionAction: SelectionAction? = nil, moveAction: MoveAction? = nil
  ) {
    self.identifier = identifier
    self.title = title
    self.subtitle = subtitle
    self.value = value
    self.accessory = accessory
    self.isEnabled = isEnabled
    self.selectionAction = isEnabled ? selectionAction : nil
    self.moveAction = moveAction
  }

  /// Whether it may be dragged: when it has a move action.
  public var isReorderable: Bool { moveAction != nil }

  /// Highlights when it can be selected.
  public var isHighlightEnabled: Bool { selectionAction != nil }
}
