/// The terminal cell of a `CardCellModel`: behind a rule on the left, the image's
/// placeholder, the title in bold and the text, wrapped.
public final class CardCell: TypedTerminalCell, DirectionalTerminalCell {
  private var model: CardCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight
  private var cache = RenderCache()

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: CardCellModel, sizing: Bool) {
    self.model = model
    cache.bind(model)
  }

  /// Each line behind `│ `.
  ///
  /// Rendered once per bind and width: a frame asks for its rows from the lines kept.
  public func render(width: Int) -> [StyledLine] {
    cache.lines(width: width, direction: layoutDirection, of: Self.self) {
      renderLines(width: $0).laidOut(layoutDirection, inWidth: $0)
    }
  }

  private func renderLines(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    let room = width - 2
    var lines = model.image.map { ImageCell.lines(of: $0, width: room) } ?? []
    lines += StyledLine.wrapping(model.title, style: CatalogueStyle.text(.headline), toWidth: room)
    lines += StyledLine.wrapping(model.text, toWidth: room)
    let bar = StyledLine("│ ", style: CatalogueStyle.rule)
    return lines.map { (bar + $0).truncated(toWidth: width) }
  }
}
