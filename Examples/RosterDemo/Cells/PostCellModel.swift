/// One post in the list: its title and likes; selecting it (Enter) opens its detail; its
/// actions (`a` opens their menu, or `p` and `d` at once) pin it to the top and delete it.
package struct PostCellModel: TypedCellModel, SelectableCellModel, ActionableCellModel,
  SearchableCellModel, Equatable
{
  /// The row's cell.
  package typealias CellType = PostCell
  /// "post-" and the post's identity.
  package var identifier: String { "post-\(post.id)" }
  /// The post shown.
  package var post: Post
  /// Whether the post is pinned to the top of the posts.
  package var isPinned: Bool
  /// Opens the post's detail.
  package var selectionAction: SelectionAction?
  /// Pins the post, or unpins it.
  package var pinAction: CellAction<Self>.Handler?
  /// Deletes the post.
  package var deleteAction: CellAction<Self>.Handler?

  /// Creates the row of `post`.
  package init(
    post: Post, isPinned: Bool = false, selectionAction: SelectionAction? = nil,
    pinAction: CellAction<Self>.Handler? = nil, deleteAction: CellAction<Self>.Handler? = nil
  ) {
    self.post = post
    self.isPinned = isPinned
    self.selectionAction = selectionAction
    self.pinAction = pinAction
    self.deleteAction = deleteAction
  }

  /// The post's title: what `/` finds it by.
  package var searchText: String { post.title }

  /// Pin (or Unpin) and Delete, for the actions the row was given. They have no shortcuts:
  /// the profile binds `p` and `d` as its own keys, which its footer and help show.
  package var actions: [CellAction<Self>] {
    var actions: [CellAction<Self>] = []
    if let pinAction {
      actions.append(
        CellAction(
          isPinned ? "Unpin" : "Pin", identifier: "pin", symbolName: "pin",
          handler: pinAction))
    }
    if let deleteAction {
      actions.append(
        CellAction(
          "Delete", identifier: "delete", symbolName: "trash", style: .destructive,
          handler: deleteAction))
    }
    return actions
  }

  /// The post's title and likes and whether it is pinned, the only things the row shows; the
  /// actions are behaviour.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.post.id == rhs.post.id && lhs.post.title == rhs.post.title
      && lhs.post.likes == rhs.post.likes && lhs.isPinned == rhs.isPinned
  }
}
