/// The clock spinners read (``TerminalListView/elapsedTime``), the spinners of the rows whose
/// models are ``SpinningCellModel``s, and what a screen reader hears in
/// their place (``TerminalListView/spokenActivity``): frames that change several times a second
/// would be read out as noise, so the list says only that work started and that it ended.
@MainActor
final class SpinnerFeature: TerminalListFeature {
  /// How much time the list's clock has counted.
  private(set) var elapsed = Duration.zero

  func listDidAdvance(by duration: Duration, in list: TerminalListView) {
    elapsed += max(.zero, duration)
  }

  /// Draws the spinner of a ``SpinningCellModel``'s row in the first column of its first line
  /// (the last, right to left).
  func draw(
    overCellAt indexPath: IndexPath, of list: TerminalListView, into buffer: inout ScreenBuffer,
    row: Int, cellColumns: Range<Int>, frameColumns: Range<Int>
  ) {
    guard !frameColumns.isEmpty,
      let spinner = (list.dataSource?.cellModel(at: indexPath) as? any SpinningCellModel)?.spinner
    else { return }
    let frame = StyledLine(spinner.frame(at: elapsed)).prefix(toWidth: 1)
    let column =
      list.layoutDirection == .rightToLeft ? frameColumns.upperBound - 1 : frameColumns.lowerBound
    // A card scrolled partly out of its band keeps its spinner out of the gutter.
    guard cellColumns.contains(column) else { return }
    buffer.draw(frame.padded(toWidth: 1), row: row, column: column, maxWidth: 1)
  }
}

extension TerminalListView {
  /// How much time the list's clock (``advance(by:)``) has counted since the list was made:
  /// what a ``TerminalSpinner`` shows its frame for.
  public var elapsedTime: Duration { features.spinner.elapsed }

  /// What a screen reader hears for work in progress, in place of a spinner's frames:
  /// "Loading" while a refresh runs, `nil` otherwise. ``TerminalApp``'s screen-reader output
  /// says it when it begins, and "Done" when it ends.
  public var spokenActivity: String? {
    dataSource?.refreshState.isRefreshing == true ? "Loading" : nil
  }
}
