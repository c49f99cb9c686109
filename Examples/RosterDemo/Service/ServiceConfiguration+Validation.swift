extension ServiceConfiguration {
  /// The largest number of posts the service makes up; more would only slow the demo down.
  package static let maximumPostCount = 100_000

  /// Descriptions of the values that ``normalized`` changes, one per value; empty when the
  /// configuration is already valid.
  package var problems: [String] {
    var problems: [String] = []
    if !(0...1).contains(profileFailureRate) {
      problems.append("profile failure rate \(profileFailureRate) is not between 0 and 1")
    }
    if !(0...1).contains(postsFailureRate) {
      problems.append("posts failure rate \(postsFailureRate) is not between 0 and 1")
    }
    if latency < .zero { problems.append("latency \(latency) is negative") }
    if jitter < .zero { problems.append("jitter \(jitter) is negative") }
    if failingProfileAttempts < 0 {
      problems.append("failing profile attempts \(failingProfileAttempts) is negative")
    }
    if failingPostsAttempts < 0 {
      problems.append("failing posts attempts \(failingPostsAttempts) is negative")
    }
    if !(0...Self.maximumPostCount).contains(postCount) {
      problems.append("post count \(postCount) is not between 0 and \(Self.maximumPostCount)")
    }
    return problems
  }

  /// This configuration with every value clamped into its meaningful range (a rate that is
  /// not a number counts as zero).
  package var normalized: ServiceConfiguration {
    var result = self
    result.profileFailureRate = Self.clampedRate(profileFailureRate)
    result.postsFailureRate = Self.clampedRate(postsFailureRate)
    result.latency = max(latency, .zero)
    result.jitter = max(jitter, .zero)
    result.failingProfileAttempts = max(failingProfileAttempts, 0)
    result.failingPostsAttempts = max(failingPostsAttempts, 0)
    result.postCount = min(max(postCount, 0), Self.maximumPostCount)
    return result
  }

  private static func clampedRate(_ rate: Double) -> Double {
    rate.isNaN ? 0 : min(max(rate, 0), 1)
  }
}
