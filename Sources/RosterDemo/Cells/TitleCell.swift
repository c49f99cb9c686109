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
