/// The cell that shows a row of the stress feed.
package final class FeedItemCell: TypedTerminalCell {
  /// The model bound last, if any.
  package private(set) var model: FeedItemCellModel?

  /// Creates an empty cell.
  package init() {}

  /// Shows `model`.
  package func bind(model: FeedItemCellModel, sizing: Bool) {
    self.model = model
  }

  /// The text, edited items in another colour, then the details or a placeholder.
  package func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    let style = model.revision == 0 ? TextStyle.plain : Palette.edited
    var line = StyledLine(model.text, style: style)
    line.append(StyledLine(" · " + (model.details ?? "…"), style: Palette.secondary))
    return [line.truncated(toWidth: width)]
  }
}
