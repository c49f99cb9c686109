import Foundation

// Pull-to-refresh on the simulated view: a test pulls, and reads what a refresh control would
// show.
extension SimulatedListHost {
  /// Records the data source's refresh state in ``shownRefreshState``.
  public func refreshStateDidChange() {
    shownRefreshState = dataSource?.refreshState ?? (false, false)
  }

  /// Pulls the list down past its refresh control, as a user does: the controller starts its
  /// refresh action unless one runs. Await `ListController.refresh()` instead to wait for the
  /// refresh to end.
  ///
  /// - Returns: Whether a refresh is running afterwards.
  @discardableResult
  public func pullToRefresh() -> Bool {
    dataSource?.beginRefreshing()
    return dataSource?.refreshState.isRefreshing ?? false
  }
}
