/// The cell that shows a post row.
public final class PostCell: TypedTerminalCell {
  /// The model bound last, if any.
  public private(set) var model: PostCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: PostCellModel, sizing: Bool) {
    self.model = model
  }

  /// The title with the likes flush right.
  public func render(width: Int) -> [StyledLine] {
    guard let post = model?.post else { return [] }
    return [
      _LineLayout.justified(
        StyledLine(post.title), StyledLine("♥ \(post.likes)", style: _Palette.likes), width: width)
    ]
  }
}
