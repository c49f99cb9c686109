/// The cell that shows a post's detail.
public final class PostDetailCell: TypedListCell {
  /// The model bound last, if any.
  public private(set) var model: PostDetailCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: PostDetailCellModel, sizing: Bool) {
    self.model = model
  }
}

extension PostDetailCell: _TextCell {
  func lines(width: Int) -> [String] {
    guard let post = model?.post else { return [] }
    return _Text.wrapped(_Text.sanitized(post.title), to: width) + [""]
      + _Text.wrapped(_Text.sanitized(post.body), to: width)
  }
}
