/// The cell that shows a source's error and its retry hint.
package final class ErrorCell: TypedTerminalCell {
  /// The model bound last, if any.
  package private(set) var model: ErrorCellModel?

  /// Creates an empty cell.
  package init() {}

  /// Shows `model`.
  package func bind(model: ErrorCellModel, sizing: Bool) {
    self.model = model
  }

  /// The message in red, wrapped, and how to retry.
  package func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    return StyledLine.wrapping("✗ " + model.message, style: Palette.error, toWidth: width)
      + [
        StyledLine("  Enter or r: retry the \(model.source.rawValue)", style: Palette.secondary)
          .truncated(toWidth: width)
      ]
  }
}
