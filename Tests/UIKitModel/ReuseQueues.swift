#if os(Linux)
  /// Model: the views a list view keeps for reuse, one queue per reuse identifier, as UIKit's
  /// collection and table views keep them.
  @MainActor
  struct ReuseQueues<View: UIView> {
    private var queues: [String: [View]] = [:]

    /// Takes `view` off the screen and queues it under `identifier`; a view without one is not
    /// reused.
    mutating func enqueue(_ view: View, identifier: String?) {
      view.removeFromSuperview()
      guard let identifier else { return }
      queues[identifier, default: []].append(view)
    }

    /// The view queued last under `identifier`, if any, taken off its queue; the caller
    /// prepares it for reuse.
    mutating func dequeue(_ identifier: String) -> View? {
      queues[identifier]?.popLast()
    }
  }
#endif
