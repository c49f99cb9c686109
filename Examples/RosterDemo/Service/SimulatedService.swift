/// A pretend back end for the profile screen, with latency and failures, entirely
/// deterministic.
///
/// The answer to a request depends only on the configuration, the source and the attempt
/// number (the first request to a source is attempt 0, its first retry attempt 1, …), never
/// on the order in which requests were made or on the clock. So the two sources are
/// independent, a seeded run is reproducible, and tests can ask for any answer directly.
///
/// - Complexity: O(1) for a profile, O(``ServiceConfiguration/postCount``) for posts.
package struct SimulatedService: Sendable {
  /// The configuration, normalized (see ``ServiceConfiguration/normalized``).
  package let configuration: ServiceConfiguration

  /// Creates a service; out-of-range configuration values are clamped.
  package init(configuration: ServiceConfiguration = ServiceConfiguration()) {
    self.configuration = configuration.normalized
  }

  /// The answer to attempt number `attempt` of a request to `source`.
  package func response(for source: ContentSource, attempt: Int) -> ServiceResponse {
    var random = SeededGenerator(
      seed: configuration.seed,
      stream: UInt64(truncatingIfNeeded: attempt) &* 2 &+ (source == .profile ? 0 : 1))
    let latency = configuration.latency + jitter(using: &random)
    let failureRoll = Double.random(in: 0..<1, using: &random)
    if attempt < configuration.failingAttempts(of: source)
      || failureRoll < configuration.failureRate(of: source)
    {
      return ServiceResponse(latency: latency, outcome: .failure(failureMessage(for: source)))
    }
    let payload: ServicePayload =
      switch source {
      case .profile: .profile(SampleContent.profile(seed: configuration.seed))
      case .posts:
        .posts(SampleContent.posts(seed: configuration.seed, count: configuration.postCount))
      }
    return ServiceResponse(latency: latency, outcome: .success(payload))
  }

  private func jitter(using random: inout SeededGenerator) -> Duration {
    // An hour of jitter is already absurd; the cap keeps the conversion to Int in range.
    let milliseconds = min(configuration.jitter / .milliseconds(1), 3_600_000)
    guard milliseconds >= 1 else { return .zero }
    return .milliseconds(Int.random(in: 0...Int(milliseconds), using: &random))
  }

  private func failureMessage(for source: ContentSource) -> String {
    switch source {
    case .profile: "The profile could not be loaded (simulated network error)."
    case .posts: "The posts could not be loaded (simulated network error)."
    }
  }
}
