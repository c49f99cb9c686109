import Foundation

// Pull-to-refresh on a terminal: a key, or the wheel scrolled up at the top of the list, asks
// the data source to refresh; an indicator covers the top row until the refresh ends. The
// controller runs one refresh at a time, whatever asks.
extension TerminalListView {
  /// Nothing to do: each frame draws the data source's refresh state.
  public func refreshStateDidChange() {}

  /// Handles ``refreshKey``, and the wheel scrolled up at the top, while the list can be
  /// refreshed; returns whether it used `key`.
  func handleRefreshKey(_ key: Key) -> Bool {
    guard let refreshKey, let dataSource, dataSource.refreshState.isAvailable else { return false }
    var pulled = false
    if case .wheelUp = key { pulled = contentOffset == 0 }
    guard key == refreshKey || pulled else { return false }
    dataSource.beginRefreshing()
    return true
  }

  /// Draws ``refreshIndicator`` over the top row, right of the gutter, while a refresh runs.
  func drawRefreshIndicator(into buffer: inout ScreenBuffer, column: Int, row: Int) {
    guard dataSource?.refreshState.isRefreshing == true else { return }
    let width = cellsWidth
    guard width > 0, Self.cells(size.height) > 0 else { return }
    buffer.fill(row: row, column: column + cellsColumn, count: width)
    buffer.draw(refreshIndicator, row: row, column: column + cellsColumn, maxWidth: width)
  }
}
