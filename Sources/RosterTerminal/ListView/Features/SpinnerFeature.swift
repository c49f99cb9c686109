/// The clock spinners read (``TerminalListView/elapsedTime``), the spinners of the rows, headers
/// and footers whose models are ``SpinningCellModel``s (a paging list's loading footer among
/// them), and what a screen reader hears in their place (``TerminalListView/spokenActivity``):
/// frames that change several times a second would be read out as noise, so the list says only
/// that work started and that it ended.
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
    guard let model = list.dataSource?.cellModel(at: indexPath) else { return }
    drawSpinner(
      of: model, in: list, into: &buffer, row: row, cellColumns: cellColumns,
      frameColumns: frameColumns)
  }

  /// Draws the spinner of a ``SpinningCellModel``'s header or footer, as a row's.
  func draw(
    overSupplementaryShowing model: any CellModel, of list: TerminalListView,
    into buffer: inout ScreenBuffer, row: Int, cellColumns: Range<Int>, frameColumns: Range<Int>
  ) {
    drawSpinner(
      of: model, in: list, into: &buffer, row: row, cellColumns: cellColumns,
      frameColumns: frameColumns)
  }

  private func drawSpinner(
    of model: any CellModel, in list: TerminalListView, into buffer: inout ScreenBuffer,
    row: Int, cellColumns: Range<Int>, frameColumns: Range<Int>
  ) {
    guard !frameColumns.isEmpty, let spinner = (model as? any SpinningCellModel)?.spinner else {
      return
    }
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
  /// "Loading" while a refresh runs or the controller's loading footer shows
  /// (`ListController.isLoadingMore`), `nil` otherwise. ``TerminalApp``'s screen-reader output
  /// says it when it begins, and "Done" when it ends: once for work that overlaps.
  public var spokenActivity: String? {
    let isLoadingMore =
      sections.last?.identifier == ListController<TerminalListView>.loadingSectionIdentifier
    return dataSource?.refreshState.isRefreshing == true || isLoadingMore ? "Loading" : nil
  }
}
