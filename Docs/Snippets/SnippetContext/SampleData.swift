// The sample data the docs' examples name without declaring it: posts, a user, and the two
// states a diff example compares. Values, so that any example (on the main actor or not) can
// read them.
import Foundation
import RosterDiff

/// A post, as an app's model layer would have it.
public struct Post: Identifiable, Equatable, Hashable, Sendable {
  /// The post's identity.
  public var id: String
  /// The post's title.
  public var title: String

  /// A post.
  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}

/// The signed-in user.
public struct User: Equatable, Sendable {
  /// The user's name.
  public var name: String
  /// The name the profile shows.
  public var displayName: String
  /// Where the avatar is.
  public var avatarURL: URL?
  /// How many follow the user.
  public var followerCount: Int
  /// How many the user follows.
  public var followingCount: Int
}

/// `user` in the examples.
public let user = User(
  name: "noor", displayName: "Noor Haddad", avatarURL: URL(string: "https://example.com/noor.png"),
  followerCount: 2205, followingCount: 180)

/// `posts` in the examples.
public let posts = [
  Post(id: "p1", title: "Why I like retry logic"),
  Post(id: "p2", title: "A week of moving cells"),
  Post(id: "p3", title: "Sketches of skeleton screens"),
]

/// `post` in the examples.
public let post = Post(id: "p0", title: "Hello")

/// The posts before a change (`oldPosts` in the diff examples).
public let oldPosts = posts

/// The posts after a change (`newPosts` in the diff examples).
public let newPosts = [posts[2], Post(id: "p4", title: "Diffing in a terminal"), posts[0]]

/// An element keyed other than by `id`, for the diff examples that pass `id:` and
/// `isContentEqual:`.
public struct Note: Identifiable, Equatable, Sendable {
  /// The note's identity.
  public var id: String { key }
  /// The note's key.
  public var key: String
  /// What the note says.
  public var body: String
}

/// `old` in the diff examples.
public let old = [Note(key: "a", body: "1"), Note(key: "b", body: "2")]

/// `new` in the diff examples.
public let new = [Note(key: "b", body: "2!"), Note(key: "c", body: "3")]

/// A section of a sectioned diff example: an identity, a header and items.
public struct PostSection: Identifiable, Equatable, Sendable {
  /// The section's identity.
  public var id: String
  /// The section's header text.
  public var header: String
  /// The section's posts.
  public var items: [Post]
}

/// `oldSections` in the sectioned diff examples.
public let oldSections = [
  PostSection(id: "pinned", header: "Pinned", items: [posts[0]]),
  PostSection(id: "posts", header: "Posts", items: [posts[1], posts[2]]),
]

/// `newSections` in the sectioned diff examples.
public let newSections = [
  PostSection(id: "posts", header: "Posts (2)", items: [posts[2], posts[0]]),
  PostSection(id: "pinned", header: "Pinned", items: [posts[1]]),
]

/// `changes` in the planning examples.
public let changes = SectionedChanges(
  from: oldSections, to: newSections, sectionID: \.id, items: \.items, itemID: \.id,
  isSectionContentEqual: { $0.header == $1.header }, isItemContentEqual: ==)
