/// The terminal cell of an `EmptyStateCellModel`: the title and message centred, and the
/// action, when there is one, as a button under them (Enter runs it, through the model's
/// selection action).
public final class EmptyStateCell: CachedLinesCell<EmptyStateCellModel>, TypedTerminalCell,
  DirectionalTerminalCell
{
  /// The title, the wrapped message and the action, each centred.
  override func lines(of model: EmptyStateCellModel, width: Int) -> [StyledLine] {
    var lines = [StyledLine(model.title, style: CatalogueStyle.text(.headline))]
    lines += StyledLine.wrapping(
      model.message, style: CatalogueStyle.text(.subheadline), toWidth: width)
    if model.action != nil, !model.actionTitle.isEmpty {
      lines.append(StyledLine("[ \(model.actionTitle) ]", style: CatalogueStyle.button(.primary)))
    }
    return lines.map { $0.centered(inWidth: width) }
  }
}
