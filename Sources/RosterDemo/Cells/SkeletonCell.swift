/// The cell that shows a loading placeholder.
public final class SkeletonCell: TypedListCell {
  /// The model bound last, if any.
  public private(set) var model: SkeletonCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: SkeletonCellModel, sizing: Bool) {
    self.model = model
  }
}
