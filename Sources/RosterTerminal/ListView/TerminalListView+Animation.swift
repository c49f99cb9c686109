extension TerminalListView {
  /// Advances the running animation by `duration`: the owner's clock. A run loop passes the
  /// time since the last frame; a test steps it. When the animation ends, its batch's
  /// completion runs.
  public func advance(by duration: Duration) {
    guard var animation else { return }
    animation.elapsed += max(.zero, duration)
    if animation.isFinished {
      self.animation = nil
      animation.completion(true)
    } else {
      self.animation = animation
    }
  }

  /// Ends the running animation at once, as if its time had passed.
  public func finishAnimations() {
    while let animation {
      advance(by: animation.totalDuration)
    }
  }
}
