import Foundation

// Pull-to-refresh: the app says what a refresh does (an async action, which usually loads and
// updates the list), the controller runs one at a time, and every host shows it the same way
// through its data source (`ListRefreshEvents`).
extension ListController {
  /// Refreshes the list, as pull-to-refresh (UIKit) or the refresh key (terminal) does: runs
  /// ``refreshAction`` and returns when it has ended; ``isRefreshing`` is `true` meanwhile and
  /// the host shows it. A refresh asked for while one runs, or with no action, does nothing.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// controller.refreshAction = {
  ///   let posts = (0..<20).map { PostCellModel(id: "fresh-\($0)") }
  ///   await controller.updateAndWait(with: [Section(cellModels: posts, identifier: "feed")])
  /// }
  /// await controller.refresh()
  /// ```
  public func refresh() async {
    guard let action = beginRefresh() else { return }
    await action()
    endRefresh()
  }

  /// Marks a refresh as running, and the host shows it, at once; returns the action to run,
  /// or `nil` when there is none or a refresh runs already.
  func beginRefresh() -> (@MainActor () async -> Void)? {
    guard let refreshAction, !isRefreshing else { return nil }
    isRefreshing = true
    host.refreshStateDidChange()
    return refreshAction
  }

  /// Marks the refresh as ended, and the host shows it.
  func endRefresh() {
    isRefreshing = false
    host.refreshStateDidChange()
  }
}
