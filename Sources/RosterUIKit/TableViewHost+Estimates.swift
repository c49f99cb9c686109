#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  // Estimated sizes: rows their cells measure are placed at an estimate
  // (`ListDataSource.layoutSize(of:at:)`) and measured when they come near the screen, so a
  // table of 10,000 self-sizing rows measures what it shows and a screen each way. The table
  // asks every height, from the host's row layout (`TableRowLayout` says why UIKit's own
  // estimates stay off), and asks them again, with `performBatchUpdates(nil)` and no animation,
  // when rows coming into view were measured.
  extension TableViewHost {
    /// How many times a measurement looks again at what it measures; a few passes settle any
    /// table.
    private static let measuringPasses = 8

    /// The frames the host gives the table, as last laid out: its rows placed at an estimate
    /// (`ListLayout/isEstimated(_:)`) are the ones not measured yet.
    @_spi(Testing) public var rowFrames: ListLayout { rowLayout.layout }

    /// The height the table gives the row at `indexPath`, from the row layout brought up to
    /// date (``layOutRowsIfNeeded()``); 0 for a row it does not have.
    func heightOfRow(at indexPath: IndexPath) -> CGFloat {
      // Asked once per row, so the data's section count is not read here: every change of the
      // data reaches the row layout as a batch or an invalidation.
      if let height = rowLayout.height(ofRowAt: indexPath, width: tableView.bounds.width) {
        return height
      }
      // The table asks every height after the data or its width changed: it has them all.
      if layOutRowsIfNeeded() { rowHeightsChanged = false }
      return rowLayout.height(ofRowAt: indexPath)
    }

    /// Lays every row out again when the data changed without a batch or the table's width
    /// changed, and measures the rows on screen and a screen each way (the offset stays where
    /// it is: the table asks its heights as it lays itself out); returns whether it did. Sizes
    /// are asked up to a screen below the bounds, as far as the rows measured.
    ///
    /// - Complexity: O(1) when nothing changed; otherwise O(n) for n rows, with a size asked
    ///   of each row above the horizon and the measurements of the rows near the screen.
    @discardableResult
    func layOutRowsIfNeeded() -> Bool {
      guard let data = dataSource,
        rowLayout.needsLayout(width: tableView.bounds.width, sectionCount: data.numberOfSections)
      else { return false }
      rowLayout.layOut(
        data.snapshot.sections, containerSize: tableView.bounds.size,
        sizing: data.layoutSizer(), sizingUpTo: tableView.bounds.maxY + screenHeight)
      measureRows(near: tableView.bounds)
      return true
    }

    /// Lays out again what `batch` changed, inside its updates block after the data swap, and
    /// measures the rows near the screen; the table asks every height after the block.
    func rowsDidChange(by batch: BatchUpdate) {
      guard let data = dataSource else { return }
      rowLayout.apply(
        batch, sections: data.snapshot.sections, sizing: data.layoutSizer())
      measureRows(near: tableView.bounds)
    }

    /// Measures the rows placed at an estimate that the table's bounds show, with the rows a
    /// screen each way, before the table shows them: called as the table scrolls, and when a
    /// batch ends. The first row in the bounds keeps its place on screen (the offset moves by
    /// as much as the row did), a table scrolled to its end stays at its end, and the table
    /// asks the heights again. While a batch animates, it waits for the batch's end.
    ///
    /// - Complexity: O(log s + log r + k) when nothing is estimated on screen; otherwise the
    ///   measurements, and one height question per row.
    func measureRowsComingIntoView() {
      // A table whose data or width changed asks every height at its next layout pass.
      guard !isMeasuringRows, !isPerformingBatch, let data = dataSource,
        !rowLayout.needsLayout(width: tableView.bounds.width, sectionCount: data.numberOfSections)
      else { return }
      isMeasuringRows = true
      defer { isMeasuringRows = false }
      for _ in 0..<Self.measuringPasses {
        let bounds = tableView.bounds
        guard !rowLayout.layout.estimatedItems(in: bounds).isEmpty else { break }
        let atEnd = isScrolledToEnd()
        let anchor = rowLayout.layout.items(in: bounds).first
        let before = anchor.flatMap(rowLayout.layout.frame(for:))
        guard measureRows(near: bounds) else { break }
        var offset = tableView.contentOffset.y
        if atEnd {
          offset = endOffset(contentHeight: rowLayout.layout.contentSize.height)
        } else if let anchor, let before, let after = rowLayout.layout.frame(for: anchor) {
          offset += after.minY - before.minY
        }
        if offset != tableView.contentOffset.y { tableView.contentOffset.y = offset }
      }
      pushRowHeights()
    }

    /// Measures the rows placed at an estimate within a screen of the row at `indexPath`, and
    /// gives the table their heights, so that a scroll to the row lands exactly.
    func measureRows(around indexPath: IndexPath) {
      guard dataSource != nil else { return }
      if layOutRowsIfNeeded() { rowHeightsChanged = true }
      for _ in 0..<Self.measuringPasses {
        // The row moves as the rows above it are measured: what is around it is found anew.
        guard let frame = rowLayout.layout.frame(for: indexPath),
          measureRows(near: frame, screen: screenHeight)
        else { break }
      }
      pushRowHeights()
    }

    /// Gives the table the heights measured since it last asked: it asks every height again in
    /// an empty batch without animation (Apple's `beginUpdates()`: "to animate the change in
    /// the row heights without reloading the cell", and `performBatchUpdates(_:completion:)`
    /// in its place). While a batch animates, the batch's end does it.
    func pushRowHeights() {
      guard rowHeightsChanged, !isPerformingBatch else { return }
      rowHeightsChanged = false
      UIView.performWithoutAnimation { tableView.performBatchUpdates(nil) }
    }

    /// Measures the rows placed at an estimate in `rect` and a screen above and below it;
    /// returns whether it measured any, which the table does not know until it asks again.
    @discardableResult
    private func measureRows(near rect: CGRect, screen: CGFloat? = nil) -> Bool {
      guard let data = dataSource else { return false }
      let screen = screen ?? screenHeight
      guard screen > 0 else { return false }
      let measured = rowLayout.measure(
        in: rect.insetBy(dx: 0, dy: -screen), sections: data.snapshot.sections,
        size: { data.elementSize(of: $0, at: $1) })
      guard measured > 0 else { return false }
      rowHeightsChanged = true
      return true
    }

    /// The height of a screen: the table's, or its window's while the table has none yet (the
    /// table does not ask its heights again when only its height changes).
    private var screenHeight: CGFloat {
      max(tableView.bounds.height, tableView.window?.bounds.height ?? 0)
    }

    /// Whether the table shows the end of its rows, as it last laid them out, and can scroll.
    private func isScrolledToEnd() -> Bool {
      let top = -tableView.adjustedContentInset.top
      let end = endOffset(contentHeight: tableView.contentSize.height)
      // Half a point: an offset rounded to the screen's pixels still shows the end.
      return end > top && tableView.contentOffset.y >= end - 0.5
    }

    /// The offset that shows the end of content `contentHeight` tall.
    private func endOffset(contentHeight: CGFloat) -> CGFloat {
      let insets = tableView.adjustedContentInset
      return max(-insets.top, contentHeight + insets.bottom - tableView.bounds.height)
    }
  }
#endif
