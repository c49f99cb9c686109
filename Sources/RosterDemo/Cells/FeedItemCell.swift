/// The cell that shows a row of the stress feed.
public final class FeedItemCell: TypedListCell {
  /// The model bound last, if any.
  public private(set) var model: FeedItemCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: FeedItemCellModel, sizing: Bool) {
    self.model = model
  }
}

extension FeedItemCell: _TextCell {
  func lines(width: Int) -> [String] {
    guard let model else { return [] }
    return [_Text.truncated(_Text.sanitized(model.text), to: width)]
  }
}
