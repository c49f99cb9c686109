import RosterTerminal

// MARK: - Models and cells

/// One post of the feed, as its row shows it.
struct PostModel: TypedCellModel, Equatable {
  typealias CellType = PostCell

  let identifier: String
  let author: String
  let text: String
  var isLiked = false
}

/// Shows a post: its author, a heart when liked, and its text.
final class PostCell: TypedTerminalCell {
  private var author = ""
  private var text = ""
  private var isLiked = false

  func bind(model: PostModel, sizing: Bool) {
    author = model.author
    text = model.text
    isLiked = model.isLiked
  }

  func render(width: Int) -> [StyledLine] {
    var title = StyledLine(author, style: TextStyle(bold: true))
    if isLiked {
      title += StyledLine("  ♥", style: TextStyle(foreground: .red))
    }
    return [title] + StyledLine(text).wrapped(toWidth: width)
  }
}
