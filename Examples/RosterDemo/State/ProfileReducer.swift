/// The profile screen's state machine: the only way a ``ProfileViewState`` changes.
///
/// `reduce` is a pure function of the state and the action; the side effects it needs (asking
/// the service) are returned as ``ProfileEffect``s for a ``ProfileInteractor`` to run. The two
/// sources are independent: an action about one source never changes the other.
///
/// | action | when | result |
/// | --- | --- | --- |
/// | `load` | a source is not loading | it loads with a new request number; effect `fetch` |
/// | `loaded`, `failed` | the request is the one the source waits for | loaded / failed |
/// | `loaded`, `failed` | any other request (stale, duplicate) | ignored |
/// | `retry(source)` | the source failed | it loads again; effect `fetch` |
/// | `select(post)` | the post is loaded | its detail opens |
/// | `back` | always | the detail closes |
/// | `moveAttribute` | the profile is loaded, both offsets exist | the attribute moves |
///
/// When the posts stop being loaded (a reload), an open detail closes, so a selected post is
/// always a loaded one.
///
/// - Complexity: O(1), except `select`, which is O(number of posts), and `moveAttribute`,
///   O(number of attributes).
package enum ProfileReducer {
  /// Applies `action` to `state` and returns the effects to run, in order.
  package static func reduce(
    _ state: inout ProfileViewState, _ action: ProfileAction
  )
    -> [ProfileEffect]
  {
    var effects: [ProfileEffect] = []
    switch action {
    case .load:
      for source in ContentSource.allCases where state.pendingRequest(of: source) == nil {
        effects.append(startLoading(source, in: &state))
      }
    case .loaded(let payload, let request):
      guard state.pendingRequest(of: payload.source) == request else { break }
      switch payload {
      case .profile(let profile): state.profile = .loaded(profile)
      case .posts(let posts): state.posts = .loaded(posts)
      }
    case .failed(let source, let request, let message):
      guard state.pendingRequest(of: source) == request else { break }
      setFailed(source, message: message, in: &state)
    case .retry(let source):
      guard state.isFailed(source) else { break }
      effects.append(startLoading(source, in: &state))
    case .select(let postID):
      guard state.posts.value?.contains(where: { $0.id == postID }) == true else { break }
      state.selectedPostID = postID
    case .back:
      state.selectedPostID = nil
    case .moveAttribute(let source, let destination):
      guard case .loaded(var profile) = state.profile,
        profile.attributes.indices.contains(source),
        (0..<profile.attributes.count).contains(destination)
      else { break }
      profile.attributes.insert(profile.attributes.remove(at: source), at: destination)
      state.profile = .loaded(profile)
    case .togglePin(let postID):
      guard state.posts.value?.contains(where: { $0.id == postID }) == true else { break }
      state.pinnedPostID = state.pinnedPostID == postID ? nil : postID
    case .deletePost(let postID):
      guard case .loaded(var posts) = state.posts else { break }
      posts.removeAll { $0.id == postID }
      state.posts = .loaded(posts)
    }
    if state.posts.value == nil { state.selectedPostID = nil }
    // A pinned or selected post is always a loaded one.
    let loaded = Set(state.posts.value?.map(\.id) ?? [])
    if let pinned = state.pinnedPostID, !loaded.contains(pinned) { state.pinnedPostID = nil }
    if let selected = state.selectedPostID, !loaded.contains(selected) {
      state.selectedPostID = nil
    }
    return effects
  }

  /// The state after `action`, without its effects; convenient in tests and folds.
  package static func reduced(
    _ state: ProfileViewState, _ action: ProfileAction
  )
    -> ProfileViewState
  {
    var state = state
    _ = reduce(&state, action)
    return state
  }

  private static func startLoading(
    _ source: ContentSource, in state: inout ProfileViewState
  )
    -> ProfileEffect
  {
    let request = state.nextRequest
    state.nextRequest += 1
    switch source {
    case .profile: state.profile = .loading(request: request)
    case .posts: state.posts = .loading(request: request)
    }
    return .fetch(source, request: request)
  }

  private static func setFailed(
    _ source: ContentSource, message: String, in state: inout ProfileViewState
  ) {
    switch source {
    case .profile: state.profile = .failed(message: message)
    case .posts: state.posts = .failed(message: message)
    }
  }
}
