/// A symbol beside a line of text: "★ Favourites".
///
/// ```swift
/// let row = IconLabelCellModel(
///   identifier: "favourites", icon: CellIcon(symbolName: "star", glyph: "★"), text: "Favourites")
/// ```
public struct IconLabelCellModel: CatalogueCellModel, SelectableCellModel,
  HighlightableCellModel, Equatable
{
  /// The row's identity.
  public var identifier: String
  /// The symbol before the text.
  public var icon: CellIcon
  /// The text.
  public var text: String
  /// What the row shows at its trailing edge.
  public var accessory: CellAccessory
  /// Whether the row can be selected; a disabled row looks dimmed.
  public var isEnabled: Bool
  /// What runs when the row is selected; `nil` for a row that only shows text.
  @IgnoredInEquality public var selectionAction: SelectionAction?

  /// Creates a row of `icon` and `text`.
  public init(
    identifier: String, icon: CellIcon, text: String, accessory: CellAccessory = .none,
    isEnabled: Bool = true, selectionAction: SelectionAction? = nil
  ) {
    self.identifier = identifier
    self.icon = icon
    self.text = text
    self.accessory = accessory
    self.isEnabled = isEnabled
    self.selectionAction = isEnabled ? selectionAction : nil
  }

  /// Highlights when it can be selected.
  public var isHighlightEnabled: Bool { selectionAction != nil }
}
