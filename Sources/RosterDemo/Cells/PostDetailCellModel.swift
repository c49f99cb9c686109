/// A post's detail: title, likes and the whole body, wrapped to the width.
public struct PostDetailCellModel: TypedCellModel, Equatable {
  /// The detail's cell.
  public typealias CellType = PostDetailCell
  /// "detail-" and the post's identity.
  public var identifier: String { "detail-\(post.id)" }
  /// The post shown.
  public var post: Post

  /// Creates the detail of `post`.
  public init(post: Post) {
    self.post = post
  }
}
