/// The terminal cell of a `LabelCellModel`: the text in its role's style, wrapped, with the
/// accessory at the trailing edge of the first line.
public final class LabelCell: CachedLinesCell<LabelCellModel>, TypedTerminalCell,
  DirectionalTerminalCell
{
  /// The wrapped text, the accessory on the first line; dimmed when disabled.
  override func lines(of model: LabelCellModel, width: Int) -> [StyledLine] {
    let accessory = CatalogueStyle.glyph(model.accessory, layoutDirection)
    let room = accessory.isEmpty ? width : width - accessory.width - 1
    var lines = StyledLine.wrapping(
      model.text, style: CatalogueStyle.text(model.role), toWidth: room)
    if lines.isEmpty { lines = [StyledLine()] }
    lines[0] = StyledLine.justified(lines[0], accessory, toWidth: width)
    return lines.map { $0.dimmed(unless: model.isEnabled) }
  }
}
