import RosterDemo
import Testing

@Suite("ProfileReducer: every transition")
struct ProfileReducerTests {
  @Test("load from nothing starts both sources with their own request numbers")
  func loadStartsBothSources() {
    var state = ProfileViewState()
    let effects = ProfileReducer.reduce(&state, .load)
    #expect(effects == [.fetch(.profile, request: 0), .fetch(.posts, request: 1)])
    #expect(state.profile == .loading(request: 0))
    #expect(state.posts == .loading(request: 1))
    #expect(state.nextRequest == 2)
  }

  @Test("load while both sources load starts nothing")
  func loadWhileLoadingIsIgnored() {
    var state = DemoFixtures.state(after: [.load])
    let before = state
    #expect(ProfileReducer.reduce(&state, .load).isEmpty)
    #expect(state == before)
  }

  @Test("load after loading reloads both, and a reload of the posts closes an open detail")
  func loadReloads() {
    var state = ProfileReducer.reduced(DemoFixtures.loadedState, .select(postID: "p2"))
    #expect(state.selectedPost?.id == "p2")
    let effects = ProfileReducer.reduce(&state, .load)
    #expect(effects == [.fetch(.profile, request: 2), .fetch(.posts, request: 3)])
    #expect(state.selectedPostID == nil)
  }

  @Test("the awaited answer loads its source and leaves the other loading")
  func loadedAnswer() {
    let state = DemoFixtures.state(after: [.load, .loaded(.posts(DemoFixtures.posts), request: 1)])
    #expect(state.posts == .loaded(DemoFixtures.posts))
    #expect(state.profile == .loading(request: 0))
  }

  @Test("an answer to a request nobody waits for is ignored")
  func staleAnswersAreIgnored() {
    let loading = DemoFixtures.state(after: [.load])
    #expect(
      ProfileReducer.reduced(loading, .loaded(.profile(DemoFixtures.profile), request: 1))
        == loading)
    #expect(ProfileReducer.reduced(loading, .failed(.posts, request: 0, message: "x")) == loading)
    #expect(ProfileReducer.reduced(loading, .loaded(.posts([]), request: 7)) == loading)
    let loaded = DemoFixtures.loadedState
    #expect(
      ProfileReducer.reduced(loaded, .failed(.profile, request: 0, message: "late")) == loaded)
  }

  @Test("the profile fails while the posts load")
  func profileFailsAlone() {
    let state = DemoFixtures.state(after: [
      .load, .failed(.profile, request: 0, message: "down"),
      .loaded(.posts(DemoFixtures.posts), request: 1),
    ])
    #expect(state.profile == .failed(message: "down"))
    #expect(state.posts == .loaded(DemoFixtures.posts))
    #expect(state.failedSources == [.profile])
  }

  @Test("the posts fail while the profile loads")
  func postsFailAlone() {
    let state = DemoFixtures.state(after: [
      .load, .loaded(.profile(DemoFixtures.profile), request: 0),
      .failed(.posts, request: 1, message: "down"),
    ])
    #expect(state.profile == .loaded(DemoFixtures.profile))
    #expect(state.posts == .failed(message: "down"))
    #expect(state.failedSources == [.posts])
  }

  @Test("both fail; retrying one restarts only that one, with a new request number")
  func retryIsPerSource() {
    var state = DemoFixtures.state(after: [
      .load, .failed(.posts, request: 1, message: "b"), .failed(.profile, request: 0, message: "a"),
    ])
    #expect(state.failedSources == [.profile, .posts])
    let effects = ProfileReducer.reduce(&state, .retry(.posts))
    #expect(effects == [.fetch(.posts, request: 2)])
    #expect(state.posts == .loading(request: 2))
    #expect(state.profile == .failed(message: "a"))
    let recovered = ProfileReducer.reduced(state, .loaded(.posts([]), request: 2))
    #expect(recovered.posts == .loaded([]))
    #expect(recovered.profile == .failed(message: "a"))
  }

  @Test("retry of a source that did not fail does nothing", arguments: ContentSource.allCases)
  func retryWithoutFailure(source: ContentSource) {
    for state in [ProfileViewState(), DemoFixtures.state(after: [.load]), DemoFixtures.loadedState]
    {
      var copy = state
      #expect(ProfileReducer.reduce(&copy, .retry(source)).isEmpty)
      #expect(copy == state)
    }
  }

  @Test("select opens a loaded post; back closes it")
  func selectAndBack() {
    let selected = ProfileReducer.reduced(DemoFixtures.loadedState, .select(postID: "p3"))
    #expect(selected.selectedPost == DemoFixtures.posts[2])
    let back = ProfileReducer.reduced(selected, .back)
    #expect(back.selectedPostID == nil)
    #expect(back.posts == selected.posts)
  }

  @Test("select of a post that is not loaded does nothing")
  func selectUnknownPost() {
    #expect(
      ProfileReducer.reduced(DemoFixtures.loadedState, .select(postID: "nope"))
        == DemoFixtures.loadedState)
    let loading = DemoFixtures.state(after: [.load])
    #expect(ProfileReducer.reduced(loading, .select(postID: "p1")) == loading)
  }

  @Test("back without a detail changes nothing")
  func backWithoutDetail() {
    #expect(ProfileReducer.reduced(DemoFixtures.loadedState, .back) == DemoFixtures.loadedState)
  }
}
