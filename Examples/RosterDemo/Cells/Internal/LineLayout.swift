/// Line layout the demo's cells share, on top of RosterTerminal's `StyledLine` (which
/// sanitises text and measures it in display columns): two texts on one line, one of them
/// flush right, and word wrapping.
package enum LineLayout {
  /// `left` then `right` flush right in `width` columns; when both do not fit, `left` is
  /// truncated first, and `right` is dropped when even two columns of `left` would not fit.
  package static func justified(_ left: StyledLine, _ right: StyledLine, width: Int) -> StyledLine {
    guard right.width > 0, right.width + 2 <= width else { return left.truncated(toWidth: width) }
    let room = width - right.width - 1
    return left.truncated(toWidth: room).padded(toWidth: room) + " " + right
  }

  /// `text` wrapped at spaces into lines of at most `width` columns, in `style`; a word longer
  /// than a line is cut between characters.
  package static func wrapped(_ text: String, style: TextStyle = .plain, width: Int) -> [StyledLine]
  {
    guard width > 0 else { return [] }
    var lines: [StyledLine] = []
    var line = StyledLine()
    for word in text.split(separator: " ") {
      var piece = StyledLine(String(word), style: style)
      while piece.width > width {
        if !line.isEmpty {
          lines.append(line)
          line = StyledLine()
        }
        let head = piece.prefix(toWidth: width)
        // A character wider than the whole line cannot be placed at all.
        guard head.width > 0 else { break }
        lines.append(head)
        piece = StyledLine(String(piece.text.dropFirst(head.text.count)), style: style)
      }
      if line.isEmpty {
        line = piece
      } else if line.width + 1 + piece.width <= width {
        line += StyledLine(" ", style: style) + piece
      } else {
        lines.append(line)
        line = piece
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
