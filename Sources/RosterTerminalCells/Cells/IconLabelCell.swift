/// The terminal cell of an `IconLabelCellModel`: the icon's glyph, the text, and the
/// accessory flush right.
public final class IconLabelCell: TypedTerminalCell {
  private var model: IconLabelCellModel?

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
    let line = StyledLine.justified(leading, CatalogueStyle.glyph(model.accessory), toWidth: width)
    return [line.dimmed(unless: model.isEnabled)]
  }
}
