/// What a successful request returns: the content of one ``ContentSource``.
package enum ServicePayload: Hashable, Sendable {
  /// The profile source's content.
  case profile(Profile)
  /// The posts source's content, in display order; empty when the profile has no posts.
  case posts([Post])

  /// The source this content belongs to.
  package var source: ContentSource {
    switch self {
    case .profile: .profile
    case .posts: .posts
    }
  }
}
