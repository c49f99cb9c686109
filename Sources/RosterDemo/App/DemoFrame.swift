/// Frames around the list: a title bar above, a status bar below.
enum DemoFrame {
  /// A screen of `columns` × `rows` with the title bar on the first row, the status bar on
  /// the last, and `drawList` drawing the rows between them (from the row it is given).
  static func compose(
    title: String, detail: String, status: String, columns: Int, rows: Int,
    drawList: (inout ScreenBuffer, _ originRow: Int) -> Void
  ) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: columns, height: rows)
    guard rows > 0 else { return buffer }
    let top = _LineLayout.justified(
      StyledLine(" " + title, style: _Palette.titleBar),
      StyledLine(detail + " ", style: _Palette.titleBar), width: columns)
    buffer.draw(top, row: 0, column: 0, maxWidth: columns, fillStyle: _Palette.titleBar)
    guard rows > 1 else { return buffer }
    drawList(&buffer, 1)
    buffer.draw(
      StyledLine(" " + status, style: _Palette.statusBar).truncated(toWidth: columns),
      row: rows - 1, column: 0, maxWidth: columns, fillStyle: _Palette.statusBar)
    return buffer
  }

  /// The rows left for the list under the title bar and above the status bar.
  static func listRows(forScreenRows rows: Int) -> Int { max(rows - 2, 0) }
}
