/// The cell that shows a post row.
public final class PostCell: TypedListCell {
  /// The model bound last, if any.
  public private(set) var model: PostCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: PostCellModel, sizing: Bool) {
    self.model = model
  }
}

extension PostCell: _TextCell {
  func lines(width: Int) -> [String] {
    guard let post = model?.post else { return [] }
    return [_Text.justified(_Text.sanitized(post.title), "♥ \(post.likes)", to: width)]
  }
}
