import RosterCells

extension ProfileScreen {
  /// The detail screen of `post`: a heading with its likes, and the post itself.
  package static func detailSections(for post: Post) -> [Section] {
    [
      Section(
        "detail",
        header: SectionTitleCellModel(
          identifier: "detail-header", title: "Post", detail: "♥ \(post.likes)",
          showsSeparator: true),
        constraints: Constraints(inset: EdgeInsets(left: 1, right: 1))
      ) {
        PostDetailCellModel(post: post)
      }
    ]
  }
}
