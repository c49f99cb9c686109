extension TerminalListView {
  /// The list's column where the cells' columns start: right of the gutter, or right to left,
  /// where the gutter is at the right edge, right of the scroll indicator.
  var cellsColumn: Int {
    layoutDirection == .rightToLeft ? trailingColumns : gutterWidth
  }

  /// The cells' column under the list's `column`; a column in the gutter is the nearest cell
  /// column, where each row's first cell starts.
  func cellColumn(atListColumn column: Int) -> Int {
    guard layoutDirection == .rightToLeft else { return max(0, column - gutterWidth) }
    return min(column - trailingColumns, cellsWidth - 1)
  }

  /// Which way through the items Right moves the cursor: to the next item, or in a list read
  /// right to left, where the next item is on the left, to the previous one.
  var rightwards: CursorDirection {
    layoutDirection == .rightToLeft ? .backward : .forward
  }

  /// `line`, a line of `cell` `width` columns wide, as it is drawn: as the cell drew it when
  /// the cell lays itself out for the direction, else against the cell's right edge in a list
  /// read right to left, so text starts where a reader looks first.
  func aligned(_ line: StyledLine, of cell: any TerminalCell, width: Int) -> StyledLine {
    guard layoutDirection == .rightToLeft, !(cell is any DirectionalTerminalCell), line.width > 0,
      line.width < width
    else { return line }
    return StyledLine(String(repeating: " ", count: width - line.width)) + line
  }
}
