/// The cell that shows a post's detail.
package final class PostDetailCell: TypedTerminalCell {
  /// The model bound last, if any.
  package private(set) var model: PostDetailCellModel?

  /// Creates an empty cell.
  package init() {}

  /// Shows `model`.
  package func bind(model: PostDetailCellModel, sizing: Bool) {
    self.model = model
  }

  /// The title in bold, a blank line, and the body, wrapped.
  package func render(width: Int) -> [StyledLine] {
    guard let post = model?.post else { return [] }
    return StyledLine.wrapping(post.title, style: Palette.name, toWidth: width) + [StyledLine()]
      + StyledLine.wrapping(post.body, toWidth: width)
  }
}
