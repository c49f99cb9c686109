/// The terminal cell of an `ErrorCellModel`: the message in red, wrapped, and how to retry
/// (Enter, through the model's selection action).
public final class ErrorCell: TypedTerminalCell, DirectionalTerminalCell {
  private var model: ErrorCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight
  private var cache = RenderCache()

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: ErrorCellModel, sizing: Bool) {
    self.model = model
    cache.bind(model)
  }

  /// `✗` and the message, then `↻` and the retry title when retrying is possible.
  ///
  /// Rendered once per bind and width: a frame asks for its rows from the lines kept.
  public func render(width: Int) -> [StyledLine] {
    cache.lines(width: width, direction: layoutDirection, of: Self.self) {
      renderLines(width: $0).laidOut(layoutDirection, inWidth: $0)
    }
  }

  private func renderLines(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    var lines = StyledLine.wrapping(
      "✗ " + model.message, style: CatalogueStyle.error, toWidth: width)
    if model.retry != nil {
      lines.append(
        StyledLine("↻ \(model.retryTitle) (Enter)", style: CatalogueStyle.secondary).truncated(
          toWidth: width))
    }
    return lines
  }
}
