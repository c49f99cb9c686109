/// One post of the profile's feed: what the posts source loads.
package struct Post: Identifiable, Hashable, Sendable {
  /// The post's stable identity.
  package var id: String
  /// The title shown in the list.
  package var title: String
  /// The text shown on the post's detail screen.
  package var body: String
  /// How many people liked it.
  package var likes: Int

  /// Creates a post.
  package init(id: String, title: String, body: String, likes: Int) {
    self.id = id
    self.title = title
    self.body = body
    self.likes = likes
  }
}
