/// The clock spinners read (``TerminalListView/elapsedTime``), and what a screen reader hears in
/// their place (``TerminalListView/spokenActivity``): frames that change several times a second
/// would be read out as noise, so the list says only that work started and that it ended.
@MainActor
final class SpinnerFeature: TerminalListFeature {
  /// How much time the list's clock has counted.
  private(set) var elapsed = Duration.zero

  func listDidAdvance(by duration: Duration, in list: TerminalListView) {
    elapsed += max(.zero, duration)
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
