/// The cell that shows an attribute row.
public final class ProfileAttributeCell: TypedTerminalCell {
  /// The model bound last, if any.
  public private(set) var model: ProfileAttributeCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: ProfileAttributeCellModel, sizing: Bool) {
    self.model = model
  }

  /// The label in a column of up to 12, then the value.
  public func render(width: Int) -> [StyledLine] {
    guard let attribute = model?.attribute else { return [] }
    let label = StyledLine(attribute.name, style: _Palette.label).truncated(toWidth: 11)
    return [
      (label.padded(toWidth: min(12, width / 2)) + StyledLine(attribute.value)).truncated(
        toWidth: width)
    ]
  }
}
