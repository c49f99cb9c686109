/// One post of the profile's feed: what the posts source loads.
public struct Post: Identifiable, Hashable, Sendable {
  /// The post's stable identity.
  public var id: String
  /// The title shown in the list.
  public var title: String
  /// The text shown on the post's detail screen.
  public var body: String
  /// How many people liked it.
  public var likes: Int

  /// Creates a post.
  public init(id: String, title: String, body: String, likes: Int) {
    self.id = id
    self.title = title
    self.body = body
    self.likes = likes
  }
}
