/// Everything that can happen to the profile screen: the user's commands and the service's
/// answers.
package enum ProfileAction: Hashable, Sendable {
  /// Load every source that is not already loading (the screen appeared, or a refresh).
  case load
  /// Request `request` succeeded with this content.
  case loaded(ServicePayload, request: Int)
  /// Request `request` to `source` failed with this message.
  case failed(ContentSource, request: Int, message: String)
  /// Try a failed source again; ignored unless it failed.
  case retry(ContentSource)
  /// Open a loaded post's detail screen.
  case select(postID: Post.ID)
  /// Leave the detail screen.
  case back
  /// The user moved the loaded profile's attribute at `source` to `destination` (offsets into
  /// its attributes, `destination` counted after taking it out).
  case moveAttribute(from: Int, to: Int)
  /// Pin a loaded post to the top of the posts, or unpin the pinned one; one post is pinned
  /// at most.
  case togglePin(postID: Post.ID)
  /// Delete a loaded post (the last one gone, the posts show their empty state).
  case deletePost(postID: Post.ID)
}
