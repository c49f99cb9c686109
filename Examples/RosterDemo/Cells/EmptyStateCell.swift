/// The cell that shows an empty state.
package final class EmptyStateCell: TypedTerminalCell {
  /// The model bound last, if any.
  package private(set) var model: EmptyStateCellModel?

  /// Creates an empty cell.
  package init() {}

  /// Shows `model`.
  package func bind(model: EmptyStateCellModel, sizing: Bool) {
    self.model = model
  }

  /// The message, faint and wrapped.
  package func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    return StyledLine.wrapping(model.message, style: Palette.secondary, toWidth: width)
  }
}
