import Foundation

// Pull-to-refresh: the app says what a refresh does (an async action, which usually loads and
// updates the list), the controller runs one at a time in a task of its own, and every host
// shows it the same way through its data source (`ListRefreshEvents`). The refresh ends when
// its action returns or when the app ends it (`endRefreshing()`, or no action any more): an
// action that never returns must not keep the host's indicator up for good.
extension ListController {
  /// Refreshes the list, as pull-to-refresh (UIKit) or the refresh key (terminal) does: runs
  /// ``refreshAction`` and returns when the refresh has ended — its action returned, or the app
  /// ended it (``endRefreshing()``); ``isRefreshing`` is `true` meanwhile and the host shows
  /// it. A refresh asked for while one runs, or with no action, does nothing. Cancelling the
  /// task that awaits this cancels the action's task too.
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
    guard let task = beginRefresh() else { return }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // The task has not run yet (it waits for the main actor), so it cannot end the refresh
        // before this waits for it.
        features.runningRefresh?.waiting.append(continuation)
      }
    } onCancel: {
      task.cancel()
    }
  }

  /// Ends the running refresh now, whether or not its action has returned: cancels the
  /// action's task (an action that checks for cancellation, as `URLSession` and `Task.sleep`
  /// do, stops), and the host stops showing it; ``refresh()`` returns. Whatever the action
  /// does after it is cancelled no longer counts as the refresh, and a new refresh may start
  /// at once. Does nothing when no refresh runs.
  ///
  /// Setting ``refreshAction`` to `nil` ends a running refresh too.
  public func endRefreshing() {
    guard let running = features.runningRefresh else { return }
    running.task.cancel()
    endRefresh(running.generation)
  }

  /// Marks a refresh as running, and the host shows it, at once; starts the action in a task
  /// of its own and returns that task, or `nil` when there is no action or a refresh runs
  /// already.
  func beginRefresh() -> Task<Void, Never>? {
    guard let refreshAction, features.runningRefresh == nil else { return nil }
    features.refreshGeneration &+= 1
    let generation = features.refreshGeneration
    let task = Task { [weak self] in
      await refreshAction()
      self?.endRefresh(generation)
    }
    features.runningRefresh = RunningRefresh(generation: generation, task: task)
    isRefreshing = true
    host.refreshStateDidChange()
    return task
  }

  /// Ends the refresh `generation` unless it has ended already (an action that returns after
  /// the app ended its refresh ends nothing), and the host shows it.
  private func endRefresh(_ generation: Int) {
    guard let running = features.runningRefresh, running.generation == generation else { return }
    features.runningRefresh = nil
    isRefreshing = false
    host.refreshStateDidChange()
    for continuation in running.waiting { continuation.resume() }
  }
}

/// The refresh that runs: its action's task, and the ``ListController/refresh()`` calls
/// waiting for it to end.
struct RunningRefresh {
  /// Tells this refresh from a later one, when its action returns late.
  var generation: Int
  var task: Task<Void, Never>
  var waiting: [CheckedContinuation<Void, Never>] = []
}
