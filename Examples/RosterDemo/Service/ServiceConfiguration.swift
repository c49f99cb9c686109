/// How the simulated service behaves: what it returns, how slowly, and how often it fails.
///
/// Every choice the service makes is drawn from ``seed``, so a configuration describes one
/// reproducible run. Out-of-range values are not errors: ``normalized`` clamps them to the
/// nearest meaningful value (rates to 0…1, durations and counts to zero or more), and
/// ``problems`` describes what was clamped so a command line can say so.
package struct ServiceConfiguration: Hashable, Sendable {
  /// The seed of every random choice: content, latencies and failures.
  package var seed: UInt64
  /// The shortest time a response takes.
  package var latency: Duration
  /// Up to this much is added to ``latency``, drawn for each request.
  package var jitter: Duration
  /// The chance (0…1) that a request to the profile source fails.
  package var profileFailureRate: Double
  /// The chance (0…1) that a request to the posts source fails.
  package var postsFailureRate: Double
  /// This many first requests to the profile source fail, whatever the rate: a deterministic
  /// way to show the error state and its retry.
  package var failingProfileAttempts: Int
  /// This many first requests to the posts source fail, whatever the rate.
  package var failingPostsAttempts: Int
  /// How many posts the profile has; zero shows the empty state.
  package var postCount: Int

  /// Creates a configuration; the defaults are a quick, reliable service with 24 posts.
  package init(
    seed: UInt64 = 1, latency: Duration = .milliseconds(400), jitter: Duration = .milliseconds(600),
    profileFailureRate: Double = 0, postsFailureRate: Double = 0,
    failingProfileAttempts: Int = 0, failingPostsAttempts: Int = 0, postCount: Int = 24
  ) {
    self.seed = seed
    self.latency = latency
    self.jitter = jitter
    self.profileFailureRate = profileFailureRate
    self.postsFailureRate = postsFailureRate
    self.failingProfileAttempts = failingProfileAttempts
    self.failingPostsAttempts = failingPostsAttempts
    self.postCount = postCount
  }

  /// The chance that a request to `source` fails.
  package func failureRate(of source: ContentSource) -> Double {
    switch source {
    case .profile: profileFailureRate
    case .posts: postsFailureRate
    }
  }

  /// How many first requests to `source` fail whatever the rate.
  package func failingAttempts(of source: ContentSource) -> Int {
    switch source {
    case .profile: failingProfileAttempts
    case .posts: failingPostsAttempts
    }
  }
}
