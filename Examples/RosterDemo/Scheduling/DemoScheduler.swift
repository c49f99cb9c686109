/// Runs work later, on the main actor: the demo's only notion of time.
///
/// The interactive demo uses a ``TaskScheduler`` (real time); tests and scripted runs use a
/// ``VirtualScheduler``, whose time only moves when told to, so they are deterministic.
@MainActor
package protocol DemoScheduler: AnyObject {
  /// The time elapsed since the scheduler started.
  var now: Duration { get }

  /// Runs `work` once `delay` has passed (at once, on the next turn, for zero or less).
  func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void)
}
