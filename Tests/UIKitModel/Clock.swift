// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  /// Model: the time that animations take, advanced only by tests.
  ///
  /// UIKit finishes an animated batch update some 0.3 s after `performBatchUpdates` returns, on
  /// a later turn of the run loop, and never inside the call. The model makes that time explicit:
  /// completions and the end of disappearing cells' display wait on this clock until a test
  /// calls ``advance(by:)``.
  @MainActor public enum ModelClock {
    /// How long an animated batch update takes.
    public static let animationDuration = 0.3

    /// The current time, in seconds since the process started the model.
    public private(set) static var now = 0.0

    private static var scheduled: [(time: Double, order: Int, action: @MainActor () -> Void)] = []
    private static var nextOrder = 0
    /// Times this close count as equal, so that advancing by halves of a duration reaches it.
    private static let tolerance = 1e-9

    /// Runs `action` once the clock reaches `now + delay`; a zero delay still waits for the next
    /// ``advance(by:)`` (a later turn of the run loop).
    static func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) {
      scheduled.append((now + delay, nextOrder, action))
      nextOrder += 1
    }

    /// Whether anything waits on the clock.
    public static var hasPendingWork: Bool { !scheduled.isEmpty }

    static var windows: [WeakWindow] = []

    /// Model: a turn of the run loop: every window lays out what needs it.
    public static func layOutWindows() {
      windows.removeAll { $0.window == nil }
      for entry in windows { entry.window?.layoutIfNeeded() }
    }

    /// Moves the clock forward, running what falls due in time order (actions scheduled while
    /// advancing run too, if due), then lays out every window, as turns of the run loop do.
    public static func advance(by seconds: Double = 0) {
      let end = now + seconds
      while let next = scheduled.enumerated().filter({ $0.element.time <= end + Self.tolerance })
        .min(by: { ($0.element.time, $0.element.order) < ($1.element.time, $1.element.order) })
      {
        scheduled.remove(at: next.offset)
        now = max(now, next.element.time)
        next.element.action()
      }
      now = end
      layOutWindows()
    }

    /// Runs everything scheduled, however late.
    public static func settle() {
      while let last = scheduled.map(\.time).max() { advance(by: max(0, last - now)) }
    }
  }
#endif
