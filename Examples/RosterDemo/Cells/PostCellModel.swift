/// One post in the list: its title and likes; selecting it (Enter) opens its detail.
package struct PostCellModel: TypedCellModel, SelectableCellModel, Equatable {
  /// The row's cell.
  package typealias CellType = PostCell
  /// "post-" and the post's identity.
  package var identifier: String { "post-\(post.id)" }
  /// The post shown.
  package var post: Post
  /// Opens the post's detail.
  package var selectionAction: SelectionAction?

  /// Creates the row of `post`.
  package init(post: Post, selectionAction: SelectionAction? = nil) {
    self.post = post
    self.selectionAction = selectionAction
  }

  /// The post's title and likes, the only things the row shows; the action is behaviour.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.post.id == rhs.post.id && lhs.post.title == rhs.post.title
      && lhs.post.likes == rhs.post.likes
  }
}
