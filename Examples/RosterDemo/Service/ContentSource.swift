/// The two independent sources of the profile screen (seed 001): each loads, fails and is
/// retried on its own, and the screen shows each one's state in its own part of the list.
package enum ContentSource: String, CaseIterable, Hashable, Sendable {
  /// The profile header and its attributes.
  case profile
  /// The list of posts.
  case posts
}
