/// The cell that shows a heading.
package final class TitleCell: TypedTerminalCell {
  /// The model bound last, if any.
  package private(set) var model: TitleCellModel?

  /// Creates an empty cell.
  package init() {}

  /// Shows `model`.
  package func bind(model: TitleCellModel, sizing: Bool) {
    self.model = model
  }

  /// The title in bold with the detail flush right, and a rule under them.
  package func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    return [
      StyledLine.justified(
        StyledLine(model.title, style: Palette.heading),
        StyledLine(model.detail, style: Palette.secondary), toWidth: width),
      StyledLine(String(repeating: "─", count: max(width, 0)), style: Palette.rule),
    ]
  }
}
