/// The terminal cell of an `ErrorCellModel`: the message in red, wrapped, and how to retry
/// (Enter, through the model's selection action).
public final class ErrorCell: CachedLinesCell<ErrorCellModel>, TypedTerminalCell,
  DirectionalTerminalCell
{
  /// `✗` and the message, then `↻` and the retry title when retrying is possible.
  override func lines(of model: ErrorCellModel, width: Int) -> [StyledLine] {
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
