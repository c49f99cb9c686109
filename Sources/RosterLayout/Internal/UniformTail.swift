import Foundation

/// The items at the end of a section placed past a layout's horizon: every one at the same
/// estimated size, in rows of equal extent (a cell per row, or equal columns), so each frame and
/// row is a product of its index and kept as one value, not one per item. A million rows of a
/// list never scrolled to cost a few numbers.
///
/// Positions are `start + index × stride`: equal to the running sums of a row-by-row layout
/// whenever the sizes and spacing are whole numbers (or any values summing exactly, as halves
/// do).
///
/// An item measured at the estimate's extent along the flow stays in the tail, no longer
/// estimated (``measuredItems``): its frame is the one the tail gives it, since a cell's place
/// in rows of one cell or of equal columns depends only on that extent. A table's rows, each
/// one line tall, are measured wherever the cursor lands without storing the rows before it.
struct UniformTail: Sendable, Equatable {
  /// The index of the tail's first item in its section.
  var firstItem: Int
  /// How many items the tail holds; at least one.
  var count: Int
  /// The estimated size each item is placed at.
  var estimate: CGSize
  /// The section's flow: the axis the rows follow one another along.
  var flow: ScrollDirection
  /// Where the tail's first row starts along the flow, in the section's coordinates.
  var start: CGFloat
  /// Each row's extent along the flow: the estimate's.
  var rowExtent: CGFloat
  /// The space between rows.
  var lineSpacing: CGFloat
  /// How many cells a row holds; at least one.
  var columns: Int
  /// How far apart the columns start across the flow.
  var columnStride: CGFloat
  /// How far across the flow a column may start: a column past it starts there.
  var lastColumnStart: CGFloat
  /// Each cell's extent across the flow.
  var cellExtent: CGFloat
  /// Where the items block starts across the flow, in the section's coordinates.
  var crossOrigin: CGFloat
  /// The items of the tail measured at exactly its extent along the flow: placed as the
  /// others, but not estimated.
  var measuredItems: Set<Int> = []

  /// How many of the tail's items are placed at an estimate.
  var estimatedCount: Int { count - measuredItems.count }

  /// Whether the section's item `item` is one of the tail's placed at an estimate.
  func isEstimated(_ item: Int) -> Bool {
    items.contains(item) && !measuredItems.contains(item)
  }

  /// The number of rows the tail's items fill.
  var rowCount: Int { (count + columns - 1) / columns }

  /// The items of the tail.
  var items: Range<Int> { firstItem..<(firstItem + count) }

  /// How far one row starts after the one before it.
  private var rowStride: CGFloat { rowExtent + lineSpacing }

  /// Where the tail's row `index` starts along the flow.
  private func rowStart(_ index: Int) -> CGFloat {
    start + CGFloat(index) * rowStride
  }

  /// The tail's row `index` (0 for its first), numbered and placed as in its section.
  func row(_ index: Int) -> SectionLayout.Row {
    let start = rowStart(index)
    return SectionLayout.Row(
      firstItem: firstItem + index * columns, start: start, end: start + rowExtent)
  }

  /// The frame of the section's item `item`, one of ``items``.
  func frame(ofItem item: Int) -> CGRect {
    let offset = item - firstItem
    let column = offset % columns
    let cross = columns == 1 ? 0 : min(CGFloat(column) * columnStride, lastColumnStart)
    return flow.rect(
      main: rowStart(offset / columns), cross: crossOrigin + cross, mainLength: rowExtent,
      crossLength: cellExtent)
  }

  /// Where the tail's last row ends along the flow.
  var end: CGFloat { row(rowCount - 1).end }

  /// The tail from its row `rows` on, the earlier rows taken out of it: `nil` when none is left.
  func dropping(rows: Int) -> UniformTail? {
    let items = rows * columns
    guard items < count else { return nil }
    var rest = self
    rest.firstItem += items
    rest.count -= items
    rest.start = rowStart(rows)
    if !measuredItems.isEmpty {
      rest.measuredItems = measuredItems.filter { $0 >= rest.firstItem }
    }
    return rest
  }

  /// The tail moved `distance` along the flow and renumbered by `renumbering` items: what the
  /// rows after an edit of the items before it make of it.
  func shifted(by distance: CGFloat, renumbering: Int) -> UniformTail {
    var moved = self
    moved.start += distance
    moved.firstItem += renumbering
    if renumbering != 0, !measuredItems.isEmpty {
      moved.measuredItems = Set(measuredItems.lazy.map { $0 + renumbering })
    }
    return moved
  }
}

extension UniformTail {
  /// The tail after `replacements` (normalized, in order), when each one lies inside it and
  /// every item it brings has the tail's extent along the flow, estimated at exactly its
  /// estimate or measured: each frame stays a product of its index, the measured items are
  /// no longer estimated, and the tail grows or shrinks by what was inserted or deleted. `nil`
  /// when a size differs, a replacement reaches outside the tail, or nothing would be left of
  /// it: the items must then be placed.
  ///
  /// - Parameter size: the size of the new section's item at an index; asked once per item
  ///   brought, in order, until one differs.
  /// - Complexity: O(c + m log m) for c items brought and m items of the tail measured before.
  func replacing(
    _ replacements: [LayoutInvalidation.ItemReplacement], size: (Int) -> ElementSize
  ) -> UniformTail? {
    var newCount = count
    for replacement in replacements {
      guard replacement.previous.lowerBound >= firstItem,
        replacement.current.lowerBound >= firstItem,
        replacement.previous.upperBound <= firstItem + count
      else { return nil }
      newCount += replacement.current.count - replacement.previous.count
    }
    guard newCount > 0 else { return nil }
    var measured: Set<Int> = []
    for replacement in replacements {
      for item in replacement.current {
        let itemSize = size(item)
        if itemSize.isEstimated {
          guard itemSize.size == estimate else { return nil }
        } else {
          guard flow.main(of: itemSize.size) == rowExtent else { return nil }
          measured.insert(item)
        }
      }
    }
    // The items measured before, but those replaced, where the replacements before them put
    // them.
    var index = 0
    var shift = 0
    for item in measuredItems.sorted() {
      while index < replacements.count, replacements[index].previous.upperBound <= item {
        shift += replacements[index].current.count - replacements[index].previous.count
        index += 1
      }
      if index < replacements.count, replacements[index].previous.contains(item) { continue }
      measured.insert(item + shift)
    }
    var tail = self
    tail.count = newCount
    tail.measuredItems = measured
    return tail
  }
}
