/// Everything the profile screen shows, as one immutable value (seed 001's view state).
///
/// The screen is a pure function of this value (``ProfileScreen``), and only
/// ``ProfileReducer`` makes a new one from an old one and a ``ProfileAction``. Its invariant:
/// a selected post is always one of the loaded posts.
package struct ProfileViewState: Hashable, Sendable {
  /// The profile source's state.
  package var profile: Loadable<Profile>
  /// The posts source's state.
  package var posts: Loadable<[Post]>
  /// The post whose detail screen is open, if any.
  package var selectedPostID: Post.ID?
  /// The post shown first with a pin, if any; always one of the loaded posts.
  package var pinnedPostID: Post.ID?
  /// The number the next request will carry; every request gets a new one.
  package var nextRequest: Int

  /// Creates a state; by default nothing has been requested.
  package init(
    profile: Loadable<Profile> = .idle, posts: Loadable<[Post]> = .idle,
    selectedPostID: Post.ID? = nil, nextRequest: Int = 0
  ) {
    self.profile = profile
    self.posts = posts
    self.selectedPostID = selectedPostID
    self.nextRequest = nextRequest
  }

  /// The post whose detail screen is open, when it is one of the loaded posts.
  package var selectedPost: Post? {
    guard let selectedPostID else { return nil }
    return posts.value?.first { $0.id == selectedPostID }
  }

  /// The sources whose last request failed, in ``ContentSource`` order.
  package var failedSources: [ContentSource] {
    ContentSource.allCases.filter { isFailed($0) }
  }

  /// Whether `source`'s last request failed.
  package func isFailed(_ source: ContentSource) -> Bool {
    switch source {
    case .profile: profile.isFailed
    case .posts: posts.isFailed
    }
  }

  /// The request on its way to `source`, if any.
  package func pendingRequest(of source: ContentSource) -> Int? {
    switch source {
    case .profile: profile.pendingRequest
    case .posts: posts.pendingRequest
    }
  }
}
