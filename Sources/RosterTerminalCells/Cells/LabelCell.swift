/// The terminal cell of a `LabelCellModel`: the text in its role's style, wrapped, with the
/// accessory at the trailing edge of the first line.
public final class LabelCell: TypedTerminalCell, DirectionalTerminalCell {
  private var model: LabelCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight
  private var cache = RenderCache()

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: LabelCellModel, sizing: Bool) {
    self.model = model
    cache.bind(model)
  }

  /// The wrapped text, the accessory on the first line; dimmed when disabled.
  ///
  /// Rendered once per bind and width: a frame asks for its rows from the lines kept.
  public func render(width: Int) -> [StyledLine] {
    cache.lines(width: width, direction: layoutDirection, of: Self.self) {
      renderLines(width: $0).laidOut(layoutDirection, inWidth: $0)
    }
  }

  private func renderLines(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    let accessory = CatalogueStyle.glyph(model.accessory, layoutDirection)
    let room = accessory.isEmpty ? width : width - accessory.width - 1
    var lines = StyledLine.wrapping(
      model.text, style: CatalogueStyle.text(model.role), toWidth: room)
    if lines.isEmpty { lines = [StyledLine()] }
    lines[0] = StyledLine.justified(lines[0], accessory, toWidth: width)
    return lines.map { $0.dimmed(unless: model.isEnabled) }
  }
}
