extension TerminalListView {
  /// The track's glyph: a thin line, dim.
  static let scrollTrack = StyledLine("│", style: TextStyle(dim: true))
  /// The thumb's glyph: a full block, visible without colour.
  static let scrollThumb = StyledLine("█")

  /// The column the scroll indicator takes at the right edge (the left edge, right to left):
  /// one while it is on and the list has a column beside the gutter for it, none otherwise.
  var scrollIndicatorWidth: Int {
    showsScrollIndicator && Self.cells(size.width) > gutterWidth ? 1 : 0
  }

  /// The rows of the list the thumb covers now; `nil` when no indicator shows.
  var scrollThumbRows: Range<Int>? {
    guard scrollIndicatorWidth > 0 else { return nil }
    let height = listRows
    return ScrollIndicator.thumb(
      contentHeight: contentHeight, viewportHeight: height, offset: contentOffset, track: height)
  }

  /// Draws the indicator down the list's last column, its top-left corner being at `column`,
  /// `row`, when the content is taller than the list.
  ///
  /// - Complexity: O(*h*) in the list's height; the content is not read.
  func drawScrollIndicator(into buffer: inout ScreenBuffer, column: Int, row: Int) {
    guard let thumb = scrollThumbRows else { return }
    let right = column + (layoutDirection == .rightToLeft ? 0 : Self.cells(size.width) - 1)
    for line in 0..<listRows {
      let glyph = thumb.contains(line) ? Self.scrollThumb : Self.scrollTrack
      buffer.draw(glyph, row: row + line, column: right, maxWidth: 1)
    }
  }
}

extension TerminalListView {
  /// Scrolls to where a click at `column`, `row` (the list's coordinates) on the scroll
  /// indicator points — the clicked row's share of the track as a share of the content —
  /// and returns `true`; returns `false` for a click elsewhere or while no indicator shows.
  func clickScrollIndicator(column: Int, row: Int) -> Bool {
    let indicatorColumn = layoutDirection == .rightToLeft ? 0 : Self.cells(size.width) - 1
    guard scrollThumbRows != nil, column == indicatorColumn, row < listRows else { return false }
    scroll(toTrackRow: row)
    return true
  }

  /// Scrolls as a click on the indicator at `row` would, wherever the pointer is across: a
  /// drag that started on the indicator moves the list with the pointer, above and below the
  /// track included. Nothing once no indicator shows.
  func dragScrollIndicator(toRow row: Int) {
    guard scrollThumbRows != nil else {
      dragsScrollIndicator = false
      return
    }
    scroll(toTrackRow: min(max(0, row), listRows - 1))
  }

  private func scroll(toTrackRow row: Int) {
    let height = listRows
    setContentOffset(
      ScrollIndicator.offset(
        forTrackRow: row, track: height, contentHeight: contentHeight, viewportHeight: height))
  }
}
