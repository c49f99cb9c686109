/// Pull-to-refresh on a terminal: a key, or the wheel scrolled up at the top of the list, asks
/// the data source to refresh, and an indicator covers the top row until the refresh ends
/// (``TerminalListView/refreshKey``, ``TerminalListView/refreshIndicator``). The controller
/// runs one refresh at a time, whatever asks.
@MainActor
final class RefreshFeature: TerminalListFeature {
  /// The key that refreshes; `nil` turns the key and the wheel off.
  var key: Key? = .control("r")
  /// Drawn over the list's top row while a refresh runs.
  var indicator = StyledLine("↻ Refreshing…", style: TextStyle(bold: true))
  /// Drawn before the indicator, turning with the list's clock; `nil` for none.
  var spinner: TerminalSpinner?

  /// Draws the indicator over the top row of the cells while a refresh runs.
  func draw(
    over list: TerminalListView, into buffer: inout ScreenBuffer, column: Int, row: Int,
    columns: Range<Int>
  ) {
    guard list.dataSource?.refreshState.isRefreshing == true else { return }
    let width = list.cellsWidth
    guard width > 0, TerminalListView.cells(list.size.height) > 0 else { return }
    buffer.fill(row: row, column: column + list.cellsColumn, count: width)
    let frame = spinner.map { StyledLine($0.frame(at: list.elapsedTime) + " ") } ?? StyledLine()
    buffer.draw(frame + indicator, row: row, column: column + list.cellsColumn, maxWidth: width)
  }

  /// The key, while the list can be refreshed.
  func keyHints(in list: TerminalListView) -> [TerminalKeyHint] {
    guard let key, list.dataSource?.refreshState.isAvailable == true else { return [] }
    return [TerminalKeyHint(key, "refresh")]
  }

  /// The key, when it is set.
  func keyMap(in list: TerminalListView) -> [TerminalKeyHint] {
    key.map { [TerminalKeyHint($0, "refresh")] } ?? []
  }

  /// Takes the refresh key, and the wheel scrolled up at the top, while the list can be
  /// refreshed.
  func handle(_ key: Key, in list: TerminalListView) -> Bool {
    guard let refreshKey = self.key, let dataSource = list.dataSource,
      dataSource.refreshState.isAvailable
    else { return false }
    var pulled = false
    if case .wheelUp = key { pulled = list.contentOffset == 0 }
    guard key == refreshKey || pulled else { return false }
    dataSource.beginRefreshing()
    return true
  }
}

extension TerminalListView {
  /// Nothing to do: each frame draws the data source's refresh state.
  public func refreshStateDidChange() {}
}

// The list's settings for this feature: the feature holds them.
extension TerminalListView {
  /// The key that refreshes the list (its controller's `refreshAction`) while it can be
  /// refreshed: Ctrl-R, a browser's reload. Scrolling up with the wheel at the top of the list
  /// refreshes too, as pulling a list down does on a touch screen. `nil` for neither.
  public var refreshKey: Key? {
    get { features.refresh.key }
    set { features.refresh.key = newValue }
  }

  /// Drawn over the list's top row while a refresh runs.
  public var refreshIndicator: StyledLine {
    get { features.refresh.indicator }
    set { features.refresh.indicator = newValue }
  }

  /// A spinner drawn before the ``refreshIndicator`` while a refresh runs, its frame turning
  /// with the list's clock (``elapsedTime``); `nil`, the default, for none. A screen reader
  /// hears "Loading" and "Done" instead (``spokenActivity``).
  ///
  /// ```swift
  /// import RosterTerminal
  ///
  /// @MainActor func spin(_ listView: TerminalListView) {
  ///   listView.refreshSpinner = .dots
  ///   listView.refreshIndicator = StyledLine("Refreshing…")
  /// }
  /// ```
  public var refreshSpinner: TerminalSpinner? {
    get { features.refresh.spinner }
    set { features.refresh.spinner = newValue }
  }
}
