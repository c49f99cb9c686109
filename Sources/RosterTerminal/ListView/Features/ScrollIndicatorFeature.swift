/// The scroll indicator: a one-column track down the list's trailing edge with a thumb that
/// shows which part of the content is in view (``TerminalListView/showsScrollIndicator``). A
/// click on the track scrolls to the same share of the content as the clicked row is of the
/// track, and a drag from there scrolls with the pointer, as a scroll bar's thumb does.
@MainActor
final class ScrollIndicatorFeature: TerminalListFeature {
  /// The track's glyph: a thin line, dim.
  static let track = StyledLine("│", style: TextStyle(dim: true))
  /// The thumb's glyph: a full block, visible without colour.
  static let thumb = StyledLine("█")

  /// Whether the indicator is on (it shows while the content is taller than the list).
  var isShown = false
  /// Whether the last click was on the indicator: the drag that follows scrolls.
  private var isDragging = false

  /// One column while the indicator is on and the list has a column beside the gutter for it.
  func trailingColumns(in list: TerminalListView) -> Int {
    isShown && TerminalListView.cells(list.size.width) > list.gutterWidth ? 1 : 0
  }

  /// The rows of the list the thumb covers now; `nil` when no indicator shows.
  func thumbRows(in list: TerminalListView) -> Range<Int>? {
    guard trailingColumns(in: list) > 0 else { return nil }
    let height = list.listRows
    return ScrollIndicator.thumb(
      contentHeight: list.contentHeight, viewportHeight: height, offset: list.contentOffset,
      track: height)
  }

  /// Draws the track and its thumb down the feature's column, when the content is taller than
  /// the list.
  ///
  /// - Complexity: O(*h*) in the list's height; the content is not read.
  func draw(
    over list: TerminalListView, into buffer: inout ScreenBuffer, column: Int, row: Int,
    columns: Range<Int>
  ) {
    guard let thumb = thumbRows(in: list), let indicator = columns.first else { return }
    for line in 0..<list.listRows {
      let glyph = thumb.contains(line) ? Self.thumb : Self.track
      buffer.draw(glyph, row: row + line, column: column + indicator, maxWidth: 1)
    }
  }

  /// Takes a click on the indicator's column and the drag that follows it.
  func handle(_ key: Key, in list: TerminalListView) -> Bool {
    switch key {
    case .click(let column, let row):
      isDragging =
        thumbRows(in: list) != nil && list.columns(of: self).first == column
        && row < list.listRows
      if isDragging { scroll(list, toTrackRow: row) }
      return isDragging
    case .drag(_, let row):
      guard isDragging else { return false }
      guard thumbRows(in: list) != nil else {
        isDragging = false
        return true
      }
      scroll(list, toTrackRow: min(max(0, row), list.listRows - 1))
      return true
    default:
      return false
    }
  }

  private func scroll(_ list: TerminalListView, toTrackRow row: Int) {
    let height = list.listRows
    list.setContentOffset(
      ScrollIndicator.offset(
        forTrackRow: row, track: height, contentHeight: list.contentHeight,
        viewportHeight: height))
  }
}

// The list's settings for this feature: the feature holds them.
extension TerminalListView {
  /// Whether a one-column scroll indicator runs down the list's right edge (its left edge, right
  /// to left): a track with a thumb that shows which part of the content is in view, drawn
  /// while the content is taller than the list. Off by default, as in most terminal lists
  /// (`less`, `fzf`, shells), where the right column holds text.
  ///
  /// While it is on, the cells are laid out one column narrower (``containerSize``), whether
  /// the content is taller than the list or not: an indicator that appeared only with a long
  /// list would rewrap every row the moment the list grew past the screen. Turning it on or
  /// off lays the list out again.
  public var showsScrollIndicator: Bool {
    get { features.scrollIndicator.isShown }
    set {
      guard newValue != showsScrollIndicator else { return }
      reservedColumnsDidChange { features.scrollIndicator.isShown = newValue }
    }
  }
}
