import Foundation

/// Places a section's cells into rows, one cell at a time, by the section's `Distribution`.
///
/// Works in the section's own axes: `u` along its flow (where rows follow one another), `v`
/// across it (where a row's cells sit side by side), both measured from the start of the items
/// block; frames come out in the section's coordinates, moved by `origin`.
struct RowFlow {
  private enum Mode {
    case entireRow
    case equally
    case proportionally
    case lastCellFilling
  }

  private let metrics: SectionMetrics
  private let mode: Mode
  private let section: Int
  private let flow: ScrollDirection
  private let origin: CGPoint
  private let flowOrigin: CGFloat
  /// How far past the row's end a cell may reach and still count as fitting, so that cells
  /// whose widths add up to the row exactly are not wrapped by a rounding error.
  private let tolerance: CGFloat

  /// The frames placed so far, in item order.
  private(set) var frames: [CGRect] = []
  /// The rows closed so far.
  private(set) var rows: [SectionLayout.Row] = []
  /// What was wrong with the cells.
  private(set) var diagnostics: [LayoutDiagnostic] = []
  /// Where the last closed row ends along the flow axis, from the start of the block.
  private(set) var flowLength: CGFloat = 0
  /// How far across the flow any cell reaches, from the start of the block.
  private(set) var crossLength: CGFloat = 0

  private var rowStart: CGFloat = 0
  private var rowMainExtent: CGFloat = 0
  private var rowCursor: CGFloat = 0
  private var rowCount = 0
  private var lastCellOffset: CGFloat = 0

  init(
    metrics: SectionMetrics, distribution: Distribution, section: Int, flow: ScrollDirection,
    origin: CGPoint, capacity: Int
  ) {
    frames.reserveCapacity(capacity)
    self.metrics = metrics
    self.section = section
    self.flow = flow
    self.origin = origin
    flowOrigin = flow.main(of: origin)
    tolerance = max(1, metrics.rowExtent) * 1e-9
    switch distribution {
    case .entireRow: mode = .entireRow
    case .equally: mode = .equally
    case .proportionally: mode = .proportionally
    case .proportionallyWithLastCellFillingWidth:
      mode = .lastCellFilling
      if metrics.minimumWidth > metrics.rowExtent {
        diagnostics.append(
          .minimumWidthExceedsRow(
            section: section, minimumWidth: metrics.minimumWidth, rowExtent: metrics.rowExtent))
      }
    }
  }

  /// Places the next cell, whose preferred size is `size` (finite, not negative).
  ///
  /// - Complexity: O(1) amortized.
  mutating func append(_ size: CGSize) {
    let preferredMain = flow.main(of: size)
    let preferredCross = flow.cross(of: size)
    let rowExtent = metrics.rowExtent
    let spacing = metrics.interitemSpacing
    switch mode {
    case .entireRow:
      closeRow()
      place(at: 0, crossExtent: rowExtent, mainExtent: preferredMain)
    case .equally:
      if rowCount == metrics.columns { closeRow() }
      let offset = CGFloat(rowCount) * (metrics.columnExtent + spacing)
      place(
        at: min(offset, rowExtent), crossExtent: metrics.columnExtent, mainExtent: preferredMain)
    case .proportionally, .lastCellFilling:
      if preferredCross > rowExtent && rowExtent > 0 {
        diagnostics.append(
          .itemExceedsRow(
            IndexPath(item: frames.count, section: section), itemExtent: preferredCross,
            rowExtent: rowExtent))
      }
      let crossExtent = min(preferredCross, rowExtent)
      if rowCount > 0 {
        let needed = mode == .lastCellFilling ? max(crossExtent, metrics.minimumWidth) : crossExtent
        if rowExtent - (rowCursor + spacing) + tolerance < needed { closeRow() }
      }
      let offset = rowCount == 0 ? 0 : rowCursor + spacing
      place(
        at: offset, crossExtent: min(crossExtent, max(0, rowExtent - offset)),
        mainExtent: preferredMain)
    }
  }

  /// Takes over the rows of `previous` (the same section's earlier layout, with the same
  /// metrics and origin) that the first `count` items decide alone, and returns the index of
  /// the first item still to place.
  ///
  /// A row is closed by the item after it (it did not fit, or the row was full), so the last
  /// row starting before item `count` is placed again: item `count` may join it.
  ///
  /// - Complexity: O(k) for the k items kept.
  mutating func resume(from previous: SectionLayout, keepingItemsBefore count: Int) -> Int {
    guard let row = previous.rows.lastIndex(where: { $0.firstItem < count }), row > 0 else {
      return 0
    }
    let firstItem = previous.rows[row].firstItem
    frames = Array(previous.itemFrames[..<firstItem])
    rows = Array(previous.rows[..<row])
    flowLength = previous.rows[row - 1].end - flowOrigin
    rowStart = previous.rows[row].start - flowOrigin
    let crossOrigin = flow.cross(of: origin)
    crossLength = frames.reduce(0) { reach, frame in
      max(reach, flow.cross(of: CGPoint(x: frame.maxX, y: frame.maxY)) - crossOrigin)
    }
    return firstItem
  }

  /// Closes the last row; call once, after the last cell.
  mutating func finish() {
    closeRow()
  }

  private mutating func place(at offset: CGFloat, crossExtent: CGFloat, mainExtent: CGFloat) {
    frames.append(frame(at: offset, crossExtent: crossExtent, mainExtent: mainExtent))
    rowMainExtent = max(rowMainExtent, mainExtent)
    rowCursor = offset + crossExtent
    crossLength = max(crossLength, rowCursor)
    lastCellOffset = offset
    rowCount += 1
  }

  private mutating func closeRow() {
    guard rowCount > 0 else { return }
    if mode == .lastCellFilling, let last = frames.indices.last {
      let mainExtent = flow.main(of: frames[last].size)
      let crossExtent = max(0, metrics.rowExtent - lastCellOffset)
      frames[last] = frame(at: lastCellOffset, crossExtent: crossExtent, mainExtent: mainExtent)
      crossLength = max(crossLength, lastCellOffset + crossExtent)
    }
    let end = rowStart + rowMainExtent
    rows.append(
      SectionLayout.Row(
        firstItem: frames.count - rowCount, start: flowOrigin + rowStart, end: flowOrigin + end))
    flowLength = end
    rowStart = end + metrics.lineSpacing
    rowMainExtent = 0
    rowCursor = 0
    rowCount = 0
  }

  private func frame(at offset: CGFloat, crossExtent: CGFloat, mainExtent: CGFloat) -> CGRect {
    flow.rect(main: rowStart, cross: offset, mainLength: mainExtent, crossLength: crossExtent)
      .offsetBy(dx: origin.x, dy: origin.y)
  }
}
