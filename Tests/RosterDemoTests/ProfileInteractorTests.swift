import RosterDemo
import Testing

@Suite("ProfileInteractor: reducer, service and time together")
@MainActor
struct ProfileInteractorTests {
  private func makeInteractor(
    _ configuration: ServiceConfiguration
  )
    -> (ProfileInteractor, VirtualScheduler)
  {
    let scheduler = VirtualScheduler()
    let interactor = ProfileInteractor(
      service: SimulatedService(configuration: configuration), scheduler: scheduler)
    return (interactor, scheduler)
  }

  @Test("both sources load after their own latencies; every change is reported")
  func normalLoad() {
    let (interactor, scheduler) = makeInteractor(
      ServiceConfiguration(latency: .milliseconds(100), jitter: .zero, postCount: 5))
    var reported: [ProfileViewState] = []
    interactor.onChange = { reported.append($0) }
    interactor.send(.load)
    #expect(interactor.state.pendingRequest(of: .profile) == 0)
    scheduler.advance(by: .milliseconds(99))
    #expect(interactor.state.profile.value == nil)
    scheduler.advance(by: .milliseconds(1))
    #expect(interactor.state.profile.value != nil)
    #expect(interactor.state.posts.value?.count == 5)
    #expect(reported.count == 3)
    #expect(reported.last == interactor.state)
  }

  @Test("a failing profile and working posts; r retries only the profile, which then loads")
  func failAndRetry() {
    let (interactor, scheduler) = makeInteractor(
      ServiceConfiguration(latency: .milliseconds(10), jitter: .zero, failingProfileAttempts: 1))
    interactor.send(.load)
    scheduler.advance(by: .milliseconds(10))
    #expect(interactor.state.failedSources == [.profile])
    let posts = interactor.state.posts
    interactor.retryFailedSources()
    #expect(interactor.state.profile.pendingRequest == 2)
    #expect(interactor.state.posts == posts)
    scheduler.advance(by: .milliseconds(10))
    #expect(interactor.state.failedSources.isEmpty)
    #expect(interactor.state.profile.value != nil)
    // load, the profile's failure, the posts, the retry, the profile.
    #expect(interactor.history.count == 5)
    #expect(interactor.history[3] == .retry(.profile))
  }

  @Test("both sources failing, each retried on its own")
  func bothFail() {
    let (interactor, scheduler) = makeInteractor(
      ServiceConfiguration(
        latency: .zero, jitter: .zero, failingProfileAttempts: 2, failingPostsAttempts: 1))
    interactor.send(.load)
    scheduler.advance(by: .zero)
    #expect(interactor.state.failedSources == [.profile, .posts])
    interactor.send(.retry(.posts))
    scheduler.advance(by: .zero)
    #expect(interactor.state.failedSources == [.profile])
    interactor.retryFailedSources()
    scheduler.advance(by: .zero)
    #expect(interactor.state.failedSources == [.profile])
    interactor.retryFailedSources()
    scheduler.advance(by: .zero)
    #expect(interactor.state.failedSources.isEmpty)
  }

  @Test("an unchanged state is not reported")
  func noChangeNoReport() {
    let (interactor, _) = makeInteractor(ServiceConfiguration())
    var reports = 0
    interactor.onChange = { _ in reports += 1 }
    interactor.send(.back)
    interactor.send(.retry(.posts))
    #expect(reports == 0)
  }
}
