/// A ``DemoScheduler`` whose clock moves only when ``advance(by:)`` is called: every run is
/// the same, however fast or loaded the machine is.
///
/// Work due at the same instant runs in the order it was scheduled; work scheduled while
/// advancing runs in the same advance when it falls due within it.
///
/// - Complexity: ``schedule(after:_:)`` is O(log n) to find the slot plus O(n) to insert it
///   in an array of n pending items; n stays small in the demo (one per source or tick).
@MainActor
package final class VirtualScheduler: DemoScheduler {
  private struct Pending {
    var due: Duration
    var order: Int
    var work: @MainActor () -> Void
  }

  /// The virtual time elapsed since creation.
  package private(set) var now: Duration = .zero
  private var pending: [Pending] = []
  private var scheduledCount = 0

  /// Creates a scheduler at time zero with nothing pending.
  package init() {}

  /// How many pieces of work are waiting.
  package var pendingCount: Int { pending.count }

  /// When the next pending work is due, if any.
  package var nextDueTime: Duration? { pending.first?.due }

  /// Schedules `work` at ``now`` + `delay`.
  package func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) {
    let item = Pending(due: now + max(delay, .zero), order: scheduledCount, work: work)
    scheduledCount += 1
    var low = 0
    var high = pending.count
    while low < high {
      let middle = (low + high) / 2
      if pending[middle].due <= item.due { low = middle + 1 } else { high = middle }
    }
    pending.insert(item, at: low)
  }

  /// Moves the clock forward by `duration`, running every piece of work that falls due, each
  /// at its own due time. A negative duration is treated as zero.
  package func advance(by duration: Duration) {
    let end = now + max(duration, .zero)
    while let first = pending.first, first.due <= end {
      pending.removeFirst()
      now = max(now, first.due)
      first.work()
    }
    now = end
  }

  /// Runs pending work, advancing the clock to each due time, until nothing is pending or
  /// `limit` pieces have run (work that keeps scheduling more would otherwise never end).
  /// Returns how many ran.
  @discardableResult
  package func runUntilIdle(limit: Int = 10_000) -> Int {
    var count = 0
    while count < limit, let first = pending.first {
      pending.removeFirst()
      now = max(now, first.due)
      first.work()
      count += 1
    }
    return count
  }
}
