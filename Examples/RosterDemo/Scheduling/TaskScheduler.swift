/// A ``DemoScheduler`` in real time, for the interactive demo: each piece of work is a main
/// actor task that sleeps for its delay.
@MainActor
package final class TaskScheduler: DemoScheduler {
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant

  /// Creates a scheduler whose time starts now.
  package init() {
    start = clock.now
  }

  /// The real time elapsed since creation.
  package var now: Duration { clock.now - start }

  /// Runs `work` on the main actor after `delay`.
  package func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) {
    Task { @MainActor in
      if delay > .zero { try? await Task.sleep(for: delay) }
      work()
    }
  }
}
