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
  /// Where the items block starts along the flow axis, in the section's coordinates.
  let flowOrigin: CGFloat
  /// How far past the row's end a cell may reach and still count as fitting, so that cells
  /// whose widths add up to the row exactly are not wrapped by a rounding error.
  private let tolerance: CGFloat

  /// The index of the first item this flow places (0, unless it was ``start(at:afterRowEndingAt:)``
  /// part way through a section).
  private(set) var firstItem = 0
  /// The frames placed so far, in item order, from ``firstItem`` on.
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
    case .entireRow:
      mode = .entireRow
      rows.reserveCapacity(capacity)
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
            IndexPath(item: firstItem + frames.count, section: section), itemExtent: preferredCross,
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

  /// The tail of `count` cells from item `item` on, each at preferred size `size`, after the
  /// rows this flow closed: what `count` calls of ``append(_:)`` would place, as one value. Call
  /// after ``finish()``, where the next cell starts a row, in a flow that
  /// ``placesRunsAtOneSize``; `nil` for no cell.
  ///
  /// - Complexity: O(1).
  func tail(of count: Int, from item: Int, at size: CGSize) -> UniformTail? {
    guard count > 0 else { return nil }
    let entireRow = mode == .entireRow
    return UniformTail(
      firstItem: item, count: count, estimate: size, flow: flow, start: nextRowStart,
      rowExtent: flow.main(of: size), lineSpacing: metrics.lineSpacing,
      columns: entireRow ? 1 : metrics.columns,
      columnStride: metrics.columnExtent + metrics.interitemSpacing,
      lastColumnStart: metrics.rowExtent,
      cellExtent: entireRow ? metrics.rowExtent : metrics.columnExtent,
      crossOrigin: flow.cross(of: origin))
  }

  /// Whether the flow can place a run of cells it is not given the sizes of at one stand-in
  /// size, each cell's place depending only on the cells before it and no row's break on a
  /// size: every cell is a row of its own, or the rows are equal columns.
  var placesRunsAtOneSize: Bool {
    switch mode {
    case .entireRow, .equally: true
    case .proportionally, .lastCellFilling: false
    }
  }

  /// Whether the next cell placed starts a row.
  var nextCellStartsRow: Bool {
    switch mode {
    case .entireRow: true
    case .equally: rowCount == 0 || rowCount == metrics.columns
    case .proportionally, .lastCellFilling: rowCount == 0
    }
  }

  /// Where the next row starts along the flow axis, in the section's coordinates, once the
  /// current one is closed.
  var nextRowStart: CGFloat {
    rowCount == 0
      ? flowOrigin + rowStart : flowOrigin + (rowStart + rowMainExtent + metrics.lineSpacing)
  }

  /// Starts the flow at `row` of an earlier layout of the same section (same metrics and
  /// origin), the row before it ending at `previousEnd` along the flow: the cells placed next
  /// are that row's first item and the ones after it. The frames and rows it makes from then
  /// on are those of the items from `row.firstItem` on; the caller keeps the earlier ones.
  ///
  /// ``crossLength`` then counts only the cells placed from `row` on: a resumed section flows
  /// with the list, where nothing reads it.
  ///
  /// - Complexity: O(1).
  mutating func start(at row: SectionLayout.Row, afterRowEndingAt previousEnd: CGFloat) {
    firstItem = row.firstItem
    flowLength = previousEnd - flowOrigin
    rowStart = row.start - flowOrigin
  }

  /// Starts the flow at item `item` of the section, right after a kept row ending at
  /// `previousEnd` along the flow (in the section's coordinates): for a flow that
  /// ``closesRowPerCell``, whose rows no later cell can join. The frames and rows it makes from
  /// then on are those of the items from `item` on; the caller keeps the earlier ones.
  ///
  /// - Complexity: O(1).
  mutating func start(atItem item: Int, afterRowEndingAt previousEnd: CGFloat) {
    firstItem = item
    flowLength = previousEnd - flowOrigin
    rowStart = flowLength + metrics.lineSpacing
  }

  /// Whether every cell takes a row of its own: a row is then closed by its one cell, and
  /// whether the next cell starts a row is known without its size.
  var closesRowPerCell: Bool {
    switch mode {
    case .entireRow: true
    case .equally: metrics.columns == 1
    case .proportionally, .lastCellFilling: false
    }
  }

  /// Makes room for `count` more frames: what a flow placing every remaining item reserves.
  mutating func reserveCapacity(_ count: Int) {
    frames.reserveCapacity(frames.count + max(0, count))
  }

  /// Whether the cell placed last started a row: the rows before it are then closed, and
  /// depend on nothing that comes after.
  var lastCellStartedRow: Bool { rowCount == 1 }

  /// Where the row of the cell placed last starts along the flow axis, in the section's
  /// coordinates (as ``SectionLayout/Row/start``).
  var currentRowStart: CGFloat { flowOrigin + rowStart }

  /// Closes the last row, after the last cell; once closed, calling it again does nothing.
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
        firstItem: firstItem + frames.count - rowCount, start: flowOrigin + rowStart,
        end: flowOrigin + end))
    flowLength = end
    rowStart = end + metrics.lineSpacing
    rowMainExtent = 0
    rowCursor = 0
    rowCount = 0
  }

  // Inlined: a call would copy the whole flow (its metrics included) for every cell.
  @inline(__always)
  private func frame(at offset: CGFloat, crossExtent: CGFloat, mainExtent: CGFloat) -> CGRect {
    flow.rect(main: rowStart, cross: offset, mainLength: mainExtent, crossLength: crossExtent)
      .offsetBy(dx: origin.x, dy: origin.y)
  }
}
