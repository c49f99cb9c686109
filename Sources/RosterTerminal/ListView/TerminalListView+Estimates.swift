import Foundation

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
  /// rows on screen where they are (the first visible item keeps its row) and a list scrolled
  /// to its end at its end.
  func measureEstimatedRows() {
    guard layout.estimatedItemCount > 0 else { return }
    let screen = CGFloat(listRows)
    let atEnd = contentOffset > 0 && contentOffset >= maximumContentOffset
    // Each pass measures what came into view; a few passes settle any list.
    for _ in 0..<8 {
      let first = indexPathsForVisibleItems.min()
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
