/// The cell that shows an empty state.
public final class EmptyStateCell: TypedListCell {
  /// The model bound last, if any.
  public private(set) var model: EmptyStateCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: EmptyStateCellModel, sizing: Bool) {
    self.model = model
  }
}

extension EmptyStateCell: _TextCell {
  func lines(width: Int) -> [String] {
    guard let model else { return [] }
    return _Text.wrapped(_Text.sanitized(model.message), to: width)
  }
}
