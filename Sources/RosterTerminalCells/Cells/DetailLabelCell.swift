/// The terminal cell of a `DetailLabelCellModel`: the title with the value and accessory
/// flush right, and the subtitle under it.
public final class DetailLabelCell: TypedTerminalCell, DirectionalTerminalCell {
  private var model: DetailLabelCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: DetailLabelCellModel, sizing: Bool) {
    self.model = model
  }

  /// One line, or two with a subtitle; dimmed when disabled.
  public func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    var trailing = StyledLine(model.value, style: CatalogueStyle.secondary)
    let accessory = CatalogueStyle.glyph(model.accessory, layoutDirection)
    if !accessory.isEmpty { trailing += (trailing.isEmpty ? "" : " ") + accessory }
    var lines = [StyledLine.justified(StyledLine(model.title), trailing, toWidth: width)]
    if let subtitle = StyledLine.subtitle(model.subtitle, width: width) { lines.append(subtitle) }
    return lines.map { $0.dimmed(unless: model.isEnabled) }.laidOut(layoutDirection, inWidth: width)
  }
}
