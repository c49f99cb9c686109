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
  ///   other than a whole row) and k items kept, each copied with one addition; O(c) alone
  ///   when every replacement lies in the tail and brings items of its extent along the flow.
  mutating func edit(
    _ edit: SectionEdit, count: Int, flow prototype: RowFlow, size: (Int) -> ElementSize,
    diagnostics: inout [LayoutDiagnostic]
  ) -> CGFloat {
    let replacements = edit.replacements
    let origin = prototype.flowOrigin
    guard let lastReplaced = replacements.last?.previous.upperBound else {
      return lastRowEnd.map { $0 - origin } ?? 0
    }
    // Items of the tail replaced by items of its extent keep it whole: nothing before them is
    // stored. The sizes asked on the way are remembered for the placing, should one differ.
    var asked: [Int: ElementSize] = [:]
    if let tail {
      let replaced = tail.replacing(replacements) { item in
        let itemSize = size(item)
        asked[item] = itemSize
        return itemSize
      }
      if let replaced, itemFrames.count + replaced.count == count {
        estimatedCount += replaced.estimatedCount - tail.estimatedCount
        self.tail = replaced
        return lastRowEnd.map { $0 - origin } ?? 0
      }
    }
    func sizeOf(_ item: Int) -> ElementSize {
      asked.isEmpty ? size(item) : asked[item] ?? size(item)
    }
    // The tail's rows up to the item after the last replacement are stored, with a row more:
    // the rows an edit places again, and the one it resumes copying at, are then all stored.
    // The rows after them stay the tail, moved as the kept rows before it are.
    storeTail(throughItem: lastReplaced + (tail?.columns ?? 0))
    if prototype.closesRowPerCell, count == itemCount, rows.count == itemFrames.count,
      replacements.allSatisfy({ $0.previous == $0.current })
    {
      return resizeInPlace(replacements, flow: prototype, size: sizeOf, diagnostics: &diagnostics)
    }
    var pass = EditPass(
      taking: &self, replacements: replacements, count: count, flow: prototype)
    pass.run(size: sizeOf, diagnostics: &diagnostics)
    return pass.finish(into: &self)
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

/// One general edit of a section's layout (``SectionLayout/edit(_:count:flow:size:diagnostics:)``):
/// the old rows and frames, taken out of the layout, are copied where they are kept and placed
/// again around each replacement into new arrays, which ``finish(into:)`` stores back.
///
/// Copying and placing alternate: the old rows from `copyRow` on are copied, moved by `distance`
/// and renumbered by `renumbering`, up to the row placed again for the replacement at `next`;
/// then the items from there are placed, through the replacement, until an unchanged item starts
/// a row where it started one before (copying resumes there) or the section ends.
private struct EditPass {
  let replacements: [LayoutInvalidation.ItemReplacement]
  /// A fresh flow of the section; each run of placed items starts from a copy.
  let prototype: RowFlow
  /// The section's new item count.
  let count: Int
  let direction: ScrollDirection
  /// Where every cell is a row of its own, no replaced item can join the row before it and an
  /// unchanged item always starts a row: neither neighbour is placed (nor measured) again.
  let closesRowPerCell: Bool

  let oldRows: [SectionLayout.Row]
  let oldFrames: [CGRect]
  let oldEstimated: [Bool]
  let oldEstimates: [CGSize]
  let oldEstimatedCount: Int
  let oldTail: UniformTail?

  var flags: EstimateFlags
  var frames: [CGRect] = []
  var newRows: [SectionLayout.Row] = []

  var copyRow = 0
  var distance: CGFloat = 0
  var renumbering = 0
  var next = 0
  /// Where the items end along the flow, when they were placed to the section's end (the
  /// tail's items with them) rather than copying resuming.
  var placedToEnd: CGFloat?

  /// Takes `layout`'s rows and frames out of it, leaving them empty until ``finish(into:)``.
  init(
    taking layout: inout SectionLayout, replacements: [LayoutInvalidation.ItemReplacement],
    count: Int, flow prototype: RowFlow
  ) {
    self.replacements = replacements
    self.prototype = prototype
    self.count = count
    direction = layout.flow
    closesRowPerCell = prototype.closesRowPerCell
    var rows: [SectionLayout.Row] = []
    var frames: [CGRect] = []
    swap(&rows, &layout.rows)
    swap(&frames, &layout.itemFrames)
    oldRows = rows
    oldFrames = frames
    oldTail = layout.tail
    (oldEstimated, oldEstimates) = (layout.estimated, layout.estimates)
    oldEstimatedCount = layout.estimatedCount - (layout.tail?.estimatedCount ?? 0)
    // Room for the items stored, the tail's left out: those placed beyond it make room.
    let storedCount = max(0, count - (layout.tail?.count ?? 0))
    flags = EstimateFlags(capacity: storedCount)
    self.frames.reserveCapacity(storedCount)
    newRows.reserveCapacity(rows.count + 16)
  }

  /// Copies and places until the section is laid out.
  mutating func run(size: (Int) -> ElementSize, diagnostics: inout [LayoutDiagnostic]) {
    while true {
      let stopRow = copyEnd(before: next)
      copyKeptRows(upTo: stopRow)
      guard next < replacements.count,
        placeReplacement(from: stopRow, size: size, diagnostics: &diagnostics)
      else { return }
    }
  }

  /// Stores the new rows and frames in `layout`; returns where the last row ends along the
  /// flow, from the start of the items block.
  mutating func finish(into layout: inout SectionLayout) -> CGFloat {
    layout.itemFrames = frames
    layout.rows = newRows
    if let placedToEnd {
      flags.store(into: &layout, tail: nil)
      return placedToEnd
    }
    flags.store(into: &layout, tail: oldTail?.shifted(by: distance, renumbering: renumbering))
    return layout.lastRowEnd.map { $0 - prototype.flowOrigin } ?? 0
  }

  /// The last row starting before the previous section's item `item`: the one placed again for
  /// a replacement starting there, since its first replaced item may join it (a row is closed
  /// by the item after it); -1 when none does.
  private func rowPlacedAgain(before item: Int) -> Int {
    ListLayout.partition(oldRows.indices) { oldRows[$0].firstItem >= item } - 1
  }

  /// Where copying stops before the replacement at `index` (all rows after the last one): at
  /// the row placed again for it, or after that row when every cell is a row of its own.
  private func copyEnd(before index: Int) -> Int {
    guard index < replacements.count else { return oldRows.count }
    let row = rowPlacedAgain(before: replacements[index].previous.lowerBound)
    return closesRowPerCell ? row + 1 : row
  }

  /// The old row that the unchanged item `item` (new index) starts when it starts a row where
  /// it started one before, with at least that row to copy before the replacement at
  /// `replacement`; `nil` otherwise.
  private func keptRow(startingWith item: Int, after replacement: Int) -> Int? {
    // Unchanged items after the replacements passed are as far from their previous indices as
    // those replacements moved them.
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

  /// Copies the old rows from `copyRow` up to `stopRow`, moved and renumbered, with their
  /// frames and estimates.
  private mutating func copyKeptRows(upTo stopRow: Int) {
    guard stopRow > copyRow else { return }
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
        SectionLayout.Row(
          firstItem: row.firstItem + renumbering, start: row.start + distance,
          end: row.end + distance))
    }
  }

  /// Places the items from the row placed again at `stopRow` (or right after the kept rows,
  /// where every cell is a row of its own), through the replacement at ``next``, until an
  /// unchanged item starts a row where it started one before; returns whether copying resumes
  /// there, false when the items were placed to the section's end.
  private mutating func placeReplacement(
    from stopRow: Int, size: (Int) -> ElementSize, diagnostics: inout [LayoutDiagnostic]
  ) -> Bool {
    var items = prototype
    var placedSizes: [ElementSize] = []
    let diagnosticsBefore = items.diagnostics.count
    defer { diagnostics += items.diagnostics[diagnosticsBefore...] }
    if closesRowPerCell {
      if let previousEnd = newRows.last?.end {
        items.start(atItem: frames.count, afterRowEndingAt: previousEnd)
      }
    } else if stopRow >= 0 {
      let row = oldRows[stopRow]
      items.start(
        at: SectionLayout.Row(
          firstItem: row.firstItem + renumbering, start: row.start + distance,
          end: row.end + distance),
        afterRowEndingAt: newRows.last?.end ?? prototype.flowOrigin)
    }
    var replacement = next
    var item = items.firstItem
    while item < count {
      while replacement < replacements.count,
        replacements[replacement].current.upperBound <= item
      {
        replacement += 1
      }
      let isReplaced =
        replacement < replacements.count && replacements[replacement].current.lowerBound <= item
      // An unchanged item that starts a row where one started before ends the placing: from
      // its row on, the old rows are kept. Where every cell is a row of its own that is known
      // before the item is placed, so it is not measured.
      if !isReplaced, closesRowPerCell, let row = keptRow(startingWith: item, after: replacement) {
        items.finish()
        keep(items, sizes: placedSizes[...])
        rejoin(at: row, item: item, rowStart: items.currentRowStart, replacement: replacement)
        return true
      }
      let itemSize = size(item)
      items.append(itemSize.size)
      placedSizes.append(itemSize)
      if !isReplaced, !closesRowPerCell, items.lastCellStartedRow,
        let row = keptRow(startingWith: item, after: replacement)
      {
        // The cell just placed starts the first kept row: its earlier frame is kept.
        keep(items, sizes: placedSizes.dropLast(), dropLastFrame: true)
        rejoin(at: row, item: item, rowStart: items.currentRowStart, replacement: replacement)
        return true
      }
      item += 1
    }
    // Placed to the end: the tail's items were placed with the others.
    items.finish()
    keep(items, sizes: placedSizes[...])
    placedToEnd = items.flowLength
    return false
  }

  /// Keeps the frames and rows `items` placed, and their sizes' estimates; without the last
  /// frame when `dropLastFrame`.
  private mutating func keep(
    _ items: RowFlow, sizes: ArraySlice<ElementSize>, dropLastFrame: Bool = false
  ) {
    frames.append(contentsOf: items.frames[..<(items.frames.count - (dropLastFrame ? 1 : 0))])
    for placed in sizes { flags.append(placed) }
    newRows.append(contentsOf: items.rows)
  }

  /// Resumes copying at old row `row`, which the unchanged item `item` starts at `rowStart`,
  /// before the replacement at `replacement`.
  private mutating func rejoin(at row: Int, item: Int, rowStart: CGFloat, replacement: Int) {
    distance = rowStart - oldRows[row].start
    renumbering = item - oldRows[row].firstItem
    copyRow = row
    next = replacement
  }
}
