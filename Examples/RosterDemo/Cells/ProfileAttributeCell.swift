/// The cell that shows an attribute row.
package final class ProfileAttributeCell: TypedTerminalCell {
  /// The model bound last, if any.
  package private(set) var model: ProfileAttributeCellModel?

  /// Creates an empty cell.
  package init() {}

  /// Shows `model`.
  package func bind(model: ProfileAttributeCellModel, sizing: Bool) {
    self.model = model
  }

  /// The label in a column of up to 12, then the value.
  package func render(width: Int) -> [StyledLine] {
    guard let attribute = model?.attribute else { return [] }
    let label = StyledLine(attribute.name, style: Palette.label).truncated(toWidth: 11)
    return [
      (label.padded(toWidth: min(12, width / 2)) + StyledLine(attribute.value)).truncated(
        toWidth: width)
    ]
  }
}
