import Foundation

/// The demo's screen layout: a title bar, the list with a two-column gutter that marks the
/// selection with "›" (so it shows in plain text, without colours or inverse video too), and
/// a status bar.
@MainActor
enum DemoFrame {
  /// Columns left of the list for the selection mark.
  static let gutter = 2
  /// Where the list is drawn: below the title bar, right of the gutter.
  static let listOrigin = (column: gutter, row: 1)

  /// The list's size on a screen of `columns` × `rows`.
  static func listSize(columns: Int, rows: Int) -> CGSize {
    CGSize(width: max(columns - gutter, 0), height: max(rows - 2, 0))
  }

  /// Draws the title bar, `list`, the selection mark and the status bar into `buffer`.
  static func draw(
    title: String, detail: String, status: String, list: TerminalListView,
    into buffer: inout ScreenBuffer
  ) {
    let columns = buffer.width
    let rows = buffer.height
    guard rows > 0 else { return }
    let top = _LineLayout.justified(
      StyledLine(" " + title, style: _Palette.titleBar),
      StyledLine(detail + " ", style: _Palette.titleBar), width: columns)
    buffer.draw(top, row: 0, column: 0, maxWidth: columns, fillStyle: _Palette.titleBar)
    guard rows > 1 else { return }
    if rows > 2 && columns > gutter {
      list.render(into: &buffer, column: listOrigin.column, row: listOrigin.row)
      markSelection(in: &buffer, rows: 1..<(rows - 1))
    }
    buffer.draw(
      StyledLine(" " + status, style: _Palette.statusBar).truncated(toWidth: columns),
      row: rows - 1, column: 0, maxWidth: columns, fillStyle: _Palette.statusBar)
  }

  /// Puts "›" in the gutter beside the first row of the inverse block the list draws over
  /// its selected cell (the demo's cells use no inverse text of their own).
  private static func markSelection(in buffer: inout ScreenBuffer, rows: Range<Int>) {
    var previousSelected = false
    for row in rows {
      let selected = (gutter..<buffer.width).contains { buffer[$0, row].style.inverse }
      if selected && !previousSelected {
        buffer.draw(StyledLine("›", style: _Palette.name), row: row, column: 0, maxWidth: 1)
      }
      previousSelected = selected
    }
  }
}
