/// A cell the demo's headless text renderer can draw: made on demand, bound, and asked for
/// its lines at a width. It is the seam to RosterTerminal's `TerminalCell`: the same cells
/// render there as styled lines.
protocol _TextCell: ListCell {
  init()

  /// The cell's content as lines of at most `width` display columns, already sanitised.
  func lines(width: Int) -> [String]
}
