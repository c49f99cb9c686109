extension TerminalListView {
  /// Advances the running animation by `duration`: the owner's clock. A run loop passes the
  /// time since the last frame; a test steps it. When the animation ends, its batch's
  /// completion runs.
  public func advance(by duration: Duration) {
    for live in cellPool.liveCells {
      (live.cell as? NestedListCell)?.listView?.advance(by: duration)
    }
    // Run once the batch is gone: a completion may start the next batch.
    if let completion = animationPlayer.advance(by: duration) { completion(true) }
  }

  /// Ends the running animation at once, as if its time had passed.
  public func finishAnimations() {
    for live in cellPool.liveCells {
      (live.cell as? NestedListCell)?.listView?.finishAnimations()
    }
    while let animation = animationPlayer.current {
      advance(by: animation.totalDuration)
    }
  }

  /// Ends the running animation at once when no ``TerminalApp`` run loop advances the clock
  /// (a headless list in a test, or before the app runs), so that awaiting
  /// `ListController.updateAndWait(with:animated:)` never waits for time nobody passes. Under
  /// a running app, does nothing: the loop plays the animation and the awaited update returns
  /// when it ends.
  public func finishAnimationsIfUndriven() {
    guard !animationPlayer.isDrivenByRunLoop else { return }
    finishAnimations()
  }
}
