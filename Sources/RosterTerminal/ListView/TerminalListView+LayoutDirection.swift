extension TerminalListView {
  /// Which way through the items Right moves the cursor: to the next item, or in a list read
  /// right to left, where the next item is on the left, to the previous one.
  var rightwards: CursorDirection {
    layoutDirection == .rightToLeft ? .backward : .forward
  }

  /// `line`, a line of a cell `width` columns wide, as it is drawn: against the cell's right
  /// edge in a list read right to left, so text starts where a reader looks first.
  func aligned(_ line: StyledLine, width: Int) -> StyledLine {
    guard layoutDirection == .rightToLeft, line.width > 0, line.width < width else { return line }
    return StyledLine(String(repeating: " ", count: width - line.width)) + line
  }
}
