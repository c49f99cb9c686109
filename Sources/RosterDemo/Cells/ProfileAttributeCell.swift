/// The cell that shows an attribute row.
public final class ProfileAttributeCell: TypedListCell {
  /// The model bound last, if any.
  public private(set) var model: ProfileAttributeCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: ProfileAttributeCellModel, sizing: Bool) {
    self.model = model
  }
}

extension ProfileAttributeCell: _TextCell {
  func lines(width: Int) -> [String] {
    guard let attribute = model?.attribute else { return [] }
    let label = _Text.padded(_Text.sanitized(attribute.name), to: min(12, width / 2))
    return [_Text.truncated(label + _Text.sanitized(attribute.value), to: width)]
  }
}
