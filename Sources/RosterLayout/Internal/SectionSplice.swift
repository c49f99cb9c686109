import Foundation

/// Which items of a section an edit may have changed, against the section's previous and new
/// item counts: a run of leading items and a run of trailing items that are the same items,
/// with the same sizes, before and after; whatever lies between was replaced.
struct SectionSplice {
  /// How many leading items are unchanged, in both.
  var unchangedItems: Int
  /// Where the unchanged trailing items start in the previous section.
  var previousTailStart: Int
  /// Where the same trailing items start in the new section.
  var tailStart: Int

  /// Normalizes what an invalidation says: items before `unchangedItems` are unchanged, and
  /// so are the items after `previousEnd` (previous section) and `end` (new section) — as
  /// many as follow both, counted from the end. Any value out of range only shortens the
  /// unchanged runs.
  init(unchangedItems: Int, previousEnd: Int, end: Int, previousCount: Int, count: Int) {
    let unchanged = max(0, min(unchangedItems, previousCount, count))
    let tail = max(
      0, min(previousCount - max(previousEnd, unchanged), count - max(end, unchanged)))
    self.unchangedItems = unchanged
    previousTailStart = previousCount - tail
    tailStart = count - tail
  }
}

extension SectionLayout {
  /// Turns this layout of a section into the layout of the same section after `splice`, in
  /// place: the rows before the first changed item are kept, the changed items are placed,
  /// and as soon as an unchanged trailing item starts a row where it started one before, the
  /// rows from there on are kept too, shifted along the flow and renumbered. Returns where the
  /// last row ends along the flow, from the start of the items block.
  ///
  /// The shifted rows are those a full layout gives: a row's place depends only on where it
  /// starts and on its own items' sizes. Positions are shifted by one addition each, which
  /// rounds as the full layout's running sum does whenever sizes and spacing are whole
  /// numbers (or any values summing exactly, as halves do).
  ///
  /// - Parameters:
  ///   - splice: what changed, normalized against this layout's and the new item count.
  ///   - count: the section's new item count.
  ///   - items: a fresh flow of the section, with this layout's metrics and origin.
  ///   - size: the preferred size of the new section's item at an index, sanitized.
  /// - Complexity: O(log r + c + t) for r rows, c items placed (the changed ones and their
  ///   rows' neighbours; every item after the first changed one when no row starts where it
  ///   did, as in a grid whose count changed by other than a whole row) and t items after
  ///   them, each shifted by one addition.
  mutating func splice(
    _ splice: SectionSplice, count: Int, flow items: inout RowFlow, size: (Int) -> CGSize
  ) -> CGFloat {
    // The last row starting before the first changed item is placed again: that item may
    // join it (a row is closed by the item after it).
    let resumeRow =
      ListLayout.partition(rows.indices) { rows[$0].firstItem >= splice.unchangedItems } - 1
    var firstRow = 0
    if resumeRow > 0 {
      items.start(at: rows[resumeRow], afterRowEndingAt: rows[resumeRow - 1].end)
      firstRow = resumeRow
    }
    let firstItem = items.firstItem
    // With no unchanged trailing items every remaining item is placed.
    if splice.tailStart == count { items.reserveCapacity(count - firstItem) }
    var tailRow: Int?
    for item in firstItem..<max(firstItem, count) {
      items.append(size(item))
      guard item >= splice.tailStart, items.lastCellStartedRow else { continue }
      let previousItem = item - splice.tailStart + splice.previousTailStart
      var row =
        tailRow ?? ListLayout.partition(rows.indices) { rows[$0].firstItem >= previousItem }
      while row < rows.count, rows[row].firstItem < previousItem { row += 1 }
      tailRow = row
      guard row < rows.count, rows[row].firstItem == previousItem else { continue }
      rejoin(
        at: item, previousItem: previousItem, previousRow: row, firstItem: firstItem,
        firstRow: firstRow, flow: items)
      return rows[rows.count - 1].end - items.flowOrigin
    }
    items.finish()
    itemFrames.replaceSubrange(firstItem..., with: items.frames)
    rows.replaceSubrange(firstRow..., with: items.rows)
    return items.flowLength
  }

  /// Keeps the rows from `previousRow` on (whose first item, `previousItem`, is now `item`
  /// and starts a row of `items` too) after the rows `items` placed, moved to where that row
  /// now starts.
  private mutating func rejoin(
    at item: Int, previousItem: Int, previousRow: Int, firstItem: Int, firstRow: Int,
    flow items: RowFlow
  ) {
    let distance = items.currentRowStart - rows[previousRow].start
    let renumbering = item - previousItem
    // The cell just placed starts the first kept row: its earlier frame is kept instead.
    itemFrames.replaceSubrange(
      firstItem..<previousItem, with: items.frames[..<(items.frames.count - 1)])
    rows.replaceSubrange(firstRow..<previousRow, with: items.rows)
    guard distance != 0 || renumbering != 0 else { return }
    let flow = self.flow
    itemFrames.withUnsafeMutableBufferPointer { frames in
      for index in item..<frames.count { frames[index] = flow.offset(frames[index], by: distance) }
    }
    rows.withUnsafeMutableBufferPointer { rows in
      for index in (firstRow + items.rows.count)..<rows.count {
        rows[index].firstItem += renumbering
        rows[index].start += distance
        rows[index].end += distance
      }
    }
  }
}
