/// A row of text: a title, a label, a line of a settings screen.
///
/// ```swift
/// let row = LabelCellModel(identifier: "about", text: "About", accessory: .disclosure) { _, _ in
///   print("show About")
/// }
/// ```
public struct LabelCellModel: CatalogueCellModel, SelectableCellModel, HighlightableCellModel,
  Equatable
{
  /// The row's identity.
  public var identifier: String
  /// The text, wrapped when it does not fit on one line.
  public var text: String
  /// What the text is, which decides how it looks.
  public var role: TextRole
  /// What the row shows at its trailing edge; ``CellAccessory/disclosure`` for a row that leads
  /// somewhere.
  public var accessory: CellAccessory
  /// Whether the row can be selected; a disabled row looks dimmed.
  public var isEnabled: Bool
  /// What runs when the row is selected; `nil` for a row that only shows text.
  @IgnoredInEquality public var selectionAction: SelectionAction?

  /// Creates a row of `text`.
  public init(
    identifier: String, text: String, role: TextRole = .body, accessory: CellAccessory = .none,
    isEnabled: Bool = true, selectionAction: SelectionAction? = nil
  ) {
    self.identifier = identifier
    self.text = text
    self.role = role
    self.accessory = accessory
    self.isEnabled = isEnabled
    self.selectionAction = isEnabled ? selectionAction : nil
  }

  /// Highlights when it can be selected.
  public var isHighlightEnabled: Bool { selectionAction != nil }
}
