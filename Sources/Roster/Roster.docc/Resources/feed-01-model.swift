import RosterTerminal

// MARK: - Models and cells

/// One post of the feed, as its row shows it.
struct PostModel: TypedCellModel, Equatable {
  typealias CellType = PostCell

  let identifier: String
  let author: String
  let text: String
}

/// Shows a post.
final class PostCell: TypedTerminalCell {
  func bind(model: PostModel, sizing: Bool) {}

  func render(width: Int) -> [StyledLine] {
    []
  }
}
