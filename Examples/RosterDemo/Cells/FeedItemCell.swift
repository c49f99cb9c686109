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

  /// The text; edited items in another colour.
  package func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    let style = model.revision == 0 ? TextStyle.plain : Palette.edited
    return [StyledLine(model.text, style: style).truncated(toWidth: width)]
  }
}
