/// Plays a list's animated batches on a clock its owner advances: which batch is showing, how
/// far into it, which change each item shows as, and when its completion is due.
///
/// A batch that has nothing to show (no deleted row in view, nothing to highlight) is not
/// played; its completion is due at once.
struct BatchAnimationPlayer {
  /// How an item changed in the batch showing, as its highlight tells.
  enum Change {
    case inserted, updated, moved
  }

  /// Laid over an inserted, an updated and a moved row while a batch highlights it.
  var insertedStyle = TextStyle(foreground: .brightGreen, bold: true)
  var updatedStyle = TextStyle(foreground: .brightYellow, bold: true)
  var movedStyle = TextStyle(foreground: .brightCyan, underline: true)
  /// How long deleted rows fade before they close, and how long changed rows stay
  /// highlighted.
  var fadeDuration = Duration.milliseconds(200)
  var highlightDuration = Duration.milliseconds(500)

  /// The batch showing, if any.
  private(set) var current: BatchAnimation?
  /// Whether a ``TerminalApp`` run loop is advancing the clock; when none is, an awaited
  /// update finishes the animation at once rather than wait for time nobody passes.
  var isDrivenByRunLoop = false

  /// Shows `animation` from its start, in place of any batch showing: `false`, showing
  /// nothing, when it is finished before it starts and its completion is due now.
  mutating func play(_ animation: BatchAnimation) -> Bool {
    guard !animation.isFinished else { return false }
    current = animation
    return true
  }

  /// Moves the clock on by `duration` (never back): the batch's completion when that ends it,
  /// for its caller to run once the batch is gone.
  mutating func advance(by duration: Duration) -> (@MainActor (Bool) -> Void)? {
    guard var animation = current else { return nil }
    animation.elapsed += max(.zero, duration)
    guard animation.isFinished else {
      current = animation
      return nil
    }
    current = nil
    return animation.completion
  }

  /// The style of the highlight the item `identifier` shows now, if any: its change's.
  func highlight(of identifier: String) -> TextStyle? {
    switch change(of: identifier) {
    case .inserted: insertedStyle
    case .updated: updatedStyle
    case .moved: movedStyle
    case nil: nil
    }
  }

  /// How the item `identifier` changed, while the new screen shows the changes (after the
  /// deleted rows faded); `nil` when it did not or nothing is highlighted.
  func change(of identifier: String) -> Change? {
    guard let animation = current, !animation.isFading else { return nil }
    if animation.inserted.contains(identifier) { return .inserted }
    if animation.updated.contains(identifier) { return .updated }
    if animation.moved.contains(identifier) { return .moved }
    return nil
  }
}
