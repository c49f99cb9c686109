extension TerminalListView {
  /// The columns left of the cells that ``selectionMarker`` is drawn in: its width, or the
  /// whole list when that is narrower.
  var gutterWidth: Int {
    min(selectionMarker?.width ?? 0, Self.cells(size.width))
  }

  /// Draws ``selectionMarker`` in the gutter beside the first row of the selected cell that is
  /// in view, the list's top-left corner being at `column`, `row`.
  func drawSelectionMarker(into buffer: inout ScreenBuffer, column: Int, row: Int) {
    guard let selectionMarker, gutterWidth > 0, let selectedIndexPath,
      let frame = layout.frame(for: selectedIndexPath)
    else { return }
    let top = Self.cells(frame.minY) - contentOffset
    let bottom = top + Self.cells(frame.height)
    guard bottom > max(0, top), top < Self.cells(size.height) else { return }
    buffer.draw(
      selectionMarker, row: row + max(0, top), column: column, maxWidth: gutterWidth)
  }
}
