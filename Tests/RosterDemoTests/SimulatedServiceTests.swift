import RosterDemo
import Testing

@Suite("SimulatedService: seeded, independent, configurable")
struct SimulatedServiceTests {
  @Test("the same seed, source and attempt always give the same answer")
  func deterministic() {
    let configuration = ServiceConfiguration(
      seed: 7, profileFailureRate: 0.5, postsFailureRate: 0.5)
    for source in ContentSource.allCases {
      for attempt in 0..<50 {
        #expect(
          SimulatedService(configuration: configuration).response(for: source, attempt: attempt)
            == SimulatedService(configuration: configuration).response(
              for: source, attempt: attempt))
      }
    }
  }

  @Test("different seeds give different content")
  func seedsMatter() {
    let first = SimulatedService(configuration: ServiceConfiguration(seed: 1))
    let differing = (2..<20).filter { seed in
      SimulatedService(configuration: ServiceConfiguration(seed: UInt64(seed)))
        .response(for: .posts, attempt: 0) != first.response(for: .posts, attempt: 0)
    }
    #expect(differing.count >= 15)
  }

  @Test("the first N attempts fail, then the source succeeds", arguments: ContentSource.allCases)
  func failingAttempts(source: ContentSource) {
    let configuration = ServiceConfiguration(failingProfileAttempts: 2, failingPostsAttempts: 3)
    let service = SimulatedService(configuration: configuration)
    let failing = configuration.failingAttempts(of: source)
    for attempt in 0..<6 {
      let outcome = service.response(for: source, attempt: attempt).outcome
      if case .failure = outcome {
        #expect(attempt < failing)
      } else {
        #expect(attempt >= failing)
      }
    }
  }

  @Test("failure rates: 0 never fails, 1 always fails, 0.3 fails about 30% of 4,000 attempts")
  func failureRates() {
    func failures(rate: Double) -> Int {
      let service = SimulatedService(
        configuration: ServiceConfiguration(seed: 99, profileFailureRate: rate))
      return (0..<4_000).filter { attempt in
        if case .failure = service.response(for: .profile, attempt: attempt).outcome {
          true
        } else {
          false
        }
      }.count
    }
    #expect(failures(rate: 0) == 0)
    #expect(failures(rate: 1) == 4_000)
    #expect((1_050...1_350).contains(failures(rate: 0.3)))
  }

  @Test("the two sources fail independently of each other")
  func sourcesAreIndependent() {
    let service = SimulatedService(
      configuration: ServiceConfiguration(seed: 3, profileFailureRate: 0.5, postsFailureRate: 0.5))
    var bothFailed = 0
    var onlyOneFailed = 0
    for attempt in 0..<2_000 {
      let profileFailed = service.response(for: .profile, attempt: attempt).outcome.isFailure
      let postsFailed = service.response(for: .posts, attempt: attempt).outcome.isFailure
      if profileFailed && postsFailed { bothFailed += 1 }
      if profileFailed != postsFailed { onlyOneFailed += 1 }
    }
    #expect((400...600).contains(bothFailed))
    #expect((850...1_150).contains(onlyOneFailed))
  }

  @Test("latencies lie between latency and latency + jitter, and vary")
  func latencies() {
    let service = SimulatedService(
      configuration: ServiceConfiguration(latency: .milliseconds(100), jitter: .milliseconds(50)))
    let latencies = (0..<500).map { service.response(for: .posts, attempt: $0).latency }
    #expect(latencies.allSatisfy { (.milliseconds(100)...(.milliseconds(150))).contains($0) })
    #expect(Set(latencies).count > 20)
    let instant = SimulatedService(
      configuration: ServiceConfiguration(latency: .zero, jitter: .zero))
    #expect(instant.response(for: .profile, attempt: 0).latency == .zero)
  }

  @Test("the post count is honoured, identities are unique, zero gives an empty list")
  func postCount() {
    for count in [0, 1, 24, 1_000] {
      let service = SimulatedService(configuration: ServiceConfiguration(postCount: count))
      guard case .success(.posts(let posts)) = service.response(for: .posts, attempt: 0).outcome
      else {
        Issue.record("no posts for count \(count)")
        continue
      }
      #expect(posts.count == count)
      #expect(Set(posts.map(\.id)).count == count)
    }
  }

  @Test("out-of-range values are clamped and described")
  func normalization() {
    let wild = ServiceConfiguration(
      latency: .milliseconds(-5), jitter: .seconds(-1), profileFailureRate: .nan,
      postsFailureRate: 7, failingProfileAttempts: -1, failingPostsAttempts: -2, postCount: -3)
    #expect(wild.problems.count == 7)
    let normal = SimulatedService(configuration: wild).configuration
    #expect(normal.problems.isEmpty)
    #expect(normal.latency == .zero && normal.jitter == .zero)
    #expect(normal.profileFailureRate == 0 && normal.postsFailureRate == 1)
    #expect(normal.failingProfileAttempts == 0 && normal.postCount == 0)
    #expect(ServiceConfiguration().problems.isEmpty)
  }
}

extension ServiceResponse.Outcome {
  fileprivate var isFailure: Bool {
    if case .failure = self { true } else { false }
  }
}
