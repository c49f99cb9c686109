/// The cell that shows a source's error and its retry hint.
public final class ErrorCell: TypedListCell {
  /// The model bound last, if any.
  public private(set) var model: ErrorCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: ErrorCellModel, sizing: Bool) {
    self.model = model
  }
}

extension ErrorCell: _TextCell {
  func lines(width: Int) -> [String] {
    guard let model else { return [] }
    return _Text.wrapped("✗ " + _Text.sanitized(model.message), to: width)
      + [_Text.truncated("  Enter or r: retry the \(model.source.rawValue)", to: width)]
  }
}
