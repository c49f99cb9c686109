/// The cell that shows the profile header.
public final class ProfileHeaderCell: TypedListCell {
  /// The model bound last, if any.
  public private(set) var model: ProfileHeaderCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: ProfileHeaderCellModel, sizing: Bool) {
    self.model = model
  }
}
