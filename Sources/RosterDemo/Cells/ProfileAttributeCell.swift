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
