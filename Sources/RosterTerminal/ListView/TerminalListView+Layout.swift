import Foundation
import RosterHostSupport

// A list is laid out from estimates for the cells it has not measured (the data source's
// `layoutSize(of:at:)`), and measures them as they come into view: a first screen of a million
// self-sizing rows measures the rows on screen and a screen each way.
extension TerminalListView {
  /// The size to place each element at, exact or an estimate, as the data source answers it:
  /// an estimate in whole rows and columns (a mean of measured sizes may not be: a card of a
  /// band a fraction of a column wide would move the cards after it off the columns), and
  /// every size no taller than ``maximumCellHeight``, as ``preferredSize(_:_:)``. The data
  /// source is read once, not once per element: a layout asks for every row.
  func layoutSizing() -> (LayoutElement.Kind, IndexPath) -> ElementSize {
    guard let dataSource else { return { _, _ in .exact(.zero) } }
    let tallest = CGFloat(Self.maximumCellHeight)
    let sizer = dataSource.layoutSizer()
    return { [unowned self] kind, indexPath in
      let given = sizer(kind, indexPath)
      guard given.isEstimated else {
        guard given.size.height > tallest else { return given }
        return .exact(cappedHeight(given.size, of: kind, at: indexPath))
      }
      let rows = min(max(0, given.size.height.rounded()), tallest)
      let columns = max(0, given.size.width.rounded())
      return .estimated(
        CGSize(width: columns.isFinite ? columns : 1, height: rows.isFinite ? rows : 1))
    }
  }

  /// Measures the estimated cells in the viewport and a screen above and below it, keeping the
  /// rows on screen where they are (the first visible item measured before keeps its row, or
  /// the first visible item when none was) and a list scrolled to its end at its end.
  func measureEstimatedRows() {
    guard layout.estimatedItemCount > 0 else { return }
    let screen = CGFloat(listRows)
    let atEnd = contentOffset > 0 && contentOffset >= maximumContentOffset
    // Each pass measures what came into view; a few passes settle any list.
    for _ in 0..<8 {
      let first = layout.measuringAnchor(among: indexPathsForVisibleItems.sorted())
      let before = first.flatMap(layout.frame(for:))
      let measured = layout.measureEstimatedItems(
        in: viewport.insetBy(dx: 0, dy: -screen), bandOffsets: childLists.bandOffsetsByIndex,
        sections: sections, size: preferredSize)
      guard measured > 0 else { break }
      if atEnd {
        setContentOffset(maximumContentOffset)
      } else if let first, let before, let after = layout.frame(for: first) {
        setContentOffset(contentOffset + Self.cells(after.minY) - Self.cells(before.minY))
      }
    }
  }

  /// Measures the estimated cells within a screen of the item at `indexPath`, so that its
  /// frame, and the ones around it, are exact before the list scrolls to it.
  func measureEstimatedRows(around indexPath: IndexPath) {
    guard layout.estimatedItemCount > 0 else { return }
    let screen = CGFloat(listRows)
    for _ in 0..<8 {
      guard let frame = layout.frame(for: indexPath) else { return }
      let around = CGRect(
        x: 0, y: frame.minY - screen, width: containerSize.width,
        height: frame.height + 2 * screen)
      let measured = layout.measureEstimatedItems(
        in: around, bandOffsets: childLists.bandOffsetsByIndex, sections: sections,
        size: preferredSize)
      guard measured > 0 else { return }
    }
  }
}

extension TerminalListView {
  /// Gives the list a new size (after SIGWINCH): everything is laid out again at the new width,
  /// cells measured again, and the selected item (or the top visible one) kept in view.
  ///
  /// - Complexity: O(*n*) — a new width changes every row.
  public func resize(to newSize: CGSize) {
    let sanitized = Self.sanitized(newSize)
    guard sanitized != size else { return }
    let anchor = screenAnchor()
    size = sanitized
    relayout()
    restore(anchor)
  }
}

extension TerminalListView {
  /// How many columns the band of the section `identifier` is scrolled; 0 for a section that
  /// is not a band, or not scrolled.
  public func bandOffset(ofSection identifier: String) -> Int {
    Self.cells(childLists.offset(ofBand: identifier))
  }

  /// Scrolls the band of the section `identifier` to `offset` columns, clamped to its cards;
  /// ignored for a section that is not a band.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public func scrollBand(ofSection identifier: String, to offset: Int) {
    guard let section = sections.firstIndex(where: { $0.identifier == identifier }) else { return }
    childLists.bandDidScroll(
      to: CGFloat(offset), sectionAt: section, sections: sections, layout: layout)
  }

  /// Scrolls the band of `indexPath`'s section the least that shows its card whole, when that
  /// section is a band.
  func scrollBand(toShow indexPath: IndexPath) {
    guard
      let offset = childLists.bandOffsetShowing(indexPath, sections: sections, layout: layout)
    else { return }
    childLists.bandDidScroll(
      to: offset, sectionAt: indexPath.section, sections: sections, layout: layout)
  }
}

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
