/// A line of key hints at the bottom of the list (``TerminalListView/showsKeyHints``): the keys
/// that act now and what they do (``TerminalListView/keyHints``), as many as fit the width,
/// the way `nano`, `htop` and Midnight Commander show theirs. In a mode — an open action menu,
/// an item being moved, the filter line typed in — it shows that mode's keys alone.
@MainActor
final class KeyHintFeature: TerminalListFeature {
  /// Whether the line shows.
  var isShown = false

  /// The line's row, while it shows; a list with no row left gives it none (`rows(of:)`).
  func bottomRows(in list: TerminalListView) -> Int { isShown ? 1 : 0 }

  /// Draws the hints that fit, each whole, from the first; right to left from the right edge.
  ///
  /// - Complexity: O(*h*) for *h* hints.
  func draw(
    over list: TerminalListView, into buffer: inout ScreenBuffer, column: Int, row: Int,
    columns: Range<Int>
  ) {
    guard let lineRow = list.rows(of: self).first else { return }
    let width = TerminalListView.cells(list.size.width)
    guard width > 0 else { return }
    let line = Self.line(for: list.keyHints, width: width)
    let shown =
      list.layoutDirection == .rightToLeft
      ? StyledLine(String(repeating: " ", count: width - line.width)) + line
      : line.padded(toWidth: width)
    buffer.draw(shown, row: row + lineRow, column: column, maxWidth: width, fillStyle: .plain)
  }

  /// The hints that fit `width` columns, whole and in order, two spaces apart: each key bold,
  /// its action dim.
  static func line(for hints: [TerminalKeyHint], width: Int) -> StyledLine {
    var line = StyledLine()
    for hint in hints {
      let entry =
        StyledLine(StyledLine.sanitized(hint.keys), style: TextStyle(bold: true))
        + StyledLine(" " + StyledLine.sanitized(hint.action), style: TextStyle(dim: true))
      let separator = StyledLine(line.width == 0 ? "" : "  ")
      guard line.width + separator.width + entry.width <= width else { break }
      line = line + separator + entry
    }
    return line
  }
}

extension TerminalListView {
  /// Whether the list's bottom row shows the keys that act now (``keyHints``), as many as fit:
  /// "↑↓ navigate  Enter select  m move  / filter  a actions". The cells are laid out in the
  /// rows above it. Off by default; an app that draws its own footer leaves it off and reads
  /// ``keyHints`` instead.
  public var showsKeyHints: Bool {
    get { features.keyHints.isShown }
    set {
      guard newValue != showsKeyHints else { return }
      features.keyHints.isShown = newValue
      listRowsDidChange()
    }
  }
}
