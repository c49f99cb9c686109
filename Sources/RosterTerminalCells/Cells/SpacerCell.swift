/// The terminal cell of a `SpacerCellModel`: empty rows, one for `Spacing.small` and
/// `Spacing.medium`, two for `Spacing.large`.
public final class SpacerCell: TypedTerminalCell, DirectionalTerminalCell {
  private var model: SpacerCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: SpacerCellModel, sizing: Bool) {
    self.model = model
  }

  /// Empty lines.
  public func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    let rows =
      switch model.spacing {
      case .small, .medium: 1
      case .large: 2
      }
    return Array(repeating: StyledLine(), count: rows)
  }

  /// Nothing: a gap is not read.
  public var spokenText: String? { "" }
}
