/// The terminal cell of an `EmptyStateCellModel`: the title and message centred, and the
/// action, when there is one, as a button under them (Enter runs it, through the model's
/// selection action).
public final class EmptyStateCell: TypedTerminalCell, DirectionalTerminalCell {
  private var model: EmptyStateCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight
  private var cache = RenderCache()

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: EmptyStateCellModel, sizing: Bool) {
    self.model = model
    cache.bind(model)
  }

  /// The title, the wrapped message and the action, each centred.
  ///
  /// Rendered once per bind and width: a frame asks for its rows from the lines kept.
  public func render(width: Int) -> [StyledLine] {
    cache.lines(width: width, direction: layoutDirection, of: Self.self) {
      renderLines(width: $0).laidOut(layoutDirection, inWidth: $0)
    }
  }

  private func renderLines(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    var lines = [StyledLine(model.title, style: CatalogueStyle.text(.headline))]
    lines += StyledLine.wrapping(
      model.message, style: CatalogueStyle.text(.subheadline), toWidth: width)
    if model.action != nil, !model.actionTitle.isEmpty {
      lines.append(StyledLine("[ \(model.actionTitle) ]", style: CatalogueStyle.button(.primary)))
    }
    return lines.map { $0.centered(inWidth: width) }
  }
}
