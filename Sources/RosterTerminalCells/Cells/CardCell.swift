/// The terminal cell of a `CardCellModel`: behind a rule on the left, the image's
/// placeholder, the title in bold and the text, wrapped.
public final class CardCell: CachedLinesCell<CardCellModel>, TypedTerminalCell,
  DirectionalTerminalCell
{
  /// Each line behind `│ `.
  override func lines(of model: CardCellModel, width: Int) -> [StyledLine] {
    let room = width - 2
    var lines = model.image.map { ImageCell.lines(of: $0, width: room) } ?? []
    lines += StyledLine.wrapping(model.title, style: CatalogueStyle.text(.headline), toWidth: room)
    lines += StyledLine.wrapping(model.text, toWidth: room)
    let bar = StyledLine("│ ", style: CatalogueStyle.rule)
    return lines.map { (bar + $0).truncated(toWidth: width) }
  }
}
