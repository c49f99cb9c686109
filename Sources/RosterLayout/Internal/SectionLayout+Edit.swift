import Foundation

extension SectionLayout {
  /// Turns this layout of a section into the layout of the same section after `edit`, in one
  /// pass: the rows before the first replacement are kept, each replacement's items are placed,
  /// and as soon as an unchanged item after it starts a row where it started one before, the
  /// rows from there up to the next replacement are kept too, shifted along the flow and
  /// renumbered. Returns where the last row ends along the flow, from the start of the items
  /// block.
  ///
  /// The kept rows are those a full layout gives: a row's place depends only on where it
  /// starts and on its own items' sizes. Positions are shifted by one addition each, which
  /// rounds as the full layout's running sum does whenever sizes and spacing are whole
  /// numbers (or any values summing exactly, as halves do).
  ///
  /// - Parameters:
  ///   - edit: what changed, normalized against this layout's and the new item count.
  ///   - count: the section's new item count.
  ///   - prototype: a fresh flow of the section, with this layout's metrics and origin; each
  ///     run of placed items starts from a copy.
  ///   - size: the preferred size of the new section's item at an index, sanitized.
  ///   - diagnostics: where the placed items' diagnostics go.
  /// - Complexity: O(e log r + c + k) for e replacements, r rows, c items placed (the changed
  ///   ones and, unless every cell is a row of its own, their rows' neighbours; every item
  ///   after a replacement when no row starts where it did, as in a grid whose count changed by
  ///   other than a whole row) and k items kept, each copied with one addition.
  mutating func edit(
    _ edit: SectionEdit, count: Int, flow prototype: RowFlow, size: (Int) -> ElementSize,
    diagnostics: inout [LayoutDiagnostic]
  ) -> CGFloat {
    let replacements = edit.replacements
    let origin = prototype.flowOrigin
    guard let lastReplaced = replacements.last?.previous.upperBound else {
      return lastRowEnd.map { $0 - origin } ?? 0
    }
    // The tail's rows up to the item after the last replacement are stored, with a row more:
    // the rows an edit places again, and the one it resumes copying at, are then all stored.
    // The rows after them stay the tail, moved as the kept rows before it are.
    storeTail(throughItem: lastReplaced + (tail?.columns ?? 0))
    if prototype.closesRowPerCell, count == itemCount, rows.count == itemFrames.count,
      replacements.allSatisfy({ $0.previous == $0.current })
    {
      return resizeInPlace(replacements, flow: prototype, size: size, diagnostics: &diagnostics)
    }
    let oldTail = tail
    var oldRows: [Row] = []
    var oldFrames: [CGRect] = []
    swap(&oldRows, &rows)
    swap(&oldFrames, &itemFrames)
    let (oldEstimated, oldEstimates) = (estimated, estimates)
    let oldEstimatedCount = estimatedCount - (oldTail?.count ?? 0)
    // Room for the items stored, the tail's left out: those placed beyond it make room.
    let storedCount = max(0, count - (oldTail?.count ?? 0))
    var flags = EstimateFlags(capacity: storedCount)
    var frames: [CGRect] = []
    frames.reserveCapacity(storedCount)
    var newRows: [Row] = []
    newRows.reserveCapacity(oldRows.count + 16)
    let direction = flow

    // Where every cell is a row of its own, no replaced item can join the row before it and
    // an unchanged item always starts a row: neither neighbour is placed (nor measured) again.
    let closesRowPerCell = prototype.closesRowPerCell

    /// The last row starting before the previous section's item `item`: the one placed again
    /// for a replacement starting there, since its first replaced item may join it (a row is
    /// closed by the item after it); -1 when none does.
    func rowPlacedAgain(before item: Int) -> Int {
      ListLayout.partition(oldRows.indices) { oldRows[$0].firstItem >= item } - 1
    }

    /// Where copying stops before the replacement at `index` (all rows after the last one):
    /// at the row placed again for it, or after that row when every cell is a row of its own.
    func copyEnd(before index: Int) -> Int {
      guard index < replacements.count else { return oldRows.count }
      let row = rowPlacedAgain(before: replacements[index].previous.lowerBound)
      return closesRowPerCell ? row + 1 : row
    }

    /// The old row that the unchanged item `item` (new index) starts when it starts a row
    /// where it started one before, with at least that row to copy before the replacement at
    /// `replacement`; `nil` otherwise.
    func keptRow(startingWith item: Int, after replacement: Int) -> Int? {
      // Unchanged items after the replacements passed are as far from their previous indices
      // as those replacements moved them.
      let offset =
        replacement == 0
        ? 0
        : replacements[replacement - 1].previous.upperBound
          - replacements[replacement - 1].current.upperBound
      let previousItem = item + offset
      let row = ListLayout.partition(oldRows.indices) { oldRows[$0].firstItem >= previousItem }
      guard row < oldRows.count, oldRows[row].firstItem == previousItem,
        copyEnd(before: replacement) > row
      else { return nil }
      return row
    }

    // Copying: old rows from `copyRow` on, moved by `distance` and renumbered by `renumbering`,
    // up to `copyEnd(before: next)`.
    var copyRow = 0
    var distance: CGFloat = 0
    var renumbering = 0
    var next = 0
    while true {
      let stopRow = copyEnd(before: next)
      if stopRow > copyRow {
        let itemEnd = stopRow < oldRows.count ? oldRows[stopRow].firstItem : oldFrames.count
        let kept = oldFrames[oldRows[copyRow].firstItem..<itemEnd]
        flags.append(
          contentsOf: oldEstimated, estimates: oldEstimates, estimatedCount: oldEstimatedCount,
          kept.indices)
        if distance == 0 {
          frames.append(contentsOf: kept)
        } else {
          for frame in kept { frames.append(direction.offset(frame, by: distance)) }
        }
        for row in oldRows[copyRow..<stopRow] {
          newRows.append(
            Row(
              firstItem: row.firstItem + renumbering, start: row.start + distance,
              end: row.end + distance))
        }
      }
      guard next < replacements.count else { break }

      // Placing: from the row placed again (or right after the kept rows, where every cell is
      // a row of its own), through the replacement, until an unchanged item starts a row where
      // it started one before.
      var items = prototype
      var placedSizes: [ElementSize] = []
      let diagnosticsBefore = items.diagnostics.count
      if closesRowPerCell {
        if let previousEnd = newRows.last?.end {
          items.start(atItem: frames.count, afterRowEndingAt: previousEnd)
        }
      } else if stopRow >= 0 {
        let row = oldRows[stopRow]
        items.start(
          at: Row(
            firstItem: row.firstItem + renumbering, start: row.start + distance,
            end: row.end + distance),
          afterRowEndingAt: newRows.last?.end ?? origin)
      }
      var replacement = next
      var rejoined = false
      /// Resumes copying at old row `row`, which the unchanged item `item` starts at `rowStart`.
      func rejoin(at row: Int, item: Int, rowStart: CGFloat, replacement: Int) {
        distance = rowStart - oldRows[row].start
        renumbering = item - oldRows[row].firstItem
        copyRow = row
        next = replacement
        rejoined = true
      }
      var item = items.firstItem
      while item < count {
        while replacement < replacements.count,
          replacements[replacement].current.upperBound <= item
        {
          replacement += 1
        }
        let isReplaced =
          replacement < replacements.count
          && replacements[replacement].current.lowerBound <= item
        // An unchanged item that starts a row where one started before ends the placing: from
        // its row on, the old rows are kept. Where every cell is a row of its own that is known
        // before the item is placed, so it is not measured.
        if !isReplaced, closesRowPerCell, let row = keptRow(startingWith: item, after: replacement)
        {
          items.finish()
          frames.append(contentsOf: items.frames)
          for placed in placedSizes { flags.append(placed) }
          newRows.append(contentsOf: items.rows)
          rejoin(at: row, item: item, rowStart: items.currentRowStart, replacement: replacement)
          break
        }
        let itemSize = size(item)
        items.append(itemSize.size)
        placedSizes.append(itemSize)
        if !isReplaced, !closesRowPerCell, items.lastCellStartedRow,
          let row = keptRow(startingWith: item, after: replacement)
        {
          // The cell just placed starts the first kept row: its earlier frame is kept.
          frames.append(contentsOf: items.frames[..<(items.frames.count - 1)])
          for placed in placedSizes.dropLast() { flags.append(placed) }
          newRows.append(contentsOf: items.rows)
          rejoin(at: row, item: item, rowStart: items.currentRowStart, replacement: replacement)
          break
        }
        item += 1
      }
      diagnostics += items.diagnostics[diagnosticsBefore...]
      guard !rejoined else { continue }
      // Placed to the end: the tail's items were placed with the others.
      items.finish()
      frames.append(contentsOf: items.frames)
      for placed in placedSizes { flags.append(placed) }
      newRows.append(contentsOf: items.rows)
      itemFrames = frames
      rows = newRows
      flags.store(into: &self, tail: nil)
      return items.flowLength
    }
    itemFrames = frames
    rows = newRows
    flags.store(
      into: &self, tail: oldTail?.shifted(by: distance, renumbering: renumbering))
    return lastRowEnd.map { $0 - origin } ?? 0
  }

  /// ``edit(_:count:flow:size:diagnostics:)`` for an edit that only gives items new sizes in
  /// place (every replacement as long before as after) in a section whose every cell is a row
  /// of its own: the replaced items are placed again and every later row moved, in the arrays
  /// as they are. The rows before the first replacement are not touched, where the general
  /// path copies them into new arrays: measuring a few rows of a long list costs the rows after
  /// them, not the whole section.
  ///
  /// - Complexity: O(c + k) for c items placed and k items after the first of them.
  private mutating func resizeInPlace(
    _ replacements: [LayoutInvalidation.ItemReplacement], flow prototype: RowFlow,
    size: (Int) -> ElementSize, diagnostics: inout [LayoutDiagnostic]
  ) -> CGFloat {
    let direction = flow
    // How far the rows after the replacement placed last moved.
    var shift: CGFloat = 0
    var movedFrom = replacements[0].current.lowerBound
    func move(_ items: Range<Int>) {
      guard shift != 0 else { return }
      for item in items {
        itemFrames[item] = direction.offset(itemFrames[item], by: shift)
        rows[item].start += shift
        rows[item].end += shift
      }
    }
    for replacement in replacements {
      let range = replacement.current
      move(movedFrom..<range.lowerBound)
      var items = prototype
      if range.lowerBound > 0 {
        items.start(atItem: range.lowerBound, afterRowEndingAt: rows[range.lowerBound - 1].end)
      }
      for item in range {
        let itemSize = size(item)
        items.append(itemSize.size)
        setEstimate(itemSize, ofItem: item)
      }
      items.finish()
      diagnostics += items.diagnostics
      let oldEnd = rows[range.upperBound - 1].end
      for (offset, item) in range.enumerated() {
        itemFrames[item] = items.frames[offset]
        rows[item] = items.rows[offset]
      }
      shift = rows[range.upperBound - 1].end - oldEnd
      movedFrom = range.upperBound
    }
    move(movedFrom..<itemFrames.count)
    tail = tail?.shifted(by: shift, renumbering: 0)
    if estimatedCount == 0 {
      estimated = []
      estimates = []
    }
    return lastRowEnd.map { $0 - prototype.flowOrigin } ?? 0
  }

  /// Records whether the item at `item` is placed at an estimate (`size`), in place.
  private mutating func setEstimate(_ size: ElementSize, ofItem item: Int) {
    if estimated.isEmpty {
      guard size.isEstimated else { return }
      estimated = [Bool](repeating: false, count: itemFrames.count)
      estimates = [CGSize](repeating: .zero, count: itemFrames.count)
    }
    if estimated[item] { estimatedCount -= 1 }
    if size.isEstimated { estimatedCount += 1 }
    estimated[item] = size.isEstimated
    estimates[item] = size.isEstimated ? size.size : .zero
  }
}
