/// The cell that shows a heading.
public final class TitleCell: TypedListCell {
  /// The model bound last, if any.
  public private(set) var model: TitleCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: TitleCellModel, sizing: Bool) {
    self.model = model
  }
}

extension TitleCell: _TextCell {
  func lines(width: Int) -> [String] {
    guard let model else { return [] }
    return [
      _Text.justified(_Text.sanitized(model.title), _Text.sanitized(model.detail), to: width),
      String(repeating: "─", count: max(width, 0)),
    ]
  }
}
