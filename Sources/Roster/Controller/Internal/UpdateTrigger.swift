/// When the controller starts the waiting update: at once, except while events are being
/// delivered (the outermost delivery's end starts it) and from inside a start already running
/// (which then loops instead).
///
/// A host may complete a batch before `performBatch` returns, and a completion may request
/// another update, so starting one update can finish it and make the next one startable from
/// deep inside the first. Starting it there grew the stack by one update's frames per chained
/// update, until it overflowed; a nested start only notes that there is more to do, and the
/// outermost one loops, so however long a chain of updates requested from completions, the
/// stack stays as deep as one update.
struct UpdateTrigger {
  /// How many event deliveries are running.
  private var eventDeliveryDepth = 0
  /// Whether a start is running further up the stack.
  private var isStarting = false
  /// Whether a nested start found more to do for the running one.
  private var hasMoreToStart = false
  /// How many updates callers of `updateAndWait(with:animated:)` are waiting for.
  var awaitedUpdates = 0

  /// Whether a start may run now; when one is already running, notes that it has more to do.
  /// A `true` answer must be balanced by ``endStarting()``.
  mutating func beginStarting() -> Bool {
    guard eventDeliveryDepth == 0 else { return false }
    guard !isStarting else {
      hasMoreToStart = true
      return false
    }
    isStarting = true
    hasMoreToStart = false
    return true
  }

  /// Whether a nested start asked for another round since the last call.
  mutating func takeMoreToStart() -> Bool {
    defer { hasMoreToStart = false }
    return hasMoreToStart
  }

  mutating func endStarting() { isStarting = false }

  /// Holds starts back until the matching ``endDelivery()``.
  mutating func beginDelivery() { eventDeliveryDepth += 1 }

  /// Whether the outermost delivery just ended, so the held-back start should run.
  mutating func endDelivery() -> Bool {
    eventDeliveryDepth -= 1
    return eventDeliveryDepth == 0
  }
}
