import RosterTerminal

// MARK: - Models and cells

/// One post of the feed, as its row shows it.
struct PostModel: TypedCellModel, Equatable {
  typealias CellType = PostCell

  let identifier: String
  let author: String
  let text: String
}

/// Shows a post: its author, and its text.
final class PostCell: TypedTerminalCell {
  private var author = ""
  private var text = ""

  func bind(model: PostModel, sizing: Bool) {
    author = model.author
    text = model.text
  }

  func render(width: Int) -> [StyledLine] {
    [StyledLine(author, style: TextStyle(bold: true))] + StyledLine(text).wrapped(toWidth: width)
  }
}
