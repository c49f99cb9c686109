/// The cell that shows a post row.
package final class PostCell: TypedTerminalCell, DirectionalTerminalCell {
  /// Which way the cell reads; the list sets it.
  package var layoutDirection = ListLayout.LayoutDirection.leftToRight
  /// The model bound last, if any.
  package private(set) var model: PostCellModel?

  /// Creates an empty cell.
  package init() {}

  /// Shows `model`.
  package func bind(model: PostCellModel, sizing: Bool) {
    self.model = model
  }

  /// The title (after a pin when pinned) with the likes flush right.
  package func render(width: Int) -> [StyledLine] {
    guard let post = model?.post else { return [] }
    return [
      StyledLine.justified(
        StyledLine((model?.isPinned == true ? "📌 " : "") + post.title),
        StyledLine("♥ \(post.likes)", style: Palette.likes), toWidth: width
      ).laidOut(layoutDirection, inWidth: width)
    ]
  }
}
