extension TerminalListView {
  /// The columns beside the cells that ``selectionMarker`` and the selection marks are drawn
  /// in, at the list's left edge (its right edge, right to left, the marker outermost): their
  /// widths, or the whole list when that is narrower.
  var gutterWidth: Int {
    min(cursorMarkerWidth + features.gutterColumns(in: self), Self.cells(size.width))
  }

  /// The columns of the gutter that ``selectionMarker`` is drawn in: its outer part.
  var cursorMarkerWidth: Int { selectionMarker?.width ?? 0 }

  /// Draws the gutter's marker beside the first row of the selected cell that is in view, the
  /// list's top-left corner being at `column`, `row`: a feature's marker (``movingItemMarker``
  /// while an item is being moved), ``selectionMarker`` otherwise.
  func drawGutterMarker(into buffer: inout ScreenBuffer, column: Int, row: Int) {
    guard let marker = cursorMarker, gutterWidth > 0,
      let selectedIndexPath, let frame = layout.frame(for: selectedIndexPath)
    else { return }
    let top = Self.cells(frame.minY) - contentOffset
    let bottom = top + Self.cells(frame.height)
    guard bottom > max(0, top), top < listRows else { return }
    let width = min(cursorMarkerWidth, gutterWidth)
    let left = layoutDirection == .rightToLeft ? Self.cells(size.width) - width : 0
    buffer.draw(marker, row: row + max(0, top), column: column + left, maxWidth: width)
  }
}
