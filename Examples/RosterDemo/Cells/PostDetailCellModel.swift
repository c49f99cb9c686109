/// A post's detail: title, likes and the whole body, wrapped to the width.
package struct PostDetailCellModel: TypedCellModel, Equatable {
  /// The detail's cell.
  package typealias CellType = PostDetailCell
  /// "detail-" and the post's identity.
  package var identifier: String { "detail-\(post.id)" }
  /// The post shown.
  package var post: Post

  /// Creates the detail of `post`.
  package init(post: Post) {
    self.post = post
  }
}
