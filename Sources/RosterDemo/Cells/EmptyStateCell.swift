/// The cell that shows an empty state.
public final class EmptyStateCell: TypedTerminalCell {
  /// The model bound last, if any.
  public private(set) var model: EmptyStateCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: EmptyStateCellModel, sizing: Bool) {
    self.model = model
  }

  /// The message, faint and wrapped.
  public func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    return _LineLayout.wrapped(model.message, style: _Palette.secondary, width: width)
  }
}
