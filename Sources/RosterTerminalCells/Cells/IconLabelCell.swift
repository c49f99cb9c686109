/// The terminal cell of an `IconLabelCellModel`: the icon's glyph, the text, and the
/// accessory flush right.
public final class IconLabelCell: TypedTerminalCell, DirectionalTerminalCell {
  private var model: IconLabelCellModel?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: IconLabelCellModel, sizing: Bool) {
    self.model = model
  }

  /// One line: glyph, space, text; dimmed when disabled.
  public func render(width: Int) -> [StyledLine] {
    guard let model else { return [] }
    let leading =
      StyledLine(model.icon.glyph, style: CatalogueStyle.accessory) + " "
      + StyledLine(model.text)
    let line = StyledLine.justified(
      leading, CatalogueStyle.glyph(model.accessory, layoutDirection), toWidth: width)
    return [line.dimmed(unless: model.isEnabled)].laidOut(layoutDirection, inWidth: width)
  }
}
